/**
 * Due times on the support calendar (docs/product/atendimentos.md, "Prazos"), seen by an employee
 * and a staff member in two browser contexts. Each test runs a server whose clock starts at the
 * chosen instant, and the pages' clocks are set to the same instant, so "hoje" means the same day
 * on both sides; the times shown are checked against the hand-worked answer and the server's own
 * GET /api/atendimentos/{id}. Their screens (the chats with due times and an internal note, the
 * panel on a Friday evening), at both widths, are checked by axe in e2e/atendimentos-a11y.spec.ts.
 */
import type { Browser, Page } from '@playwright/test';
import { message } from './chat';
import { test, expect, type E2EUser } from './fixtures';
import { abaNoServidor, portaPropria, servidorNoRelogio, type ServidorNoRelogio } from './relogio';
import { FUSO } from './fuso';

// Each test starts its own built server (migrations, the first admin) before its screens.
test.describe.configure({ timeout: 120_000 });

const hora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO,
  hour: '2-digit',
  minute: '2-digit',
});

let srv: ServidorNoRelogio | undefined;
test.afterEach(async () => {
  await srv?.parar();
  srv = undefined;
});

/** A page of a new context on `srv`, signed in as `user`, its clock held at `instante`. */
async function paginaEm(
  browser: Browser,
  loginAs: (p: Page, u: E2EUser) => Promise<void>,
  user: E2EUser,
  instante: Date,
  viewport = { width: 1280, height: 860 },
) {
  const page = await abaNoServidor(browser, srv!, viewport);
  await page.clock.setFixedTime(instante);
  await loginAs(page, user);
  return page;
}

/** The ticket as the server answers it to `user`. */
async function doServidor(id: number, user: E2EUser) {
  return srv!.api.send('GET', `/api/atendimentos/${id}`, undefined, user.token);
}

