import { ApiError } from '../../../lib/api-client';
import { notarServidor } from '../../../lib/conexao';
import { endRefusedSession, getSession } from '../../../lib/session';

export const ENVIO_FALHOU =
  'O envio não chegou ao servidor. Confira o sinal e tente de novo: o formulário continua preenchido.';
export const ENVIO_CANCELADO = 'Envio cancelado.';

/** An upload that can be stopped (a weak signal, the wrong file). */
export interface Envio<T> {
  resposta: Promise<T>;
  cancelar: () => void;
}

/**
 * Posts a multipart form with the session's token, reporting the upload's progress (0–1):
 * XMLHttpRequest rather than fetch (apiRequest), because only it reports upload progress, which a
 * photo sent from the field over a weak signal needs. Failures are ApiErrors with the server's
 * Portuguese message, as apiRequest's.
 */
export function enviarFormulario<T>(
  caminho: string,
  corpo: FormData,
  aoProgredir: (fracao: number) => void,
): Envio<T> {
  const xhr = new XMLHttpRequest();
  let cancelado = false;
  const resposta = new Promise<T>((resolve, reject) => {
    const session = getSession();
    xhr.open('POST', caminho);
    xhr.setRequestHeader('Accept', 'application/json');
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) aoProgredir(e.loaded / e.total);
    };
    xhr.onload = () => {
      notarServidor(true);
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON (a proxy's page): the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const message = (data as { error?: unknown } | null)?.error;
      if (xhr.status === 401 && session) {
        endRefusedSession(session, typeof message === 'string' ? message : null);
      }
      const texto =
        typeof message === 'string'
          ? message
          : xhr.status === 413
            ? 'O arquivo é grande demais para enviar.'
            : `Erro ${xhr.status}`;
      reject(new ApiError(texto, xhr.status));
    };
    const semResposta = () => {
      if (!cancelado) notarServidor(false);
      reject(new ApiError(cancelado ? ENVIO_CANCELADO : ENVIO_FALHOU, 0));
    };
    xhr.onerror = semResposta;
    xhr.onabort = semResposta;
    xhr.ontimeout = semResposta;
    xhr.send(corpo);
  });
  return {
    resposta,
    cancelar: () => {
      cancelado = true;
      xhr.abort();
    },
  };
}
