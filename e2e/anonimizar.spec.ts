/**
 * Anonymising a former employee (docs/product/privacidade.md, "Anonimização"): an admin
 * deactivates a user in Gestão de Usuários, then anonymises the account after a confirmation
 * that says it cannot be undone, and sees it as "Ex-colaborador #id" on the screen and in the
 * list; the account no longer signs in. The flow at desktop width; the anonymised account's screen
 * at phone width too. The account's screens, the confirmation among them, are swept by axe at both
 * widths in e2e/gestao-a11y.spec.ts.
 */
import { uid } from './api';
import { test, expect } from './fixtures';
import { capturar, COMPUTADOR, semTransbordar, verificarOutraLargura } from './telas';

test('admin deactivates, then anonymises a former employee', async ({ page, api, loginAs }) => {
  const u = await api.createUser({ nome: `Rosa Antiga ${uid()}` });
  await page.setViewportSize(COMPUTADOR);
  await loginAs(page, api.admin);
  await page.goto(`/gestao-usuarios/${u.id}`);
  await expect(page.getByText(`Editando ${u.nome}`)).toBeVisible();
  // an active account is not offered the action
  await expect(page.getByRole('button', { name: 'Anonimizar' })).toHaveCount(0);
  // ...but the admin is told where it is and what it takes
  const dica = page.getByText(
    'Anonimizar (para ex-colaboradores): salve a conta com Status Inativo e o botão aparece aqui.',
  );
  await expect(dica).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('inativo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status')).toContainText('Dados salvos com sucesso!');
  const anonimizar = page.getByRole('button', { name: 'Anonimizar' });
  await expect(anonimizar).toBeVisible();
  await expect(dica).toHaveCount(0);
  await semTransbordar(page, 'anonimizar');
  await capturar(page, 'anonimizar');

  await anonimizar.click();
  const dialogo = page.getByRole('dialog', { name: `Anonimizar a conta de ${u.nome}?` });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText('Isto não pode ser desfeito.');
  await semTransbordar(page, 'anonimizar-dialogo');
  await capturar(page, 'anonimizar-dialogo');
  // cancelling changes nothing
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText(`Editando ${u.nome}`)).toBeVisible();

  await anonimizar.click();
  await dialogo.getByRole('button', { name: 'Anonimizar' }).click();
  const novoNome = `Ex-colaborador #${u.id}`;
  await expect(page.getByRole('status')).toContainText(
    `Conta anonimizada com sucesso: agora aparece como ${novoNome}.`,
  );
  await expect(page.getByText(`Editando ${novoNome} (ex-${u.id})`)).toBeVisible();
  await expect(page.getByText('Esta conta foi anonimizada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anonimizar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await semTransbordar(page, 'anonimizado');
  await capturar(page, 'anonimizado');
  await verificarOutraLargura(page, 'anonimizado');

  // the list shows the new name, and the old one nowhere
  await page.getByRole('link', { name: 'Voltar', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(`ex-${u.id}`);
  await expect(page.getByRole('cell', { name: novoNome, exact: true })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(u.nome);
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();

  // neither the old login nor the new one signs in
  for (const login of [u.login, `ex-${u.id}`]) {
    const r = await api.request('POST', '/api/login', { body: { login, senha: u.password } });
    expect(r.status).toBe(401);
  }
});
