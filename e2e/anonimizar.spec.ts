/**
 * Anonymising a former employee (docs/product/privacidade.md, "Anonimização"): an admin
 * deactivates a user in Gestão de Usuários, then anonymises the account after a confirmation
 * that says it cannot be undone, and sees it as "Ex-colaborador #id" on the screen and in the
 * list; the account no longer signs in. At phone and desktop widths, axe clean.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';

test.describe.configure({ timeout: 120_000 });

/** A screenshot kept with the test's output, and copied to E2E_SHOTS_DIR when set. */
async function foto(page: Page, outputPath: (n: string) => string, nome: string) {
  const arquivo = outputPath(nome);
  await page.screenshot({ path: arquivo, fullPage: true });
  if (process.env.E2E_SHOTS_DIR) fs.copyFileSync(arquivo, `${process.env.E2E_SHOTS_DIR}/${nome}`);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 860 },
]) {
  test(`admin deactivates, then anonymises a former employee, at ${viewport.width}px`, async ({
    page,
    api,
    loginAs,
  }, info) => {
    const u = await api.createUser({ nome: `Rosa Antiga ${viewport.width}` });
    await page.setViewportSize(viewport);
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
    await expectNoAxeViolations(page);
    await foto(page, info.outputPath.bind(info), `anonimizar-${viewport.width}.png`);

    await anonimizar.click();
    const dialogo = page.getByRole('dialog', { name: `Anonimizar a conta de ${u.nome}?` });
    await expect(dialogo).toBeVisible();
    await expect(dialogo).toContainText('Isto não pode ser desfeito.');
    await expectNoAxeViolations(page);
    await foto(page, info.outputPath.bind(info), `anonimizar-dialogo-${viewport.width}.png`);
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
    await expectNoAxeViolations(page);
    await foto(page, info.outputPath.bind(info), `anonimizado-${viewport.width}.png`);

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
}
