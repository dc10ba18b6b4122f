/** The about page's gallery: its pictures and videos, in the order the carousel shows them. */
export interface GalleryItem {
  /** unique (the old data repeated some ids; here each item has its own) */
  id: number;
  type: 'image' | 'video';
  src: string;
  name: string;
  /** what the picture shows, for people who cannot see it (the name is its caption) */
  alt: string;
}

export const GALLERY: GalleryItem[] = [
  {
    id: 1,
    type: 'image',
    src: 'galeria-rebanho',
    name: 'Rebanho Nelore no pasto',
    alt: 'Bois Nelore brancos pastando sob céu azul com nuvens',
  },
  {
    id: 2,
    type: 'image',
    src: 'galeria-soja',
    name: 'Lavoura de soja',
    alt: 'Fileiras de soja verde se estendendo até o horizonte',
  },
  {
    id: 3,
    type: 'video',
    src: 'video-milharal',
    name: 'Vento sobre o milharal',
    alt: 'Vídeo: pendões do milharal balançando ao vento enquanto um drone sobrevoa a lavoura',
  },
  {
    id: 4,
    type: 'image',
    src: 'galeria-cana',
    name: 'Canavial ao entardecer',
    alt: 'Cana-de-açúcar alta contra o céu dourado do fim de tarde',
  },
  {
    id: 5,
    type: 'image',
    src: 'galeria-milho',
    name: 'Milho em pendoamento',
    alt: 'Pés de milho com espigas e pendões em fileiras',
  },
  {
    id: 6,
    type: 'image',
    src: 'galeria-sorgo',
    name: 'Sorgo granífero',
    alt: 'Panículas avermelhadas de sorgo em lavoura extensa',
  },
  {
    id: 7,
    type: 'image',
    src: 'galeria-milheto',
    name: 'Milheto ao amanhecer',
    alt: 'Espigas douradas de milheto sob o céu rosado do amanhecer',
  },
  {
    id: 8,
    type: 'image',
    src: 'galeria-silos',
    name: 'Silos de armazenagem',
    alt: 'Quatro silos metálicos ao fim de uma estrada de terra vermelha',
  },
  {
    id: 9,
    type: 'video',
    src: 'video-rebanho',
    name: 'Rebanho ao pôr do sol',
    alt: 'Vídeo: rebanho Nelore caminhando no pasto com o sol se pondo',
  },
  {
    id: 10,
    type: 'image',
    src: 'galeria-sede',
    name: 'Sede da fazenda',
    alt: 'Casa-sede branca com telhado de barro e janelas azuis, entre árvores',
  },
  {
    id: 11,
    type: 'image',
    src: 'galeria-pivo',
    name: 'Pivô central de irrigação',
    alt: 'Pivô central irrigando lavoura de soja ao entardecer',
  },
  {
    id: 12,
    type: 'image',
    src: 'galeria-colheita',
    name: 'Preparo após a colheita',
    alt: 'Trator vermelho com implemento trabalhando na lavoura de milheto',
  },
  {
    id: 13,
    type: 'image',
    src: 'galeria-curral',
    name: 'Manejo no curral',
    alt: 'Lote de bois Nelore reunido no curral de cerca de madeira',
  },
  {
    id: 14,
    type: 'image',
    src: 'galeria-por-do-sol',
    name: 'Pôr do sol no cerrado',
    alt: 'Árvores do cerrado e gado recortados contra o céu alaranjado',
  },
  {
    id: 15,
    type: 'image',
    src: 'galeria-equipe',
    name: 'Equipe no campo',
    alt: 'Três colaboradores de chapéu na lavoura de soja, com um trator ao fundo',
  },
];
