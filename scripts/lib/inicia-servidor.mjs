// Which server test files start the built server (they import server/test/process.ts): the
// slowest of the suite, kept out of the inner loop (scripts/test-rapido.mjs) and started first in
// `npm test` (vitest.config.ts), so that none of them is left to run alone at the end.
import fs from 'node:fs';

/** Whether the test file at `caminho` starts the built server. */
export function iniciaOServidor(caminho) {
  return /from '[./]*(?:test\/)?process\.js'/.test(fs.readFileSync(caminho, 'utf8'));
}
