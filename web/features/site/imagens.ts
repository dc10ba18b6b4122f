/**
 * The pictures of the site's content (common/schemas/conteudo.ts `ImagemDoSite`): one of the
 * build's own, by its name under /media, or one sent in the portal, re-encoded into the same
 * widths by the server (docs/decisions/076-conteudo-do-site.md).
 */
import type { ImagemDoSite } from '../../../common/schemas/conteudo';
import catalog from '../../lib/media-catalog.json';
import { imageSet, largeImage, type ImageSet } from '../../lib/media';

export function conjuntoDaImagem(img: ImagemDoSite): ImageSet {
  if (img.tipo === 'estatica') return imageSet(img.nome, img.formato);
  return { avif: img.avif, webp: img.webp, src: img.src, width: img.width, height: img.height };
}

/** The largest copy, for the lightbox and for links that work without JavaScript. */
export function imagemGrande(img: ImagemDoSite): string {
  return img.tipo === 'estatica' ? largeImage(img.nome, img.formato) : img.grande;
}

/** The copies the lightbox chooses from, by width. */
export function copiasDaImagem(
  img: ImagemDoSite,
): { src: string; width: number; height: number }[] {
  if (img.tipo === 'enviada') {
    return img.webp.split(', ').map((e) => {
      const [src = '', w = ''] = e.split(' ');
      const width = Number.parseInt(w, 10);
      return { src, width, height: Math.round((width * img.height) / img.width) };
    });
  }
  const f = catalog.formats[img.formato];
  return f.widths.map((w) => ({
    src: `/media/${img.nome}-${w}.webp`,
    width: w,
    height: Math.round((w * f.h) / f.w),
  }));
}
