// `npm run test:rapido`: the developer's inner loop. The unit tests and the API tests on SQLite,
// with no build and no browser; the tests that start the built server (faults, restarts, several
// instances, the CLI) are left to `npm test`. They are found by what they import (the helper that
// starts the build, server/test/process.ts; scripts/lib/inicia-servidor.mjs), so a new one is
// left out without a list to keep.
// Extra arguments go to Vitest (a file, `-t name`, `--watch`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { iniciaOServidor } from './lib/inicia-servidor.mjs';

const raiz = path.resolve(import.meta.dirname, '..');

function testes(pasta) {
  return fs.readdirSync(pasta, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(pasta, e.name);
    if (e.isDirectory()) return testes(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const precisamDaBuild = testes(path.join(raiz, 'server'))
  .filter(iniciaOServidor)
  .map((f) => path.relative(raiz, f));

const args = [
  'vitest',
  process.argv.includes('--watch') ? 'watch' : 'run',
  '--project',
  'unit',
  '--project',
  'api-sqlite',
  ...precisamDaBuild.flatMap((f) => ['--exclude', f]),
  ...process.argv.slice(2).filter((a) => a !== '--watch'),
];
console.log(
  `Sem build: ${precisamDaBuild.length} arquivos que iniciam o servidor ficam para o npm test.`,
);
const r = spawnSync('npx', args, { stdio: 'inherit', cwd: raiz });
process.exit(r.status ?? 1);
