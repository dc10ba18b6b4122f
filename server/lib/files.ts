/**
 * Uploaded files (docs/product/atendimentos.md, "Files"): allowed by name AND content, kept in
 * the database (`arquivos_armazenados`, docs/decisions/020-arquivos-no-banco.md) under random
 * names that never come from the user, so every instance serves every file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_EXTENSIONS } from '../../common/constants.js';
import {
  extensionOf,
  isImagePreview,
  stripBidiControls,
} from '../../common/schemas/atendimentos.js';
import type { FastifyReply } from 'fastify';
import parseRange from 'range-parser';
import { now, type Db } from '../db/index.js';
import { badRequest, notFound } from './errors.js';

const UPLOADS_DIR = 'uploads';
const TYPE_NOT_ALLOWED =
  'Tipo de arquivo não permitido. Envie imagens (jpg, jpeg, png, gif), pdf, doc, docx, xls ou xlsx.';
const CONTENT_MISMATCH = 'O conteúdo do arquivo não corresponde à extensão informada.';

/** Stored names: 32 hex characters and one of our own extensions. Nothing else is ever read. */
export const STORED_NAME_RE =
  /^[a-f0-9]{32}\.(jpg|png|gif|pdf|doc|docx|xls|xlsx|webp|avif|mp4|webm|ogg|m4a)$/;

interface Accepted {
  ext: string;
  contentType: string;
}

const OLE_STREAMS = {
  doc: ['WordDocument'],
  xls: ['Workbook', 'Book'],
} as const;

/** Old Office files are CFB containers, as are installers; look for the format's main stream. */
function hasOleStream(buffer: Buffer, names: readonly string[]): boolean {
  return names.some((n) => buffer.includes(Buffer.from(n, 'utf16le')));
}

/**
 * What the file really is, judged by its content (magic bytes) as well as its name. Images may
 * carry any image extension (a png named .jpg is still an image); every other kind must match.
 */
export async function judgeFile(buffer: Buffer, originalName: string): Promise<Accepted> {
  const ext = extensionOf(originalName);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) throw badRequest(TYPE_NOT_ALLOWED);
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected) throw badRequest(CONTENT_MISMATCH);
  const isImageName = ['jpg', 'jpeg', 'png', 'gif'].includes(ext);
  if (isImageName) {
    if (!['jpg', 'png', 'gif'].includes(detected.ext)) throw badRequest(CONTENT_MISMATCH);
    return { ext: detected.ext, contentType: detected.mime };
  }
  switch (ext) {
    case 'pdf':
      if (detected.ext === 'pdf') return { ext, contentType: 'application/pdf' };
      break;
    case 'doc':
      if (detected.ext === 'cfb' && hasOleStream(buffer, OLE_STREAMS.doc)) {
        return { ext, contentType: 'application/msword' };
      }
      break;
    case 'xls':
      if (detected.ext === 'cfb' && hasOleStream(buffer, OLE_STREAMS.xls)) {
        return { ext, contentType: 'application/vnd.ms-excel' };
      }
      break;
    case 'docx':
    case 'xlsx':
      if (detected.ext === ext) return { ext, contentType: detected.mime };
      break;
  }
  throw badRequest(CONTENT_MISMATCH);
}

/**
 * The name as the user gave it, fit to show and to put in a header: no path, no control
 * characters (bidirectional ones included), at most 150 characters (the extension kept).
 */
