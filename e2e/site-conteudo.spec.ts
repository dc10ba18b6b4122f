/**
 * The public pages drawn from the content edited in the portal (docs/product/conteudo.md): a
 * visitor on a phone finds a published news item and reads it, and applies to an opening with a
 * CV after reading the privacy notice; the pages' content is in their HTML, readable without
 * JavaScript; rh reads the application. One flow at 390 px; the final screen at 1280 px. The
 * news, its article and the openings, at both widths, are checked by axe in e2e/site-a11y.spec.ts.
 */
import { test, expect } from './fixtures';
import { verificarOutraLargura } from './telas';
import { noticiaDaSafra, vagaDeSafra } from './conteudo';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** A small real PDF, as a phone would send it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('"Candidatar-se" tapped before the page\'s scripts ran still picks the opening', async ({
  api,
  page,
}) => {
  const vaga = `Tratorista de safra ${Date.now()}`;
  const { id: vagaId } = (await api.send('POST', '/api/conteudo/vagas', {
    titulo: vaga,
    local: 'Fazenda Santa Marta, Araguari (MG)',
    tipo: 'safra',
    descricao: 'Preparo do solo e plantio.',
    requisitos: 'Experiência com trator.',
    aberta: true,
    encerra_em: '2099-01-31',
  })) as { id: number };
  // a weak signal: the first page's scripts never arrive; the page the tap opens gets its own
  await page.route('**/assets/*.js', (r) =>
    new URL(r.request().frame().url()).searchParams.has('vaga') ? r.continue() : r.abort(),
  );
  await page.goto('/trabalhe-conosco');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: vaga }) })
    .getByRole('link', { name: /Candidatar-se/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?vaga=${vagaId}#candidatura$`));
  const form = page.getByRole('form', { name: 'Envie sua candidatura' });
  await expect(form.getByLabel('Vaga')).toHaveValue(String(vagaId));
});

test('a visitor reads the news and applies to an opening from a phone', async ({
  api,
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const marca = Date.now();
  const titulo = `Colheita da soja começa na fazenda ${marca}`;
  const { slug } = (await api.send('POST', '/api/conteudo/noticias', noticiaDaSafra(titulo))) as {
    slug: string;
  };
  const vaga = `Operador de colhedora ${marca}`;
  const { id: vagaId } = (await api.send('POST', '/api/conteudo/vagas', vagaDeSafra(vaga))) as {
    id: number;
  };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/noticias');
  await page.getByRole('link', { name: titulo }).click();
  await expect(page).toHaveURL(`/noticias/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Primeiros talhões' })).toBeVisible();
  await expect(page.locator('.noticia__corpo strong')).toHaveText('bem');

  await page.goto('/trabalhe-conosco');
  const cartao = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: vaga }) });
  await expect(cartao).toContainText('Inscrições até 31 de janeiro de 2099');
  await cartao.getByRole('link', { name: /Candidatar-se/ }).click();
  const form = page.getByRole('form', { name: 'Envie sua candidatura' });
  await expect(form.getByLabel('Vaga')).toHaveValue(String(vagaId));
  const nome = `Candidata ${marca}`;
  await form.getByLabel('Nome completo').fill(nome);
  await form.getByLabel('E-mail').fill(`candidata${marca}@exemplo.com.br`);
  await form.getByLabel('Telefone com DDD').fill('(34) 99876-5432');
  await form.getByLabel('Currículo', { exact: true }).setInputFiles({
    name: 'meu-curriculo.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  // without the privacy acknowledgement the browser keeps the form (the server refuses it too)
  const ciente = form.getByRole('checkbox', { name: /Li o aviso de privacidade/ });
  await form.getByRole('button', { name: 'Enviar candidatura' }).click();
  expect(await ciente.evaluate((c) => (c as HTMLInputElement).validity.valueMissing)).toBe(true);
  await expect(page.getByText(/Candidatura enviada!/)).toHaveCount(0);
  await ciente.check();
  await form.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(page.getByText(/Candidatura enviada!/)).toBeVisible();

  // the final screen at the other width: nothing overflows, axe finds nothing
  await verificarOutraLargura(page, 'candidatura enviada', { tags: TAGS });

  // the content is in the HTML: a browser without JavaScript reads it
  const semJs = await browser.newContext({ javaScriptEnabled: false });
  const crua = await semJs.newPage();
  await crua.goto(`/noticias/${slug}`);
  await expect(crua.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(crua.getByText('A colheita começou')).toBeVisible();
  await crua.goto('/trabalhe-conosco');
  await expect(crua.getByRole('heading', { name: vaga })).toBeVisible();
  await semJs.close();

  // rh finds the application
  const rh = await api.createUser({ role: 'rh' });
  const portal = await browser.newPage();
  await loginAs(portal, rh);
  await portal.goto('/conteudo-do-site?parte=candidaturas');
  const recebidas = portal.getByRole('region', { name: 'Candidaturas recebidas' });
  await expect(recebidas.getByRole('heading', { name: nome })).toBeVisible({ timeout: 20_000 });
  await expect(recebidas).toContainText(vaga);
  await portal.close();
  await api.send('PATCH', `/api/conteudo/vagas/${vagaId}`, { aberta: false });
});
