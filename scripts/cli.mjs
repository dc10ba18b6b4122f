// `npm run cli -- <command>`: the operator command line (builds the server first if needed).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
if (!existsSync(path.join(root, 'dist/server/cli.js'))) {
  execSync('npm run build:server', { cwd: root, stdio: 'inherit' });
}
await import(path.join(root, 'dist/server/cli.js'));
