import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiPasskeys } from '../../../../common/paths-passkeys';
import type { Passkey } from '../../../../common/schemas/passkeys';
import { apiRequest } from '../../../lib/api-client';
import { erroDaPasskey } from '../passkey-erros';
import { passkeysKey } from './get-passkeys';

/**
 * Adds a passkey: the server's options, the browser's own dialog (fingerprint or screen lock),
 * the answer checked and kept by the server. The WebAuthn library is loaded only now, on the tap.
 */
async function adicionarPasskey(): Promise<Passkey> {
  const [opcoes, { startRegistration }] = await Promise.all([
    apiRequest<PublicKeyCredentialCreationOptionsJSON>(apiPasskeys.opcoesRegistroPasskey, {
      method: 'POST',
    }),
    import('@simplewebauthn/browser'),
  ]);
  let resposta;
  try {
    resposta = await startRegistration({ optionsJSON: opcoes });
  } catch (err) {
    throw erroDaPasskey(err, 'registro');
  }
  return apiRequest<Passkey>(apiPasskeys.registroPasskey, { method: 'POST', body: resposta });
}

export function useAdicionarPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: adicionarPasskey,
    onSettled: () => qc.invalidateQueries({ queryKey: passkeysKey }),
  });
}
