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

/**
 * The spec's four states and one more: compliance asked the person for more before answering
 * (e.g. proof of who they are, for an access request); the deadline keeps running
 * (docs/decisions/056-confirmacao-das-solicitacoes.md).
 */
export const STATUS_DE_SOLICITACAO = [
  'recebida',
  'em_analise',
  'complemento_solicitado',
  'concluida',
  'recusada',
] as const;
export type StatusDeSolicitacao = (typeof STATUS_DE_SOLICITACAO)[number];

/**
 * A visitor's request before its e-mail is confirmed: kept apart (a state of its own, never in
 * the queue, never answered, its deadline not started) and never shown as one of the above.
 */
export const AGUARDANDO_CONFIRMACAO = 'aguardando_confirmacao';

/** How long the confirmation link sent to a visitor's address is valid. */
export const CONFIRMACAO_VALIDA_HORAS = 24;

export const ROTULOS_DOS_STATUS: Record<StatusDeSolicitacao, string> = {
  recebida: 'Recebida',
  em_analise: 'Em análise',
  complemento_solicitado: 'Complemento solicitado',
  concluida: 'Concluída',
  recusada: 'Recusada',
};

/** How the requester's identity was verified, as the queue shows it. */
export const VERIFICACOES = ['conta', 'email_confirmado', 'nao_verificada'] as const;
export type Verificacao = (typeof VERIFICACOES)[number];
export const ROTULOS_DAS_VERIFICACOES: Record<Verificacao, string> = {
  conta: 'Identidade: acesso ao portal com a própria conta',
  email_confirmado:
    'Identidade: e-mail confirmado pelo link (prova só o endereço, não quem é a pessoa)',
  nao_verificada: 'Identidade: não verificada (pedido anterior à confirmação por e-mail)',
};

/**
 * Whether a visitor's answer reached them: `enviada` (the e-mail left the server), `lida` (they
 * read it on /privacidade), `pendente` (queued), `falhou` (the sender gave up), `sem_email`
 * (no e-mail delivery configured). Only the first two count as answered.
 */
export const ENTREGAS = ['enviada', 'lida', 'pendente', 'falhou', 'sem_email'] as const;
export type Entrega = (typeof ENTREGAS)[number];

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
  status: 'Escolha a nova situação: em análise, complemento solicitado, concluída ou recusada.',
  complemento: 'Escreva o que falta para o titular completar o pedido.',
  obrigatoria: 'Escreva a resposta ao titular para concluir ou recusar a solicitação.',
  soAoEncerrar: 'A resposta é enviada ao concluir ou recusar a solicitação.',
  longa: 'A resposta deve ter no máximo 5.000 caracteres.',
  encerrada: 'Esta solicitação já foi concluída ou recusada e não pode mais ser alterada.',
  naoEncontrada: 'Solicitação não encontrada.',
  naoConfirmada:
    'Esta solicitação ainda não foi confirmada pelo e-mail do titular e não pode ser respondida.',
} as const;

/** The confirmation link and the public lookup (docs/product/privacidade.md). */
export const CONFIRMACAO_ERROS = {
  invalido:
    'Este link de confirmação não é válido. Confira se o endereço veio inteiro do e-mail, ou envie a solicitação de novo.',
  expirado: `Este link de confirmação expirou (vale ${CONFIRMACAO_VALIDA_HORAS} horas). Envie a solicitação de novo.`,
  usado: 'Este link de confirmação já foi usado: a solicitação já está confirmada.',
  semEmail:
    'Este portal não está configurado para enviar e-mails, e sem confirmar o seu e-mail não podemos receber a solicitação por aqui. Escreva ao encarregado, pelo e-mail indicado neste aviso.',
} as const;

export const CONSULTA_ERROS = {
  protocolo: 'Informe o protocolo recebido ao enviar a solicitação.',
  email: 'Informe o e-mail usado na solicitação.',
  naoEncontrada:
    'Não encontramos uma solicitação confirmada com este protocolo e este e-mail. Confira os dois e tente de novo.',
} as const;

/** The field a server message is about, if it is one of the form's messages above. */
export function solicitacaoCampoDoErro(error: string): SolicitacaoCampo | undefined {
  return SOLICITACAO_CAMPOS.find((campo) =>
    Object.values<string>(SOLICITACAO_ERROS[campo]).includes(error),
  );
}
