// `npm run test:rapido`: the developer's inner loop. The unit tests and the API tests on SQLite,
// with no build and no browser; the tests that start the built server (faults, restarts, several
// instances, the CLI) are left to `npm test`. They are found by what they import (the helper that
// starts the build, server/test/process.ts; scripts/lib/inicia-servidor.mjs), so a new one is
// left out without a list to keep; vitest.config.ts leaves them out when SEM_BUILD is set (a
// `--exclude` on the command line does not reach a project's own files).
// Extra arguments go to Vitest (a file, `-t name`, `--watch`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { arquivosQueIniciamOServidor } from './lib/inicia-servidor.mjs';

const raiz = path.resolve(import.meta.dirname, '..');
const precisamDaBuild = arquivosQueIniciamOServidor(raiz);

const args = [
  'vitest',
  process.argv.includes('--watch') ? 'watch' : 'run',
  '--project',
  'unit',
  '--project',
  'api-sqlite',
  ...process.argv.slice(2).filter((a) => a !== '--watch'),
];
console.log(
  `Sem build: ${precisamDaBuild.length} arquivos que iniciam o servidor ficam para o npm test.`,
);
const r = spawnSync('npx', args, {
  stdio: 'inherit',
  cwd: raiz,
  env: { ...process.env, SEM_BUILD: '1' },
});
process.exit(r.status ?? 1);
