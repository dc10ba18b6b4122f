/**
 * User management and the administrator's screens at phone and desktop widths, each checked by
 * axe once, in the states the flows bring them to (docs/decisions/064-e2e-que-custa-o-que-deve.md):
 * Gestão de Usuários (the list, a new user, a user's account through to its anonymisation, with
 * its two confirmations open) and the audit log; the incidents' register, a new one being written
 * and one whose ANPD communication was just registered while a notice is being written; Minha Conta
 * with three devices, for a colaborador and for an admin with two-factor sign-in and a passkey just
 * added; the colaborador's portal with an incident's notice; and what is refused to those who
 * may not (Gestão de Usuários to a colaborador; to rh, an admin's account, shown read-only, the
 * audit log, and /cadastrar, told on the login page). The flows that reach these screens: usuarios, auditoria, incidentes, aparelhos,
 * anonimizar, chaves-de-acesso and sem-permissao. Minha Conta of a staff member before two-factor
 * sign-in is segundo-fator-a11y's; the plain login page and the admin's portal, conta-a11y's.
 */
import type { Browser, Page } from '@playwright/test';
import { uid } from './api';
import { test, expect, type E2EUser } from './fixtures';
import { autenticadorVirtual, enderecoLocal } from './chaves';
import { ativarPelaApi } from './segundo-fator';
import { CELULAR, COMPUTADOR, verificarNasDuasLarguras } from './telas';
import { diaNoFuso } from './fuso';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** No "Carregando..." left on the screen: its data is in. */
const semCarregar = (page: Page) =>
  expect(page.getByText(/^Carregando|^Verificando/)).toHaveCount(0);

/** `u` signed in once more from a device with that User-Agent (a row of "Aparelhos conectados"). */
async function outroAparelho(baseURL: string, u: E2EUser, userAgent: string): Promise<E2EUser> {
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ login: u.login, senha: u.password }),
  });
  expect(res.status, 'POST /api/login').toBe(200);
  const { token, user } = (await res.json()) as Pick<E2EUser, 'token' | 'user'>;
  return { ...u, token, user };
}

/**
 * Three devices, as aparelhos.spec.ts leaves them: the API's own sign-in, a phone, and this
 * browser (its own User-Agent), whose session is the one returned.
 */
async function tresAparelhos(page: Page, baseURL: string, u: E2EUser): Promise<E2EUser> {
  await outroAparelho(baseURL, u, ANDROID);
  return outroAparelho(baseURL, u, await page.evaluate(() => navigator.userAgent));
}

/** A page of its own (another person's browser) at `viewport`, signed in as `u`. */
async function outroNavegador(
  browser: Browser,
  viewport: { width: number; height: number },
  loginAs: (page: Page, user: E2EUser) => Promise<void>,
  u: E2EUser,
) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await loginAs(page, u);
  return { ctx, page };
}

const ontem = () => diaNoFuso(-1);

