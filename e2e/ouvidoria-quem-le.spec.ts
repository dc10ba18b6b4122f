/**
 * A report nobody could read, told before sending; and Gestão de Usuários saying which accounts
 * no longer read the cases that exclude a role, and why (docs/product/denuncias.md, "Quem pode
 * ler"; docs/product/usuarios.md, "Acesso a casos excluídos").
 * Screens checked by axe at both widths in e2e/denuncias-a11y.spec.ts.
 */
import { ninguemLeria } from '../common/denuncias';
import { TEMPORARY_PASSWORD } from './api';
import { test, expect } from './fixtures';
import { FUSO } from './fuso';

test('the form says a choice of exclusions would reach nobody, and sends nothing', async ({
  page,
  api,
  employee,
}) => {
  void employee;
  // every staff account here was set by an admin or rh: excluding both leaves no reader
  const leitores = await api.send('GET', '/api/denuncias/leitores', undefined, null);
  expect(ninguemLeria(leitores.leitores, ['admin', 'rh'])).toBe(true);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/denuncias')) posts.push(r.url());
  });
  await page.goto('/denuncias');
  await page.getByLabel('Categoria').selectOption('Assédio');
  await page.getByLabel('Descrição').fill('A gerência e o RH combinaram as demissões.');
  const papeis = page.getByRole('group', { name: 'Quem não deve ler esta denúncia (opcional)' });
  await papeis.getByLabel('Administrador').check();
  await papeis.getByLabel('RH').check();
  await expect(papeis).toContainText('Com essas exclusões, ninguém poderia ler a denúncia.');
  await expect(papeis).toContainText('Hoje leem denúncias: Administrador');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(papeis).toBeFocused();
  expect(posts).toEqual([]);
  // leaving a reader: the warning goes and the report is filed
  await papeis.getByLabel('Administrador').uncheck();
  await expect(papeis).not.toContainText('ninguém poderia ler');
  const [sent] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/denuncias') && r.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Enviar' }).click(),
  ]);
  expect(sent.status()).toBe(201);
});

test('Gestão de Usuários shows which accounts lost access to excluded cases, and why', async ({
  page,
  api,
  loginAs,
}) => {
  const rh = await api.createUser({ role: 'rh' });
  const comp = await api.createUser({ role: 'compliance', nome: `Clara ${Date.now()}` });
  expect((await api.resetPassword(comp.id, `${TEMPORARY_PASSWORD}x`, rh.token)).status).toBe(200);
  await loginAs(page, api.admin);
  await page.goto('/gestao-usuarios');
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(comp.login);
  const linha = page.getByRole('row').filter({ hasText: comp.login });
  const hoje = new Date().toLocaleDateString('pt-BR', { timeZone: FUSO });
  await expect(linha).toContainText(
    `Sem acesso a casos que excluem Administrador: conta criada por Administrador em ${hoje}`,
  );
  await expect(linha).toContainText(
    `Sem acesso a casos que excluem RH: senha redefinida por RH em ${hoje}`,
  );
  await expect(page.getByText('Uma conta não lê os casos da Ouvidoria')).toBeVisible();
});
