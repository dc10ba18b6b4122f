import { z } from 'zod';
import {
  IMAGE_PREVIEW_EXTENSIONS,
  MESSAGE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
} from '../constants.js';
import { api } from '../paths.js';

/** Support chat (docs/product/atendimentos.md): tickets, their messages and the rating. */
export const TICKET_STATUSES = ['aberto', 'fechado'] as const;
export type AtendimentoStatus = (typeof TICKET_STATUSES)[number];
export const REMETENTES = ['usuario', 'suporte'] as const;
export type Remetente = (typeof REMETENTES)[number];
export const MESSAGE_TYPES = ['text', 'arquivo'] as const;
export const RATING_COMMENT_MAX_LENGTH = 2_000;
/** Where uploaded files are served from; the urls handed out add `?exp=…&sig=…`. */
export const FILES_ROUTE_PREFIX = api.arquivo('');

export const atendimento = z.object({
  id: z.number().int(),
  status: z.enum(TICKET_STATUSES),
  criado_em: z.string(),
  nome_usuario: z.string(),
  /** whether the ticket was already rated (beyond the spec's fields, for the rating link) */
  avaliado: z.boolean(),
  /** the owner's rating, once given, so staff can read it (null while not rated) */
  avaliacao: z.object({ nota: z.number().int(), comentario: z.string().nullable() }).nullable(),
});
export type Atendimento = z.infer<typeof atendimento>;

export const atendimentosQuery = z.object({
  /** `true`: only the caller's own tickets, also for staff (the employee screens use it) */
  meus: z.enum(['true', 'false'], { error: 'Parâmetro "meus" inválido.' }).optional(),
});

export const abrirAtendimentoResponse = z.object({ atendimentoId: z.number().int() });

export const mensagem = z.object({
  id: z.number().int(),
  remetente: z.enum(REMETENTES),
  tipo: z.enum(MESSAGE_TYPES),
  mensagem: z.string(),
  enviado_em: z.string(),
});
export type Mensagem = z.infer<typeof mensagem>;

const codePoints = (s: string) => [...s].length;
export const MESSAGE_REQUIRED = 'Digite uma mensagem.';
export const MESSAGE_TOO_LONG = `A mensagem deve ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`;

export const novaMensagemBody = z.object({
  mensagem: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .refine((s) => codePoints(s) <= MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
});
export type NovaMensagemBody = z.infer<typeof novaMensagemBody>;

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

/** The `mensagem` of an `arquivo` message: a JSON text `{"url", "nome"}`. */
export const arquivoConteudo = z.object({ url: z.string(), nome: z.string() });
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
