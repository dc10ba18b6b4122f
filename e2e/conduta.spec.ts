/**
 * The Código de Conduta (docs/product/conduta.md): compliance publishes a version; a colaborador
 * is led to it from the dashboard, can still open the Ouvidoria, declares "Li e estou ciente",
 * then moves freely; compliance and admin see the adherence and its CSV. Axe on every screen.
 *
 * A server of its own (./relogio.ts, at the current time): a version published on the shared
 * server would lead every other spec's users to the code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, submitLogin } from './pages';
import { servidorNoRelogio, type ServidorNoRelogio } from './relogio';
import type { E2EUser } from './api';

test.describe.configure({ timeout: 150_000 });

const TEXTO = [
  '## Respeito',
  '',
  'Tratamos colegas, clientes e parceiros com respeito.',
  '',
  '## Assédio',
  '',
  'Não toleramos assédio moral ou sexual:',
  '',
  '- nem no campo',
  '- nem no escritório',
  '',
  '<b>sem HTML</b>',
].join('\n');

/** Screenshots for the review, when CONDUTA_SHOTS names a folder outside the repository. */
async function fotos(page: Page, nome: string) {
  const dir = process.env.CONDUTA_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const antes = page.viewportSize()!;
  // nothing wider than the phone
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), nome).toBeLessThanOrEqual(
    390,
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await page.screenshot({ path: path.join(dir, `${nome}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(antes);
}

async function entrar(
  browser: Browser,
  srv: ServidorNoRelogio,
  u: Pick<E2EUser, 'login' | 'password'>,
) {
  const ctx = await browser.newContext({
    baseURL: srv.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await ctx.newPage();
  await page.goto('/login');
  await submitLogin(page, u.login, u.password);
  return page;
}

let srv: ServidorNoRelogio | undefined;
test.afterEach(async () => {
  await srv?.parar();
  srv = undefined;
});

test('compliance publishes; a colaborador is led to the code, keeps the Ouvidoria, acknowledges; adherence and CSV', async ({
  browser,
}, info) => {
  srv = await servidorNoRelogio(
    new Date().toISOString(),
    // within the run's own range of ports (E2E_PORT to E2E_PORT + 9)
    Number(process.env.E2E_PORT ?? 3100) + 2 + (info.workerIndex % 2),
  );
  const comp = await srv.api.createUser({ role: 'compliance', nome: 'Clara Conformidade' });
  const colab = await srv.api.createUser({ nome: 'Caio Colheita' });

  // Compliance publishes version 1, after a preview and a confirmation.
  const cp = await entrar(browser, srv, comp);
  await expect(cp).toHaveURL(/\/portal$/);
  await cp.getByRole('link', { name: /^Código de Conduta/ }).click();
  await expect(cp.getByRole('status')).toHaveText('Nenhum Código de Conduta foi publicado ainda.');
  await cp.getByRole('link', { name: '← Voltar ao Portal' }).click();
  await cp.getByRole('link', { name: /^Gestão do Código de Conduta/ }).click();
  await expect(cp.getByText('Nenhuma versão foi publicada ainda.')).toBeVisible();
  await cp.getByLabel('Título').fill('Código de Conduta da Fazenda');
  await cp.getByLabel('Texto').fill(TEXTO);
  const previa = cp.getByRole('region', { name: 'Pré-visualização' });
  await expect(previa.getByRole('heading', { name: 'Assédio' })).toBeVisible();
  await expect(previa.getByRole('listitem')).toHaveText(['nem no campo', 'nem no escritório']);
  await expect(previa.getByText('<b>sem HTML</b>')).toBeVisible();
  await expectNoAxeViolations(cp, { where: 'gestão (compliance)' });
  await fotos(cp, 'gestao-compliance-previa');
  await cp.getByRole('button', { name: 'Publicar versão 1' }).click();
  const dialogo = cp.getByRole('dialog', { name: 'Publicar a versão 1?' });
  await expect(dialogo).toContainText('precisarão ler e declarar ciência');
  await dialogo.getByRole('button', { name: 'Publicar' }).click();
  // the publisher has a version to acknowledge too: led to it
  await expect(cp).toHaveURL(/\/codigo-de-conduta$/);
  await expect(cp.getByRole('heading', { level: 1 })).toHaveText('Código de Conduta da Fazenda');
  // …yet, still pending, handles the Ouvidoria's cases: a case never waits on an acknowledgement
  await cp.goto('/admin/denuncias');
  await expect(cp.getByRole('heading', { level: 1, name: 'Gestão de Denúncias' })).toBeVisible();
  await cp.waitForTimeout(300);
  await expect(cp).toHaveURL(/\/admin\/denuncias$/);
  await cp.goto('/codigo-de-conduta');

  // The colaborador signs in: led from the dashboard to the code.
  const p = await entrar(browser, srv, colab);
  await expect(p).toHaveURL(/\/codigo-de-conduta$/);
  await expect(p.getByRole('heading', { level: 1 })).toHaveText('Código de Conduta da Fazenda');
  await expect(p.getByRole('heading', { level: 2, name: 'Respeito' })).toBeVisible();
  await expect(p.getByText(/^Versão 1 · publicada em \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(p.getByText('<b>sem HTML</b>')).toBeVisible();
  await p.getByText('Impressão digital:').click();
  await expect(p.locator('.conduta-impressao__completa')).toHaveText(/^[0-9a-f]{64}$/);
  await expectNoAxeViolations(p, { where: 'código (pendente)' });
  await fotos(p, 'codigo-colaborador-pendente');
  // every other screen leads back here…
  await p.goto('/links');
  await expect(p).toHaveURL(/\/codigo-de-conduta$/);
  // …but the Ouvidoria stays open
  await p.getByRole('link', { name: 'Ouvidoria' }).click();
  await expect(p).toHaveURL(/\/denuncias$/);
  await expect(p.getByRole('heading', { level: 1, name: 'Fale com a gente!' })).toBeVisible();
  // a fresh load: the profile (with its flag) arrives after the screen, and still leads nowhere
  const perfil = p.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');
  await p.goto('/denuncias');
  expect((await (await perfil).json()).conduta_pendente).toBe(true);
  await expect(p.getByRole('heading', { level: 1, name: 'Fale com a gente!' })).toBeVisible();
  await p.waitForTimeout(300);
  await expect(p).toHaveURL(/\/denuncias$/);
  await p.goto('/alterar-senha');
  await expect(p).toHaveURL(/\/alterar-senha$/);

  await p.goto('/codigo-de-conduta');
  await p.getByRole('button', { name: 'Li e estou ciente' }).click();
  await expect(p.getByRole('status')).toHaveText(
    /^Você declarou ciência desta versão em \d\d\/\d\d\/\d{4}, \d\d:\d\d\.$/,
  );
  await expectNoAxeViolations(p, { where: 'código (ciente)' });
  await fotos(p, 'codigo-colaborador-ciente');
  await p.getByRole('link', { name: '← Voltar ao Portal' }).click();
  await expect(p.getByRole('link', { name: /^Código de Conduta/ })).toBeVisible();
  await fotos(p, 'portal-colaborador');
  await p.getByRole('link', { name: /^Dashboards/ }).click();
  await expect(p).toHaveURL(/\/links$/);
  await fotos(p, 'portal-colaborador-livre');
  await p.context().close();

  // Compliance acknowledges, then sees the adherence: the colaborador among the acknowledged.
  await cp.getByRole('button', { name: 'Li e estou ciente' }).click();
  await expect(cp.getByRole('status')).toContainText('Você declarou ciência');
  await cp.goto('/gestao-conduta');
  const adesao = cp.getByRole('region', { name: 'Adesão' });
  await expect(adesao.getByText(/^Colaborador: /)).toHaveText(
    'Colaborador: 1 ciente de 1 · 0 pendentes',
  );
  await expect(adesao.getByText(/^Compliance: /)).toHaveText(
    'Compliance: 1 ciente de 1 · 0 pendentes',
  );
  await expect(adesao.getByRole('heading', { name: /^Pendentes/ })).toBeVisible();
  await expect(adesao.getByText('Caio Colheita')).toBeHidden();
  await adesao.getByText(/^Cientes \(2\)/).click();
  await expect(adesao.getByText(/Caio Colheita/)).toBeVisible();
  await expectNoAxeViolations(cp, { where: 'gestão (adesão)' });
  await fotos(cp, 'gestao-compliance-adesao');
  const [download] = await Promise.all([
    cp.waitForEvent('download'),
    adesao.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('codigo-de-conduta-v1-adesao.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('"Versão";"Nome";"Papel";"Situação";"Ciente em"\r\n');
  expect(csv).toMatch(/"1";"Caio Colheita";"Colaborador";"Ciente";"\d\d\/\d\d\/\d{4}, \d\d:\d\d"/);
  expect(csv).toMatch(/"1";"[^"]+";"Administrador";"Pendente";""/);
  await cp.context().close();

  // An admin is led to the code too, then reaches the same management screen.
  const ap = await entrar(browser, srv, srv.api.admin);
  await expect(ap).toHaveURL(/\/codigo-de-conduta$/);
  await ap.getByRole('button', { name: 'Li e estou ciente' }).click();
  await expect(ap.getByRole('status')).toContainText('Você declarou ciência');
  await fotos(ap, 'codigo-admin-ciente');
  await ap.goto('/gestao-conduta');
  await expect(
    ap.getByRole('heading', { level: 1, name: 'Gestão do Código de Conduta' }),
  ).toBeVisible();
  await expect(
    ap.getByRole('region', { name: 'Adesão' }).getByText(/^Cientes \(3\)/),
  ).toBeVisible();
  await expectNoAxeViolations(ap, { where: 'gestão (admin)' });
  await fotos(ap, 'gestao-admin');
  await ap.context().close();
});
