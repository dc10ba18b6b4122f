import { z } from 'zod';
import {
  IMAGE_PREVIEW_EXTENSIONS,
  MESSAGE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
} from '../constants.js';
import { api } from '../paths.js';
import { paginaQuery, porPaginaQuery, responsavelIdQuery } from './fields.js';

/** Support chat (docs/product/atendimentos.md): tickets, their messages and the rating. */
const TICKET_STATUSES = ['aberto', 'fechado'] as const;
export type AtendimentoStatus = (typeof TICKET_STATUSES)[number];
const REMETENTES = ['usuario', 'suporte'] as const;
export type Remetente = (typeof REMETENTES)[number];
const MESSAGE_TYPES = ['text', 'arquivo'] as const;
export const RATING_COMMENT_MAX_LENGTH = 2_000;
/** Where uploaded files are served from; the urls handed out add `?exp=…&sig=…`. */
export const FILES_ROUTE_PREFIX = api.arquivo('');

/** Help-desk priorities, stages and SLA states (docs/product/atendimentos.md, "Prazos"). */
export const PRIORIDADES = ['baixa', 'normal', 'alta', 'critica'] as const;
export type Prioridade = (typeof PRIORIDADES)[number];
export const ETAPAS = ['novo', 'em_atendimento', 'aguardando_colaborador', 'resolvido'] as const;
export type Etapa = (typeof ETAPAS)[number];
export const SITUACOES_SLA = ['no_prazo', 'em_risco', 'estourado', 'cumprido'] as const;
export type SituacaoSla = (typeof SITUACOES_SLA)[number];

const PRIORIDADE_INVALIDA = 'Prioridade inválida: use baixa, normal, alta ou critica.';
const prioridadeField = z.enum(PRIORIDADES, { error: PRIORIDADE_INVALIDA });

export const atendimento = z.object({
  id: z.number().int(),
  status: z.enum(TICKET_STATUSES),
  criado_em: z.string(),
  nome_usuario: z.string(),
  /** whether the ticket was already rated (beyond the spec's fields, for the rating link) */
  avaliado: z.boolean(),
  /** the owner's rating, once given, so staff can read it (null while not rated) */
  avaliacao: z.object({ nota: z.number().int(), comentario: z.string().nullable() }).nullable(),
  prioridade: z.enum(PRIORIDADES),
  etapa: z.enum(ETAPAS),
  responsavel_id: z.number().int().nullable(),
  responsavel_nome: z.string().nullable(),
  /** when the clocks begin to run: the first business instant at or after `criado_em` */
  inicio_contagem: z.string(),
  primeira_resposta_ate: z.string(),
  primeira_resposta_em: z.string().nullable(),
  /** business minutes from opening to the first answer */
  primeira_resposta_minutos: z.number().int().nullable(),
  /** when resolution is due, the waiting time before now added; the clock is paused while `pausado` */
  resolucao_ate: z.string(),
  resolvido_em: z.string().nullable(),
  /** business minutes from opening to resolution, waiting time left out */
  resolucao_minutos: z.number().int().nullable(),
  /** the resolution clock is paused: waiting for the employee, or resolved */
  pausado: z.boolean(),
  sla: z.enum(SITUACOES_SLA),
  /**
   * closed by its owner before any staff answer: neither answered nor resolved (`resolvido_em`
   * null); `sla` is then `estourado` if the first answer was already late, else `no_prazo`
   */
  encerrado_sem_resposta: z.boolean(),
  /** to its owner only: support answered after the owner last read the chat */
  resposta_nao_lida: z.boolean().optional(),
});
export type Atendimento = z.infer<typeof atendimento>;

const ATENDIMENTOS_POR_PAGINA_MAX = 100;

