import { useCallback, useState } from 'react';
import { CONTACT_ENDPOINT } from '../endpoint';

/** 'falha': the server answered but not ok; 'erro': the request never got an answer. */
export type EnvioResultado = 'ok' | 'falha' | 'erro';

/**
 * Posts the form as multipart (the same fields the API and external providers take), asking for
 * JSON; only whether the answer is ok matters (spec section 7).
 */
export async function enviarContato(form: FormData): Promise<EnvioResultado> {
  try {
    const res = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
    });
    return res.ok ? 'ok' : 'falha';
  } catch {
    return 'erro';
  }
}

/** The public form has no query cache: a small hook keeps the request's state. */
export function useEnviarContato() {
  const [sending, setSending] = useState(false);
  const send = useCallback(async (form: FormData) => {
    setSending(true);
    try {
      return await enviarContato(form);
    } finally {
      setSending(false);
    }
  }, []);
  return { send, sending };
}
