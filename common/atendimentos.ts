/**
 * The support chat's vocabulary (docs/product/atendimentos.md) shared by the server and the
 * screens, without zod: priorities, stages, SLA states, and what a file message holds. The
 * screens import it from here, so the validation library stays on the server
 * (docs/decisions/070-orcamento-de-script-por-tela.md); common/schemas/atendimentos.ts builds
 * its schemas on it.
 */
import { IMAGE_PREVIEW_EXTENSIONS } from './constants.js';
import { api } from './paths.js';

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

/** What staff may change on a ticket (`PATCH /api/atendimentos/{id}`). `novo` is never set by hand. */
export const ETAPAS_MANUAIS = ['em_atendimento', 'aguardando_colaborador', 'resolvido'] as const;

/** A canned reply's text with `{nome}` replaced by the employee's first name. */
export function preencherResposta(texto: string, nomeCompleto: string): string {
  const primeiro = nomeCompleto.trim().split(/\s+/)[0] ?? '';
  return texto.replaceAll('{nome}', primeiro);
}

/** The `mensagem` of an `arquivo` message: a JSON text `{"url", "nome"}`. */
/**
 * The `mensagem` of an `arquivo` message: a JSON text `{"url", "nome"}`; a voice message adds
 * `mime` (`audio/…`) and `duracao` in seconds when known.
 */
export interface ArquivoConteudo {
  url: string;
  nome: string;
  mime?: string;
  duracao?: number;
}

/** The file message's content, only its fields; null when the text is not one. */
export function parseArquivo(text: string): ArquivoConteudo | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const { url, nome, mime, duracao } = v as Record<string, unknown>;
  if (typeof url !== 'string' || typeof nome !== 'string') return null;
  if (mime !== undefined && typeof mime !== 'string') return null;
  if (duracao !== undefined && typeof duracao !== 'number') return null;
  return {
    url,
    nome,
    ...(mime !== undefined && { mime }),
    ...(duracao !== undefined && { duracao }),
  };
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
