/**
 * What the chat's repeatable writes compare and answer under an Idempotency-Key
 * (server/core/idempotencia.ts; docs/product/atendimentos.md, "Envio repetido").
 */
import type { FastifyRequest } from 'fastify';
import { FILES_ROUTE_PREFIX, parseArquivo } from '../../../common/schemas/atendimentos.js';
import type { OpcoesIdempotentes } from '../../core/idempotencia.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import type { MensagemRow } from './repository.js';
import { presentMensagem } from './apresentacao.js';
import { lerUpload, type UploadLido } from './upload.js';

/** A text message: the same text again is the same message. */
export const mensagemIdempotente = (
  body: unknown,
  signer: FileUrlSigner,
): OpcoesIdempotentes<MensagemRow> => ({
  conteudo: async () => JSON.stringify(body),
  resposta: (row) => ({ status: 201, corpo: presentMensagem(row, signer) }),
});

/**
 * A file: the same name and bytes again is the same file. Its answer is `{url}`, a link signed
 * for the day (docs/decisions/017); a repeat gets the link signed afresh, valid as a new upload's.
 */
export function uploadIdempotente(
  req: FastifyRequest,
  signer: FileUrlSigner,
): { ler: () => Promise<UploadLido>; opcoes: OpcoesIdempotentes<MensagemRow> } {
  let lido: Promise<UploadLido> | undefined;
  const ler = () => (lido ??= lerUpload(req));
  const assinar = (caminho: string) =>
    signer.url(
      caminho.slice(FILES_ROUTE_PREFIX.length).split('?')[0]!,
      FileUrlSigner.expiryDiaria(Date.now()),
    );
  return {
    ler,
    opcoes: {
      conteudo: async () => {
        const { filename, buffer } = await ler();
        return Buffer.concat([Buffer.from(`${filename}\0`), buffer]);
      },
      resposta: (row) => ({
        status: 201,
        corpo: { url: assinar(parseArquivo(row.mensagem)!.url) },
      }),
      reapresentar: (corpo) => ({ url: assinar((corpo as { url: string }).url) }),
    },
  };
}
