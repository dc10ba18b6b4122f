/** The support chat as the atendimentos specs look at it. */
import type { Locator, Page } from '@playwright/test';
import type { Api } from './api';
import { expect } from './fixtures';
import { sentinela } from './pages';

export const CLOSED_TEXT = 'Este atendimento foi encerrado. Caso precise, inicie um novo chamado.';
/** The chat's message list: polled with GET (whole, or `?depois=` the last id), written with POST. */
export const MESSAGES = /\/api\/atendimentos\/\d+\/mensagens(\?depois=\d+)?$/;

/** A message bubble of the conversation, by its text. */
export const message = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });

/**
 * Which side of the conversation a message bubble sits on. Asked again while the bubble has no
 * box: a message just sent is drawn anew when the server's copy replaces the one shown at once.
 */
export async function sideOf(page: Page, bubble: Locator): Promise<'left' | 'right'> {
  let side: 'left' | 'right' | null = null;
  await expect
    .poll(
      async () => {
        const box = await bubble.boundingBox();
        const log = await page.getByRole('log').boundingBox();
        if (!box || !log) return null;
        side = box.x + box.width / 2 > log.x + log.width / 2 ? 'right' : 'left';
        return side;
      },
      { message: 'message on screen' },
    )
    .not.toBeNull();
  return side!;
}

/** The employee's chat (`url` may carry a query), once it has loaded with no message yet. */
export async function openEmployeeChat(page: Page, url = '/atendimento') {
  await page.goto(url);
  await expect(page.getByText('Inicie a conversa com o suporte...')).toBeVisible();
}

/** The first message of most chats in these specs. */
export const FIRST = 'Não consigo acessar o sistema de frotas.';

/** A new employee (`user` as for `api.createUser`) whose open atendimento holds `messages`. */
export async function employeeWithAtendimento(
  api: Api,
  user: Parameters<Api['createUser']>[0] = {},
  messages: string[] = [FIRST],
) {
  const u = await api.createUser(user);
  const id = await api.openAtendimento(u);
  for (const m of messages) await api.sendMensagem(id, m, u);
  return { u, id };
}

/**
 * `ms` of the page's time run through at once (its clock installed before it loaded); returns
 * once every request the timers started has been seen (`sentinela`).
 */
export async function passarTempo(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await sentinela(page);
}

/**
 * Runs the page's clock (installed before it loaded) forward `passo` ms at a time until
 * `condicao` holds: a retry or back-off of many seconds, reached without waiting for it.
 * `condicao` should use short expect timeouts (it is tried again after each step).
 * Between two steps the test waits `pausa` ms of real time (by default `toPass`'s own growing
 * pauses, up to 1 s): a short one where the page has nothing to wait for but its own clock (its
 * requests refused by the test), so many small steps cost no more than the page needs.
 */
export async function avancarAte(
  page: Page,
  condicao: () => Promise<void>,
  passo = 3_000,
  pausa?: number,
): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(passo);
    await condicao();
  }).toPass({ timeout: 30_000, ...(pausa !== undefined && { intervals: [pausa] }) });
}

/** How many times the page has fetched a message list so far. */
export function countMessagePolls(page: Page): () => number {
  let polls = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && MESSAGES.test(r.url())) polls += 1;
  });
  return () => polls;
}

/** The live stream's address; cut it to see the screens fall back to the spec's polling. */
export const EVENTOS = '**/api/eventos';

/** As behind a proxy that cuts the stream: the screens must poll as the spec says. */
export const semAoVivo = (page: Page) => page.route(EVENTOS, (route) => route.abort());