test(`Gestão de Usuários and the audit log have no axe violations at either width`, async ({
  page,
  api,
  loginAs,
}) => {
  // Eight screen-states, each checked by axe: more than the default on a loaded 2-core machine.
  test.slow();
  const tag = uid();
  // an admin of its own: its name singles out its entries in the shared audit log
  const gestora = await api.createUser({ role: 'admin', nome: `Gestora Souza ${tag}` });
  const alvo = await api.createUser({ nome: `Alvo Souza ${tag}` });
  // an e-mail for notices, as usuarios.spec.ts gives one
  await api.send(
    'PATCH',
    `/api/users/${alvo.id}`,
    { nome: alvo.nome, login: alvo.login, role: 'colaborador', email: `alvo.${tag}@example.com` },
    gestora.token,
  );
  await page.setViewportSize(COMPUTADOR);
  await loginAs(page, gestora);

  await page.goto('/gestao-usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de Usuários' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(tag);
  await expect(page.getByRole('cell', { name: alvo.login, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: gestora.login, exact: true })).toBeVisible();
  await semCarregar(page);
  await verificarNasDuasLarguras(page, '/gestao-usuarios');

  await page.goto('/gestao-usuarios/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Usuário' })).toBeVisible();
  await expect(page.getByLabel('Cargo', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
  await semCarregar(page);
  await verificarNasDuasLarguras(page, '/gestao-usuarios/new');

  // one account, from active with an e-mail to anonymised, each state as the flows leave it
  await page.goto(`/gestao-usuarios/${alvo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Usuário' })).toBeVisible();
  await expect(page.getByLabel('E-mail (opcional)')).toHaveValue(`alvo.${tag}@example.com`);
  await expect(page.getByRole('button', { name: 'Encerrar sessões' })).toBeVisible();
  await expect(page.getByText(/^Anonimizar \(para ex-colaboradores\)/)).toBeVisible();
  await semCarregar(page);
  await verificarNasDuasLarguras(page, 'editar usuário ativo');

  await page.getByRole('button', { name: 'Encerrar sessões' }).click();
  const sessoes = page.getByRole('dialog', { name: `Encerrar as sessões de ${alvo.nome}?` });
  await expect(sessoes).toBeVisible();
  await verificarNasDuasLarguras(page, 'editar usuário: encerrar sessões?');
  await sessoes.getByRole('button', { name: 'Cancelar' }).click();
  await expect(sessoes).toBeHidden();

  // saved Inativo (its notice showing): the Anonimizar button appears
  await page.getByLabel('Status', { exact: true }).selectOption('inativo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status')).toContainText('Dados salvos com sucesso!');
  const anonimizar = page.getByRole('button', { name: 'Anonimizar' });
  await expect(anonimizar).toBeVisible();
  await verificarNasDuasLarguras(page, 'editar usuário inativo');

  await anonimizar.click();
  const confirmar = page.getByRole('dialog', { name: `Anonimizar a conta de ${alvo.nome}?` });
  await expect(confirmar).toContainText('Isto não pode ser desfeito.');
  await verificarNasDuasLarguras(page, 'editar usuário: anonimizar?');
  await confirmar.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(page.getByRole('status')).toContainText('Conta anonimizada com sucesso');
  await expect(page.getByText('Esta conta foi anonimizada')).toBeVisible();
  await verificarNasDuasLarguras(page, 'usuário anonimizado');

  // the audit log, filtered to this admin's entries (the actions above among them)
  await page.goto('/auditoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria do Sistema' })).toBeVisible();
  await page.getByLabel('Usuário', { exact: true }).fill(gestora.nome);
  const linhas = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(linhas.filter({ hasText: 'usuario_desativado' })).toHaveCount(1);
  await semCarregar(page);
  await verificarNasDuasLarguras(page, '/auditoria');
});

test(`the incidents' screens and an admin's Minha Conta with a passkey have no axe violations at either width`, async ({
  page,
  api,
  loginAs,
  baseURL,
}) => {
  // Four screens, each checked by axe, and a passkey made: more than the default.
  test.slow();
  const admin = await api.createUser({ role: 'admin', nome: `Admin Chaves ${uid()}` });
  const aqui = await tresAparelhos(page, baseURL!, admin);
  // two-factor sign-in on, as chaves-de-acesso.spec.ts has it
  await ativarPelaApi(api, aqui);
  const id = await api.registrarIncidente();
  await page.setViewportSize(COMPUTADOR);
  await loginAs(page, aqui);

  // A passkey is made by this browser's (virtual) authenticator, at a host name it accepts.
  await autenticadorVirtual(page);
  await page.goto(`${enderecoLocal(baseURL!)}/minha-conta`);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
  const chaves = page.getByRole('region', { name: 'Chaves de acesso' });
  await chaves.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  await expect(chaves.getByRole('status')).toHaveText(/^Chave de acesso adicionada: /);
  const aparelhos = page.getByRole('region', { name: 'Aparelhos conectados' });
  await expect(aparelhos.getByRole('listitem')).toHaveCount(3);
  await expect(aparelhos.getByRole('listitem').first()).toContainText('Este aparelho');
  await expect(page.getByText('A verificação em duas etapas está ativa.')).toBeVisible();
  await semCarregar(page);
  await verificarNasDuasLarguras(page, 'Minha Conta (admin, chave de acesso, três aparelhos)');

  await page.goto('/incidentes');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Incidentes de Segurança' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Incidente nº ${id}`, exact: true })).toBeVisible();
  await semCarregar(page);
  await verificarNasDuasLarguras(page, '/incidentes');

  // the ANPD communication just registered (its notice showing), a notice being written
  await page.goto(`/incidentes?id=${id}`);
  const anpd = page.getByRole('form', { name: 'Comunicação à ANPD' });
  await anpd.getByLabel('Data e hora da comunicação').fill(`${ontem()}T16:00`);
  await anpd.getByRole('button', { name: 'Registrar comunicação à ANPD' }).click();
  await expect(anpd.getByRole('status')).toHaveText('Comunicação à ANPD registrada.');
  const comunicar = page.getByRole('region', { name: 'Comunicar as pessoas afetadas' });
  await comunicar
    .getByLabel('Texto do comunicado')
    .fill('Sua planilha de férias foi enviada por engano a um fornecedor, que já a apagou.');
  await comunicar.getByLabel('Buscar por nome ou login').fill(admin.nome);
  await comunicar.getByRole('checkbox', { name: new RegExp(admin.nome) }).check();
  await semCarregar(page);
  await verificarNasDuasLarguras(page, '/incidentes?id=');

  // a new one being written
  await page.goto('/incidentes?novo=1');
  const form = page.getByRole('form', { name: 'Registrar incidente' });
  await form.getByLabel('Descrição (interna)').fill('Planilha de férias enviada ao fornecedor');
  await form.getByLabel('Quando ocorreu').fill(`${ontem()}T08:00`);
  await form.getByLabel('Quando a empresa tomou ciência').fill(`${ontem()}T10:30`);
  await form.getByLabel('Dados afetados').fill('Nome e período de férias');
  await form.getByLabel('Número estimado de titulares afetados').fill('12');
  await form.getByLabel('Medidas tomadas ou previstas').fill('Fornecedor apagou o arquivo');
  await expect(page.getByRole('link', { name: `Incidente nº ${id}`, exact: true })).toBeVisible();
  await semCarregar(page);
  await verificarNasDuasLarguras(page, '/incidentes?novo=1');
});

