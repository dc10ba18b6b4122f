/**
 * The Código de Conduta (docs/product/conduta.md): compliance publishes a version; a colaborador
 * is led to it from the dashboard, can still open the Ouvidoria, declares "Li e estou ciente",
 * then moves freely; compliance and admin see the adherence and its CSV. Nothing wider than the
 * phone on each screen; axe checks these screens, in these states, at both widths in
 * e2e/conduta-a11y.spec.ts.
 *
 * A server of its own (./relogio.ts, at the current time): a version published on the shared
 * server would lead every other spec's users to the code.
 */
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { cliqueDuplo } from './clique-duplo';
import { test, expect } from './fixtures';
import { depoisDaResposta, observarPedidos, submitLogin } from './pages';
import { portaPropria, servidorNoRelogio, type ServidorNoRelogio } from './relogio';
import { capturar, semTransbordar } from './telas';
import type { E2EUser } from './api';
import {
  RESUMO_DA_VERSAO_2,
  TEXTO_DA_VERSAO_2,
  TEXTO_DO_CODIGO,
  TITULO_DO_CODIGO,
} from './conduta';

test.describe.configure({ timeout: 150_000 });

/** Nothing wider than the phone each screen is used on (screenshots with CAPTURAS=1). */
async function fotos(page: Page, nome: string) {
  await semTransbordar(page, nome);
  await capturar(page, nome);
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

/**
 * Opened as a page, in a tab of the signed-in `p`'s browser, with the screen's code held back:
 * the page's head draws the code as its answer arrives (web/features/conduta/pre-desenho.ts);
 * once the code runs, the screen draws the same elements in their place, and the code's title
 * never leaves the screen in between (no "Carregando..." over a text already there).
 */
async function expectPreDesenhoIgualATela(p: Page, titulo: string) {
  const pg = await p.context().newPage();
  let soltar!: () => void;
  const preDesenhado = new Promise<void>((r) => (soltar = r));
  await pg.route('**/assets/*.js', async (r) => {
    await preDesenhado;
    await r.continue();
  });
  // what the page's first heading says after each change of the document
  await pg.addInitScript(() => {
    const w = window as unknown as { __titulos: (string | null)[] };
    w.__titulos = [];
    new MutationObserver(() => {
      const agora = document.querySelector('main h1')?.textContent ?? null;
      if (w.__titulos.at(-1) !== agora) w.__titulos.push(agora);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await pg.goto('/codigo-de-conduta');
  const preDesenho = pg.locator('#codigo-pre-desenhado > article.conduta');
  await expect(preDesenho.getByRole('heading', { level: 1 })).toHaveText(titulo);
  await expect(pg.getByRole('status')).toHaveText('Carregando...');
  const filhos = (artigo: Element, n: number) =>
    [...artigo.children].slice(0, n).map((c) => c.outerHTML);
  const desenhado = await preDesenho.evaluate(filhos, 99);
  soltar();
  await expect(
    pg.getByRole('button', { name: /^Li e estou ciente do Código de Conduta/ }),
  ).toBeVisible();
  await expect(pg.locator('#codigo-pre-desenhado')).toHaveCount(0);
  expect(desenhado.length).toBeGreaterThanOrEqual(3);
  expect(await pg.locator('article.conduta').evaluate(filhos, desenhado.length)).toEqual(desenhado);
  const titulos = await pg.evaluate(
    () => (window as unknown as { __titulos: (string | null)[] }).__titulos,
  );
  expect(titulos.slice(titulos.indexOf(titulo))).toEqual([titulo]);
  await pg.close();
}

let srv: ServidorNoRelogio | undefined;
test.afterEach(async () => {
  await srv?.parar();
  srv = undefined;
});

test('compliance publishes; a colaborador is led to the code, keeps the Ouvidoria, acknowledges; adherence and CSV', async ({
  browser,
}) => {
  srv = await servidorNoRelogio(new Date().toISOString(), portaPropria());
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
  await cp.getByLabel('Título').fill(TITULO_DO_CODIGO);
  await cp.getByLabel('Texto').fill(TEXTO_DO_CODIGO);
  const previa = cp.getByRole('region', { name: 'Pré-visualização' });
  await expect(previa.getByRole('heading', { name: 'Assédio' })).toBeVisible();
  await expect(previa.getByRole('listitem')).toHaveText(['nem no campo', 'nem no escritório']);
  await expect(previa.getByText('<b>sem HTML</b>')).toBeVisible();
  await fotos(cp, 'gestao-compliance-previa');
  await cp.getByRole('button', { name: 'Publicar versão 1' }).click();
  const dialogo = cp.getByRole('dialog', { name: 'Publicar a versão 1?' });
  await expect(dialogo).toContainText('precisarão ler e declarar ciência');
  await dialogo.getByRole('button', { name: 'Publicar' }).click();
  // the publisher has a version to acknowledge too: led to it, with where they were
  await expect(cp).toHaveURL(/\/codigo-de-conduta\?voltar=%2Fgestao-conduta$/);
  await expect(cp.getByRole('heading', { level: 1 })).toHaveText(TITULO_DO_CODIGO);
  // …yet, still pending, handles the Ouvidoria's cases: a case never waits on an acknowledgement
  const perfilDaGestao = cp.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');
  await cp.goto('/admin/denuncias');
  expect((await (await perfilDaGestao).json()).conduta_pendente).toBe(true);
  await expect(cp.getByRole('heading', { level: 1, name: 'Gestão de Denúncias' })).toBeVisible();
  await depoisDaResposta(cp);
  await expect(cp).toHaveURL(/\/admin\/denuncias$/);
  await cp.goto('/codigo-de-conduta');

  // The colaborador signs in: led from the dashboard to the code.
  const p = await entrar(browser, srv, colab);
  await expect(p).toHaveURL(/\/codigo-de-conduta$/);
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(TITULO_DO_CODIGO);
  await expect(p.getByRole('heading', { level: 2, name: 'Respeito' })).toBeVisible();
  await expect(p.getByText(/^Versão 1 · publicada em \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(p.getByText('<b>sem HTML</b>')).toBeVisible();
  await p.getByText('Impressão digital:').click();
  await expect(p.locator('.conduta-impressao__completa')).toHaveText(/^[0-9a-f]{64}$/);
  await fotos(p, 'codigo-colaborador-pendente');
  // why the person is here, at the top
  await expect(p.getByRole('note', { name: 'Por que estou aqui' })).toContainText(
    'Antes de continuar, leia o Código de Conduta.',
  );
  await expect(p.getByText('mesmo antes da ciência')).toBeVisible();
  // no "Voltar ao Portal" that would only lead back here
  await expect(p.getByRole('link', { name: '← Voltar ao Portal' })).toHaveCount(0);
  // every other screen leads back here…
  await p.goto('/links');
  await expect(p).toHaveURL(/\/codigo-de-conduta\?voltar=%2Flinks$/);
  // …but the Ouvidoria stays open
  await p.getByRole('link', { name: 'Ouvidoria' }).click();
  await expect(p).toHaveURL(/\/denuncias$/);
  await expect(p.getByRole('heading', { level: 1, name: 'Fale com a gente!' })).toBeVisible();
  // a fresh load: the profile (with its flag) arrives after the screen, and still leads nowhere
  const perfil = p.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');
  await p.goto('/denuncias');
  expect((await (await perfil).json()).conduta_pendente).toBe(true);
  await expect(p.getByRole('heading', { level: 1, name: 'Fale com a gente!' })).toBeVisible();
  await depoisDaResposta(p);
  await expect(p).toHaveURL(/\/denuncias$/);
  await p.goto('/alterar-senha');
  await expect(p).toHaveURL(/\/alterar-senha$/);

  await p.goto('/codigo-de-conduta');
  await p.getByRole('button', { name: 'Li e estou ciente do Código de Conduta, versão 1' }).click();
  await expect(p.getByRole('status')).toHaveText(
    /^Você declarou ciência desta versão em \d\d\/\d\d\/\d{4}, \d\d:\d\d\.$/,
  );
  // the way on, where the button was, takes the focus; the note and "antes da ciência" are gone
  const continuar = p.getByRole('link', { name: 'Continuar' });
  await expect(continuar).toBeFocused();
  await expect(p.getByRole('note', { name: 'Por que estou aqui' })).toHaveCount(0);
  await expect(p.getByText('mesmo antes da ciência')).toHaveCount(0);
  await expect(p.getByRole('link', { name: '← Voltar ao Portal' })).toBeVisible();
  await fotos(p, 'codigo-colaborador-ciente');
  // opened without a way back: "Continuar" goes to the portal's home
  await continuar.click();
  await expect(p).toHaveURL(/\/portal$/);
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
  await fotos(ap, 'gestao-admin');
  await ap.context().close();
});

test('version 2: starts from the text in force, survives a reload, publishes once on a double click; who read version 1 sees what changed and goes on where they were going', async ({
  browser,
}) => {
  srv = await servidorNoRelogio(new Date().toISOString(), portaPropria());
  const comp = await srv.api.createUser({ role: 'compliance', nome: 'Clara Conformidade' });
  const colab = await srv.api.createUser({ nome: 'Caio Colheita' });
  const v1 = (await srv.api.send(
    'POST',
    '/api/conduta/versoes',
    { titulo: TITULO_DO_CODIGO, texto: TEXTO_DO_CODIGO },
    comp.token,
  )) as { id: number };
  for (const u of [comp, colab]) {
    await srv.api.send('POST', '/api/conduta/ciencia', { versao_id: v1.id }, u.token);
  }
  // a notice of an incident waits for the colaborador too: two "Li e estou ciente" on one page
  await srv.api.comunicarIncidente(await srv.api.registrarIncidente(), [colab.user.id]);

  // Compliance: the next version starts from the text in force.
  const cp = await entrar(browser, srv, comp);
  await expect(cp).toHaveURL(/\/portal$/);
  await cp.goto('/gestao-conduta');
  const texto = cp.getByLabel('Texto');
  await expect(texto).toHaveValue(TEXTO_DO_CODIGO);
  await expect(cp.getByLabel('Título')).toHaveValue(TITULO_DO_CODIGO);
  const novoTexto = TEXTO_DA_VERSAO_2;
  await texto.fill(novoTexto);
  const resumo = cp.getByLabel('O que mudou nesta versão');
  await resumo.fill(RESUMO_DA_VERSAO_2);
  // a reload asks first, and keeps what was typed
  const pergunta = new Promise<string>((resolve) =>
    cp.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await cp.reload();
  expect(await pergunta).toBe('beforeunload');
  await expect(texto).toHaveValue(novoTexto);
  await expect(resumo).toHaveValue(RESUMO_DA_VERSAO_2);
  // another screen of the portal asks too
  await cp.getByRole('link', { name: '← Voltar ao Portal' }).click();
  const sair = cp.getByRole('dialog', { name: 'Sair sem publicar?' });
  await expect(sair).toBeVisible();
  await sair.getByRole('button', { name: 'Cancelar' }).click();
  await expect(cp).toHaveURL(/\/gestao-conduta$/);
  await fotos(cp, 'gestao-compliance-versao-2');

  // a double click on "Publicar" publishes one version
  await cp.getByRole('button', { name: 'Publicar versão 2' }).click();
  const dialogo = cp.getByRole('dialog', { name: 'Publicar a versão 2?' });
  const publicacoes = observarPedidos(
    cp,
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/conduta/versoes',
  );
  await cliqueDuplo(dialogo.getByRole('button', { name: 'Publicar' }));
  // led to the new version without a question: the draft went with the publication
  await expect(cp).toHaveURL(/\/codigo-de-conduta\?voltar=%2Fgestao-conduta$/);
  await expect(cp.getByRole('dialog', { name: 'Sair sem publicar?' })).toHaveCount(0);
  // the second click's answer, had it written a version, is in
  await publicacoes.respondidos();
  const versoes = (await srv.api.send('GET', '/api/conduta/versoes', undefined, comp.token)) as {
    versao: number;
  }[];
  expect(versoes.map((v) => v.versao)).toEqual([2, 1]);

  // The colaborador was opening the dashboards: led to the code, told why and what changed.
  const p = await entrar(browser, srv, colab);
  await expect(p).toHaveURL(/\/codigo-de-conduta$/);
  await p.goto('/links');
  await expect(p).toHaveURL(/\/codigo-de-conduta\?voltar=%2Flinks$/);
  const porque = p.getByRole('note', { name: 'Por que estou aqui' });
  await expect(porque).toContainText('Uma nova versão do Código de Conduta foi publicada.');
  await expect(porque).toContainText('O que mudou desde a versão 1, que você leu:');
  await expect(porque.getByRole('listitem')).toHaveText(
    /^Versão 2 \(\d\d\/\d\d\/\d{4}\): Nova seção sobre o uso do WhatsApp\.$/,
  );
  await expectPreDesenhoIgualATela(p, TITULO_DO_CODIGO);
  // two "Li e estou ciente", each named for what it acknowledges
  const doCodigo = p.getByRole('button', {
    name: 'Li e estou ciente do Código de Conduta, versão 2',
  });
  const doComunicado = p.getByRole('button', {
    name: /^Li e estou ciente do comunicado “Comunicado sobre um incidente de segurança”/,
  });
  await expect(doCodigo).toBeVisible();
  await expect(doComunicado).toBeVisible();
  await expect(p.getByRole('button', { name: 'Li e estou ciente', exact: true })).toHaveCount(0);
  await fotos(p, 'codigo-colaborador-versao-2');
  await doCodigo.click();
  const continuar = p.getByRole('link', { name: 'Continuar' });
  await expect(continuar).toBeFocused();
  await expect(porque).toHaveCount(0);
  await fotos(p, 'codigo-colaborador-versao-2-ciente');
  await continuar.click();
  await expect(p).toHaveURL(/\/links$/);
  await p.context().close();
  await cp.context().close();
});
