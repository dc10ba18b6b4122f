/**
 * Auditoria do Sistema (admin only): the user-management actions, the filters, the CSV, and the
 * refusal to anyone else. Flows at 1280 px; the screen and its refusal are swept by axe at both
 * widths in e2e/gestao-a11y.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { test, expect } from './fixtures';
import { loginAndSettle } from './http';
import { diaNoFuso } from './fuso';

/**
 * Entries at chosen moments, written straight into the test server's database: the product
 * itself only ever records "now", and these must be older than the screen's last 90 days.
 */
async function insertEntries(rows: [dataHora: string, nome: string, acao: string][]) {
  const sql =
    'insert into audit_log (data_hora, usuario_id, usuario_nome, login, acao, detalhes) values ';
  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    for (const [dataHora, nome, acao] of rows) {
      await client.query(`${sql}($1, null, $2, 'historico', $3, $4)`, [
        dataHora,
        nome,
        acao,
        `${acao} em ${dataHora}`,
      ]);
    }
    await client.end();
    return;
  }
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'portal.db'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(`${sql}(?, null, ?, 'historico', ?, ?)`);
  for (const [dataHora, nome, acao] of rows)
    insert.run(dataHora, nome, acao, `${acao} em ${dataHora}`);
  db.close();
}

/** AAAA-MM-DD of today, `days` later, in the browser's zone (the company's). */
const localDay = diaNoFuso;

test('the audit screen shows the user-management actions and filters them by date, user and action', async ({
  page,
  api,
  loginAs,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  // An admin of its own, so its name singles out this test's entries in a shared log; its first
  // login, the password it chooses and its second login are entries of its own too.
  const nova = await api.createUser({
    role: 'admin',
    nome: `Auditora Conceição ${tag}`,
    ready: false,
  });
  const auditora = await loginAndSettle(api.baseURL, nova.login, nova.password);
  const { token } = auditora;
  const login = `alvo.${tag}`;
  const created = await api.addUser(
    { nome: 'Alvo Araújo', login, senha: 'Provisoria2026', role: 'colaborador' },
    token,
  );
  const base = { nome: 'Alvo Araújo Neto', login, role: 'colaborador' as const };
  await api.updateUser(created.id, base, token);
  await api.updateUser(created.id, { ...base, status_usuario: 'inativo' }, token);
  await api.send(
    'PATCH',
    `/api/users/${created.id}/password`,
    { password: 'Redefinida2026' },
    token,
  );
  await api.send('DELETE', `/api/users/${created.id}`, undefined, token);

  await loginAs(page, auditora);
  await page.goto('/portal');
  await page.getByRole('link', { name: /^Auditoria/ }).click();
  await expect(page).toHaveURL(/\/auditoria$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auditoria do Sistema');
  await expect(page.getByRole('columnheader')).toHaveText([
    'Data/Hora',
    'Usuário',
    'Login',
    'Ação',
    'Detalhes',
  ]);

  await page.getByLabel('Usuário', { exact: true }).fill(`conceicao ${tag}`);
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  // Newest first: the five actions, then this admin's own logins and password change.
  // Each action by a label a person reads, with the API's code beside it.
  await expect(rows.getByRole('cell').nth(3)).toHaveText('Excluiu usuário usuario_excluido');
  const actions = await rows.locator('td:nth-child(4) code').allTextContents();
  expect(actions.slice(0, 5)).toEqual([
    'usuario_excluido',
    'senha_redefinida',
    'usuario_desativado',
    'usuario_alterado',
    'cadastro',
  ]);
  await expect(rows.first().getByRole('cell')).toHaveText([
    /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    `Auditora Conceição ${tag}`,
    auditora.login,
    'Excluiu usuário usuario_excluido',
    `Excluiu Alvo Araújo Neto (${login}), cargo Colaborador`,
  ]);

  await page.getByLabel('Ação', { exact: true }).fill('DESATIVADO');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('cell').nth(3)).toHaveText('Desativou usuário usuario_desativado');
  await expect(rows.getByRole('cell').nth(4)).toHaveText(`Desativou Alvo Araújo Neto (${login})`);
  await page.getByLabel('Ação', { exact: true }).fill('login');
  await expect(rows).toHaveCount(2);
  await expect(rows.locator('td:nth-child(4) code')).toHaveText(['login', 'login']);
  await page.getByLabel('Ação', { exact: true }).fill('');

  await page.getByLabel('Data Inicial', { exact: true }).fill(localDay(1));
  await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();
  await page.getByLabel('Data Inicial', { exact: true }).fill('');
  await page.getByLabel('Data Final', { exact: true }).fill(localDay(-1));
  await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();
  await page.getByLabel('Data Inicial', { exact: true }).fill(localDay());
  await page.getByLabel('Data Final', { exact: true }).fill(localDay());
  await expect(rows).toHaveCount(8);

  // The filtered view as a CSV a spreadsheet opens with its accents intact.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('"Data/Hora";"Usuário";"Login";"Ação";"Detalhes"');
  expect(lines).toHaveLength(1 + 8 + 1);
  expect(lines[1]).toMatch(
    new RegExp(
      `^"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}";"Auditora Conceição ${tag}";"${auditora.login}";"usuario_excluido";"Excluiu Alvo Araújo Neto \\(${login.replace('.', '\\.')}\\), cargo Colaborador"$`,
    ),
  );

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue('');
  await expect(rows.first()).toBeVisible();
});

test('only admin has the portal button; anyone else sees the server refusal', async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  await loginAs(page, rh);
  await page.goto('/portal');
  await expect(page.getByRole('link', { name: /^Gestão de Usuários/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Auditoria/ })).toHaveCount(0);
  await page.goto('/auditoria');
  // The server's reason first; the spec's line after it.
  await expect(page.getByRole('alert').locator('p')).toHaveText([
    'Acesso negado. Perfil não autorizado.',
    'Falha ao buscar logs: Erro ao buscar auditoria',
  ]);
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('Data Final alone finds older entries through the end of that day; an inverted range says why', async ({
  page,
  api,
  loginAs,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const nome = `Histórico ${tag}`;
  // São Paulo times: 31/07 at noon and at 23:30 (already 01/08 in UTC), then 01/08 at 09:00.
  await insertEntries([
    ['2026-07-31T15:00:00.000Z', nome, 'login'],
    ['2026-08-01T02:30:00.000Z', nome, 'usuario_alterado'],
    ['2026-08-01T12:00:00.000Z', nome, 'login_falhou'],
  ]);
  await loginAs(page, api.admin);
  await page.goto('/auditoria');
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await page.getByLabel('Usuário', { exact: true }).fill(`historico ${tag}`);
  // Months ago: outside the last 90 days the screen opens on.
  await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();

  await page.getByLabel('Data Final', { exact: true }).fill('2026-07-31');
  await expect(rows.locator('td:nth-child(4) code')).toHaveText(['usuario_alterado', 'login']);
  await expect(rows.first().getByRole('cell').first()).toHaveText('31/07/2026 23:30:00');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Data Inicial', { exact: true })).toHaveValue('');

  await page.getByLabel('Data Inicial', { exact: true }).fill('2026-08-01');
  await expect(page.getByRole('alert').locator('p')).toHaveText([
    'A data inicial deve ser anterior ou igual à data final.',
    'Falha ao buscar logs: Erro ao buscar auditoria',
  ]);
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.getByLabel('Data Inicial', { exact: true }).fill('2026-07-31');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Data Final', { exact: true }).fill('');
  await expect(rows.locator('td:nth-child(4) code')).toHaveText([
    'login_falhou',
    'usuario_alterado',
    'login',
  ]);
});
