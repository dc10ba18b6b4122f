/**
 * The repository's own source files, for the tests that check a rule is written in one place
 * (server/core/*.unit.test.ts): server and shared code, tests and migrations left out.
 */
import fs from 'node:fs';
import path from 'node:path';

const RAIZ = path.resolve(import.meta.dirname, '../..');

/** The `.ts`/`.tsx` files under `dir` (relative to the repository), tests and migrations left out. */
function fontes(dir: string): string[] {
  return fs.readdirSync(path.join(RAIZ, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : fontes(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/**
 * Each place in server/ and common/ (outside `permitidos`) where a pattern matches, as
 * "file:line: text"; a pattern may span lines (a call prettier broke up).
 */
export function achados(padroes: readonly RegExp[], permitidos: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const f of [...fontes('server'), ...fontes('common')]) {
    if (permitidos.has(f)) continue;
    const texto = fs.readFileSync(path.join(RAIZ, f), 'utf8');
    for (const p of padroes) {
      for (const m of texto.matchAll(new RegExp(p.source, `${p.flags.replace('g', '')}g`))) {
        const linha = texto.slice(0, m.index).split('\n').length;
        out.push(`${f}:${linha}: ${m[0]}`);
      }
    }
  }
  return out;
}
