/**
 * The groups of "Meus dados" (docs/product/privacidade.md) and their names on screen, without
 * zod, for the screens (docs/decisions/070-orcamento-de-script-por-tela.md);
 * common/schemas/dados-pessoais.ts says what each holds, and fails to compile when a group has
 * no name here.
 */
export type GrupoDeDados =
  | 'conta'
  | 'aparelhos'
  | 'avisos'
  | 'atendimentos'
  | 'auditoria'
  | 'comunicados'
  | 'solicitacoes'
  | 'treinamentos'
  | 'conduta';

/** What a person would call each group, in the order the screen shows them. */
export const ROTULOS_DOS_GRUPOS: Record<GrupoDeDados, string> = {
  conta: 'Sua conta',
  aparelhos: 'Aparelhos conectados',
  avisos: 'Notificações e avisos',
  atendimentos: 'Atendimentos do suporte',
  auditoria: 'Ações registradas na auditoria',
  comunicados: 'Comunicados recebidos',
  solicitacoes: 'Solicitações sobre seus dados',
  treinamentos: 'Treinamentos',
  conduta: 'Código de Conduta',
};

/** Said on the screen and in the file: why no Ouvidoria report is part of them. */
export const AVISO_OUVIDORIA =
  'Os relatos feitos à Ouvidoria não fazem parte destes dados: um relato anônimo não é ligado a ' +
  'ninguém, e um relato identificado guarda o nome digitado no formulário, não a sua conta. ' +
  'Para acompanhar um relato, use o protocolo e a chave recebidos ao enviá-lo.';
