/**
 * The Ouvidoria's screens at phone and desktop widths, each checked by axe once per width (and
 * nothing wider than the screen), in the states the flows bring them to
 * (docs/decisions/064-e2e-que-custa-o-que-deve.md): the reporter's follow-up without a session
 * (its sign-in, then a case with the Ouvidoria's answer, the reporter's message and file); the
 * form (a choice of exclusions nobody could read, the 20,000-character limit, the receipt just
 * after sending); Gestão de Denúncias with its details dialog, a case in progress and the
 * indicators with the PGR's table, as each role that reads cases; and Gestão de Usuários saying
 * which accounts lost access to excluded cases. The flows that reach these screens: denuncias,
 * denuncias-acompanhamento, denuncias-caso, denuncias-recibo and ouvidoria-quem-le, which keep
 * axe only on a refusal.
 */
import type { Locator, Page } from '@playwright/test';
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '../common/constants';
import type { StaffRole } from '../common/denuncias';
import { realPng } from '../server/test/file-fixtures';
import { TEMPORARY_PASSWORD, uid, type Api } from './api';
import { test, expect, type E2EUser } from './fixtures';
import { CELULAR, COMPUTADOR, verificarNasDuasLarguras } from './telas';

/** Nothing wider than the screen, and axe clean, at both widths, once the screen shows `shown`. */
async function conferir(page: Page, onde: string, shown: string | Locator): Promise<void> {
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
  await expect(typeof shown === 'string' ? page.getByText(shown).first() : shown).toBeVisible();
  await verificarNasDuasLarguras(page, onde);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Another account's session in the same tab, as `loginAs` puts one (e2e/fixtures.ts), for the
 * next `page.goto`: the app's files stay in the tab's cache, so a second role costs no cold start.
 */
async function trocarPara(page: Page, user: E2EUser): Promise<void> {
  await page.evaluate(
    ([tk, uk, token, u]) => {
      localStorage.setItem(tk, token);
      localStorage.setItem(uk, u);
    },
    [STORAGE_TOKEN_KEY, STORAGE_USER_KEY, user.token, JSON.stringify(user.user)] as const,
  );
}

/**
 * An anonymous case in progress, as `leitor` reads it: `excluir` kept away by the reporter, a
 * file and a message from the reporter, the Ouvidoria's answer, an internal note, a responsible.
 */
async function casoEmApuracao(api: Api, leitor: E2EUser, excluir: StaffRole[] = []) {
  const tag = uid();
  const descricao = `Desvio de combustível ${tag} no posto 2.`;
  const { protocolo, chave }: { protocolo: string; chave: string } = await api.send(
    'POST',
    '/api/denuncias',
    { categoria: 'Fraude', descricao, anonimato: true, excluir_papeis: excluir },
    null,
  );
  const recibo = { protocolo, chave };
  await api.anexarNaDenuncia(recibo, {
    name: 'bomba.png',
    mimeType: 'image/png',
    buffer: await realPng(),
  });
  await api.send(
    'POST',
    '/api/denuncias/acompanhamento/mensagens',
    { ...recibo, texto: 'Aconteceu de novo hoje.' },
    null,
  );
  const id = (await api.listDenuncias(leitor)).find((d) => d.descricao === descricao)!.id;
  const caso = `/api/admin/denuncias/${id}`;
  await api.send(
    'POST',
    `${caso}/mensagens`,
    { texto: 'Recebemos e estamos apurando.' },
    leitor.token,
  );
  await api.send('POST', `${caso}/notas`, { texto: 'Conferir câmeras.' }, leitor.token);
  await api.send('PATCH', caso, { status: 'em_apuracao', responsavel_id: leitor.id }, leitor.token);
  return { ...recibo, id, descricao };
}

test(`the reporter's Ouvidoria screens have no axe violations at either width`, async ({
  page,
  api,
  loginAs,
}) => {
  // Five screen-states, each checked by axe: more than the default on a loaded 2-core machine.
  test.slow();
  const compliance = await api.createUser({ role: 'compliance' });
  const caso = await casoEmApuracao(api, compliance);
  await page.setViewportSize(CELULAR);

  // The follow-up, without any session (a personal phone): its sign-in explains the lock...
  await page.goto('/denuncias/acompanhar');
  await expect(h1(page)).toHaveText('Acompanhar denúncia');
  await conferir(page, '/denuncias/acompanhar', 'Após 5 tentativas erradas');
  // ...then the case with the Ouvidoria's answer, the reporter's message and file.
  await page.getByLabel('Protocolo').fill(caso.protocolo);
  await page.getByLabel('Chave').fill(caso.chave);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(h1(page)).toHaveText('Sua denúncia');
  await expect(page.getByText('Aconteceu de novo hoje.')).toBeVisible();
  await expect(page.getByText('anexo-1.png')).toBeVisible();
  await conferir(page, '/denuncias/acompanhar (respondida)', 'Recebemos e estamos apurando.');

  // The form, signed in as a colaborador.
  await loginAs(page, await api.createUser({ role: 'colaborador', nome: 'Joaquim Pereira' }));
  await page.goto('/denuncias');
  await expect(h1(page)).toHaveText('Fale com a gente!');
  // exclusions that would leave nobody to read it (ouvidoria-quem-le)
  const papeis = page.getByRole('group', { name: 'Quem não deve ler esta denúncia (opcional)' });
  await papeis.getByLabel('Administrador').check();
  await papeis.getByLabel('RH').check();
  await conferir(
    page,
    '/denuncias (ninguém poderia ler)',
    'Com essas exclusões, ninguém poderia ler a denúncia.',
  );
  await papeis.getByLabel('Administrador').uncheck();
  await papeis.getByLabel('RH').uncheck();
  // the 20,000-character limit reached (denuncias-recibo), on a named report
  await page.getByLabel('Enviar de forma anônima').uncheck();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Joaquim Pereira');
  await page.getByLabel('Categoria').selectOption('Sugestão');
  await page.getByLabel('Descrição').fill('x'.repeat(20_050));
  await expect(page.locator('#den-descricao-contador')).toHaveText('20.000 / 20.000 caracteres');
  await conferir(page, '/denuncias (limite)', 'Limite de 20.000 caracteres atingido.');
  // the receipt, just after sending (denuncias-acompanhamento, denuncias-recibo)
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toHaveText('Sua denúncia foi registrada. Obrigado.');
  await conferir(page, '/denuncias (recibo)', 'A chave aparece só agora');
});

// Gestão de Denúncias, a case and the indicators are the same screens for every role that reads
// cases (nothing in them depends on the role): checked as compliance. From screen to screen by
// the app's own links where it has them, so the app and axe are loaded once per sign-in.
test(`the Ouvidoria's staff screens have no axe violations at either width`, async ({
  page,
  api,
  loginAs,
}) => {
  // Five to seven screen-states, each checked by axe: more than the default on a loaded machine.
  test.slow();
  const leitor = await api.createUser({ role: 'compliance' });
  const caso = await casoEmApuracao(api, leitor, ['rh']);
  // an account whose access RH set (a password reset): it no longer reads cases excluding RH
  const rh = await api.createUser({ role: 'rh' });
  const conta = await api.createUser({ role: 'compliance' });
  expect((await api.resetPassword(conta.id, `${TEMPORARY_PASSWORD}x`, rh.token)).status).toBe(200);
  await page.setViewportSize(COMPUTADOR);
  await loginAs(page, leitor);

  const detalhes = page.getByRole('button', {
    name: `Ver detalhes da denúncia ${caso.id}`,
    exact: true,
  });
  const lista = async (quem: string) => {
    await expect(h1(page)).toHaveText('Gestão de Denúncias');
    await conferir(page, `/admin/denuncias (${quem})`, detalhes);
  };
  const abrirCaso = async (quem: string) => {
    await page.getByRole('link', { name: `Abrir caso ${caso.id}`, exact: true }).click();
    await expect(h1(page)).toHaveText(`Denúncia #${caso.id}`);
    await expect(page.getByText('Conferir câmeras.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'anexo-1.png' })).toBeVisible();
    await conferir(page, `/admin/denuncias/:id (${quem})`, 'Aconteceu de novo hoje.');
  };
  const indicadores = async (quem: string) => {
    await page.getByRole('link', { name: 'Ver indicadores da Ouvidoria' }).click();
    await expect(h1(page)).toHaveText('Indicadores da Ouvidoria');
    // the PGR's table too (docs/decisions/052-treinamentos-e-pgr.md)
    await expect(page.getByRole('region', { name: 'Denúncias por categoria e mês' })).toBeVisible();
    await conferir(page, `/admin/denuncias/indicadores (${quem})`, 'Recebidas por mês');
    await page.getByRole('link', { name: '← Gestão de Denúncias' }).click();
    await expect(detalhes).toBeVisible();
  };

  await page.goto('/admin/denuncias');
  await lista('compliance');
  // the details dialog, opened from the table's row (a card at 390 px)
  await detalhes.click();
  const dialog = page.getByRole('dialog', { name: `Denúncia #${caso.id}` });
  await expect(dialog).toBeVisible();
  await conferir(page, '/admin/denuncias (detalhes)', caso.descricao);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await indicadores('compliance');
  await abrirCaso('compliance');

  await trocarPara(page, api.admin);
  // Gestão de Usuários saying which accounts lost access (ouvidoria-quem-le)
  await page.goto('/gestao-usuarios');
  await expect(h1(page)).toHaveText('Gestão de Usuários');
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(conta.login);
  await expect(page.getByRole('row').filter({ hasText: conta.login })).toContainText(
    'Sem acesso a casos que excluem RH: senha redefinida por RH',
  );
  await conferir(
    page,
    '/gestao-usuarios (sem acesso a casos)',
    'Uma conta não lê os casos da Ouvidoria',
  );
});
