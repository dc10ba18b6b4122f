import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import type { ItemDaGaleria } from '../../../../common/schemas/conteudo';
import { copiasDaImagem, imagemGrande } from '../imagens';

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
  photos: ItemDaGaleria[];
  index: number;
  onClose: () => void;
}) {
  const slides = photos.map((p) => {
    const copias = copiasDaImagem(p.imagem);
    const maior = copias[copias.length - 1];
    return {
      src: imagemGrande(p.imagem),
      alt: p.texto_alternativo,
      width: maior?.width,
      height: maior?.height,
      srcSet: copias,
    };
  });
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
