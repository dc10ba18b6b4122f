/**
 * A multipart form of the site's content read whole: its text fields and its files, each file at
 * most `maxBytes` (beyond: 413, the multipart plugin's own answer). Read before any write, so a
 * refused form stores nothing.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.js';
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
  },
): Promise<Formulario> {
  if (!req.isMultipart()) throw badRequest('Envie o formulário como multipart/form-data.');
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
        arquivos[part.fieldname] = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        campos[part.fieldname] = part.value;
      }
    }
    return { campos, arquivos };
  });
}
