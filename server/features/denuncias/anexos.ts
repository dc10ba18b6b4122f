/**
 * Evidence the reporter sends with protocol and key (docs/product/denuncias.md, "Evidence"): the
 * types and size of the support chat's files, checked by content, within a quota per case. Images are re-encoded, so no
 * metadata survives (EXIF, GPS, camera, software); other documents are kept as sent, and the
 * screen warns that they may carry the author's name.
 */
import { isStatusFinal } from '../../../common/denuncias.js';
import {
  ACOMPANHAMENTO_MESSAGES,
  type Credenciais,
} from '../../../common/schemas/denuncias-acompanhamento.js';
import type { Db } from '../../db/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { cleanOriginalName, judgeFile } from '../../lib/files.js';
import { semMetadados } from '../../lib/imagens.js';
import { pareceAudio } from '../../lib/audio.js';

export const OUVIDORIA_SEM_AUDIO =
  'A Ouvidoria não aceita áudio: a voz pode identificar quem relata. Descreva o que aconteceu por escrito.';
import { abrirCaso, type Origem } from './acompanhamento.js';
import { gravarEvidencia } from './anonimo.js';

export async function anexarEvidencia(
  db: Db,
  creds: Credenciais,
  origem: Origem,
  file: { filename: string | undefined; buffer: Buffer; tipo?: string },
): Promise<{ nome: string; tamanho: number }> {
  const caso = await abrirCaso(db, creds, origem);
  if (isStatusFinal(caso.status)) throw conflict(ACOMPANHAMENTO_MESSAGES.encerrada);
  if (file.buffer.length === 0) throw badRequest('O arquivo está vazio.');
  // a voice can name the person who reports: the Ouvidoria takes no audio (and says why)
  if (pareceAudio(cleanOriginalName(file.filename), file.tipo))
    throw badRequest(OUVIDORIA_SEM_AUDIO);
  // the name only tells the kind; it is never kept (staff see "anexo-1.jpg")
  const kind = await judgeFile(file.buffer, cleanOriginalName(file.filename));
  const bytes = kind.contentType.startsWith('image/')
    ? await semMetadados(file.buffer, kind.ext)
    : file.buffer;
  return gravarEvidencia(db, caso.id, { bytes, ext: kind.ext, contentType: kind.contentType });
}
