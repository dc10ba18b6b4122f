/**
 * The recovery codes (docs/product/conta.md, "Verificação em duas etapas"): Minha Conta makes new
 * ones, with the password, the old ones void. (That they stay on screen with a Código de Conduta
 * pending: e2e/conta-conduta-pendente.spec.ts.)
 */
import { test, expect } from './fixtures';
import { ativarNaTela } from './segundo-fator';

test.describe.configure({ timeout: 150_000 });

test('"Gerar novos códigos" asks for the password and shows 10 new codes once', async ({
  page,
  api,
  loginAs,
}) => {
  const comp = await api.createUser({ role: 'compliance' });
  await loginAs(page, comp);
  await page.goto('/minha-conta');
  const { codigos: antigos } = await ativarNaTela(page, comp.password);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await page.goto('/minha-conta');
  await expect(page.getByText('Códigos de recuperação ainda não usados: 10.')).toBeVisible();

  await page.getByRole('button', { name: 'Gerar novos códigos' }).click();
  const form = page.getByRole('form', { name: 'Gerar novos códigos de recuperação' });
  await form.getByLabel('Sua senha').fill('NaoEhMinhaSenha1');
  await form.getByRole('button', { name: 'Gerar novos códigos' }).click();
  await expect(form.getByRole('alert')).toHaveText('Senha incorreta.');

  await form.getByLabel('Sua senha').fill(comp.password);
  await form.getByRole('button', { name: 'Gerar novos códigos' }).click();
  await expect(
    page.getByText('Novos códigos gerados. Os anteriores deixaram de valer.'),
  ).toBeVisible();
  const lista = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(lista).toHaveCount(10);
  const novos = await lista.allInnerTexts();
  for (const c of novos) expect(antigos).not.toContain(c);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  // back to the panel, not away from Minha Conta
  await expect(page).toHaveURL(/\/minha-conta$/);
  await expect(page.getByText('Códigos de recuperação ainda não usados: 10.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Códigos de recuperação' })).toHaveCount(0);
});
