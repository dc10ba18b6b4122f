import { openEmployeeChat, semAoVivo } from './chat';
import { test, expect } from './fixtures';
import { submitLogin } from './pages';

const REFUSED = 'Sessão inválida ou expirada. Faça login novamente.';

/** A token the server would refuse, already past its expiry on this device. */
function expiredToken(userId: number): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(userId), exp })}.assinatura`;
}

test('a deactivated account is sent to the login page with the reason, and returns to its screen', async ({
  page,
  api,
  employee: u,
}) => {
  await openEmployeeChat(page, '/atendimento?origem=portal');
  const box = page.getByLabel('Mensagem', { exact: true });
  await box.fill('Minha impressora parou');

  expect((await api.setStatus(u, 'inativo')).status).toBe(200);
  // The next poll is refused: the login page says why.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: REFUSED })).toBeVisible();

  expect((await api.setStatus(u, 'ativo')).status).toBe(200);
  await submitLogin(page, u.login, u.password);
  await expect(page).toHaveURL(/\/atendimento\?origem=portal$/);
  // A refused session keeps what was typed.
  await expect(box).toHaveValue('Minha impressora parou');

  // Leaving on purpose: no reason on the login page, no way back, no draft left behind.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Portal do Colaborador' })).toBeVisible();
  await expect(page.getByText(REFUSED)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Usuário', { exact: true })).toBeVisible();
  await expect(page.getByText(REFUSED)).toHaveCount(0);
  await submitLogin(page, u.login, u.password);
  await expect(page).toHaveURL(/\/portal$/);
  await openEmployeeChat(page, '/atendimento');
  await expect(box).toHaveValue('');
});

test('after a refused session, another person logging in goes to the portal', async ({
  page,
  api,
  loginAs,
}) => {
  const u = await api.createUser();
  const other = await api.createUser();
  // the refusal arrives on a poll, as while the live stream is down
  await semAoVivo(page);
  await loginAs(page, u);
  // A refused poll: the chat polls only while the live stream is down (docs/product/eventos.md).
  await page.route('**/api/eventos', (r) => r.abort());
  await openEmployeeChat(page, '/atendimento');
  await page.route(/\/api\/atendimentos\/\d+\/mensagens$/, (route) =>
    route.fulfill({ status: 401, json: { error: 'Sua conta foi desativada.' } }),
  );
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  // The server's own words are shown.
  await expect(
    page.getByRole('status').filter({ hasText: 'Sua conta foi desativada.' }),
  ).toBeVisible();
  await page.unrouteAll();

  await submitLogin(page, other.login, other.password);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { name: /Olá, seja bem-vindo/ })).toBeVisible();
});

test('a token that expired on the device explains itself and the login returns to the screen', async ({
  page,
  api,
  loginAs,
}) => {
  const u = await api.createUser();
  await loginAs(page, { ...u, token: expiredToken(u.id) });
  await page.goto('/atendimento');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: REFUSED })).toBeVisible();
  // A wrong password replaces the notice with the error, above the form.
  await submitLogin(page, u.login, 'senha-errada');
  await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos');
  await submitLogin(page, u.login, u.password);
  await expect(page).toHaveURL(/\/atendimento$/);
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
});

test('a password reset ends the session; the temporary password still goes to /alterar-senha first, with no way back', async ({
  page,
  api,
  employee: u,
}) => {
  await openEmployeeChat(page, '/atendimento');
  const res = await fetch(`${api.baseURL}/api/users/${u.id}/password`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.admin.token}` },
    body: JSON.stringify({ password: 'Provisoria2026' }),
  });
  expect(res.status).toBe(200);
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: REFUSED })).toBeVisible();

  await submitLogin(page, u.login, 'Provisoria2026');
  await expect(page).toHaveURL(/\/alterar-senha$/);
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Voltar ao Portal/ })).toHaveCount(0);
});

test('first login offers no way out of /alterar-senha', async ({ page, api }) => {
  const fresh = await api.createUser({ ready: false });
  await page.goto('/login');
  await submitLogin(page, fresh.login, fresh.password);
  await expect(page).toHaveURL(/\/alterar-senha$/);
  await expect(page.getByText(/primeiro acesso/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Voltar ao Portal/ })).toHaveCount(0);
});

test('a normal password change keeps "Voltar ao Portal"', async ({ page, api, loginAs }) => {
  const u = await api.createUser();
  await loginAs(page, u);
  await page.goto('/alterar-senha');
  await expect(page.getByLabel('Senha atual')).toBeVisible();
  await page.getByRole('link', { name: /Voltar ao Portal/ }).click();
  await expect(page).toHaveURL(/\/portal$/);
});
