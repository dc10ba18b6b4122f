import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../common/paths';
import { ApiError } from '../../../lib/api-client';
import { endRefusedSession, getSession } from '../../../lib/session';

export const UPLOAD_FAILED = 'Falha ao enviar arquivo';

/**
 * Uploads one file in the multipart field `arquivo`. XMLHttpRequest rather than fetch, because
 * only it reports upload progress. Failures reject with the server's message when it sent one.
 */
export function enviarArquivo(
  id: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const session = getSession();
    xhr.open('POST', api.upload(id));
    xhr.setRequestHeader('Accept', 'application/json');
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the generic message
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as { url: string });
      const message = (data as { error?: unknown } | null)?.error;
      if (xhr.status === 401 && session) {
        endRefusedSession(session, typeof message === 'string' ? message : null);
      }
      reject(new ApiError(typeof message === 'string' ? message : UPLOAD_FAILED, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(UPLOAD_FAILED, 0));
    xhr.onabort = () => reject(new ApiError(UPLOAD_FAILED, 0));
    const form = new FormData();
    form.append('arquivo', file);
    xhr.send(form);
  });
}

/** The upload of one file to the atendimento; `onProgress` gets the fraction sent. */
export function useEnviarArquivo(id: number, onProgress: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => enviarArquivo(id, file, onProgress) });
}
