/**
 * The benchmarks and the load script import the built server's modules by path
 * (`loadBuilt(dist, 'server/…js')`, `load('server/…js')`), which no compiler follows: when a module
 * moved, `npm run bench:suporte` broke at its first line and nothing said so. Each such path must
 * name a module of the server that the build emits, with the names imported from it exported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '..');

function scripts(pasta: string): string[] {
  return fs.readdirSync(pasta, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(pasta, e.name);
    if (e.isDirectory()) return scripts(p);
    return e.name.endsWith('.mjs') ? [p] : [];
  });
}

/** `const { a, b } = await loadBuilt(dist, 'server/x.js')` or `await load('server/x.js')`. */
const IMPORTACAO =
  /const\s*\{([^}]*)\}\s*=\s*await\s+(?:loadBuilt\(\s*\w+\s*,|load\()\s*'(server\/[^']+)\.js'/g;

const importacoes = scripts(path.join(RAIZ, 'scripts')).flatMap((arquivo) =>
  [...fs.readFileSync(arquivo, 'utf8').matchAll(IMPORTACAO)].map((m) => ({
    arquivo: path.relative(RAIZ, arquivo),
    modulo: `${m[2]}.ts`,
    nomes: m[1]!
      .split(',')
      .map((n) => n.split(':')[0]!.trim())
      .filter(Boolean),
  })),
);

describe("the scripts' imports of the built server", () => {
  it('finds them (the pattern still matches how the scripts import)', () => {
    expect(importacoes.length).toBeGreaterThan(10);
  });

  it.each(importacoes.map((i) => [`${i.arquivo} → ${i.modulo}`, i] as const))(
    '%s exists and exports what is taken from it',
    (_, { modulo, nomes }) => {
      const fonte = path.join(RAIZ, modulo);
      expect(fs.existsSync(fonte), modulo).toBe(true);
      const texto = fs.readFileSync(fonte, 'utf8');
      for (const nome of nomes) {
        expect(texto, `${modulo} exporta ${nome}`).toMatch(
          new RegExp(
            `export (?:async )?(?:function|class|const|let) ${nome}\\b|export \\{[^}]*\\b${nome}\\b`,
          ),
        );
      }
    },
  );
});
