import { test, expect } from './fixtures';

test('a portal link whose code is slow to arrive shows that the page is loading', async ({
  page,
  employee: _employee,
}) => {
  // Hold the Suporte screen's code until the test lets it go, as a slow connection would.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/suporte-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/portal');
  await page.getByRole('link', { name: /^Suporte/ }).click();

  const bar = page.getByRole('progressbar', { name: 'Carregando a página' });
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/portal$/);
  release();
  await expect(page).toHaveURL(/\/suporte$/);
  await expect(bar).toHaveCount(0);
});

test("after login the code of the role's portal screens is fetched without opening them", async ({
  page,
  api,
}) => {
  const u = await api.createUser();
  const requested: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
    if (m) requested.push(m[1]!);
  });
  await page.goto('/login');
  await page.getByLabel('Usuário', { exact: true }).fill(u.login);
  await page.getByLabel('Senha').fill(u.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/);

  for (const screen of ['suporte', 'atendimento', 'links', 'denuncias', 'alterar-senha']) {
    await expect.poll(() => requested, { message: screen }).toContain(screen);
  }
  await expect(page).toHaveURL(/\/portal$/);
  // Screens a colaborador cannot open are not fetched.
  for (const screen of ['gestao-usuarios', 'auditoria', 'painel-atendimentos', 'cadastrar']) {
    expect(requested).not.toContain(screen);
  }
});

const PUBLIC = [
  ['/', 'Início'],
  ['/about', 'Sobre Nós'],
  ['/activities', 'Atividades'],
  ['/contact', 'Contato'],
] as const;

for (const [path, name] of PUBLIC) {
  test(`a direct load of ${path} marks "${name}" as the current page`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name, exact: true })).toHaveClass(/\bactive\b/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });
}
