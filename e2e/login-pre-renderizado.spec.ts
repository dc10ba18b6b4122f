import { test, expect } from './fixtures';
import { holdRequests } from './pages';

test('the pre-rendered login form takes typing before the scripts, keeps it, and logs in', async ({
  page,
  api,
}) => {
  const u = await api.createUser();
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()}`));
  // The page's code is held back: only the pre-rendered HTML and its CSS arrive.
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });

  const entrar = page.getByRole('button', { name: 'Entrar' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portal do Colaborador');
  await expect(entrar).toBeDisabled();
  await expect(page.getByText('Preparando o acesso seguro...')).toBeVisible();
  await page.getByLabel('Usuário', { exact: true }).fill(u.login);
  await page.getByLabel('Senha').fill(u.password);
  // Enter before the scripts: nothing is sent anywhere.
  await page.getByLabel('Senha').press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(entrar).toBeEnabled();
  await expect(page.getByText('Preparando o acesso seguro...')).toBeHidden();
  // What was typed survived React taking over the page.
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue(u.login);
  await expect(page.getByLabel('Senha')).toHaveValue(u.password);
  await entrar.click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(u.nome);

  expect(sent.filter((s) => s.includes(u.password))).toEqual([]);
  expect(sent.filter((s) => s.startsWith('POST') && !s.includes('/api/'))).toEqual([]);
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
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  expect(refused).toEqual([]);
});
