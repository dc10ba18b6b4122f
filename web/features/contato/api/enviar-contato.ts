import { useCallback, useState } from 'react';
import {
  CONTATO_CAMPOS,
  CONTATO_ERROS,
  contatoCampoDoErro,
  type ContatoCampo,
} from '../../../../common/schemas/contato-options';
import { CONTACT_ENDPOINT } from '../endpoint';

/**
 * 'campo': the send was refused for a field the person can fix; 'limite': too many sends (429);
 * 'falha': refused for no field to fix; 'erro': the request never got an answer.
 */
export type EnvioResultado =
  | { tipo: 'ok' }
  | { tipo: 'campo'; campo: ContatoCampo; mensagem: string }
  | { tipo: 'limite' }
  | { tipo: 'falha' }
  | { tipo: 'erro' };

const isCampo = (v: unknown): v is ContatoCampo =>
  typeof v === 'string' && (CONTATO_CAMPOS as readonly string[]).includes(v);

/**
 * The field a refusal names: the product's API answers `{error}` with one of the messages of
 * contato-options.ts; external providers such as Formspree answer `{errors: [{field}]}`.
 */
async function campoRecusado(res: Response): Promise<EnvioResultado> {
  const body = (await res.json().catch(() => null)) as {
    error?: unknown;
    errors?: { field?: unknown }[];
  } | null;
  if (typeof body?.error === 'string') {
    const campo = contatoCampoDoErro(body.error);
    if (campo) return { tipo: 'campo', campo, mensagem: body.error };
  }
  const campo = Array.isArray(body?.errors)
    ? body.errors.map((e) => e?.field).find(isCampo)
    : undefined;
  if (campo) return { tipo: 'campo', campo, mensagem: CONTATO_ERROS[campo].invalido };
  return { tipo: 'falha' };
}

/** Posts the form as multipart (the same fields the API and external providers take), asking for JSON. */
async function enviarContato(form: FormData): Promise<EnvioResultado> {
  let res: Response;
  try {
    res = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { tipo: 'erro' };
  }
  if (res.ok) return { tipo: 'ok' };
  if (res.status === 429) return { tipo: 'limite' };
  if (res.status === 400 || res.status === 422) return campoRecusado(res);
  return { tipo: 'falha' };
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