test(`what a colaborador and rh see and are refused have no axe violations at either width`, async ({
  page,
  browser,
  api,
  loginAs,
  baseURL,
}) => {
  // Six screens, each checked by axe, in two browsers: more than the default.
  test.slow();
  const ana = await api.createUser({ nome: `Ana Incidente ${uid()}` });
  const rh = await api.createUser({ role: 'rh', nome: 'Helena Prado' });
  const aqui = await tresAparelhos(page, baseURL!, ana);
  await page.setViewportSize(CELULAR);
  await loginAs(page, aqui);

  await page.goto('/minha-conta');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
  const aparelhos = page.getByRole('region', { name: 'Aparelhos conectados' });
  await expect(aparelhos.getByRole('listitem')).toHaveCount(3);
  await expect(aparelhos.getByRole('listitem').first()).toContainText('Este aparelho');
  await semCarregar(page);
  await verificarNasDuasLarguras(page, 'Minha Conta (colaborador, três aparelhos)');

  // the screen's own refusal (compliance's in usuarios.spec.ts: the same for every other role)
  await page.goto('/gestao-usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de Usuários' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Acesso negado. Perfil não autorizado.');
  await verificarNasDuasLarguras(page, '/gestao-usuarios (sem acesso)');

  // an incident's notice to Ana, above every portal screen until she dismisses it
  const texto = 'Sua planilha de férias foi enviada por engano a um fornecedor, que já a apagou.';
  await api.comunicarIncidente(await api.registrarIncidente(), [ana.id], texto);
  await page.goto('/portal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Comunicados da empresa' })
      .getByRole('article', { name: 'Comunicado sobre um incidente de segurança' }),
  ).toContainText(texto);
  await semCarregar(page);
  await verificarNasDuasLarguras(page, '/portal (comunicado de incidente)');

  const deRh = await outroNavegador(browser, CELULAR, loginAs, rh);
  try {
    const p = deRh.page;
    // an admin's account, read-only
    await p.goto(`/gestao-usuarios/${api.admin.id}`);
    await expect(p.getByRole('heading', { level: 1, name: 'Editar Usuário' })).toBeVisible();
    await expect(p.getByText('Somente um administrador pode alterar esta conta.')).toBeVisible();
    await expect(p.getByLabel('Nome', { exact: true })).toHaveValue(api.admin.nome);
    await semCarregar(p);
    await verificarNasDuasLarguras(p, '/gestao-usuarios/:admin (rh)');

    // the server's refusal
    await p.goto('/auditoria');
    await expect(p.getByRole('heading', { level: 1, name: 'Auditoria do Sistema' })).toBeVisible();
    await expect(p.getByRole('alert').locator('p').first()).toHaveText(
      'Acesso negado. Perfil não autorizado.',
    );
    await semCarregar(p);
    await verificarNasDuasLarguras(p, '/auditoria (rh)');

    // a screen of another role: the login page says why
    await p.goto('/cadastrar');
    await expect(p).toHaveURL(/\/login$/);
    await expect(p.getByRole('status').filter({ hasText: 'não tem acesso' })).toContainText(
      'Você está conectado como Helena Prado (RH)',
    );
    await verificarNasDuasLarguras(p, '/login (sem permissão)');
  } finally {
    await deRh.ctx.close();
  }
});
