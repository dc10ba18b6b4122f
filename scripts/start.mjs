// `npm start`: builds whatever is missing, then serves the site, the portal and the API.
// package.json runs this file with `exec`: npm starts its script through `sh -c`, and the shell
// would otherwise stay between npm and this process, die on the SIGTERM npm passes on, and leave
// the server running. With `exec` the shell becomes this process, which passes the signal to the
// server and leaves with its exit code once its graceful shutdown is done.
import { existsSync } from 'node:fs';
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-launch.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

if (!existsSync(path.join(root, 'build/client/__spa-fallback.html'))) run('npm run build:web');
if (!existsSync(path.join(root, 'dist/server/main.js'))) run('npm run build:server');

const server = spawn(
  process.execPath,
  [...SERVER_NODE_ARGS, path.join(root, 'dist/server/main.js')],
  {
    cwd: root,
    env: { ...SERVER_ENV, ...process.env },
    stdio: 'inherit',
  },
);
// The server shuts down gracefully on these; pass them on and leave with its exit code.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
