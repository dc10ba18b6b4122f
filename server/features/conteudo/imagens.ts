/**
 * A photo sent for the site (docs/product/conteudo.md): judged by its bytes, turned upright and
 * re-encoded by sharp into the sizes each screen asks for (`srcset`), AVIF and WebP, with no
 * metadata (sharp writes none unless asked: no EXIF, GPS, camera, software); the phone's file
 * name is never kept. A video must be an MP4 by its bytes, kept as sent, with a poster photo.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import type { ImagemDoSite } from '../../../common/schemas/conteudo.js';
import { arquivosDoSite } from '../../../common/paths.js';
import { badRequest } from '../../lib/errors.js';

/** What sharp reads at most (a 10 MiB file may decode to far more; this bounds the memory). */
const PIXELS_MAX = 50_000_000;
/** The widths the build makes for its own photos (scripts/media): the same for sent ones. */
export const LARGURAS = [400, 800, 1200, 1600] as const;

export const FOTO_INVALIDA =
  'Envie uma foto em JPG, PNG, WebP ou AVIF (o conteúdo do arquivo precisa ser uma imagem).';
export const VIDEO_INVALIDO = 'Envie o vídeo em MP4 (o conteúdo do arquivo precisa ser MP4).';
export const FOTO_ILEGIVEL = 'Não foi possível ler esta foto. Envie outra.';

/** One stored file of a picture or a video, before it is stored. */
export interface Variante {
  bytes: Buffer;
  ext: 'avif' | 'webp' | 'mp4';
  contentType: string;
  largura?: number;
}

/** A photo's sizes, the widest first; throws 400 when the bytes are not a photo sharp reads. */
export async function variantesDaFoto(buffer: Buffer): Promise<{
  variantes: Variante[];
  largura: number;
  altura: number;
}> {
  const tipo = await fileTypeFromBuffer(buffer);
  if (!tipo || !['jpg', 'png', 'webp', 'avif'].includes(tipo.ext)) {
    throw badRequest(FOTO_INVALIDA);
  }
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: PIXELS_MAX }).metadata();
  } catch {
    throw badRequest(FOTO_ILEGIVEL);
  }
  // upright dimensions: orientations 5–8 swap width and height
  const girada = (meta.orientation ?? 1) >= 5;
  const w = (girada ? meta.height : meta.width) ?? 0;
  const h = (girada ? meta.width : meta.height) ?? 0;
  if (!w || !h) throw badRequest(FOTO_ILEGIVEL);
  // every width up to the photo's own, and at least one (a small photo keeps its size)
  const larguras: number[] = LARGURAS.filter((l) => l <= w);
  if (larguras.length === 0) larguras.push(w);
  const variantes: Variante[] = [];
  try {
    for (const largura of [...larguras].reverse()) {
      const base = sharp(buffer, { limitInputPixels: PIXELS_MAX })
        .rotate()
        .resize({ width: largura, withoutEnlargement: true });
      variantes.push({
        bytes: await base.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
        ext: 'avif',
        contentType: 'image/avif',
        largura,
      });
      variantes.push({
        bytes: await base.clone().webp({ quality: 75 }).toBuffer(),
        ext: 'webp',
        contentType: 'image/webp',
        largura,
      });
    }
  } catch {
    throw badRequest(FOTO_ILEGIVEL);
  }
  const maior = larguras[larguras.length - 1]!;
  return { variantes, largura: maior, altura: Math.round((h * maior) / w) };
}

/** An MP4 by its bytes; anything else that claims to be a video is refused. */
export async function conferirVideo(buffer: Buffer): Promise<Variante> {
  const tipo = await fileTypeFromBuffer(buffer);
  if (!tipo || tipo.ext !== 'mp4') throw badRequest(VIDEO_INVALIDO);
  return { bytes: buffer, ext: 'mp4', contentType: 'video/mp4' };
}

/** The picture as the pages draw it, from its stored sizes' names (in `variantesDaFoto` order). */
export function imagemEnviada(
  guardadas: { nome: string; variante: Variante }[],
  largura: number,
  altura: number,
): ImagemDoSite {
  const de = (ext: string) =>
    guardadas
      .filter((g) => g.variante.ext === ext)
      .sort((a, b) => a.variante.largura! - b.variante.largura!);
  const webp = de('webp');
  const lista = (gs: typeof webp) =>
    gs.map((g) => `${arquivosDoSite.midia(g.nome)} ${g.variante.largura}w`).join(', ');
  const meio = webp[Math.min(1, webp.length - 1)]!;
  return {
    tipo: 'enviada',
    avif: lista(de('avif')),
    webp: lista(webp),
    src: arquivosDoSite.midia(meio.nome),
    grande: arquivosDoSite.midia(webp[webp.length - 1]!.nome),
    width: largura,
    height: altura,
  };
}
