/**
 * Trainings' vocabulary (docs/product/treinamentos.md): themes, modes and each person's
 * situation, with their names on screen. Without zod, for the screens
 * (docs/decisions/070-orcamento-de-script-por-tela.md); common/schemas/treinamentos.ts validates.
 */
export const TEMAS_DE_TREINAMENTO = [
  'assedio',
  'conduta_etica',
  'seguranca_do_trabalho',
  'saude_mental',
  'diversidade_inclusao',
  'protecao_de_dados',
  'outro',
] as const;
export type TemaDeTreinamento = (typeof TEMAS_DE_TREINAMENTO)[number];

export const ROTULOS_DOS_TEMAS: Record<TemaDeTreinamento, string> = {
  assedio: 'Prevenção e combate ao assédio',
  conduta_etica: 'Código de Conduta e ética',
  seguranca_do_trabalho: 'Segurança do trabalho',
  saude_mental: 'Saúde mental',
  diversidade_inclusao: 'Diversidade e inclusão',
  protecao_de_dados: 'Proteção de dados (LGPD)',
  outro: 'Outro',
};

export const MODALIDADES = ['presencial', 'online', 'hibrida'] as const;
export type Modalidade = (typeof MODALIDADES)[number];
export const ROTULOS_DAS_MODALIDADES: Record<Modalidade, string> = {
  presencial: 'Presencial',
  online: 'Online (ao vivo)',
  hibrida: 'Híbrida',
};

/** The harassment-prevention training is due this many months after the last one. */
export const MESES_ENTRE_TREINAMENTOS = 12;
/** "A vencer": due within this many days. */
export const DIAS_DO_AVISO = 30;

export const SITUACOES = ['em_dia', 'a_vencer', 'vencido', 'nunca'] as const;
export type SituacaoDeTreinamento = (typeof SITUACOES)[number];
export const ROTULOS_DAS_SITUACOES: Record<SituacaoDeTreinamento, string> = {
  em_dia: 'Em dia',
  a_vencer: 'A vencer',
  vencido: 'Vencido',
  nunca: 'Nunca fez',
};
