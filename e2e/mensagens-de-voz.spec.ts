/**
 * Voice messages in the support chat (docs/product/atendimentos.md, "Mensagens de voz") with
 * Chromium's fake microphone: the employee records (the microphone asked once, with the reason),
 * sends, and both sides play it; a recording made offline waits on the device and arrives once.
 * One flow at 1280 px; the final screen at 390 px. The chat with a voice message, at both widths,
 * is checked by axe in e2e/atendimentos-a11y.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { Api } from './api';
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './pages';
import { ARGUMENTOS, NAVEGADOR } from './navegador';
import { capturar } from './telas';

test.use({
  launchOptions: {
    executablePath: NAVEGADOR,
    args: [
      ...ARGUMENTOS,
      // a microphone that plays a tone, granted without the browser's prompt
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});
test.describe.configure({ timeout: 300_000 });

/** The voice messages of the conversation, as support's API reads them. */
async function audiosNaConversa(api: Api, id: number) {
  const lista = (await api.send('GET', `/api/atendimentos/${id}/mensagens`)) as {
    mensagem: string;
    tipo: string;
  }[];
  return lista
    .filter((m) => m.tipo === 'arquivo')
    .map((m) => JSON.parse(m.mensagem) as { mime?: string; duracao?: number });
}

/** Records about `segundos` seconds and taps "Enviar áudio". */
async function gravar(page: Page, segundos: number) {
  await page.getByRole('button', { name: 'Gravar mensagem de voz' }).click();
  // the first time, the reason before the browser's own question
  const permitir = page.getByRole('button', { name: 'Permitir microfone' });
  const enviar = page.getByRole('button', { name: 'Enviar áudio' });
  await expect(permitir.or(enviar)).toBeVisible();
  if (await permitir.isVisible()) {
    await expect(page.getByText(/precisa usar o microfone do aparelho/)).toBeVisible();
    await permitir.click();
  }
  await expect(enviar).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await capturar(page, 'voz-gravando');
  // at least `segundos` on the timer (a busy machine may skip a tick)
  await expect(page.getByRole('timer', { name: 'Tempo de gravação' })).toContainText(
    new RegExp(`0:(0[${segundos}-9]|[1-5]\\d)`),
    { timeout: (segundos + 10) * 1000 },
  );
  await enviar.click();
}

/**
 * Plays the last voice message: its signed link loads and the browser decodes it (a headless
 * machine may have no speaker to move the clock, so decoded data is what is asked).
 */
async function tocar(page: Page) {
  const audio = page.getByRole('log').locator('audio').last();
  await expect(audio).toHaveAttribute('aria-label', /^Mensagem de voz, \d+ segundos?$/);
  await audio.evaluate((a: HTMLAudioElement) => {
    a.muted = true;
    void a.play().catch(() => undefined);
  });
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => (a.error ? -1 : a.readyState)), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(2);
}

test('an employee records and sends a voice message, support plays it, and one made offline arrives once', async ({
  browser,
  context,
  page,
  api,
  employee: u,
  loginAs,
}) => {
  const id = await api.openAtendimento(u);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/atendimento');
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible({
    timeout: 30_000,
  });

  // Cancelar drops the recording: nothing is sent
  await page.getByRole('button', { name: 'Gravar mensagem de voz' }).click();
  const permitir = page.getByRole('button', { name: 'Permitir microfone' });
  await expect(permitir.or(page.getByRole('button', { name: 'Enviar áudio' }))).toBeVisible();
  if (await permitir.isVisible()) await permitir.click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: 'Gravar mensagem de voz' })).toBeFocused();

  await gravar(page, 3);
  const player = page.getByRole('log').locator('audio');
  await expect(player).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('log')).toContainText(/Mensagem de voz · 0:\d\d/);
  await tocar(page);
  const [primeiro] = await audiosNaConversa(api, id);
  expect(primeiro?.mime).toBe('audio/webm');
  expect(primeiro?.duracao).toBeGreaterThanOrEqual(3);
  await capturar(page, 'voz-colaborador');

  // support hears it on their side
  const suporte = await api.createUser({ role: 'rh' });
  const ctxSuporte = await browser.newContext();
  const paginaSuporte = await ctxSuporte.newPage();
  await loginAs(paginaSuporte, suporte);
  await paginaSuporte.goto(`/atendimento-suporte/${id}`);
  await expect(paginaSuporte.getByRole('log').locator('audio')).toHaveCount(1, { timeout: 30_000 });
  await tocar(paginaSuporte);
  await capturar(paginaSuporte, 'voz-suporte');
  await paginaSuporte.setViewportSize({ width: 390, height: 844 });
  await capturar(paginaSuporte, 'voz-suporte');
  await ctxSuporte.close();

  // offline: the recording waits on the phone and goes once when the signal returns
  await context.setOffline(true);
  await gravar(page, 2);
  const naFila = page
    .getByRole('log')
    .getByText(/Mensagem de voz · 0:\d\d/)
    .last();
  await expect(page.getByRole('log')).toContainText('aguardando conexão');
  await expect(naFila).toBeVisible();
  expect(await audiosNaConversa(api, id)).toHaveLength(1);
  await context.setOffline(false);
  await expect(page.getByRole('log').getByText('aguardando conexão')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(player).toHaveCount(2);
  expect(await audiosNaConversa(api, id)).toHaveLength(2);

  // the final screen at a phone's width
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Gravar mensagem de voz' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page, { where: 'chat com mensagens de voz, 390 px' });
  await capturar(page, 'voz-colaborador');
});
