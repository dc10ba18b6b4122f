/** Texts and picture choices of the public pages (the company's facts live in content/site.json). */

export interface Highlight {
  title: string;
  text: string;
  icon: 'cattle' | 'sprout' | 'chart' | 'leaf' | 'team' | 'medal';
}

export const HIGHLIGHTS: Highlight[] = [
  {
    title: 'Pecuária',
    text: 'Recria e engorda de gado Nelore a pasto, com genética selecionada e bem-estar animal.',
    icon: 'cattle',
  },
  {
    title: 'Agricultura',
    text: 'Soja, cana-de-açúcar, sorgo, milho e milheto em rotação, safra após safra.',
    icon: 'sprout',
  },
  {
    title: 'Gestão Eficiente',
    text: 'Indicadores acompanhados de perto, do custo por arroba à produtividade por hectare.',
    icon: 'chart',
  },
  {
    title: 'Sustentabilidade',
    text: 'Plantio direto, uso racional da água e preservação das matas e nascentes.',
    icon: 'leaf',
  },
  {
    title: 'Equipe Qualificada',
    text: 'Profissionais do campo e da gestão em formação contínua, muitos há mais de uma geração.',
    icon: 'team',
  },
  {
    title: 'Qualidade Garantida',
    text: 'Rastreabilidade, protocolos sanitários e controle de qualidade em cada lote entregue.',
    icon: 'medal',
  },
];

export const VALUES = [
  { title: 'União', text: 'Família e equipe trabalham lado a lado, com respeito e colaboração.' },
  {
    title: 'Honestidade',
    text: 'Transparência nas relações com clientes, parceiros e colaboradores.',
  },
  { title: 'Confiança', text: 'Compromissos cumpridos, do contrato assinado ao lote entregue.' },
  { title: 'Legado', text: 'Cuidar da terra hoje para que as próximas gerações colham amanhã.' },
];

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

export interface Photo {
  src: string;
  alt: string;
}

export const PECUARIA_FEATURES = [
  {
    title: 'Saúde Animal',
    text: 'Calendário de vacinação, acompanhamento veterinário e vermifugação estratégica.',
  },
  {
    title: 'Nutrição Balanceada',
    text: 'Pastagens bem manejadas, suplementação mineral e dieta ajustada a cada fase.',
  },
  {
    title: 'Sanitização Rigorosa',
    text: 'Limpeza de cochos, bebedouros e instalações, com controle de entrada no rebanho.',
  },
  {
    title: 'Manejo Humanizado',
    text: 'Manejo calmo, sem agressões, em instalações pensadas para o bem-estar do animal.',
  },
];

export const PECUARIA_PHOTOS: Photo[] = [
  { src: 'galeria-rebanho', alt: 'Gado Nelore pastando em pasto verde' },
  { src: 'pecuaria-bezerros', alt: 'Vacas e bezerros Nelore no pasto' },
  { src: 'galeria-curral', alt: 'Lote de bois no curral de manejo' },
  { src: 'pecuaria-aguada', alt: 'Bois bebendo água na represa da fazenda' },
  { src: 'secao-tradicao', alt: 'Bois Nelore diante da sede da fazenda' },
  { src: 'galeria-por-do-sol', alt: 'Rebanho no cerrado ao pôr do sol' },
];

export const CROPS = [
  {
    title: 'Soja',
    image: 'galeria-soja',
    text: 'Principal cultura de verão, plantada sobre a palhada em sistema de plantio direto.',
  },
  {
    title: 'Cana-de-açúcar',
    image: 'galeria-cana',
    text: 'Canaviais renovados em ciclos planejados, destinados às usinas da região.',
  },
  {
    title: 'Sorgo',
    image: 'galeria-sorgo',
    text: 'Resistente à seca, vai para a ração do rebanho e para o mercado de grãos.',
  },
  {
    title: 'Milho',
    image: 'galeria-milho',
    text: 'Cultivado na safra e na safrinha, para grão e para silagem do confinamento.',
  },
  {
    title: 'Milheto',
    image: 'galeria-milheto',
    text: 'Cobertura do solo entre safras e forragem de qualidade para o gado.',
  },
];

export const AGRICULTURA_PHOTOS: Photo[] = [
  { src: 'galeria-soja', alt: 'Lavoura de soja em fileiras até o horizonte' },
  { src: 'galeria-milho', alt: 'Milharal com pendões sob céu azul' },
  { src: 'galeria-cana', alt: 'Canavial alto ao entardecer' },
  { src: 'galeria-colheita', alt: 'Trator com implemento em lavoura de milheto' },
  { src: 'galeria-pivo', alt: 'Pivô central irrigando a lavoura' },
  { src: 'galeria-silos', alt: 'Silos metálicos de armazenagem de grãos' },
];

export const PRACTICES = [
  { title: 'Plantio direto', text: 'A palha da safra anterior protege o solo e guarda umidade.' },
  {
    title: 'Rotação de culturas',
    text: 'Soja, milho, sorgo e milheto se alternam e renovam o solo.',
  },
  {
    title: 'Manejo integrado de pragas',
    text: 'Monitoramento e controle biológico antes de qualquer defensivo.',
  },
  {
    title: 'Uso racional da água',
    text: 'Irrigação por pivô com lâmina medida e represas cuidadas.',
  },
  {
    title: 'Preservação de áreas verdes',
    text: 'Reserva legal e matas ciliares protegidas ao longo dos córregos.',
  },
  {
    title: 'Tratamento de resíduos',
    text: 'Embalagens devolvidas, esterco compostado e coleta seletiva.',
  },
];
