import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * App-level code of the browser (web/lib, web/components) names no feature and no route: a
 * feature registers what it needs with it instead (the live stream's handlers, what "Sair"
 * removes). docs/decisions/012-feature-isolation.md and 040-cliente-do-chat.md. The lint rule
 * says the same; this also catches a dynamic `import()` and runs with the unit tests.
 */
const raiz = resolve(import.meta.dirname, '..');
const proibidos = ['web/features', 'web/routes'].map((p) => join(raiz, p));

function arquivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const caminho = join(dir, e.name);
    if (e.isDirectory()) return arquivos(caminho);
    return /\.tsx?$/.test(e.name) ? [caminho] : [];
  });
}

/** Every module a source names: `import … from`, `export … from`, `import '…'`, `import('…')`. */
export function importados(fonte: string): string[] {
  const padrao = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  return [...fonte.matchAll(padrao)].map((m) => m[1]!);
}

function importacoesProibidas(arquivo: string): string[] {
  return importados(readFileSync(arquivo, 'utf8'))
    .filter((m) => m.startsWith('.'))
    .filter((m) => {
      const alvo = resolve(dirname(arquivo), m);
      return proibidos.some((p) => alvo === p || alvo.startsWith(`${p}/`));
    })
    .map((m) => `${relative(raiz, arquivo)} → ${m}`);
}

describe('web/lib and web/components import no feature', () => {
  it('finds the imports of a source, static and dynamic', () => {
    const fonte = [
      "import { a } from '../features/x/a';",
      "export { b } from './b';",
      "import './c.css';",
      "const d = await import('../routes/d');",
      'import type {\n  E,\n} from "../features/e";',
    ].join('\n');
    expect(importados(fonte)).toEqual([
      '../features/x/a',
      './b',
      './c.css',
      '../routes/d',
      '../features/e',
    ]);
  });

  it('no file there imports from web/features or web/routes', () => {
    const achados = ['web/lib', 'web/components']
      .flatMap((d) => arquivos(join(raiz, d)))
      .flatMap(importacoesProibidas);
    expect(achados).toEqual([]);
  });
});