export const atendimentosQuery = z.strictObject(
  {
    /** `true`: only the caller's own tickets, also for staff (the employee screens use it) */
    meus: z.enum(['true', 'false'], { error: 'Parâmetro "meus" inválido.' }).optional(),
    pagina: paginaQuery.optional(),
    por_pagina: porPaginaQuery(ATENDIMENTOS_POR_PAGINA_MAX).optional(),
    /** `prazo`: nearest due time first, tickets without a running clock after (the panel) */
    ordem: z
      .enum(['recentes', 'prazo'], { error: 'Ordem inválida: use recentes ou prazo.' })
      .optional(),
    status: z
      .enum(TICKET_STATUSES, { error: 'Status inválido: use aberto ou fechado.' })
      .optional(),
    etapa: z.enum(ETAPAS, { error: 'Etapa inválida.' }).optional(),
    /** part of the employee's name (the panel's text filter searches every page) */
    busca: z
      .string({ error: 'Busca inválida.' })
      .trim()
      .max(100, 'A busca deve ter no máximo 100 caracteres.')
      .refine((v) => !v.includes('\u0000'), 'Busca inválida.')
      .optional(),
    /** a staff user's id, `eu` for the caller, or `nenhum` for tickets nobody has taken */
    responsavel: z

      .union([z.literal('eu'), z.literal('nenhum'), responsavelIdQuery], {
        error: 'Responsável inválido.',
      })
      .optional(),
  },
  { error: () => 'Filtro desconhecido.' },
);
export type AtendimentosQuery = z.output<typeof atendimentosQuery>;

/** `POST /api/atendimentos` may carry a priority; with no body it opens a `normal` one. */
export const abrirAtendimentoBody = z
  .object({ prioridade: prioridadeField.optional() }, { error: 'Corpo inválido.' })
  .nullish();

export const abrirAtendimentoResponse = z.object({ atendimentoId: z.number().int() });

/** What staff may change on a ticket (`PATCH /api/atendimentos/{id}`). `novo` is never set by hand. */
export const ETAPAS_MANUAIS = ['em_atendimento', 'aguardando_colaborador', 'resolvido'] as const;
export const alterarAtendimentoBody = z
  .strictObject(
    {
      prioridade: prioridadeField.optional(),
      etapa: z
        .enum(ETAPAS_MANUAIS, {
          error: 'Etapa inválida: use em_atendimento, aguardando_colaborador ou resolvido.',
        })
        .optional(),
      responsavel_id: z
        .number({ error: 'Responsável inválido.' })
        .int('Responsável inválido.')
        .positive('Responsável inválido.')
        .nullable()
        .optional(),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? 'Campo desconhecido.'
          : 'Informe ao menos uma alteração.',
    },
  )
  .refine((b) => Object.keys(b).length > 0, 'Informe ao menos uma alteração.');
export type AlterarAtendimentoBody = z.infer<typeof alterarAtendimentoBody>;

const NOTA_MAX_LENGTH = 5_000;
export const notaInterna = z.object({
  id: z.number().int(),
  autor_nome: z.string(),
  texto: z.string(),
  criado_em: z.string(),
});
export type NotaInterna = z.infer<typeof notaInterna>;
export const novaNotaBody = z.object({
  texto: z
    .string({ error: 'Digite a nota.' })
    .trim()
    .min(1, 'Digite a nota.')
    .max(NOTA_MAX_LENGTH, `A nota deve ter no máximo ${NOTA_MAX_LENGTH} caracteres.`)
    .refine((v) => !v.includes('\u0000'), 'A nota contém caracteres inválidos.'),
});

export const respostaPronta = z.object({
  id: z.number().int(),
  titulo: z.string(),
  texto: z.string(),
});
export type RespostaPronta = z.infer<typeof respostaPronta>;
export const respostaProntaBody = z.object({
  titulo: z
    .string({ error: 'Título é obrigatório.' })
    .trim()
    .min(1, 'Título é obrigatório.')
    .max(80, 'O título deve ter no máximo 80 caracteres.')
    .refine((v) => !v.includes('\u0000'), 'O título contém caracteres inválidos.'),
  texto: z
    .string({ error: 'Texto é obrigatório.' })
    .trim()
    .min(1, 'Texto é obrigatório.')
    .max(MESSAGE_MAX_LENGTH, `O texto deve ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`)
    .refine((v) => !v.includes('\u0000'), 'O texto contém caracteres inválidos.'),
});

