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
