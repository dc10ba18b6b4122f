/**
 * What the site shows before anyone edits it in the portal: the About gallery and the Activities
 * photo grids, made of the build's own media (scripts/media). Migration 0050 writes them as the
 * first rows of `site_galeria`; from then on the rows are the source (docs/product/conteudo.md).
 */

/** One of the build's pictures or videos, by its name under /media. */
export interface ItemInicial {
  tipo: 'foto' | 'video';
  /** the media's name (scripts/media/build-media.mjs) */
  nome: string;
  titulo: string;
  texto_alternativo: string;
}

export const GALERIA_INICIAL: readonly ItemInicial[] = [
  {
    tipo: 'foto',
    nome: 'galeria-rebanho',
    titulo: 'Rebanho Nelore no pasto',
    texto_alternativo: 'Bois Nelore brancos pastando sob céu azul com nuvens',
  },
  {
    tipo: 'foto',
    nome: 'galeria-soja',
    titulo: 'Lavoura de soja',
    texto_alternativo: 'Fileiras de soja verde se estendendo até o horizonte',
  },
  {
    tipo: 'video',
    nome: 'video-milharal',
    titulo: 'Vento sobre o milharal',
    texto_alternativo:
      'Vídeo: pendões do milharal balançando ao vento enquanto um drone sobrevoa a lavoura',
  },
  {
    tipo: 'foto',
    nome: 'galeria-cana',
    titulo: 'Canavial ao entardecer',
    texto_alternativo: 'Cana-de-açúcar alta contra o céu dourado do fim de tarde',
  },
  {
    tipo: 'foto',
    nome: 'galeria-milho',
    titulo: 'Milho em pendoamento',
    texto_alternativo: 'Pés de milho com espigas e pendões em fileiras',
  },
  {
    tipo: 'foto',
    nome: 'galeria-sorgo',
    titulo: 'Sorgo granífero',
    texto_alternativo: 'Panículas avermelhadas de sorgo em lavoura extensa',
  },
  {
    tipo: 'foto',
    nome: 'galeria-milheto',
    titulo: 'Milheto ao amanhecer',
    texto_alternativo: 'Espigas douradas de milheto sob o céu rosado do amanhecer',
  },
  {
    tipo: 'foto',
    nome: 'galeria-silos',
    titulo: 'Silos de armazenagem',
    texto_alternativo: 'Quatro silos metálicos ao fim de uma estrada de terra vermelha',
  },
  {
    tipo: 'video',
    nome: 'video-rebanho',
    titulo: 'Rebanho ao pôr do sol',
    texto_alternativo: 'Vídeo: rebanho Nelore caminhando no pasto com o sol se pondo',
  },
  {
    tipo: 'foto',
    nome: 'galeria-sede',
    titulo: 'Sede da fazenda',
    texto_alternativo: 'Casa-sede branca com telhado de barro e janelas azuis, entre árvores',
  },
  {
    tipo: 'foto',
    nome: 'galeria-pivo',
    titulo: 'Pivô central de irrigação',
    texto_alternativo: 'Pivô central irrigando lavoura de soja ao entardecer',
  },
  {
    tipo: 'foto',
    nome: 'galeria-colheita',
    titulo: 'Preparo após a colheita',
    texto_alternativo: 'Trator vermelho com implemento trabalhando na lavoura de milheto',
  },
  {
    tipo: 'foto',
    nome: 'galeria-curral',
    titulo: 'Manejo no curral',
    texto_alternativo: 'Lote de bois Nelore reunido no curral de cerca de madeira',
  },
  {
    tipo: 'foto',
    nome: 'galeria-por-do-sol',
    titulo: 'Pôr do sol no cerrado',
    texto_alternativo: 'Árvores do cerrado e gado recortados contra o céu alaranjado',
  },
  {
    tipo: 'foto',
    nome: 'galeria-equipe',
    titulo: 'Equipe no campo',
    texto_alternativo: 'Três colaboradores de chapéu na lavoura de soja, com um trator ao fundo',
  },
];

const foto = (nome: string, texto_alternativo: string): ItemInicial => ({
  tipo: 'foto',
  nome,
  titulo: texto_alternativo,
  texto_alternativo,
});

export const PECUARIA_INICIAL: readonly ItemInicial[] = [
  foto('galeria-rebanho', 'Gado Nelore pastando em pasto verde'),
  foto('pecuaria-bezerros', 'Vacas e bezerros Nelore no pasto'),
  foto('galeria-curral', 'Lote de bois no curral de manejo'),
  foto('pecuaria-aguada', 'Bois bebendo água na represa da fazenda'),
  foto('secao-tradicao', 'Bois Nelore diante da sede da fazenda'),
  foto('galeria-por-do-sol', 'Rebanho no cerrado ao pôr do sol'),
];

export const AGRICULTURA_INICIAL: readonly ItemInicial[] = [
  foto('galeria-soja', 'Lavoura de soja em fileiras até o horizonte'),
  foto('galeria-milho', 'Milharal com pendões sob céu azul'),
  foto('galeria-cana', 'Canavial alto ao entardecer'),
  foto('galeria-colheita', 'Trator com implemento em lavoura de milheto'),
  foto('galeria-pivo', 'Pivô central irrigando a lavoura'),
  foto('galeria-silos', 'Silos metálicos de armazenagem de grãos'),
];
