import { GRUPOS_DE_ATIVIDADES } from '../../../common/conteudo';
import type { ItemDaGaleria } from '../../../common/schemas/conteudo';

/** One of the site's three picture lists: the About gallery or an Activities grid. */
export interface Grade {
  chave: 'sobre' | (typeof GRUPOS_DE_ATIVIDADES)[number];
  secao: ItemDaGaleria['secao'];
  grupo: ItemDaGaleria['grupo'];
  nome: string;
  pagina: string;
  /** the About gallery takes videos too; the Activities grids, photos only */
  videos: boolean;
}

const ROTULO_DO_GRUPO: Record<(typeof GRUPOS_DE_ATIVIDADES)[number], string> = {
  pecuaria: 'Pecuária',
  agricultura: 'Agricultura',
};

export const GRADES: Grade[] = [
  {
    chave: 'sobre',
    secao: 'sobre',
    grupo: null,
    nome: 'Sobre Nós',
    pagina: 'Galeria da página Sobre Nós',
    videos: true,
  },
  ...GRUPOS_DE_ATIVIDADES.map((g) => ({
    chave: g,
    secao: 'atividades' as const,
    grupo: g,
    nome: ROTULO_DO_GRUPO[g],
    pagina: `Página Atividades, fotos de ${ROTULO_DO_GRUPO[g].toLowerCase()}`,
    videos: false,
  })),
];
