/**
 * The gallery and the photo grids of the About and Activities pages: the page's content's
 * (common/conteudo-publico.ts) or, on a page the server did not fill, the build's own media,
 * which is also what the database holds until someone edits it (common/conteudo-inicial.ts).
 */
import {
  AGRICULTURA_INICIAL,
  GALERIA_INICIAL,
  PECUARIA_INICIAL,
  type ItemInicial,
} from '../../../common/conteudo-inicial';
import type { ItemDaGaleria } from '../../../common/schemas/conteudo';
import { useConteudoDoSite } from '../../content/conteudo-do-site';

function itemInicial(
  secao: ItemDaGaleria['secao'],
  grupo: ItemDaGaleria['grupo'],
  item: ItemInicial,
  i: number,
): ItemDaGaleria {
  const video = item.tipo === 'video';
  return {
    id: -(i + 1),
    secao,
    grupo,
    tipo: item.tipo,
    titulo: item.titulo,
    texto_alternativo: item.texto_alternativo,
    ordem: i + 1,
    visivel: true,
    imagem: video
      ? { tipo: 'estatica', nome: `${item.nome}-poster`, formato: 'video' }
      : { tipo: 'estatica', nome: item.nome, formato: 'photo' },
    video: video ? { mp4: `/media/${item.nome}.mp4`, webm: `/media/${item.nome}.webm` } : null,
    atualizado_em: '',
  };
}

/** The gallery as the build draws it (the rows migration 0050 writes first). */
export const GALERIA_DA_BUILD: ItemDaGaleria[] = [
  ...GALERIA_INICIAL.map((it, i) => itemInicial('sobre', null, it, i)),
  ...PECUARIA_INICIAL.map((it, i) => itemInicial('atividades', 'pecuaria', it, 100 + i)),
  ...AGRICULTURA_INICIAL.map((it, i) => itemInicial('atividades', 'agricultura', it, 200 + i)),
];

/** The visible items of one of the gallery's places, in their order. */
export function useGaleria(
  secao: ItemDaGaleria['secao'],
  grupo: ItemDaGaleria['grupo'] = null,
): ItemDaGaleria[] {
  const galeria = useConteudoDoSite().galeria ?? GALERIA_DA_BUILD;
  return galeria.filter((i) => i.secao === secao && (grupo === null || i.grupo === grupo));
}
