/**
 * Gestão de Usuários (docs/product/usuarios.md): creating, editing, deactivating, resetting and
 * deleting accounts, what rh may do, and the refusals. Flows at 1280 px; their screens are swept
 * by axe at both widths in e2e/gestao-a11y.spec.ts.
 */
import { test, expect, type E2EUser } from './fixtures';
import { avancarAte } from './chat';
import { pararRelogio } from './pages';

const uid = () => Math.random().toString(36).slice(2, 8);

test('admin creates a user from Gestão de Usuários and finds it in the list', async ({
  page,
  api,
  loginAs,
}) => {
  await loginAs(page, api.admin);
  await page.goto('/portal');
  await page.getByRole('link', { name: /^Gestão de Usuários/ }).click();
  await expect(page).toHaveURL(/\/gestao-usuarios$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestão de Usuários');
  await expect(page.getByRole('cell', { name: api.admin.login, exact: true })).toBeVisible();

  await page.getByRole('link', { name: '+ Novo Usuário' }).click();
  await expect(page).toHaveURL(/\/gestao-usuarios\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novo Usuário');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nome, login e cargo são obrigatórios.');

  const login = `helena.${uid()}`;
  await page.getByLabel('Nome', { exact: true }).fill('Helena Conceição');
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Cargo', { exact: true }).selectOption('compliance');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert')).toHaveText('A senha é obrigatória para criar o usuário.');
  await page.getByLabel('Senha', { exact: true }).fill('Provisoria2026');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page).toHaveURL(/\/gestao-usuarios$/);
  const notice = page.getByRole('status').filter({ hasText: 'sucesso' });
  await expect(notice).toHaveText('Usuário cadastrado com sucesso!');
  await expect(notice.locator('.alert--success')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(login.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: login });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    'Helena Conceição',
    login,
    // an account an admin created reads no case that excludes admins (docs/product/usuarios.md)
    /^Compliance Sem acesso a casos que excluem Administrador: conta criada por Administrador em \d\d\/\d\d\/\d{4}$/,
    'Ativo',
    'Editar Helena Conceição',
  ]);
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill('ninguém-com-este-nome');
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();

  // The password was chosen by someone else: it must be changed at the first login.
  // (the list's "Buscar usuários" is labelled too: the login field is matched exactly, once
  // "Sair" has finished and the login page shows)
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Usuário', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill('Provisoria2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/alterar-senha$/);
});