/** The chat's ticket id, from the line under its heading. */
async function chamadoDa(page: Page): Promise<number> {
  const sub = page.getByText(/Chamado #\d+/);
  await expect(sub).toBeVisible();
  return Number((await sub.textContent())!.match(/#(\d+)/)![1]);
}

test('on a business day: due times today, a note staff keep to themselves, a ready answer, the pause', async ({
  browser,
  loginAs,
}) => {
  // Tuesday 1 December 2026, 10:00 in Brasília.
  const instante = new Date('2026-12-01T13:00:00Z');
  srv = await servidorNoRelogio(instante.toISOString(), portaPropria());
  const joana = await srv.api.createUser({ nome: 'Joana Prazeres' });
  const renata = await srv.api.createUser({ role: 'rh', nome: 'Renata Prado' });
  await srv.api.send('POST', '/api/respostas-prontas', {
    titulo: 'Primeiro contato',
    texto: 'Olá, {nome}! Já estamos verificando o leitor.',
  });

  const emp = await paginaEm(browser, loginAs, joana, instante);
  await emp.goto('/suporte');
  await emp.getByLabel('Prioridade (opcional)').selectOption('alta');
  await emp.getByRole('link', { name: 'Abrir Chat de Suporte' }).click();
  await expect(emp).toHaveURL(/\/atendimento\?prioridade=alta$/);
  const id = await chamadoDa(emp);
  const prazo = emp.getByTestId('prazo-colaborador');
  // Alta: first answer within 60 business minutes, resolution within 240.
  await expect(prazo).toHaveText('Primeira resposta prevista até hoje, 11:00.');
  const aberto = await doServidor(id, joana);
  expect(aberto.prioridade).toBe('alta');
  expect(hora.format(new Date(aberto.primeira_resposta_ate))).toBe('11:00');
  await emp
    .getByLabel('Mensagem', { exact: true })
    .fill('O leitor de brincos do curral não sincroniza.');
  await emp.getByLabel('Mensagem', { exact: true }).press('Enter');
  await expect(message(emp, 'O leitor de brincos')).toBeVisible();

  const staff = await paginaEm(browser, loginAs, renata, instante);
  await staff.goto('/painel-atendimentos');
  const row = staff.getByRole('row').filter({ hasText: `#${id}` });
  await expect(row).toContainText('Resposta até hoje, 11:00');
  await expect(row).toContainText('Alta');
  await expect(row).toContainText('No prazo');
  await row.getByRole('link', { name: /^Abrir Chat/ }).click();
  const gestao = staff.getByRole('complementary', { name: 'Gestão do atendimento' });
  await gestao.getByRole('button', { name: 'Assumir' }).click();
  await expect(gestao.getByText('Renata Prado')).toBeVisible();
  // `novo` until the first staff answer (docs/product/atendimentos.md, "Gestão").
  await expect(gestao.getByLabel('Etapa')).toHaveValue('novo');
  const nota = 'Firmware do leitor desatualizado; ligar para a fazenda Boa Vista.';
  await gestao.getByLabel('Nova nota interna').fill(nota);
  await gestao.getByRole('button', { name: 'Salvar nota' }).click();
  await expect(gestao.getByText(nota)).toBeVisible();
  await gestao.getByLabel('Respostas prontas').selectOption({ label: 'Primeiro contato' });
  await expect(staff.getByLabel('Mensagem', { exact: true })).toHaveValue(
    'Olá, Joana! Já estamos verificando o leitor.', // {nome}: the first name,
  );
  await staff.getByLabel('Mensagem', { exact: true }).press('Enter');
  await expect(message(staff, 'Já estamos verificando o leitor.')).toBeVisible();
  await expect(gestao.getByLabel('Etapa')).toHaveValue('em_atendimento');

  // The employee's next poll: the answer, how long it took, and resolution due at 14:00.
  await expect(message(emp, 'Olá, Joana!')).toBeVisible({ timeout: 8_000 });
  const respondido = await doServidor(id, joana);
  // The server's clock runs in real time from 10:00: on a busy machine the answer may come a
  // minute after the opening, and the screen must say so in the same words.
  const levou = respondido.primeira_resposta_minutos;
  expect(levou).toBeLessThanOrEqual(1);
  expect(hora.format(new Date(respondido.resolucao_ate))).toBe('14:00');
  await expect(prazo).toHaveText(
    `Primeira resposta em ${levou === 0 ? 'menos de 1 min' : '1 min úteis'}.Solução prevista até hoje, 14:00.`,
  );
  await expect(emp.getByText(nota)).toHaveCount(0);
  const mensagens = await srv.api.send(
    'GET',
    `/api/atendimentos/${id}/mensagens`,
    undefined,
    joana.token,
  );
  expect(JSON.stringify(mensagens)).not.toContain('Firmware');

  await gestao.getByLabel('Etapa').selectOption('aguardando_colaborador');
  await expect(gestao).toContainText('Pausado: aguardando colaborador');
  await expect(prazo).toContainText(
    'O suporte aguarda sua resposta: o prazo de solução está pausado.',
    { timeout: 8_000 },
  );
  // The employee answers: the clock runs again and the stage goes back to the staff.
  await emp.getByLabel('Mensagem', { exact: true }).fill('Reiniciei o leitor, continua igual.');
  await emp.getByLabel('Mensagem', { exact: true }).press('Enter');
  await expect(prazo).toContainText('Solução prevista até hoje, 14:00.');
  await expect(gestao.getByLabel('Etapa')).toHaveValue('em_atendimento', { timeout: 8_000 });
  await emp.context().close();
  await staff.context().close();
});

test('on a Friday evening the employee reads when the clock starts; staff see the same time', async ({
  browser,
  loginAs,
}) => {
  // Friday 4 December 2026, 19:00 in Brasília: the desk opens again on Monday at 07:30.
  const instante = new Date('2026-12-04T22:00:00Z');
  srv = await servidorNoRelogio(instante.toISOString(), portaPropria());
  const joao = await srv.api.createUser({ nome: 'João Sexta' });
  const emp = await paginaEm(browser, loginAs, joao, instante, { width: 390, height: 844 });
  await emp.goto('/atendimento');
  const id = await chamadoDa(emp);
  await expect(emp.getByTestId('prazo-colaborador')).toHaveText(
    'Fora do horário de atendimento: o prazo começa a contar segunda-feira, 07/12, 07:30.' +
      'Primeira resposta prevista até segunda-feira, 07/12, 09:30.',
  );
  const t = await doServidor(id, joao);
  expect(t.inicio_contagem).toBe('2026-12-07T10:30:00.000Z');
  expect(t.primeira_resposta_ate).toBe('2026-12-07T12:30:00.000Z');

  const staff = await paginaEm(browser, loginAs, srv.api.admin, instante, {
    width: 390,
    height: 844,
  });
  await staff.goto('/painel-atendimentos');
  await expect(staff.getByRole('row').filter({ hasText: `#${id}` })).toContainText(
    'Resposta até segunda-feira, 07/12, 09:30',
  );
  await emp.context().close();
  await staff.context().close();
});

test('on Carnaval Monday the clock starts on Ash Wednesday morning', async ({
  browser,
  loginAs,
}) => {
  // Monday 8 February 2027, 10:00: Carnaval Monday and Tuesday are off (content/site.json).
  const instante = new Date('2027-02-08T13:00:00Z');
  srv = await servidorNoRelogio(instante.toISOString(), portaPropria());
  const ana = await srv.api.createUser({ nome: 'Ana Carnaval' });
  const emp = await paginaEm(browser, loginAs, ana, instante);
  await emp.goto('/atendimento?prioridade=critica');
  const id = await chamadoDa(emp);
  // Crítica: 30 business minutes from Wednesday 07:30.
  await expect(emp.getByTestId('prazo-colaborador')).toHaveText(
    'Fora do horário de atendimento: o prazo começa a contar quarta-feira, 10/02, 07:30.' +
      'Primeira resposta prevista até quarta-feira, 10/02, 08:00.',
  );
  const t = await doServidor(id, ana);
  expect(hora.format(new Date(t.primeira_resposta_ate))).toBe('08:00');
  expect(t.primeira_resposta_ate).toBe('2027-02-10T11:00:00.000Z');
  await emp.context().close();
});
