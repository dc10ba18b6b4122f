/**
 * The support screens at phone and desktop widths, each checked by axe once, in the states the
 * flows bring them to (an answer not yet read, a voice message, the counter near the limit, the
 * "Encerrar" confirmation open, a ticket closed before any answer, a rated one): the employee's in
 * one test, the staff's in another. The due times (atendimentos-prazos) on a server of their own
 * whose clock starts on a Friday evening: the employee's chat outside working hours, the panel,
 * and a staff chat with an internal note, a responsible person and its first answer.
 */
import type { Browser, Page } from '@playwright/test';
import { audioWebm } from '../server/test/file-fixtures';
import { test, expect, type Api, type E2EUser } from './fixtures';
import { abaNoServidor, portaPropria, servidorNoRelogio, type ServidorNoRelogio } from './relogio';
import { CELULAR, COMPUTADOR, verificarNasDuasLarguras } from './telas';

/** A voice message of `segundos` from `from`, as the chat's recorder sends it (duration first). */
async function enviarVoz(baseURL: string, id: number, from: E2EUser, segundos: number) {
  const form = new FormData();
  form.append('duracao', String(segundos));
  form.append(
    'arquivo',
    new Blob([new Uint8Array(audioWebm())], { type: 'audio/webm' }),
    'voz.webm',
  );
  const res = await fetch(`${baseURL}/api/atendimentos/${id}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${from.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`voice message → ${res.status} ${await res.text()}`);
}

/** Carla Nunes and her open ticket, which asks for help. */
async function chamadoDaCarla(api: Api) {
  const u = await api.createUser({ nome: 'Carla Nunes' });
  const id = await api.openAtendimento(u);
  await api.sendMensagem(id, 'Preciso de ajuda', u);
  return { u, id };
}

test(`the employee's support screens have no axe violations at either width`, async ({
  page,
  api,
  loginAs,
}) => {
  // Five screen states, each checked by axe: more than the default on a loaded 2-core machine.
  test.slow();
  const { u, id } = await chamadoDaCarla(api);
  // a voice message, as mensagens-de-voz sends one
  await enviarVoz(api.baseURL, id, u, 3);
  // answered and not yet read: the portal's badge and Suporte's notice show
  await api.sendMensagem(id, 'Já verificamos seu acesso.', api.admin);
  await page.setViewportSize(CELULAR);

  await loginAs(page, u);
  for (const [url, heading, shown] of [
    ['/portal', /Olá, seja bem-vindo/, '1 resposta nova'],
    ['/suporte', 'Olá, Carla!', 'O suporte respondeu ao seu chamado.'],
    ['/atendimento', 'Atendimento ao Colaborador', 'Já verificamos seu acesso.'],
    [`/suporte/avaliacao/${id}`, `Avaliar Atendimento #${id}`, 'Nota'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/^Carregando|^Verificando/)).toHaveCount(0);
    await expect(page.getByText(shown).first()).toBeVisible();
    if (url === '/atendimento') {
      await expect(page.getByRole('log').locator('audio')).toHaveAttribute(
        'aria-label',
        'Mensagem de voz, 3 segundos',
      );
      // near the 5,000 limit: the counter and its spoken line
      await page.getByLabel('Mensagem', { exact: true }).fill('a'.repeat(4_990));
      await expect(page.getByText('4.990 / 5.000')).toBeVisible();
    }
    await verificarNasDuasLarguras(page, url);
    if (url === '/atendimento') {
      // "Encerrar Chat" asks first (atendimentos-encerrar): the dialog open, then left
      const encerrar = page.getByRole('button', { name: 'Encerrar Chat' });
      await expect(encerrar).toBeEnabled();
      await encerrar.click();
      const dialogo = page.getByRole('dialog', { name: 'Encerrar este atendimento?' });
      await expect(dialogo.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await verificarNasDuasLarguras(page, `${url}, Encerrar dialog`);
      await page.keyboard.press('Escape');
      await expect(dialogo).toBeHidden();
    }
  }
});

test(`the staff's support screens have no axe violations at either width`, async ({
  page,
  api,
  loginAs,
}) => {
  // Six screens, each checked by axe: more than the default on a loaded 2-core machine.
  test.slow();
  const { id } = await chamadoDaCarla(api);
  // closed by its owner before any answer (docs/product/atendimentos.md, "Prazos")
  const outro = await api.createUser({ nome: 'Dora Sem Resposta' });
  const semResposta = await api.openAtendimento(outro);
  await api.sendMensagem(semResposta, 'A impressora parou', outro);
  await api.closeAtendimento(semResposta, outro);
  // closed and rated, with a comment
  const avaliou = await api.createUser({ nome: 'Helena Avaliou' });
  const avaliado = await api.openAtendimento(avaliou);
  await api.closeAtendimento(avaliado, avaliou);
  await api.rateAtendimento(avaliado, { nota: 4, comentario: 'Resolveram rápido!' }, avaliou);
  await page.setViewportSize(COMPUTADOR);

  await loginAs(page, api.admin);
  for (const [url, heading, shown] of [
    ['/painel-atendimentos', 'Painel de Atendimentos', 'Painel de Atendimentos'],
    [`/atendimento-suporte/${id}`, `Atendimento #${id}`, 'Preciso de ajuda'],
    [
      `/atendimento-suporte/${semResposta}`,
      `Atendimento #${semResposta}`,
      'Encerrado pelo colaborador antes de uma resposta',
    ],
    [`/atendimento-suporte/${avaliado}`, `Atendimento #${avaliado}`, 'Resolveram rápido!'],
    ['/painel-atendimentos/relatorio', 'Relatório de SLA do Suporte', 'respondidos'],
    ['/painel-atendimentos/respostas-prontas', 'Respostas prontas', 'Respostas prontas'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/^Carregando/)).toHaveCount(0);
    await expect(page.getByText(shown).first()).toBeVisible();
    await verificarNasDuasLarguras(page, url);
  }
});

