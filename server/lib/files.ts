/**
 * Uploaded files (docs/product/atendimentos.md, "Files"): allowed by name AND content, kept under
 * DATA_DIR/uploads with random names that never come from the user.
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
import { badRequest, notFound } from './errors.js';

export const UPLOADS_DIR = 'uploads';
export const TYPE_NOT_ALLOWED =
  'Tipo de arquivo não permitido. Envie imagens (jpg, jpeg, png, gif), pdf, doc, docx, xls ou xlsx.';
export const CONTENT_MISMATCH = 'O conteúdo do arquivo não corresponde à extensão informada.';

/** Stored names: 32 hex characters and one of our own extensions. Nothing else is ever read. */
export const STORED_NAME_RE = /^[a-f0-9]{32}\.(jpg|png|gif|pdf|doc|docx|xls|xlsx)$/;

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

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, UPLOADS_DIR);
}

/** Writes the bytes under a fresh random name and answers that name. */
export async function storeFile(dataDir: string, buffer: Buffer, ext: string): Promise<string> {
  const dir = uploadsDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  await fs.promises.writeFile(path.join(dir, name), buffer, { flag: 'wx', mode: 0o600 });
  return name;
}

export async function removeStoredFile(dataDir: string, name: string): Promise<void> {
  if (!STORED_NAME_RE.test(name)) return;
  await fs.promises.rm(path.join(uploadsDir(dataDir), name), { force: true });
}

/** Full path of a stored file; the name must be one of ours (no traversal possible). */
export function storedFilePath(dataDir: string, name: string): string | null {
  return STORED_NAME_RE.test(name) ? path.join(uploadsDir(dataDir), name) : null;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 original name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
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
  file: string,
  row: { nome_original: string; content_type: string },
  secondsLeft: number,
) {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat) throw notFound('Arquivo não encontrado.');
  const image = row.content_type.startsWith('image/') && isImagePreview(file);
  return reply
    .header('Content-Type', row.content_type)
    .header('Content-Length', stat.size)
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
    .send(fs.createReadStream(file));
}
