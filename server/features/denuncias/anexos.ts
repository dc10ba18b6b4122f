/**
 * Evidence the reporter sends with protocol and key (docs/product/denuncias.md, "Evidence"): the
 * types and size of the support chat's files, checked by content. Images are re-encoded, so no
 * metadata survives (EXIF, GPS, camera, software); other documents are kept as sent, and the
 * screen warns that they may carry the author's name.
 */
import sharp from 'sharp';
import { isStatusFinal } from '../../../common/denuncias.js';
import {
  ACOMPANHAMENTO_MESSAGES,
  type Credenciais,
} from '../../../common/schemas/denuncias-acompanhamento.js';
import type { Db } from '../../db/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { cleanOriginalName, judgeFile, removeStoredFile, storeFile } from '../../lib/files.js';
import { abrirCaso } from './acompanhamento.js';
import { insertAnexo, insertHistorico } from './casos-repository.js';
import { horaDaDenuncia } from './service.js';

/**
 * The picture alone: turned upright by its orientation tag, then written again in its own
 * format. sharp writes no metadata unless asked to.
 */
export async function semMetadados(buffer: Buffer, ext: string): Promise<Buffer> {
  if (ext === 'gif') return sharp(buffer, { animated: true }).gif().toBuffer();
  const upright = sharp(buffer).rotate();
  return ext === 'png' ? upright.png().toBuffer() : upright.jpeg({ quality: 90 }).toBuffer();
}

export async function anexarEvidencia(
  db: Db,
  creds: Credenciais,
  file: { filename: string | undefined; buffer: Buffer },
): Promise<{ nome: string; tamanho: number }> {
  const caso = await abrirCaso(db, creds);
  if (isStatusFinal(caso.status)) throw conflict(ACOMPANHAMENTO_MESSAGES.encerrada);
  if (file.buffer.length === 0) throw badRequest('O arquivo está vazio.');
  const nome = cleanOriginalName(file.filename);
  const kind = await judgeFile(file.buffer, nome);
  const bytes = kind.contentType.startsWith('image/')
    ? await semMetadados(file.buffer, kind.ext)
    : file.buffer;
  const stored = await storeFile(db, bytes, kind.ext, kind.contentType);
  const em = horaDaDenuncia();
  try {
    await db.transaction().execute(async (trx) => {
      await insertAnexo(trx, {
        denunciaId: caso.id,
        autor: 'denunciante',
        nomeOriginal: nome,
        nomeArmazenado: stored,
        contentType: kind.contentType,
        tamanho: bytes.length,
        em,
      });
      await insertHistorico(trx, {
        denunciaId: caso.id,
        acao: 'Anexo do denunciante',
        autorNome: null,
        em,
      });
    });
  } catch (err) {
    await removeStoredFile(db, stored);
    throw err;
  }
  return { nome, tamanho: bytes.length };
}
