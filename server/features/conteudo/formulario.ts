/**
 * A multipart form of the site's content read whole: its text fields and its files, each file at
 * most `maxBytes` (beyond: 413, saying the form's own limit). Read before any write, so a
 * refused form stores nothing.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';

export interface Formulario {
  campos: Record<string, string>;
  arquivos: Record<string, Buffer>;
}

export async function lerFormulario(
  req: FastifyRequest,
  opts: {
    arquivos: readonly string[];
    maxBytes: number;
    /** hears each file's name as the device sent it, for its extension only */
    aoLerArquivo?: (campo: string, nome: string) => void;
    /** what a file over `maxBytes` is told; by default, the limit in MB */
    grandeDemais?: string;
  },
): Promise<Formulario> {
  if (!req.isMultipart()) throw badRequest('Envie o formulário como multipart/form-data.');
  const grandeDemais =
    opts.grandeDemais ??
    `Arquivo grande demais. O limite é ${Math.round(opts.maxBytes / 1024 / 1024)} MB.`;
  return readMultipart(async () => {
    const campos: Record<string, string> = {};
    const arquivos: Record<string, Buffer> = {};
    for await (const part of req.parts({
      limits: { files: opts.arquivos.length, fileSize: opts.maxBytes },
    })) {
      if (part.type === 'file') {
        if (!opts.arquivos.includes(part.fieldname) || part.fieldname in arquivos) {
          part.file.resume();
          throw badRequest(`Campo de arquivo inesperado: ${part.fieldname.slice(0, 40)}.`);
        }
        // the name the device gave is kept nowhere
        opts.aoLerArquivo?.(part.fieldname, part.filename ?? '');
        arquivos[part.fieldname] = await part.toBuffer().catch((err: unknown) => {
          // the multipart plugin's own answer names no limit of this form
          if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(413, grandeDemais);
          }
          throw err;
        });
      } else if (typeof part.value === 'string') {
        campos[part.fieldname] = part.value;
      }
    }
    return { campos, arquivos };
  });
}
