// `npm start`: builds whatever is missing, then serves the site, the portal and the API.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

if (!existsSync(path.join(root, 'build/client/__spa-fallback.html'))) run('npm run build:web');
if (!existsSync(path.join(root, 'dist/server/main.js'))) run('npm run build:server');

process.chdir(root);
await import(path.join(root, 'dist/server/main.js'));
