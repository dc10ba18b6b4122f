// The script budgets, on the built files (docs/decisions/070-orcamento-de-script-por-tela.md):
// bytes are deterministic, so a screen that grows past its budget fails here, naming the route
// and its largest modules. `npm test` builds first (scripts/test.mjs); without a build (e.g.
// `npm run test:rapido` on a fresh clone) the test says so and is skipped.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../common/screens';
import { estourados, lerBuild, medir, ORCAMENTO_KB } from './lib/orcamento.mjs';

const buildDir = path.resolve(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build');
const build = lerBuild(buildDir);
if (build && Object.keys(build.chunks).length === 0) {
  throw new Error(`${buildDir} não tem modulos-do-cliente.json: rode \`npm run build\` de novo.`);
}
if (!build) {
  console.warn(
    `Orçamento de script não verificado: não há build em ${buildDir} (rode \`npm run build\`).`,
  );
}

describe.skipIf(!build)('script budgets of the build', () => {
  it('every pre-rendered page, the portal shared code and each screen keep within budget', () => {
    expect(estourados(build!)).toEqual([]);
  });

  it('measures what it budgets: the public pages, the portal and its screens are all seen', () => {
    const medida = medir(build!);
    const tipos = (t: string) => medida.rotas.filter((r) => r.tipo === t).map((r) => r.rota);
    expect(medida.paginas.map((p) => p.rota)).toEqual(
      SCREENS.filter((s) => s.area === 'public').map((s) => s.path),
    );
    expect(tipos('preRenderizada')).toEqual(['/login']);
    expect(tipos('portal')).toEqual(
      expect.arrayContaining(['/portal', '/atendimento', '/meus-dados', '/painel-atendimentos']),
    );
    // the framework alone is most of it: a measure of nothing would pass every budget
    expect(medida.compartilhado.bytes).toBeGreaterThan(60 * 1024);
    // React alone is more than half of a public page: a page measured without it would pass
    for (const p of medida.paginas) expect(p.total).toBeGreaterThan(50 * 1024);
    expect(ORCAMENTO_KB.tela).toBeLessThan(ORCAMENTO_KB.compartilhado);
  });
});
