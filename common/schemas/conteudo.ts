/**
 * The company's own content, edited in the portal (docs/product/conteudo.md): its facts, the
 * gallery and photo grids, news and job openings, and the applications candidates send. The
 * server checks every body against these; the editor screens use the same messages.
 */
import { z } from 'zod';
import {
  ALT_OBRIGATORIO,
  CIENCIA_OBRIGATORIA,
  CORPO_MAX,
  digitosDoTelefone,
  GRUPOS_DE_ATIVIDADES,
  SECOES_DA_GALERIA,
  telefoneInvalido,
  TIPOS_DE_VAGA,
} from '../conteudo.js';
import { paginaQuery, porPaginaQuery, requiredText, vagaIdQuery } from './fields.js';

export {
  ALT_OBRIGATORIO,
  CAPA_SEM_ALT,
  CORPO_MAX,
  digitosDoTelefone,
  GRUPOS_DE_ATIVIDADES,
  linkDoTelefone,
  ROTULO_DO_TIPO_DE_VAGA,
  SECOES_DA_GALERIA,
  TIPOS_DE_VAGA,
} from '../conteudo.js';

const SEM_NUL = (v: string) => !v.includes('\u0000');

const texto = (label: string, max: number) =>
  z
    .string({ error: `${label} inválido.` })
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres.`)
    .refine(SEM_NUL, `${label} contém caracteres inválidos.`);

const email = (label: string) =>
  z
    .string({ error: `${label} é obrigatório.` })
    .trim()
    .pipe(z.email(`${label}: informe um e-mail válido.`));

/** A link the site offers a visitor: https only. */
const linkHttps = (label: string) =>
  z
    .string({ error: `${label} é obrigatório.` })
    .trim()
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' && !!u.hostname && !u.username && !u.password;
      } catch {
        return false;
      }
    }, `${label}: informe um endereço que comece com https://.`);

const telefone = (label: string) =>
  z
    .string({ error: `${label} é obrigatório.` })
    .trim()
    .refine((v) => digitosDoTelefone(v) !== null, telefoneInvalido(label));

/**
 * The company's facts as the site shows them (`GET`/`PUT /api/conteudo/empresa`): the shape of
 * `company` in content/site.json, which seeds them on the first start. `phoneHref` is not asked:
 * it is made from the phone (`tel:+55…`).
 */
export const empresaBody = z.strictObject({
  name: requiredText('Nome da empresa', 120),
  legalName: requiredText('Razão social', 160),
  tagline: requiredText('Frase de apresentação', 200),
  address: z.strictObject({
    street: requiredText('Endereço', 160),
    district: requiredText('Bairro ou zona rural', 120),
    city: requiredText('Cidade', 120),
    state: z
      .string({ error: 'UF é obrigatória.' })
      .trim()
      .regex(/^[A-Z]{2}$/, 'UF: duas letras maiúsculas, por exemplo MG.'),
    postalCode: z
      .string({ error: 'CEP é obrigatório.' })
      .trim()
      .regex(/^\d{5}-?\d{3}$/, 'CEP: oito dígitos, por exemplo 38400-000.'),
  }),
  phone: telefone('Telefone'),
  email: email('E-mail'),
  recruitingEmail: email('E-mail de recrutamento'),
  openingHours: requiredText('Horário de atendimento', 120),
  social: z.strictObject({
    linkedin: linkHttps('LinkedIn'),
    whatsapp: linkHttps('WhatsApp'),
    instagram: linkHttps('Instagram'),
  }),
  map: z.strictObject({ embedUrl: linkHttps('Mapa incorporado'), linkUrl: linkHttps('Mapa') }),
});
export type EmpresaBody = z.infer<typeof empresaBody>;
export const empresa = empresaBody.extend({ phoneHref: z.string() });
export type Empresa = z.infer<typeof empresa>;

// --- Gallery and photo grids -------------------------------------------------------------------

export type SecaoDaGaleria = (typeof SECOES_DA_GALERIA)[number];

/**
 * A picture the site shows: one of the build's own (`estatica`, by its name under /media) or one
 * sent in the portal (`enviada`), re-encoded into sizes, each a `srcset` entry.
 */
export const imagemDoSite = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('estatica'),
    nome: z.string(),
    formato: z.enum(['photo', 'video']),
  }),
  z.object({
    tipo: z.literal('enviada'),
    avif: z.string(),
    webp: z.string(),
    src: z.string(),
    grande: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
]);
export type ImagemDoSite = z.infer<typeof imagemDoSite>;

export const itemDaGaleria = z.object({
  id: z.number().int(),
  secao: z.enum(SECOES_DA_GALERIA),
  grupo: z.enum(GRUPOS_DE_ATIVIDADES).nullable(),
  tipo: z.enum(['foto', 'video']),
  titulo: z.string(),
  texto_alternativo: z.string(),
  ordem: z.number().int(),
  visivel: z.boolean(),
  imagem: imagemDoSite,
  /** a video's files: the build's own (by name) or an MP4 sent in the portal */
  video: z.object({ mp4: z.string(), webm: z.string().nullable() }).nullable(),
  atualizado_em: z.string(),
});
export type ItemDaGaleria = z.infer<typeof itemDaGaleria>;

const alt = z
  .string({ error: ALT_OBRIGATORIO })
  .trim()
  .min(1, ALT_OBRIGATORIO)
  .max(300, 'O texto alternativo deve ter no máximo 300 caracteres.')
  .refine(SEM_NUL, 'O texto alternativo contém caracteres inválidos.');

