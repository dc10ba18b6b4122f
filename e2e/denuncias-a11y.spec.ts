/**
 * The Ouvidoria's screens at phone and desktop widths, each checked by axe once: the staff's list,
 * a case, the indicators, and the form every portal user sees.
 */
import { uid } from './api';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
]) {
  test(`the Ouvidoria's staff screens have no axe violations at ${viewport.width}px`, async ({
    page,
    api,
    loginAs,
  }) => {
    await api.fileDenuncia({ categoria: 'Sugestão', descricao: `Tela ${uid()}`, anonimato: true });
    const compliance = await api.createUser({ role: 'compliance' });
    const caso = (await api.listDenuncias(compliance))[0]!;
    await page.setViewportSize(viewport);
    await loginAs(page, compliance);
    for (const [url, heading] of [
      ['/admin/denuncias', 'Gestão de Denúncias'],
      [`/admin/denuncias/${caso.id}`, `Denúncia #${caso.id}`],
      ['/admin/denuncias/indicadores', 'Indicadores da Ouvidoria'],
      ['/denuncias', 'Fale com a gente!'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(/^Carregando/)).toHaveCount(0);
      await expectNoAxeViolations(page, { where: url });
    }
  });
}
