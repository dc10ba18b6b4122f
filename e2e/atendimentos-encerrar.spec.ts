/**
 * Closing the support chat (docs/product/atendimentos.md): the employee confirms first (Escape and
 * Cancelar keep it open, a refusal is shown), then rates it; a second rating is refused. The chat
 * and its "Encerrar" confirmation, at both widths, are checked by axe in
 * e2e/atendimentos-a11y.spec.ts.
 */
import {
  avancarAte,
  CLOSED_TEXT,
  employeeWithAtendimento,
  message,
  openEmployeeChat,
} from './chat';
import { test, expect } from './fixtures';
import { pararRelogio } from './pages';

test('the employee closes the chat after confirming: closed text, input and attach disabled, no more Encerrar Chat', async ({
  page,
  api,
  loginAs,
}) => {
  const { u } = await employeeWithAtendimento(api);
  await loginAs(page, u);
  await page.goto('/atendimento');
  await expect(message(page, 'Não consigo acessar o sistema de frotas.')).toBeVisible();

  await page.getByRole('button', { name: 'Encerrar Chat' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Encerrar', exact: true }).click();
  await expect(page.getByText(CLOSED_TEXT)).toBeVisible();
  await expect(page.getByLabel('Mensagem', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveAttribute(
    'placeholder',
    'Atendimento encerrado',
  );
  await expect(page.getByRole('button', { name: 'Encerrar Chat' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anexar arquivo' })).toBeDisabled();
});

test('Encerrar Chat asks first: Escape and Cancelar keep the ticket open, Encerrar closes it', async ({
  page,
  api,
  loginAs,
}) => {
  await loginAs(page, await api.createUser());
  const fechamentos: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/fechar$/.test(r.url())) fechamentos.push(r.url());
  });
  await openEmployeeChat(page);
  const encerrarChat = page.getByRole('button', { name: 'Encerrar Chat' });
  const dialog = page.getByRole('dialog', { name: 'Encerrar este atendimento?' });

  // Keyboard: Enter opens the dialog with focus inside; Escape cancels and focus returns.
  // The button is disabled, so it takes no focus, until the ticket's own read has answered.
  await expect(encerrarChat).toBeEnabled();
  await encerrarChat.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Depois de encerrado, ele não pode ser reaberto.');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(encerrarChat).toBeFocused();
  await expect(page.getByLabel('Mensagem', { exact: true })).toBeEnabled();

  // Cancelar by mouse: still open.
  await encerrarChat.click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(encerrarChat).toBeFocused();
  await expect(page.getByText(CLOSED_TEXT)).toHaveCount(0);

  // The server's refusal is shown, and the ticket stays as it was.
  await page.route(/\/fechar$/, (route) =>
    route.fulfill({ status: 409, json: { error: 'Este atendimento já foi encerrado.' } }),
  );
  await encerrarChat.click();
  await dialog.getByRole('button', { name: 'Encerrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Este atendimento já foi encerrado.');
  await page.unroute(/\/fechar$/);

  // Keyboard: Tab to Encerrar, Enter confirms.
  await encerrarChat.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Encerrar', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(CLOSED_TEXT)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Mensagem', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveAttribute(
    'placeholder',
    'Atendimento encerrado',
  );
  await expect(encerrarChat).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Escape and Cancelar sent nothing: only the refused try and the last one reached the server
  expect(fechamentos).toHaveLength(2);
});

test('a closed chat links to its rating: 5 by default, comment optional, thanks, then the portal after 2 s', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  await loginAs(page, u);
  // the page's clock: the 2 s before the portal are run through, not waited
  await page.clock.install();
  await page.goto('/atendimento');
  await expect(message(page, 'Não consigo acessar o sistema de frotas.')).toBeVisible();
  await api.closeAtendimento(id, u);
  await expect(page.getByText(CLOSED_TEXT)).toBeVisible({ timeout: 8_000 });

  await page.getByRole('link', { name: 'Avaliar Atendimento' }).click();
  await expect(page).toHaveURL(new RegExp(`/suporte/avaliacao/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Avaliar Atendimento #${id}`);
  await expect(page.getByLabel('Nota')).toHaveValue('5');
  await page.getByLabel('Nota').fill('4');
  await page.getByLabel('Comentário (opcional)').fill('Resolveram rápido, obrigado!');
  // the clock held from here: the 2 s count from when the thanks show, however slow the machine
  await pararRelogio(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await avancarAte(
    page,
    () =>
      expect(page.getByRole('status')).toHaveText('Avaliação registrada. Obrigado pelo feedback!', {
        timeout: 100,
      }),
    20,
  );
  // still there 1.9 s later (of the page's time), gone to the portal after 2
  await page.clock.runFor(1_900);
  await expect(page).toHaveURL(/\/suporte\/avaliacao\//);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/portal$/);
});

test("a second rating of the same ticket shows the server's refusal", async ({
  page,
  api,
  loginAs,
}) => {
  const u = await api.createUser();
  const id = await api.openAtendimento(u);
  await api.closeAtendimento(id, u);
  await api.rateAtendimento(id, { nota: 4, comentario: 'Resolveram rápido, obrigado!' }, u);
  await loginAs(page, u);
  await page.goto(`/suporte/avaliacao/${id}`);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Este atendimento já foi avaliado.');
});
