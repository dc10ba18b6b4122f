/** Two-factor sign-in in the browser specs: codes computed as an authenticator app would. */
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { expect, type Api, type E2EUser } from './fixtures';

const codigoEm = (segredo: string, ms: number) =>
  new TOTP({
    secret: Secret.fromBase32(segredo),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: ms });

/** The code of now, as the app shows it (used at enrolment). */
export const codigoAtual = (segredo: string) => codigoEm(segredo, Date.now());

/**
 * The code of the next 30-second step: the server accepts one step of drift, and the code of the
 * step used at enrolment would be refused as a replay.
 */
export const proximoCodigo = (segredo: string) => codigoEm(segredo, Date.now() + 30_000);

/** Two-factor sign-in turned on through the API, with `u`'s own session and password. */
export async function ativarPelaApi(api: Api, u: Pick<E2EUser, 'password' | 'token'>) {
  const { segredo } = (await api.send('POST', '/api/me/2fa', { senha: u.password }, u.token)) as {
    segredo: string;
  };
  await api.send('POST', '/api/me/2fa/confirmar', { codigo: codigoAtual(segredo) }, u.token);
}

/** On Minha Conta, the password asked before enrolment starts. */
export async function iniciarNaTela(page: Page, senha: string) {
  await page.getByLabel('Sua senha').fill(senha);
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
}

/**
 * On Minha Conta: turns two-factor sign-in on with the account's password; answers the secret
 * read on screen, the code that confirmed it (`usado`: typed again within its step or the next,
 * the server refuses it as used) and the recovery codes.
 */
export async function ativarNaTela(page: Page, senha: string) {
  await iniciarNaTela(page, senha);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const segredo = (await page.getByTestId('segredo-2fa').innerText()).replace(/\s+/g, '');
  expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
  const usado = codigoAtual(segredo);
  await page.getByLabel('Código do aplicativo').fill(usado);
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const lista = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(lista).toHaveCount(10);
  const codigos = await lista.allInnerTexts();
  return { segredo, usado, codigos };
}
