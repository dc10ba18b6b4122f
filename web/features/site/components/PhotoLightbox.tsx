import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import catalog from '../../../lib/media-catalog.json';
import type { Photo } from '../content';
import { largeImage } from '../../../lib/media';

const LABELS = {
  Previous: 'Foto anterior',
  Next: 'Próxima foto',
  Close: 'Fechar',
  Lightbox: 'Visualizador de fotos',
  Carousel: 'carrossel',
  Slide: 'foto',
  'Photo gallery': 'Fotos ampliadas',
  '{index} of {total}': '{index} de {total}',
};

/** Full-screen viewer; loops at both ends (`finite: false`). Loaded on demand by PhotoGrid. */
export default function PhotoLightbox({
  photos,
  index,
  onClose,
}: {
  photos: Photo[];
  index: number;
  onClose: () => void;
}) {
  const f = catalog.formats.photo;
  const slides = photos.map((p) => ({
    src: largeImage(p.src),
    alt: p.alt,
    width: f.w,
    height: f.h,
    srcSet: f.widths.map((w) => ({
      src: `/media/${p.src}-${w}.webp`,
      width: w,
      height: Math.round((w * f.h) / f.w),
    })),
  }));
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      carousel={{ finite: false }}
      labels={LABELS}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
