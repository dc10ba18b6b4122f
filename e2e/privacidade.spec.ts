/**
 * Privacy (docs/product/privacidade.md): a colaborador opens Meus Dados from the portal, sees
 * their ticket, and downloads the file with everything the portal holds about them; the privacy
 * notice names the encarregado; no public page sets a cookie or asks another origin for anything
 * before the visitor acts. (Meus Dados, a colaborador's and rh's, is swept by axe at both widths in
 * e2e/privacidade-a11y.spec.ts.)
 */
import fs from 'node:fs';
import { MODELO, PUBLIC_PAGES } from '../common/screens';
import { test, expect } from './fixtures';
import { gotoHydrated } from './pages';
import { CELULAR, capturar, semTransbordar, verificarOutraLargura } from './telas';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

test('Meus Dados: a colaborador sees their ticket and downloads the file', async ({
  page,
  api,
  loginAs,
}) => {
  const u = await api.createUser();
  const id = await api.openAtendimento(u);
  await api.sendMensagem(id, 'Minha impressora parou de imprimir', u);
  await api.sendMensagem(id, 'Vamos verificar hoje', api.admin);
  await api.sendArquivo(id, { name: 'etiqueta.png', mimeType: 'image/png', buffer: PNG }, u);
  await page.setViewportSize(CELULAR);
  await loginAs(page, u);
  await page.goto('/portal');
  await page.getByRole('link', { name: /^Meus Dados/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Dados' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Atendimento #${id} — aberto` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'etiqueta.png' })).toBeVisible();
  await expect(page.getByText(/relatos feitos à Ouvidoria não fazem parte/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sua conta' })).toContainText(u.login);
  // two-factor sign-in is not a colaborador's: not listed as off
  await expect(page.getByText('Verificação em duas etapas')).toHaveCount(0);
  await semTransbordar(page, 'meus-dados');
  await capturar(page, 'meus-dados');
  await verificarOutraLargura(page, 'meus-dados');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const texto = fs.readFileSync(await download.path(), 'utf8');
  const dados = JSON.parse(texto);
  expect(dados.conta.login).toBe(u.login);
  expect(dados.atendimentos.seus[0].id).toBe(id);
  expect(dados.atendimentos.seus[0].mensagens.map((m: { texto: string }) => m.texto)).toEqual([
    'Minha impressora parou de imprimir',
    'Vamos verificar hoje',
    'Arquivo: etiqueta.png',
  ]);
  expect(dados.atendimentos.seus[0].arquivos[0].nome).toBe('etiqueta.png');
  expect(texto).not.toContain(u.token);
});

test('Meus Dados for staff: their work on others’ tickets is counted, not shown', async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  const colaborador = await api.createUser();
  const id = await api.openAtendimento(colaborador);
  await api.sendMensagem(id, 'Texto do colaborador que não é do RH', colaborador);
  await api.sendMensagem(id, 'Resposta do RH', rh);
  await page.setViewportSize(CELULAR);
  await loginAs(page, rh);
  await page.goto('/meus-dados');
  const suporte = page.getByRole('region', { name: 'Atendimentos do suporte' });
  await expect(suporte).toContainText('Você não abriu nenhum atendimento.');
  await expect(page.getByRole('region', { name: 'Sua conta' })).toContainText(
    'Verificação em duas etapasdesativada',
  );
  await expect(suporte).toContainText('1 mensagem escrita');
  await expect(page.getByText('Texto do colaborador que não é do RH')).toHaveCount(0);
  await semTransbordar(page, 'meus-dados-rh');
  await capturar(page, 'meus-dados-rh');
});

test('the privacy notice names the encarregado and the retention, and every page links to it', async ({
  page,
}) => {
  const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8'));
  await page.setViewportSize(CELULAR);
  await gotoHydrated(page, '/privacidade');
  // nothing wider than the screen at either width (axe: e2e/site-a11y.spec.ts)
  await semTransbordar(page);
  await capturar(page, 'privacidade');
  await page.setViewportSize({ width: 1280, height: 900 });
  await semTransbordar(page);
  await capturar(page, 'privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.getByText(site.privacidade.encarregado.nome)).toBeVisible();
  await expect(
    page.getByRole('link', { name: site.privacidade.encarregado.email }).first(),
  ).toHaveAttribute('href', `mailto:${site.privacidade.encarregado.email}`);
  await expect(
    page.getByRole('rowheader', { name: 'Mensagens do formulário de contato' }),
  ).toBeVisible();
  for (const path of ['/', '/contact', '/login']) {
    await page.goto(path);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidade' }),
    ).toHaveAttribute('href', '/privacidade');
  }
});

test('no public page sets a cookie or asks another origin before the visitor acts', async ({
  page,
  context,
  baseURL,
}) => {
  const origem = new URL(baseURL!).origin;
  const fora: string[] = [];
  const cookies: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origem) {
      fora.push(url);
    }
  });
  page.on('response', async (r) => {
    const h = await r.headerValue('set-cookie');
    if (h) cookies.push(`${r.url()}: ${h}`);
  });
  for (const path of [
    ...PUBLIC_PAGES.filter((p) => !p.endsWith(MODELO)),
    '/login',
    '/denuncias/acompanhar',
  ]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    // scrolled to the end, as a reader would, so lazy pictures load too
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(fora).toEqual([]);
  expect(cookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  // the map asks OpenStreetMap only once the visitor clicks it
  await gotoHydrated(page, '/contact');
  await page.getByRole('button', { name: /mapa/i }).first().click();
  await expect.poll(() => fora.some((u) => u.includes('openstreetmap'))).toBe(true);
});
