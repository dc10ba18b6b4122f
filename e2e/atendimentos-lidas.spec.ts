/**
 * "Opening the chat marks the reply read, on every path" (docs/product/atendimentos.md, "Respostas
 * não lidas"): also when the chat was opened earlier in the session and its messages are still in
 * the page's memory.
 */
import type { Page } from '@playwright/test';
import { employeeWithAtendimento, message } from './chat';
import { test, expect } from './fixtures';

async function gotoWithStream(page: Page, url: string) {
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/eventos') && r.ok());
  await page.goto(url);
  await stream;
}

test('a reply that arrives after the chat was opened once is read when the chat is opened again', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api, { nome: 'Tereza Lima' });
  await loginAs(page, u);
  await gotoWithStream(page, '/portal');
  const suporte = page.getByRole('link', { name: /Suporte/ });
  // The chat is opened once in this session, then left through the app's own link.
  await suporte.click();
  await page.getByRole('link', { name: 'Retomar Chat de Suporte' }).click();
  await expect(message(page, 'Não consigo acessar')).toBeVisible();
  await page.getByRole('link', { name: '← Voltar ao Portal' }).click();
  await expect(suporte).not.toContainText('resposta nova');

  await api.sendMensagem(id, 'Seu acesso foi liberado.');
  await expect(suporte).toContainText('1 resposta nova');
  await expect(page).toHaveTitle(/^\(1\) /);

  await suporte.click();
  await page.getByRole('link', { name: 'Retomar Chat de Suporte' }).click();
  await expect(message(page, 'Seu acesso foi liberado.')).toBeVisible();
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  await expect
    .poll(async () => {
      const [t] = await api.send('GET', '/api/atendimentos?meus=true', undefined, u.token);
      return t.resposta_nao_lida;
    })
    .toBe(false);
  await page.getByRole('link', { name: '← Voltar ao Portal' }).click();
  await expect(suporte).not.toContainText('resposta nova');
  // The next login starts read as well.
  await page.reload();
  await expect(page.getByRole('link', { name: /Suporte/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Suporte/ })).not.toContainText('resposta nova');
});

test('two clicks on Enviar a few milliseconds apart send the message once', async ({
  page,
  api,
  loginAs,
}) => {
  const { u, id } = await employeeWithAtendimento(api);
  await loginAs(page, u);
  await gotoWithStream(page, '/atendimento');
  await expect(message(page, 'Não consigo acessar')).toBeVisible();
  await page.getByLabel('Mensagem', { exact: true }).fill('Clique duplo no Enviar');
  // Both clicks in the same task: well under 20 ms apart, before React draws again.
  await page
    .getByRole('button', { name: 'Enviar', exact: true })
    .evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
  await expect(message(page, 'Clique duplo no Enviar')).toHaveCount(1);
  // A sentinel: the chat sends what waits one at a time, oldest first, so a second copy of the
  // message would reach the server before this later one does.
  await page.getByLabel('Mensagem', { exact: true }).fill('Mensagem seguinte');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const naConversa = async () =>
    (
      (await api.send('GET', `/api/atendimentos/${id}/mensagens`, undefined, u.token)) as {
        mensagem: string;
      }[]
    ).map((m) => m.mensagem);
  await expect.poll(naConversa).toContain('Mensagem seguinte');
  const enviadas = (await naConversa()).filter((m) => m === 'Clique duplo no Enviar');
  expect(enviadas).toHaveLength(1);
  await expect(message(page, 'Clique duplo no Enviar')).toHaveCount(1);
});
