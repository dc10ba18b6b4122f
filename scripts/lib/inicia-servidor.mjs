// Which server test files start the built server (they import server/test/process.ts): the
// slowest of the suite, kept out of the inner loop (scripts/test-rapido.mjs) and started first in
// `npm test` (vitest.config.ts), so that none of them is left to run alone at the end.
import fs from 'node:fs';
import path from 'node:path';

/** Whether the test file at `caminho` starts the built server. */
export function iniciaOServidor(caminho) {
  return /from '[./]*(?:test\/)?process\.js'/.test(fs.readFileSync(caminho, 'utf8'));
}

/** The test files under `pasta` that start the built server, relative to `raiz`. */
export function arquivosQueIniciamOServidor(raiz, pasta = 'server') {
  const testes = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return testes(p);
      return e.name.endsWith('.test.ts') ? [p] : [];
    });
  return testes(path.join(raiz, pasta))
    .filter(iniciaOServidor)
    .map((f) => path.relative(raiz, f));
}