test('admin edits a user: required fields, green notice gone after 3.5 s, status sent only when changed', async ({
  page,
  api,
  loginAs,
}) => {
  const user = await api.createUser({ nome: 'Otávio Pereira' });
  await page.clock.install();
  await loginAs(page, api.admin);
  const patches: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patches.push({ url: r.url(), ...r.postDataJSON() });
  });
  await page.goto('/gestao-usuarios');
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(user.login);
  await page.getByRole('link', { name: 'Editar Otávio Pereira' }).click();
  await expect(page).toHaveURL(new RegExp(`/gestao-usuarios/${user.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar Usuário');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Otávio Pereira');
  await expect(page.getByLabel('Login', { exact: true })).toHaveValue(user.login);
  await expect(page.getByLabel('Cargo', { exact: true })).toHaveValue('colaborador');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('ativo');
  await expect(page.getByLabel('Status', { exact: true }).getByRole('option')).toHaveText([
    'Ativo',
    'Inativo',
  ]);
  await expect(page.getByLabel('Nova Senha', { exact: true })).toHaveAttribute(
    'placeholder',
    'Deixe em branco para não alterar',
  );

  await page.getByLabel('Nome', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const error = page.getByRole('alert');
  await expect(error).toHaveText('Nome, login e cargo são obrigatórios.');
  await expect(error.locator('.alert--error')).toBeVisible();
  expect(patches).toEqual([]);

  await page.getByLabel('Nome', { exact: true }).fill('Otávio Pereira Lima');
  await page.getByLabel('Cargo', { exact: true }).selectOption('rh');
  // From here the page's clock moves only when the test runs it, so the notice's 3.5 s count
  // from when it showed however slow the machine is (real time between its showing and the
  // test's next step once made it vanish early on a loaded machine).
  await pararRelogio(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  const ok = page.getByRole('status').filter({ hasText: 'sucesso' });
  // stepped 100 ms at a time: it showed at most 200 ms of the page's time before the step
  // that finds it
  await avancarAte(
    page,
    () => expect(ok).toHaveText('Dados salvos com sucesso!', { timeout: 500 }),
    100,
  );
  // still there 2.7–2.9 s after it showed, gone 3.6–3.8 s after
  await page.clock.runFor(2_700);
  await expect(ok).toHaveText('Dados salvos com sucesso!');
  await page.clock.runFor(900);
  await expect(ok).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('');
  await expect(error).toHaveText('');
  expect(patches).toEqual([
    {
      url: expect.stringMatching(new RegExp(`/api/users/${user.id}$`)),
      nome: 'Otávio Pereira Lima',
      login: user.login,
      role: 'rh',
    },
  ]);

  const saved = await api.getUser(user.id);
  expect(saved.body).toMatchObject({
    nome: 'Otávio Pereira Lima',
    role: 'rh',
    status_usuario: 'ativo',
  });

  await page.getByRole('link', { name: 'Voltar', exact: true }).click();
  await expect(page).toHaveURL(/\/gestao-usuarios$/);
});

test('deactivating a user ends their open session at once; reactivating lets them in again', async ({
  page,
  browser,
  api,
  loginAs,
}) => {
  const user = await api.createUser({ nome: 'Sônia Ramos' });
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await loginAs(their, user);
  await their.goto('/links');
  await expect(their.getByRole('heading', { name: 'Dashboards ISM' })).toBeVisible();

  await loginAs(page, api.admin);
  await page.goto(`/gestao-usuarios/${user.id}`);
  await page.getByLabel('Status', { exact: true }).selectOption('inativo');
  const patch = page.waitForRequest((r) => r.method() === 'PATCH');
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await patch).postDataJSON()).toMatchObject({ status_usuario: 'inativo' });
  await expect(page.getByRole('status').filter({ hasText: 'sucesso' })).toHaveText(
    'Dados salvos com sucesso!',
  );

  // Their open screen learns at once (the live stream ends with the session, and its next
  // connection is refused): the portal sends them to the login page, with the reason.
  await expect(their).toHaveURL(/\/login$/);
  await their.getByLabel('Usuário', { exact: true }).fill(user.login);
  await their.getByLabel('Senha').fill(user.password);
  await their.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(their.getByRole('alert')).toContainText('inativa');

  // Saving again without touching Status does not send it.
  const second = page.waitForResponse((r) => r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await second).request().postDataJSON()).not.toHaveProperty('status_usuario');
  // Submitting cleared the first notice; this one shows once the form holds the saved values,
  // which would otherwise overwrite a Status chosen before it.
  await expect(page.getByRole('status').filter({ hasText: 'sucesso' })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('ativo');
  // The previous save's notice may still be showing: wait for this save's own answer.
  const reactivated = page.waitForResponse((r) => r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await reactivated).request().postDataJSON()).toMatchObject({ status_usuario: 'ativo' });
  await expect(page.getByRole('status').filter({ hasText: 'sucesso' })).toBeVisible();
  await their.getByLabel('Usuário', { exact: true }).fill(user.login);
  await their.getByLabel('Senha').fill(user.password);
  await their.getByRole('button', { name: 'Entrar', exact: true }).click();
  // back to the screen the session was lost on (docs/decisions/010-session-return-and-navigation.md)
  await expect(their).toHaveURL(/\/links$/);
  await theirs.close();
});

test('resetting a password ends the old session and makes the user change it at next login', async ({
  page,
  browser,
  api,
  loginAs,
}) => {
  const user = await api.createUser({ nome: 'Márcio Teles' });
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await loginAs(their, user);
  await their.goto('/links');
  await expect(their.getByRole('heading', { name: 'Dashboards ISM' })).toBeVisible();

  await loginAs(page, api.admin);
  await page.goto(`/gestao-usuarios/${user.id}`);
  await page.getByLabel('Nova Senha', { exact: true }).fill('curta');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Erro ao atualizar senha. A senha deve ter pelo menos 8 caracteres.',
  );
  await page.getByLabel('Nova Senha', { exact: true }).fill('Redefinida2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sucesso' })).toHaveText(
    'Dados e senha salvos com sucesso!',
  );
  await expect(page.getByLabel('Nova Senha', { exact: true })).toHaveValue('');
  await expect(page.getByText('troca de senha pendente')).toBeVisible();

  await their.goto('/portal');
  await expect(their).toHaveURL(/\/login$/);
  await their.getByLabel('Usuário', { exact: true }).fill(user.login);
  await their.getByLabel('Senha').fill(user.password);
  await their.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(their.getByRole('alert')).toHaveText('Usuário ou senha inválidos');
  await their.getByLabel('Senha').fill('Redefinida2026');
  await their.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(their).toHaveURL(/\/alterar-senha$/);
  await expect(their.getByLabel('Senha atual')).toHaveCount(0);
  await theirs.close();
});

test('admin deletes a user after confirming; nobody deletes their own account', async ({
  page,
  api,
  loginAs,
}) => {
  const user = await api.createUser({ nome: 'Rita Falcão' });
  await loginAs(page, api.admin);
  await page.goto(`/gestao-usuarios/${user.id}`);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Rita Falcão');

  const messages: string[] = [];
  page.once('dialog', (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Excluir' }).click();
  await expect.poll(() => messages).toEqual(['Deseja realmente excluir este usuário?']);
  expect((await api.getUser(user.id)).status).toBe(200);

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/gestao-usuarios$/);
  await expect(page.getByRole('status').filter({ hasText: 'sucesso' })).toHaveText(
    'Usuário excluído com sucesso!',
  );
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(user.login);
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  expect((await api.getUser(user.id)).status).toBe(404);

  // One's own account: no Excluir, and what the server would refuse is locked, with the reason.
  await page.goto(`/gestao-usuarios/${api.admin.id}`);
  await expect(page.getByLabel('Nome', { exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expect(page.getByLabel('Cargo', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Cargo', { exact: true })).toHaveAccessibleDescription(
    'Você não pode alterar o seu próprio cargo.',
  );
  await expect(page.getByLabel('Status', { exact: true }).getByRole('option')).toHaveText([
    'Ativo',
  ]);
  await expect(page.getByLabel('Nova Senha', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Nova Senha', { exact: true })).toHaveAccessibleDescription(
    'Para trocar a sua própria senha, use a opção Alterar Senha do portal.',
  );
});

test('rh is offered no Administrador and sees an admin’s account read-only', async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh', nome: 'Renata RH' });
  const target = await api.createUser({ nome: 'Caio Brandão' });
  await loginAs(page, rh);
  await page.goto('/portal');
  await expect(page.getByRole('link', { name: /^Auditoria/ })).toHaveCount(0);
  await page.getByRole('link', { name: /^Gestão de Usuários/ }).click();
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(target.login);
  await page.getByRole('link', { name: 'Editar Caio Brandão' }).click();

  const cargo = page.getByLabel('Cargo', { exact: true });
  await expect(cargo.getByRole('option')).toHaveText(['Colaborador', 'RH', 'Compliance']);
  await expect(page.getByRole('button', { name: 'Excluir' })).toBeVisible();
  await cargo.selectOption('compliance');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sucesso' })).toHaveText(
    'Dados salvos com sucesso!',
  );

  // An admin's account is shown read-only, with the reason, and nothing to press but Voltar.
  await page.goto(`/gestao-usuarios/${api.admin.id}`);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(api.admin.nome);
  await expect(page.getByText('Somente um administrador pode alterar esta conta.')).toBeVisible();
  for (const label of ['Nome', 'Login', 'Cargo', 'Status', 'Nova Senha']) {
    await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voltar', exact: true })).toBeVisible();

  await page.goto('/gestao-usuarios/new');
  await expect(page.getByLabel('Cargo', { exact: true }).getByRole('option')).toHaveText([
    'Colaborador',
    'RH',
    'Compliance',
  ]);
});

test('a refused change shows the stored values again; a new attempt clears the old error', async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh', nome: 'Rosa RH' });
  const target = await api.createUser({ nome: 'Dora Lins' });
  await page.clock.install();
  await loginAs(page, rh);
  await page.goto(`/gestao-usuarios/${target.id}`);
  const status = page.getByLabel('Status', { exact: true });
  await expect(status).toHaveValue('ativo');

  // Meanwhile an admin makes her an admin: rh's change is refused by the server.
  await api.updateUser(target.id, { nome: 'Dora Lins', login: target.login, role: 'admin' });
  await status.selectOption('inativo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const error = page.getByRole('alert');
  await expect(error).toHaveText(
    'Erro ao salvar dados. O RH não pode criar, alterar ou excluir um administrador.',
  );
  await expect(error.locator('.alert--error')).toBeVisible();
  await expect(status).toHaveValue('ativo');
  await expect(page.getByLabel('Cargo', { exact: true })).toHaveValue('admin');
  await expect(page.getByText('Somente um administrador pode alterar esta conta.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await page.clock.runFor(3_600);
  await expect(error).toHaveText('');

  // Back to a colaborador: a failed save, then a new one; the old error goes as it starts.
  await api.updateUser(target.id, { nome: 'Dora Lins', login: target.login, role: 'colaborador' });
  await page.reload();
  await page.getByLabel('Login', { exact: true }).fill(api.admin.login);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(error).toHaveText('Erro ao salvar dados. Este login já está em uso.');
  await expect(page.getByLabel('Login', { exact: true })).toHaveValue(api.admin.login);
  // Time stands still from here, so the old error cannot simply time out below.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);

  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/api/users/${target.id}`, async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await page.getByLabel('Login', { exact: true }).fill(target.login);
  await page.getByLabel('Nome', { exact: true }).fill('Dora Lins Prado');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(async () => {
    await page.clock.runFor(10);
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled({ timeout: 100 });
  }).toPass();
  await expect(error).toHaveText('');
  release();
  await page.clock.resume();
  await expect(page.getByRole('status').filter({ hasText: 'sucesso' })).toHaveText(
    'Dados salvos com sucesso!',
  );
  await expect(page.locator('.alert--error')).toHaveCount(0);
});

