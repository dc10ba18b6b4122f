/**
 * The Ouvidoria form's receipt and refusals (docs/product/denuncias.md): the one-time key stays on
 * screen until the person says they kept it, leaving asks first, and a refused field says why.
 * Screens checked by axe at both widths in e2e/denuncias-a11y.spec.ts.
 */
import { test, expect } from './fixtures';
import { capturar, semTransbordar } from './telas';

test('the receipt stays while the next report is written, and leaving asks first', async ({
  page,
  employee,
}) => {
  void employee;
  await page.goto('/portal');
  await page.getByRole('link', { name: /^Ouvidoria/ }).click();
  await page.getByLabel('Categoria').selectOption('Sugestão');
  await page.getByLabel('Descrição').fill('Mais bebedouros no curral 3.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const recibo = page.getByRole('region', { name: 'Guarde seu comprovante' });
  await expect(recibo).toBeVisible();
  const chave = await recibo.locator('dd').nth(1).textContent();
  expect(chave).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);

  // Touching the form (anonymity, a category, one letter) keeps the key on screen.
  await page.getByLabel('Enviar de forma anônima').uncheck();
  await page.getByLabel('Categoria').selectOption('Crítica');
  await page.getByLabel('Descrição').fill('a');
  await expect(recibo).toBeVisible();
  await expect(recibo).toContainText(chave!);

  await semTransbordar(page, '/denuncias (recibo)');
  await capturar(page, 'denuncias-recibo');

  // Leaving asks first; staying keeps the key.
  await page.getByRole('link', { name: '← Voltar ao Portal' }).click();
  const pergunta = page.getByRole('dialog', { name: 'Sair sem guardar o comprovante?' });
  await expect(pergunta).toBeVisible();
  await capturar(page, 'recibo-sair');
  await pergunta.getByRole('button', { name: 'Cancelar' }).click();
  await expect(pergunta).toBeHidden();
  await expect(page).toHaveURL(/\/denuncias$/);
  await expect(recibo).toContainText(chave!);

  // "Sair" asks too (the browser's own question); declining keeps the session and the key.
  page.once('dialog', (d) => {
    expect(d.message()).toContain('não pode ser recuperada');
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/denuncias$/);
  await expect(recibo).toContainText(chave!);

  // Once the person says they kept it, the receipt goes and leaving asks nothing.
  await recibo.getByRole('button', { name: 'Já guardei' }).click();
  await expect(recibo).toBeHidden();
  await page.getByRole('link', { name: '← Voltar ao Portal' }).click();
  await expect(page).toHaveURL(/\/portal$/);
});

test("a refused description shows the server's reason at the field; a counter shows the limit", async ({
  page,
  employee,
}) => {
  void employee;
  await page.goto('/denuncias');
  await page.getByLabel('Categoria').selectOption('Outro');
  const descricao = page.getByLabel('Descrição');
  await descricao.fill('     ');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Falha ao enviar. Tente novamente.Descrição: Descreva o ocorrido.',
  );
  await expect(descricao).toHaveAttribute('aria-invalid', 'true');
  await expect(descricao).toHaveAccessibleDescription(/^Descreva o ocorrido\./);
  const motivo = page.locator('#den-descricao-erro');
  await expect(motivo).toHaveText('Descreva o ocorrido.');
  await expect(descricao).toBeFocused();
  await descricao.fill('Agora sim');
  await expect(motivo).toBeHidden();

  // Near the 20,000 characters the count shows, and at the limit it says the text stops there.
  const contador = page.locator('#den-descricao-contador');
  await expect(contador).toBeHidden();
  await descricao.fill('x'.repeat(19_600));
  await expect(contador).toHaveText('19.600 / 20.000 caracteres');
  await descricao.fill('x'.repeat(20_050));
  await expect(descricao).toHaveValue('x'.repeat(20_000));
  await expect(contador).toHaveText('20.000 / 20.000 caracteres');
  await expect(page.getByText('Limite de 20.000 caracteres atingido.')).toBeAttached();
  await semTransbordar(page, '/denuncias (limite)');
  await capturar(page, 'denuncias-limite');
});
