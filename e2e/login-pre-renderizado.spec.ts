import { test, expect } from './fixtures';
import { holdRequests } from './pages';

test('the pre-rendered login takes typing and a press of Entrar before the scripts, and signs in when they arrive', async ({
  page,
  api,
}) => {
  const u = await api.createUser();
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  // The page's code is held back: only the pre-rendered HTML and its CSS arrive.
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });

  const entrar = page.getByRole('button', { name: 'Entrar', exact: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portal do Colaborador');
  await expect(page.getByText('Preparando o acesso seguro...')).toBeVisible();
  // Usable at once, not after the scripts (docs/decisions/071-login-utilizavel-antes-dos-scripts.md).
  await expect(entrar).toBeEnabled();
  await page.getByLabel('Usuário', { exact: true }).fill(u.login);
  await page.getByLabel('Senha').fill(u.password);
  // Enter before the scripts: kept, not posted by the browser; the button says it is busy.
  await page.getByLabel('Senha').press('Enter');
  await expect(entrar).toBeDisabled();
  await expect(entrar).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/login$/);
  expect(sent.filter((s) => s.includes(u.password))).toEqual([]);

  // The scripts arrive: the press is honoured without a second one.
  release();
  // the page's code arrives after its first paint (decision 027), then the portal's
  await expect(page).toHaveURL(/\/portal$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(u.nome);

  // Sent once, to the API only, never as a native form post.
  const logins = sent.filter((s) => s.startsWith('POST') && s.includes('/api/login'));
  expect(logins).toHaveLength(1);
  expect(sent.filter((s) => s.startsWith('POST') && !s.includes('/api/'))).toEqual([]);
});

test('a press before the scripts with an empty field is the browser’s own question, and nothing is kept', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()}`));
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  const entrar = page.getByRole('button', { name: 'Entrar', exact: true });
  await expect(entrar).toBeEnabled();
  await entrar.click();
  // `required` stops the submit: the button stays usable, nothing waits to be sent.
  await expect(entrar).toBeEnabled();
  release();
  await page.waitForFunction(() => {
    const form = document.getElementById('form-login');
    return !!form && Object.keys(form).some((k) => k.startsWith('__reactProps'));
  });
  await expect(entrar).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
  // Only the passkey offer the interactive page makes in the Usuário field (a challenge, no
  // credential): nothing typed, and no login, was sent.
  expect(
    sent.filter((s) => s.startsWith('POST') && !s.endsWith('/api/passkeys/login/opcoes')),
  ).toEqual([]);
});

test('with JavaScript off the button stays disabled and the page says why', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeDisabled();
  await context.close();
});

test('the login page is served pre-rendered, its inline script allowed by the policy', async ({
  page,
  request,
}) => {
  const res = await request.get('/login');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const html = await res.text();
  expect(html).toContain('<label for="usuario">Usuário</label>');
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  expect(refused).toEqual([]);
});