/** A canned reply's text with `{nome}` replaced by the employee's first name. */
export function preencherResposta(texto: string, nomeCompleto: string): string {
  const primeiro = nomeCompleto.trim().split(/\s+/)[0] ?? '';
  return texto.replaceAll('{nome}', primeiro);
}

export const mensagem = z.object({
  id: z.number().int(),
  remetente: z.enum(REMETENTES),
  tipo: z.enum(MESSAGE_TYPES),
  mensagem: z.string(),
  enviado_em: z.string(),
  /** a photo's small version (signed url), the original's url when it has none; other files: absent */
  miniatura_url: z.string().optional(),
});
export type Mensagem = z.infer<typeof mensagem>;

export const DEPOIS_INVALIDO = 'Parâmetro "depois" inválido: informe o id de uma mensagem.';
/**
 * `GET …/mensagens?depois=<id>`: only the messages newer than that id (a chat asking for what is
 * new, docs/product/atendimentos.md). Without it the whole list, as the spec says.
 */
export const mensagensQuery = z.object({
  depois: z
    .string({ error: DEPOIS_INVALIDO })
    .regex(/^\d{1,15}$/, DEPOIS_INVALIDO)
    .transform(Number)
    .optional(),
});

const codePoints = (s: string) => [...s].length;
const MESSAGE_REQUIRED = 'Digite uma mensagem.';
const MESSAGE_TOO_LONG = `A mensagem deve ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`;

export const novaMensagemBody = z.object({
  mensagem: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .refine((s) => codePoints(s) <= MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
});

export const uploadResponse = z.object({ url: z.string() });
export const fecharResponse = z.object({ id: z.number().int(), status: z.literal('fechado') });

const NOTA_INVALIDA = `A nota deve ser um número inteiro de ${RATING_MIN} a ${RATING_MAX}.`;
export const avaliacaoBody = z.object({
  nota: z
    .number({ error: NOTA_INVALIDA })
    .int(NOTA_INVALIDA)
    .min(RATING_MIN, NOTA_INVALIDA)
    .max(RATING_MAX, NOTA_INVALIDA),
  comentario: z
    .string({ error: 'Comentário inválido.' })
    .trim()
    .max(
      RATING_COMMENT_MAX_LENGTH,
      `O comentário deve ter no máximo ${RATING_COMMENT_MAX_LENGTH} caracteres.`,
    )
    .nullish(),
});
export type AvaliacaoBody = z.infer<typeof avaliacaoBody>;
export const avaliacaoResponse = z.object({
  atendimentoId: z.number().int(),
  nota: z.number().int(),
  comentario: z.string().nullable(),
});

/**
 * The `mensagem` of an `arquivo` message: a JSON text `{"url", "nome"}`; a voice message adds
 * `mime` (`audio/…`) and `duracao` in seconds when known.
 */
const arquivoConteudo = z.object({
  url: z.string(),
  nome: z.string(),
  mime: z.string().optional(),
  duracao: z.number().optional(),
});
export type ArquivoConteudo = z.infer<typeof arquivoConteudo>;

export function parseArquivo(text: string): ArquivoConteudo | null {
  try {
    const parsed = arquivoConteudo.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Bidirectional control characters (embeddings, overrides, isolates and marks). In a file name
 * they can reorder what is shown, so "fatura\u202Efdp.exe" reads as "fatura" + "exe.pdf".
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name without bidirectional control characters, as it is stored and shown. */
export function stripBidiControls(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}

/** Lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Files shown as a thumbnail (spec: jpg, jpeg, png, gif); others as a name link. */
export function isImagePreview(name: string): boolean {
  return (IMAGE_PREVIEW_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}
