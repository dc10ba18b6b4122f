/**
 * A phone or computer in another time zone (Tokyo, twelve hours from the company's) sees every
 * date as the company reads it (docs/product/portal.md, "Dates and times"): the panel's opening
 * time of a ticket, and the chat's message times with "hoje". The expected text is worked out
 * here from each element's own machine-readable instant, in the company's zone.
 */
import { employeeWithAtendimento, FIRST, message } from './chat';
import { test, expect } from './fixtures';
import { FUSO } from './fuso';

test.use({ timezoneId: 'Asia/Tokyo' });

const naEmpresa = (iso: string, opcoes: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO, ...opcoes }).format(new Date(iso));
const exato = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

test('on a device in Tokyo, the panel writes a ticket’s opening as the company reads it', async ({
  page,
  api,
  loginAs,
}) => {
  const { id } = await employeeWithAtendimento(api, { nome: 'Maria Eduarda Campos' });
  await loginAs(page, await api.createUser({ role: 'rh', nome: 'Renata Prado' }));
  await page.goto('/painel-atendimentos');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'Asia/Tokyo',
  );
  // this ticket alone, on whichever page the shared database puts it
  await page.getByLabel('Filtrar atendimentos').fill(`#${id}`);
  await expect(page.getByRole('row')).toHaveCount(2); // header + the ticket
  const aberto = page
    .getByRole('row')
    .filter({ hasText: `#${id}` })
    .locator('time');
  const instante = (await aberto.getAttribute('datetime'))!;
  await expect(aberto).toHaveText(naEmpresa(instante, { dateStyle: 'short', timeStyle: 'short' }));
});

test('on a device in Tokyo, the chat writes a message’s time, and "hoje", as the company reads them', async ({
  page,
  api,
  loginAs,
}) => {
  const { u: maria } = await employeeWithAtendimento(api);
  await loginAs(page, maria);
  await page.goto('/atendimento');
  const meta = message(page, FIRST).locator('.chat-msg__meta time');
  const enviada = (await meta.getAttribute('datetime'))!;
  // "hoje, 14:05" on the company's day it was sent; its date once the company's midnight has
  // passed (the page may have drawn it on either side)
  const hoje = `hoje, ${naEmpresa(enviada, { hour: '2-digit', minute: '2-digit' })}`;
  const comData = naEmpresa(enviada, { dateStyle: 'short', timeStyle: 'short' });
  await expect(meta).toHaveText(new RegExp(`^(${exato(hoje)}|${exato(comData)})$`));
});
