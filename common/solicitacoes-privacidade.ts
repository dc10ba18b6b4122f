/**
 * Privacy requests (LGPD art. 18; docs/product/privacidade.md, "Solicitações"): the kinds, the
 * states, their names on screen and every message the server gives for a bad field. Without zod,
 * so the public form on /privacidade stays light (as common/schemas/contato-options.ts).
 */

/** Answered within 15 days (LGPD art. 19, II). */
export const PRAZO_SOLICITACAO_DIAS = 15;

export const TIPOS_DE_SOLICITACAO = [
  'confirmacao_acesso',
  'correcao',
  'anonimizacao',
  'eliminacao',
  'portabilidade',
  'compartilhamento',
  'revogacao_consentimento',
  'outro',
] as const;
export type TipoDeSolicitacao = (typeof TIPOS_DE_SOLICITACAO)[number];

export const ROTULOS_DOS_TIPOS: Record<TipoDeSolicitacao, string> = {
  confirmacao_acesso: 'Confirmar se tratamos meus dados e ter acesso a eles',
  correcao: 'Corrigir dados incompletos, inexatos ou desatualizados',
  anonimizacao: 'Anonimizar, bloquear ou eliminar dados desnecessários',
  eliminacao: 'Eliminar dados tratados com meu consentimento',
  portabilidade: 'Portabilidade dos meus dados',
  compartilhamento: 'Saber com quem meus dados são compartilhados',
  revogacao_consentimento: 'Revogar meu consentimento',
  outro: 'Outro pedido sobre meus dados',
};

export const STATUS_DE_SOLICITACAO = ['recebida', 'em_analise', 'concluida', 'recusada'] as const;
export type StatusDeSolicitacao = (typeof STATUS_DE_SOLICITACAO)[number];

export const ROTULOS_DOS_STATUS: Record<StatusDeSolicitacao, string> = {
  recebida: 'Recebida',
  em_analise: 'Em análise',
  concluida: 'Concluída',
  recusada: 'Recusada',
};

/** The states that end a request: its answer is final and it cannot change again. */
export const STATUS_FINAIS: readonly StatusDeSolicitacao[] = ['concluida', 'recusada'];

export const SOLICITACAO_MAX = { nome: 120, email: 200, texto: 5000, resposta: 5000 } as const;

/** The public form's fields, as `POST /api/privacidade/solicitacoes` names them. */
export const SOLICITACAO_CAMPOS = ['nome', 'email', 'tipo', 'texto'] as const;
export type SolicitacaoCampo = (typeof SOLICITACAO_CAMPOS)[number];

export const SOLICITACAO_ERROS = {
  nome: {
    invalido: 'Informe seu nome.',
    longo: `O nome deve ter no máximo ${SOLICITACAO_MAX.nome} caracteres.`,
  },
  email: {
    vazio: 'Informe seu e-mail.',
    invalido: 'Informe um e-mail válido.',
    longo: `O e-mail deve ter no máximo ${SOLICITACAO_MAX.email} caracteres.`,
  },
  tipo: { invalido: 'Escolha o tipo de solicitação.' },
  texto: {
    invalido: 'Descreva sua solicitação.',
    longo: 'A solicitação deve ter no máximo 5.000 caracteres.',
  },
} as const satisfies Record<SolicitacaoCampo, { invalido: string } & Record<string, string>>;

export const RESPOSTA_ERROS = {
  status: 'Escolha a nova situação: em análise, concluída ou recusada.',
  obrigatoria: 'Escreva a resposta ao titular para concluir ou recusar a solicitação.',
  soAoEncerrar: 'A resposta é enviada ao concluir ou recusar a solicitação.',
  longa: 'A resposta deve ter no máximo 5.000 caracteres.',
  encerrada: 'Esta solicitação já foi concluída ou recusada e não pode mais ser alterada.',
  naoEncontrada: 'Solicitação não encontrada.',
} as const;

/** The field a server message is about, if it is one of the form's messages above. */
export function solicitacaoCampoDoErro(error: string): SolicitacaoCampo | undefined {
  return SOLICITACAO_CAMPOS.find((campo) =>
    Object.values<string>(SOLICITACAO_ERROS[campo]).includes(error),
  );
}
