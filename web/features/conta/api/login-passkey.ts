import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiPasskeys } from '../../../../common/paths-passkeys';
import type { LoginResponse } from '../../../../common/schemas/conta';
import { apiRequest } from '../../../lib/api-client';
import { useChamada } from '../../../lib/use-chamada';
import { erroDaPasskey } from '../passkey-erros';

/** The request the login field is waiting on (conditional mediation), while it waits. */
let doCampo: Promise<unknown> | null = null;

/**
 * Signs in with a passkey: the server's options, the browser's dialog (or, with `autofill`, the
 * passkeys it offers in the Usuário field), the answer checked by the server. The WebAuthn
 * library is loaded only when it is needed, so the pre-rendered login page stays as light.
 */
export async function entrarComPasskey(autofill = false): Promise<LoginResponse> {
  const [opcoes, { startAuthentication, WebAuthnAbortService }] = await Promise.all([
    apiRequest<PublicKeyCredentialRequestOptionsJSON>(apiPasskeys.opcoesLoginPasskey, {
      method: 'POST',
      auth: false,
    }),
    import('@simplewebauthn/browser'),
  ]);
  // Chromium refuses a second request while the login field's one is pending ("A request is
  // already pending"), even just after its abort: end it, and wait until it has ended. The
  // same when the login page mounts again (a guard sending the person back to it with a notice)
  // and its field asks anew.
  if (doCampo) {
    WebAuthnAbortService.cancelCeremony();
    await doCampo.catch(() => undefined);
  }
  let resposta;
  const pedido = startAuthentication({ optionsJSON: opcoes, useBrowserAutofill: autofill });
  if (autofill) doCampo = pedido;
  try {
    resposta = await pedido;
  } catch (err) {
    throw erroDaPasskey(err, 'login');
  } finally {
    if (doCampo === pedido) doCampo = null;
  }
  return apiRequest<LoginResponse>(apiPasskeys.loginPasskey, {
    method: 'POST',
    body: resposta,
    auth: false,
  });
}

/** Part of the login page, which loads no query library (see ./login.ts). */
export const useLoginPasskey = () => useChamada(() => entrarComPasskey(false));
