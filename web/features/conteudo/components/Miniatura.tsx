import type { ImagemDoSite } from '../../../../common/schemas/conteudo';
import { Picture } from '../../../components/ui/Picture';
import { imageSet, type ImageSet } from '../../../lib/media';

/** The `srcset`s of a site picture: the build's own (by name) or one sent in the portal. */
export function conjuntoDaImagem(imagem: ImagemDoSite): ImageSet {
  return imagem.tipo === 'estatica' ? imageSet(imagem.nome, imagem.formato) : imagem;
}

/**
 * A site picture small, as the editor lists it: the browser takes the smallest file that fills
 * it. Decorative (`alt=""`): its title and alternative text are written beside it.
 */
export function Miniatura({
  imagem,
  className,
  sizes = '120px',
}: {
  imagem: ImagemDoSite;
  className?: string;
  sizes?: string;
}) {
  return <Picture set={conjuntoDaImagem(imagem)} alt="" sizes={sizes} className={className} />;
}
