/**
 * The privacy requests' API (docs/product/privacidade.md, "Solicitações"): bodies and answers.
 * The texts and choices are in common/solicitacoes-privacidade.ts.
 */
import { z } from 'zod';
import { CONTATO_EMAIL_RE } from './contato-options.js';
import {
  CONSULTA_ERROS as C,
  ENTREGAS,
  RESPOSTA_ERROS as R,
  SOLICITACAO_ERROS as E,
  SOLICITACAO_MAX,
  STATUS_DE_SOLICITACAO,
  TIPOS_DE_SOLICITACAO,
  VERIFICACOES,
} from '../solicitacoes-privacidade.js';

const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const tipo = z.enum(TIPOS_DE_SOLICITACAO, { error: E.tipo.invalido });
const texto = text(E.texto.invalido, SOLICITACAO_MAX.texto, E.texto.longo);

/** `POST /api/me/solicitacoes` */
export const novaSolicitacao = z.object({ tipo, texto }, { error: 'Dados inválidos.' });

/** `POST /api/privacidade/solicitacoes`: a visitor, without an account */
export const novaSolicitacaoPublica = z.object(
  {
    nome: text(E.nome.invalido, SOLICITACAO_MAX.nome, E.nome.longo),
    // the contact form's rule for an address (common/schemas/contato-options.ts)
    email: text(E.email.vazio, SOLICITACAO_MAX.email, E.email.longo).pipe(
      z.email({ pattern: CONTATO_EMAIL_RE, error: E.email.invalido }),
    ),
    tipo,
    texto,
  },
  { error: 'Dados inválidos.' },
);

export const solicitacaoCriada = z.object({ id: z.number().int(), prazo: z.string() });
export const protocoloCriado = z.object({ protocolo: z.string() });

/** One's own request, as Meus dados shows it. */
export const minhaSolicitacao = z.object({
  id: z.number().int(),
  tipo: z.string(),
  texto: z.string(),
  status: z.enum(STATUS_DE_SOLICITACAO),
  criado_em: z.string(),
  prazo: z.string(),
  /** what compliance asked the person to add, while `complemento_solicitado` (and after) */
  complemento: z.string().nullable(),
  resposta: z.string().nullable(),
  respondida_em: z.string().nullable(),
});
export type MinhaSolicitacao = z.infer<typeof minhaSolicitacao>;

/** A request in compliance's queue: of an account (`usuario`) or of a visitor (`visitante`). */
export const solicitacaoNaFila = minhaSolicitacao.extend({
  origem: z.enum(['conta', 'visitante']),
  /** a visitor's protocol */
  protocolo: z.string().nullable(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  login: z.string().nullable(),
  /** how the requester's identity was verified */
  verificacao: z.enum(VERIFICACOES),
  /** a visitor's answer: whether it reached them (null for an account's, or while open) */
  entrega: z.enum(ENTREGAS).nullable(),
  /** the duty is met: ended, and the answer reached the person (read in Meus dados, sent, read) */
  atendida: z.boolean(),
  /** not met after its deadline */
  atrasada: z.boolean(),
});
export type SolicitacaoNaFila = z.infer<typeof solicitacaoNaFila>;

/** `PATCH /api/admin/solicitacoes/{id}` */
export const atualizarSolicitacao = z.object(
  {
    status: z.enum(['em_analise', 'complemento_solicitado', 'concluida', 'recusada'], {
      error: R.status,
    }),
    /** the answer when ending it; what is missing when asking for a complement */
    resposta: z
      .string({ error: R.obrigatoria })
      .trim()
      .max(SOLICITACAO_MAX.resposta, R.longa)
      .optional(),
  },
  { error: 'Dados inválidos.' },
);
export type AtualizarSolicitacao = z.infer<typeof atualizarSolicitacao>;

/** `POST /api/privacidade/solicitacoes/confirmar`: the token of the link sent to the address */
export const confirmarSolicitacao = z.object(
  { token: z.string({ error: 'Dados inválidos.' }).min(1, 'Dados inválidos.').max(200) },
  { error: 'Dados inválidos.' },
);
export const solicitacaoConfirmada = z.object({ protocolo: z.string(), prazo: z.string() });

/** `POST /api/privacidade/solicitacoes/consulta`: a visitor reads their request */
export const consultarSolicitacao = z.object(
  {
    protocolo: z.string({ error: C.protocolo }).trim().min(1, C.protocolo).max(40, C.naoEncontrada),
    email: z
      .string({ error: C.email })
      .trim()
      .min(1, C.email)
      .max(SOLICITACAO_MAX.email, C.naoEncontrada),
  },
  { error: 'Dados inválidos.' },
);
/** What the public lookup answers: the request as its owner sees it, but its protocol for its id and no text. */
export const solicitacaoConsultada = minhaSolicitacao
  .omit({ id: true, texto: true })
  .extend({ protocolo: z.string() });
export type SolicitacaoConsultada = z.infer<typeof solicitacaoConsultada>;