export function cleanOriginalName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // Bidirectional controls could make the name show another extension than its real one.
  // eslint-disable-next-line no-control-regex
  let name = stripBidiControls(base.replace(/[\u0000-\u001f\u007f"]/g, '')).trim();
  if (!name || name.startsWith('.')) name = `arquivo${name}`;
  const chars = [...name];
  if (chars.length > 150) {
    const ext = extensionOf(name);
    name = chars.slice(0, 140).join('') + (ext ? `.${ext}` : '');
  }
  return name;
}

/** Where files were kept on disk before they moved into the database (imported at start). */
function uploadsDir(dataDir: string): string {
  return path.join(dataDir, UPLOADS_DIR);
}

/**
 * Stores the bytes under a fresh random name and answers that name. `criadoEm`: the time to keep
 * instead of now (the Ouvidoria's reporter's evidence keeps the hour only).
 */
export async function storeFile(
  db: Db,
  buffer: Buffer,
  ext: string,
  contentType: string,
  opts: { criadoEm?: string } = {},
): Promise<string> {
  const nome = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  await db
    .insertInto('arquivos_armazenados')
    .values({
      nome,
      content_type: contentType,
      tamanho: buffer.length,
      conteudo: buffer,
      criado_em: opts.criadoEm ?? now(),
    })
    .execute();
  return nome;
}

export async function removeStoredFile(db: Db, name: string): Promise<void> {
  if (!STORED_NAME_RE.test(name)) return;
  await db.deleteFrom('arquivos_armazenados').where('nome', '=', name).execute();
}

/** The bytes of a stored file; null for a name that is not one of ours or not stored. */
export async function readStoredFile(db: Db, name: string): Promise<Buffer | null> {
  if (!STORED_NAME_RE.test(name)) return null;
  const row = await db
    .selectFrom('arquivos_armazenados')
    .select('conteudo')
    .where('nome', '=', name)
    .executeTakeFirst();
  return row ? Buffer.from(row.conteudo) : null;
}

/**
 * Moves the files an older version kept under DATA_DIR/uploads into the database: each file a
 * row refers to (a chat file, a case's evidence) is stored with that row's content type, then its
 * disk copy removed; a file nothing refers to is left where it is. Safe to run again, and by
 * several instances at once (an existing name is kept).
 */
export async function importFilesFromDisk(db: Db, dataDir: string): Promise<number> {
  const dir = uploadsDir(dataDir);
  let nomes: string[];
  try {
    nomes = (await fs.promises.readdir(dir)).filter((n) => STORED_NAME_RE.test(n));
  } catch {
    return 0;
  }
  let importados = 0;
  for (const nome of nomes) {
    const ref =
      (await db
        .selectFrom('arquivos')
        .select('content_type')
        .where('nome_armazenado', '=', nome)
        .executeTakeFirst()) ??
      (await db
        .selectFrom('denuncia_anexos')
        .select('content_type')
        .where('nome_armazenado', '=', nome)
        .executeTakeFirst());
    if (!ref) continue;
    const bytes = await fs.promises.readFile(path.join(dir, nome));
    await db
      .insertInto('arquivos_armazenados')
      .values({
        nome,
        content_type: ref.content_type,
        tamanho: bytes.length,
        conteudo: bytes,
        criado_em: now(),
      })
      .onConflict((oc) => oc.column('nome').doNothing())
      .execute();
    await fs.promises.rm(path.join(dir, nome), { force: true });
    importados++;
  }
  return importados;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 original name (RFC 6266). */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]|[\\"%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Answers a stored file to whoever holds a valid signed url: images inline, anything else as an
 * attachment, never sniffed, under a policy that runs nothing, cached privately until the url
 * expires.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  db: Db,
  name: string,
  row: { nome_original: string; content_type: string },
  secondsLeft: number,
) {
  const bytes = await readStoredFile(db, name);
  if (!bytes) throw notFound('Arquivo não encontrado.');
  const image = row.content_type.startsWith('image/') && isImagePreview(name);
  const parte = trechoPedido(reply.request.headers, bytes.length);
  if (parte === 'fora') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${bytes.length}`)
      .send({ error: 'Trecho do arquivo fora do seu tamanho.' });
  }
  const corpo = parte ? bytes.subarray(parte.start, parte.end + 1) : bytes;
  if (parte) {
    void reply
      .status(206)
      .header('Content-Range', `bytes ${parte.start}-${parte.end}/${bytes.length}`);
  }
  return reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', row.content_type)
    .header('Content-Length', corpo.length)
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Disposition',
      contentDisposition(image ? 'inline' : 'attachment', row.nome_original),
    )
    .header('Cache-Control', `private, max-age=${secondsLeft}`)
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    )
    .send(corpo);
}

/**
 * The one byte range a request asks for (`Range: bytes=…`, as Safari's player asks for a voice
 * message's bytes before it plays them), read by range-parser: null for the whole file (no Range,
 * several ranges, an `If-Range` we cannot judge, or a header that is not bytes), 'fora' when the
 * range lies past the end.
 */
function trechoPedido(
  headers: { range?: string; 'if-range'?: string },
  tamanho: number,
): { start: number; end: number } | 'fora' | null {
  if (!headers.range || headers['if-range']) return null;
  const trechos = parseRange(tamanho, headers.range, { combine: true });
  if (trechos === -1) return 'fora';
  if (trechos === -2 || trechos.type !== 'bytes' || trechos.length !== 1) return null;
  return trechos[0]!;
}
