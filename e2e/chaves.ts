/** Passkeys in the browser specs: Chromium's virtual authenticator, at a host name it accepts. */
import type { CDPSession, Page } from '@playwright/test';

/** The portal's address with a host name a passkey accepts (browsers refuse an IP address). */
export const enderecoLocal = (baseURL: string) => baseURL.replace('127.0.0.1', 'localhost');

/** A phone's fingerprint reader, as Chromium simulates it: every request verified at once. */
export async function autenticadorVirtual(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}
