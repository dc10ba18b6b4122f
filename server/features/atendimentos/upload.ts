import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../core/current-user.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import { cleanOriginalName, judgeFile, sendStoredFile, STORED_NAME_RE } from '../../lib/files.js';
import type { Guarda } from '../../core/idempotencia.js';
import {
  findArquivoByNomeArmazenado,
  type AtendimentoRow,
  type MensagemRow,
} from './repository.js';
import { assertAberto, recordArquivoMensagem } from './service.js';
import type { FileUrlSigner } from '../../lib/file-urls.js';
import { semMetadados } from '../../lib/imagens.js';
import { judgeAudio, pareceAudio } from '../../lib/audio.js';
import { VOZ_MAX_SEGUNDOS } from '../../../common/constants.js';

const LINK_INVALID = 'Link de arquivo inválido ou expirado.';
export const IMAGEM_ILEGIVEL = 'Não foi possível ler esta imagem. Envie outra foto ou um PDF.';
const FIELD = 'arquivo';

/** A file as the request sent it: the multipart field `arquivo`. */
export interface UploadLido {
  filename: string;
  buffer: Buffer;
  /** the type the browser declared for the part: only tells whether it claims to be audio */
  tipo?: string;
  /** a voice message's length in seconds, as the recording device measured it (field `duracao`) */
  duracao?: number;
}

const DURACAO_INVALIDA = `A duração da mensagem de voz deve ser de 1 a ${VOZ_MAX_SEGUNDOS} segundos.`;

/** The `duracao` field sent before the file: whole seconds, at most the recording's limit. */
function lerDuracao(campo: unknown): number | undefined {
  if (campo === undefined) return undefined;
  const valor = (campo as { value?: unknown }).value;
  const n = typeof valor === 'string' && /^\d{1,4}(\.\d+)?$/.test(valor) ? Number(valor) : NaN;
  // a second over the limit: the timer stops the recorder a moment after it reads 2:00
  if (!(n > 0 && n <= VOZ_MAX_SEGUNDOS + 1)) throw badRequest(DURACAO_INVALIDA);
  return Math.max(1, Math.min(VOZ_MAX_SEGUNDOS, Math.round(n)));
}

/**
 * Reads the multipart field `arquivo` (at most 10 MiB: beyond, the multipart limit answers 413).
 * Read once: the route may need its bytes before the write (a repeated Idempotency-Key).
 */
export async function lerUpload(req: FastifyRequest): Promise<UploadLido> {
  if (!req.isMultipart()) {
    throw badRequest('Envie o arquivo como multipart/form-data, no campo "arquivo".');
  }
  const { part, buffer } = await readMultipart(async () => {
    const part = await req.file();
    if (!part) throw badRequest('Selecione um arquivo para enviar.');
    if (part.fieldname !== FIELD) throw badRequest('Envie o arquivo no campo "arquivo".');
    return { part, buffer: await part.toBuffer() };
  });
  if (buffer.length === 0) throw badRequest('O arquivo está vazio.');
  return {
    filename: part.filename,
    buffer,
    tipo: part.mimetype,
    duracao: lerDuracao(part.fields.duracao),
  };
}

/**
 * Judges the file `ler` reads, makes a photo's thumbnail, and adds the `arquivo` message with
 * both stored in its transaction; the request's Idempotency-Key, if any, is recorded with it.
 */
export async function receiveUpload(
  ctx: AppContext,
  user: AuthUser,
  atendimento: AtendimentoRow,
  ler: () => Promise<UploadLido>,
  guarda?: Guarda<MensagemRow>,
): Promise<MensagemRow> {
  // Refuse before reading a byte of the body when the atendimento is closed.
  assertAberto(atendimento);
  const { filename, buffer, tipo, duracao } = await ler();
  const nomeOriginal = cleanOriginalName(filename);
  // a voice message is judged as audio by its bytes (server/lib/audio.ts), never as a document
  const audio = pareceAudio(nomeOriginal, tipo);
  const kind = audio ? judgeAudio(buffer) : await judgeFile(buffer, nomeOriginal);
  // A photo is kept without its EXIF (GPS, camera, owner), like its thumbnail and the Ouvidoria's
  // evidence; one that cannot be read, and so not cleaned, is refused rather than kept as sent.
  const bytes = kind.contentType.startsWith('image/')
    ? await semMetadados(buffer, kind.ext).catch(() => {
        throw badRequest(IMAGEM_ILEGIVEL);
      })
    : buffer;
  const miniatura = kind.contentType.startsWith('image/') ? await fazerMiniatura(bytes) : null;
  // stored with the message, in its transaction (service.ts)
  return recordArquivoMensagem(
    ctx,
    user,
    atendimento,
    {
      nomeOriginal,
      bytes,
      ext: kind.ext,
      contentType: kind.contentType,
      ...(audio ? { voz: { duracao } } : {}),
    },
    miniatura ?? undefined,
    guarda,
  );
}

const MINIATURA_LARGURA = 320;

/**
 * A photo's thumbnail for the chat (docs/product/atendimentos.md, "Dados móveis"): at most 320 px
 * wide, turned upright, JPEG without metadata (sharp keeps none unless asked). An image sharp
 * cannot read gets none: the chat then shows the original.
 */
async function fazerMiniatura(buffer: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(buffer, { animated: false, limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MINIATURA_LARGURA, withoutEnlargement: true })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Serves stored files to whoever holds a valid signed url: no bearer header, since `<img>` and
 * plain links cannot send one. Unsigned, altered or expired: 403.
 */
export async function fileRoutes(fastify: FastifyInstance, opts: { signer: FileUrlSigner }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/api/arquivos/:nome',
    {
      schema: {
        params: z.object({ nome: z.string() }),
        querystring: z.object({ exp: z.unknown().optional(), sig: z.unknown().optional() }),
      },
      // A signed url names one file's bytes until it expires: the browser need not ask again
      // (docs/decisions/017-tela-ao-vivo-e-dados-moveis.md).
      onSend: async (_req, reply, payload) => {
        const cc = reply.getHeader('cache-control');
        if (reply.statusCode === 200 && typeof cc === 'string' && cc.startsWith('private')) {
          reply.header('Cache-Control', `${cc}, immutable`);
        }
        return payload;
      },
    },
    async (req, reply) => {
      const { nome } = req.params;
      const secondsLeft = opts.signer.verify(nome, req.query.exp, req.query.sig);
      if (secondsLeft === null || !STORED_NAME_RE.test(nome)) throw forbidden(LINK_INVALID);
      const row = await findArquivoByNomeArmazenado(db, nome);
      if (!row) throw notFound('Arquivo não encontrado.');
      return sendStoredFile(reply, db, nome, row, secondsLeft);
    },
  );
}
