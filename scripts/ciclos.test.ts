// No two files of the product import each other, through any number of steps, type imports
// included (docs/decisions/012-feature-isolation.md). ESLint's import-x/no-cycle says so in the
// editor but skips `import type`; this reads every import as TypeScript itself lists them.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '..');
const PASTAS = ['server', 'web', 'common', 'e2e', 'sw'];
const EXTENSOES = ['.ts', '.tsx'];

function arquivos(pasta: string): string[] {
  return fs.readdirSync(pasta, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(pasta, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : arquivos(p);
    return EXTENSOES.some((x) => e.name.endsWith(x)) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The file a relative specifier names (`./x.js` is `./x.ts` in the source), or undefined. */
function resolver(de: string, especificador: string): string | undefined {
  if (!especificador.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(de), especificador).replace(/\.(m?js|jsx)$/, '');
  const candidatos = [
    ...EXTENSOES.map((x) => base + x),
    ...EXTENSOES.map((x) => path.join(base, 'index' + x)),
  ];
  return candidatos.find((c) => fs.existsSync(c));
}

export function grafoDeImportacoes(lista: string[]): Map<string, string[]> {
  const grafo = new Map<string, string[]>();
  for (const f of lista) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(f, 'utf8'), true, true);
    const alvos = importedFiles.map((i) => resolver(f, i.fileName)).filter((x) => x !== undefined);
    grafo.set(f, [...new Set(alvos)]);
  }
  return grafo;
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
export function circulos(grafo: Map<string, string[]>): string[][] {
  let proximo = 0;
  const indice = new Map<string, number>();
  const menor = new Map<string, number>();
  const pilha: string[] = [];
  const naPilha = new Set<string>();
  const achados: string[][] = [];
  const visitar = (v: string) => {
    indice.set(v, proximo);
    menor.set(v, proximo++);
    pilha.push(v);
    naPilha.add(v);
    for (const w of grafo.get(v) ?? []) {
      if (!indice.has(w)) {
        visitar(w);
        menor.set(v, Math.min(menor.get(v)!, menor.get(w)!));
      } else if (naPilha.has(w)) menor.set(v, Math.min(menor.get(v)!, indice.get(w)!));
    }
    if (menor.get(v) === indice.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = pilha.pop()!;
        naPilha.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (grafo.get(v) ?? []).includes(v)) achados.push(comp.sort());
    }
  };
  for (const v of grafo.keys()) if (!indice.has(v)) visitar(v);
  return achados;
}

describe('import circles', () => {
  it('finds a circle made only of type imports (the check can fail)', () => {
    const dir = fs.mkdtempSync(path.join(RAIZ, 'node_modules', '.ciclos-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'a.ts'),
        "import type { B } from './b.js';\nexport type A = B;\n",
      );
      fs.writeFileSync(
        path.join(dir, 'b.ts'),
        "import type { A } from './a';\nexport type B = A[];\n",
      );
      fs.writeFileSync(
        path.join(dir, 'c.ts'),
        "import type { A } from './a.js';\nexport type C = A;\n",
      );
      const achados = circulos(grafoDeImportacoes(arquivos(dir)));
      expect(achados.map((c) => c.map((f) => path.basename(f)))).toEqual([['a.ts', 'b.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('none in the product, its tests and its end-to-end specs', () => {
    const lista = PASTAS.flatMap((p) => arquivos(path.join(RAIZ, p)));
    expect(lista.length).toBeGreaterThan(300);
    const achados = circulos(grafoDeImportacoes(lista)).map((c) =>
      c.map((f) => path.relative(RAIZ, f)),
    );
    expect(achados).toEqual([]);
  });
});
