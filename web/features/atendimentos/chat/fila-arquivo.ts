import { api } from '../../../../common/paths';
import { ApiError } from '../../../lib/api-client';
import { notarServidor } from '../../../lib/conexao';
import { endRefusedSession, type Session } from '../../../lib/session';

export const UPLOAD_FAILED = 'Falha ao enviar arquivo';

/**
 * A multipart body built by hand with a boundary taken from the item's key: every try of the
 * same item sends the very same bytes, so the server can recognise a repeat by its body.
 * The file name is escaped as browsers escape it in a form (quote and line breaks).
 */
function corpoMultipart(
  chave: string,
  arquivo: Blob,
  nome: string,
  tipo: string,
  duracao: number | undefined,
) {
  const limite = `----portal-${chave.replace(/[^a-zA-Z0-9]/g, '')}`;
  const nomeSeguro = nome.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  // a voice message's length goes before the file: the server reads the fields first
  const campos =
    duracao === undefined
      ? []
      : [`--${limite}\r\nContent-Disposition: form-data; name="duracao"\r\n\r\n${duracao}\r\n`];
  const corpo = new Blob([
    ...campos,
    `--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nomeSeguro}"\r\n`,
    `Content-Type: ${tipo || 'application/octet-stream'}\r\n\r\n`,
    arquivo,
    `\r\n--${limite}--\r\n`,
  ]);
  return { corpo, contentType: `multipart/form-data; boundary=${limite}` };
}

/**
 * Uploads a waiting attachment in the multipart field `arquivo`, with its Idempotency-Key.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function enviarArquivoDaFila(
  session: Session,
  item: {
    id: string;
    atendimento_id: number;
    arquivo: Blob;
    nome: string;
    tipo: string;
    duracao?: number;
  },
  onProgress: (fraction: number) => void,
): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { corpo, contentType } = corpoMultipart(
      item.id,
      item.arquivo,
      item.nome,
      item.tipo,
      item.duracao,
    );
    xhr.open('POST', api.upload(item.atendimento_id));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.setRequestHeader('Idempotency-Key', item.id);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      notarServidor(true);
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the generic message
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as { url: string });
      const message = (data as { error?: unknown } | null)?.error;
      if (xhr.status === 401) {
        endRefusedSession(session, typeof message === 'string' ? message : null);
      }
      reject(new ApiError(typeof message === 'string' ? message : UPLOAD_FAILED, xhr.status));
    };
    const semResposta = () => {
      notarServidor(false);
      reject(new ApiError(UPLOAD_FAILED, 0));
    };
    xhr.onerror = semResposta;
    xhr.onabort = semResposta;
    xhr.ontimeout = semResposta;
    xhr.send(corpo);
  });
}