// --- Due times on a Friday evening (atendimentos-prazos) ----------------------------------------

/** Friday 4 December 2026, 19:00 in Brasília: the desk opens again on Monday at 07:30. */
const SEXTA = new Date('2026-12-04T22:00:00Z');

interface Sexta {
  srv: ServidorNoRelogio;
  /** João's ticket, opened on Friday evening, no message yet */
  joao: E2EUser;
  foraDoHorario: number;
  /** Renata (rh) has taken Joana's `alta` ticket, noted it and answered it (a ready answer kept) */
  renata: E2EUser;
  anotado: number;
  nota: string;
}

/**
 * The Friday server and its tickets, made by the first test that asks and shared by both widths;
 * stopped after the file's last test.
 */
let sexta: Promise<Sexta> | undefined;
test.afterAll(async () => {
  const iniciada = sexta;
  sexta = undefined;
  if (iniciada) await (await iniciada).srv.parar();
});

async function prepararSexta(): Promise<Sexta> {
  const srv = await servidorNoRelogio(SEXTA.toISOString(), portaPropria());
  try {
    const { api } = srv;
    const joao = await api.createUser({ nome: 'João Sexta' });
    const foraDoHorario = await api.openAtendimento(joao);
    const joana = await api.createUser({ nome: 'Joana Prazeres' });
    const renata = await api.createUser({ role: 'rh', nome: 'Renata Prado' });
    await api.send('POST', '/api/respostas-prontas', {
      titulo: 'Primeiro contato',
      texto: 'Olá, {nome}! Já estamos verificando o leitor.',
    });
    const { atendimentoId: anotado } = await api.send(
      'POST',
      '/api/atendimentos',
      { prioridade: 'alta' },
      joana.token,
    );
    await api.sendMensagem(anotado, 'O leitor de brincos do curral não sincroniza.', joana);
    await api.send('PATCH', `/api/atendimentos/${anotado}`, { responsavel_id: renata.id });
    const nota = 'Firmware do leitor desatualizado; ligar para a fazenda Boa Vista.';
    await api.send('POST', `/api/atendimentos/${anotado}/notas`, { texto: nota }, renata.token);
    await api.sendMensagem(anotado, 'Olá, Joana! Já estamos verificando o leitor.', renata);
    return { srv, joao, foraDoHorario, renata, anotado, nota };
  } catch (err) {
    await srv.parar();
    throw err;
  }
}

/** A page of a new context on the Friday server, signed in as `user`, its clock at SEXTA. */
async function paginaNaSexta(
  browser: Browser,
  loginAs: (p: Page, u: E2EUser) => Promise<void>,
  srv: ServidorNoRelogio,
  user: E2EUser,
  viewport: { width: number; height: number },
) {
  const page = await abaNoServidor(browser, srv, viewport);
  await page.clock.setFixedTime(SEXTA);
  await loginAs(page, user);
  return page;
}

test(`due times on a Friday evening have no axe violations at either width`, async ({
  browser,
  loginAs,
}) => {
  // A server of its own (its start, then three screens, each checked by axe).
  test.slow();
  const s = await (sexta ??= prepararSexta());
  const verificar = async (p: Page, onde: string) => {
    await expect(p.getByText(/^Carregando/)).toHaveCount(0);
    await verificarNasDuasLarguras(p, onde);
  };

  const emp = await paginaNaSexta(browser, loginAs, s.srv, s.joao, CELULAR);
  await emp.goto('/atendimento');
  await expect(emp.getByText(`Chamado #${s.foraDoHorario}`)).toBeVisible();
  await expect(emp.getByTestId('prazo-colaborador')).toHaveText(
    'Fora do horário de atendimento: o prazo começa a contar segunda-feira, 07/12, 07:30.' +
      'Primeira resposta prevista até segunda-feira, 07/12, 09:30.',
  );
  await verificar(emp, 'employee chat on a Friday evening');
  await emp.context().close();

  const staff = await paginaNaSexta(browser, loginAs, s.srv, s.renata, COMPUTADOR);
  await staff.goto('/painel-atendimentos');
  await expect(staff.getByRole('row').filter({ hasText: `#${s.foraDoHorario}` })).toContainText(
    'Resposta até segunda-feira, 07/12, 09:30',
  );
  await expect(staff.getByRole('row').filter({ hasText: `#${s.anotado}` })).toContainText('Alta');
  await verificar(staff, 'panel on a Friday evening');

  await staff.goto(`/atendimento-suporte/${s.anotado}`);
  const gestao = staff.getByRole('complementary', { name: 'Gestão do atendimento' });
  await expect(gestao.getByText(s.nota)).toBeVisible();
  await expect(gestao.getByText('Renata Prado', { exact: true })).toBeVisible();
  await expect(gestao.getByLabel('Etapa')).toHaveValue('em_atendimento');
  await expect(gestao.locator('option', { hasText: 'Primeiro contato' })).toHaveCount(1);
  await expect(staff.getByRole('log')).toContainText('Já estamos verificando o leitor.');
  await verificar(staff, 'staff chat with a note and due times');
  await staff.context().close();
});
