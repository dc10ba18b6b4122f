import { lazy, Suspense, useState, type MouseEvent } from 'react';
import type { ItemDaGaleria } from '../../../../common/schemas/conteudo';
import { conjuntoDaImagem, imagemGrande } from '../imagens';
import { Picture } from '../../../components/ui/Picture';

// The lightbox is fetched the first time a visitor reaches for a photo, not with the page.
const loadLightbox = () => import('./PhotoLightbox');
const PhotoLightbox = lazy(loadLightbox);

/**
 * A grid of photos; a click opens them full screen in a lightbox (close, previous, next,
 * wrapping at both ends, Escape and arrow keys). Without JavaScript each photo is a plain link
 * to its large version.
 */
export function PhotoGrid({ photos, label }: { photos: ItemDaGaleria[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const onOpen = (e: MouseEvent, i: number) => {
    e.preventDefault();
    setOpen(i);
  };
  return (
    <>
      <ul className="photo-grid" aria-label={label}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <a
              href={imagemGrande(p.imagem)}
              className="photo-grid__link"
              onClick={(e) => onOpen(e, i)}
              onPointerEnter={loadLightbox}
              onFocus={loadLightbox}
              aria-label={`Ampliar foto: ${p.texto_alternativo}`}
            >
              <Picture
                set={conjuntoDaImagem(p.imagem)}
                alt=""
                sizes="(max-width: 599px) 46vw, (max-width: 1023px) 31vw, 370px"
              />
            </a>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