/** The text fields of `POST /api/conteudo/galeria` (multipart: these plus `arquivo`, `poster`). */
export const novoItemDaGaleria = z.object({
  secao: z.enum(SECOES_DA_GALERIA, { error: 'Seção inválida: use sobre ou atividades.' }),
  grupo: z
    .enum(GRUPOS_DE_ATIVIDADES, { error: 'Grupo inválido: use pecuaria ou agricultura.' })
    .optional(),
  titulo: requiredText('Título', 120),
  texto_alternativo: alt,
});

export const alterarItemDaGaleria = z
  .strictObject({
    titulo: requiredText('Título', 120).optional(),
    texto_alternativo: alt.optional(),
    ordem: z
      .number({ error: 'Ordem inválida.' })
      .int('Ordem inválida.')
      .min(0)
      .max(10_000)
      .optional(),
    visivel: z.boolean({ error: 'Visível deve ser verdadeiro ou falso.' }).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Nada para alterar.');

// --- News ---------------------------------------------------------------------------------------

export const novaNoticia = z.strictObject({
  titulo: requiredText('Título', 160),
  resumo: requiredText('Resumo', 400),
  corpo: requiredText('Texto', CORPO_MAX),
  rascunho: z.boolean({ error: 'Rascunho deve ser verdadeiro ou falso.' }),
  /** the id of a gallery-like picture sent for covers (`POST /api/conteudo/capas`) */
  capa: z.number().int().positive().nullable().optional(),
  capa_alt: texto('Texto alternativo da capa', 300).optional(),
});
export type NovaNoticia = z.infer<typeof novaNoticia>;

export const alterarNoticia = z
  .strictObject({
    titulo: requiredText('Título', 160).optional(),
    resumo: requiredText('Resumo', 400).optional(),
    corpo: requiredText('Texto', CORPO_MAX).optional(),
    rascunho: z.boolean({ error: 'Rascunho deve ser verdadeiro ou falso.' }).optional(),
    capa: z.number().int().positive().nullable().optional(),
    capa_alt: texto('Texto alternativo da capa', 300).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Nada para alterar.');

export const noticia = z.object({
  id: z.number().int(),
  slug: z.string(),
  titulo: z.string(),
  resumo: z.string(),
  corpo: z.string(),
  rascunho: z.boolean(),
  capa: z.number().int().nullable(),
  capa_alt: z.string(),
  capa_imagem: imagemDoSite.nullable(),
  publicada_em: z.string().nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Noticia = z.infer<typeof noticia>;

// --- Job openings -------------------------------------------------------------------------------

const dataIso = z
  .string({ error: 'Data de encerramento é obrigatória.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data de encerramento: use AAAA-MM-DD.')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Data de encerramento inválida.');

const camposDaVaga = {
  titulo: requiredText('Título', 120),
  local: requiredText('Local', 120),
  tipo: z.enum(TIPOS_DE_VAGA, { error: 'Tipo de vaga inválido.' }),
  descricao: requiredText('Descrição', 5_000),
  requisitos: requiredText('Requisitos', 5_000),
  aberta: z.boolean({ error: 'Aberta deve ser verdadeiro ou falso.' }),
  encerra_em: dataIso,
};
export const novaVaga = z.strictObject(camposDaVaga);
export type NovaVaga = z.infer<typeof novaVaga>;
export const alterarVaga = z
  .strictObject(camposDaVaga)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nada para alterar.');

export const vaga = z.object({
  id: z.number().int(),
  titulo: z.string(),
  local: z.string(),
  tipo: z.enum(TIPOS_DE_VAGA),
  descricao: z.string(),
  requisitos: z.string(),
  aberta: z.boolean(),
  encerra_em: z.string(),
  /** what the public sees: open and not past its closing day */
  publica: z.boolean(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Vaga = z.infer<typeof vaga>;

// --- Applications -------------------------------------------------------------------------------

export {
  CANDIDATURAS_POR_PAGINA,
  CIENCIA_OBRIGATORIA,
  CURRICULO_GRANDE,
  CURRICULO_MAX_BYTES,
  CURRICULO_TIPOS,
} from '../conteudo.js';

/** The text fields of `POST /api/candidaturas` (multipart, with `curriculo`). */
export const novaCandidatura = z.object({
  vaga_id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Vaga inválida.')
    .transform(Number)
    .optional(),
  nome: requiredText('Nome', 120),
  email: email('E-mail'),
  telefone: telefone('Telefone'),
  mensagem: texto('Mensagem', 3_000).optional(),
  ciente_privacidade: z.literal('true', { error: CIENCIA_OBRIGATORIA }),
  /** a hidden field people leave empty; bots fill it (as the contact form's) */
  site: z.string().max(200).optional(),
});
export type NovaCandidatura = z.infer<typeof novaCandidatura>;

export const candidatura = z.object({
  id: z.number().int(),
  vaga_id: z.number().int().nullable(),
  vaga_titulo: z.string().nullable(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  mensagem: z.string(),
  curriculo_url: z.string(),
  curriculo_tipo: z.string(),
  criado_em: z.string(),
});
export type Candidatura = z.infer<typeof candidatura>;

/**
 * Paging and the opening's filter of `GET /api/admin/candidaturas`, all optional: `vaga` is an
 * opening's id or `espontanea`. Without `pagina`, the newest 500, as the spec's list reads them;
 * `X-Total-Count` says how many match.
 */
export const candidaturasQuery = z.strictObject(
  {
    pagina: paginaQuery.optional(),
    por_pagina: porPaginaQuery(100).optional(),
    vaga: z.union([z.literal('espontanea'), vagaIdQuery], { error: 'Vaga inválida.' }).optional(),
  },
  { error: () => 'Filtro desconhecido.' },
);
export type CandidaturasQuery = z.output<typeof candidaturasQuery>;