test('other profiles see the access refusals; an unknown id cannot be loaded', async ({
  page,
  browser,
  api,
  loginAs,
}) => {
  const colaborador: E2EUser = await api.createUser({ role: 'compliance' });
  await loginAs(page, colaborador);
  await page.goto('/gestao-usuarios');
  await expect(page.getByRole('alert')).toHaveText('Acesso negado. Perfil não autorizado.');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto(`/gestao-usuarios/${colaborador.id}`);
  await expect(page.getByRole('alert')).toHaveText('Acesso negado.');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveCount(0);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await loginAs(adminPage, api.admin);
  await adminPage.goto('/gestao-usuarios/999999');
  await expect(adminPage.getByRole('alert')).toHaveText('Erro ao carregar usuário.');
  await admin.close();
});

test('the user screens send people without a session to the login page', async ({ page }) => {
  for (const path of ['/gestao-usuarios', '/gestao-usuarios/new', '/gestao-usuarios/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('admin gives a user an e-mail for notices, and removes it', async ({ page, api, loginAs }) => {
  const user = await api.createUser({ nome: 'Marta Figueiredo', role: 'rh' });
  await loginAs(page, api.admin);
  await page.goto(`/gestao-usuarios/${user.id}`);
  const email = page.getByLabel('E-mail (opcional)');
  await expect(email).toHaveValue('');
  await expect(email).toHaveAccessibleDescription(
    'A equipe recebe por e-mail avisos de novos atendimentos e casos da Ouvidoria.',
  );
  await email.fill('Marta.Figueiredo@Fazenda.example');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sucesso' })).toHaveText(
    'Dados salvos com sucesso!',
  );
  expect((await api.getUser(user.id)).body).toMatchObject({
    email: 'marta.figueiredo@fazenda.example',
  });
  await page.reload();
  await expect(email).toHaveValue('marta.figueiredo@fazenda.example');

  await email.fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sucesso' })).toHaveText(
    'Dados salvos com sucesso!',
  );
  expect((await api.getUser(user.id)).body).toMatchObject({ email: null });
});
