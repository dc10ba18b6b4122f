/**
 * The staff's side of an Ouvidoria case: the paged table, the case screen, its changes and the
 * indicators (docs/product/denuncias.md, "Gestão").
 */
import { z } from 'zod';
import { paginaQuery, porPaginaQuery, responsavelIdQuery } from './fields.js';
import { DENUNCIA_CATEGORIAS } from './denuncias.js';
import { DENUNCIA_STATUS } from '../denuncias.js';
import { textoDenunciaField, mensagemDoCaso } from './denuncias-acompanhamento.js';

/** Without paging parameters the list answers at most this many cases, newest first. */
export const DENUNCIAS_LISTA_MAX = 500;
const DENUNCIAS_POR_PAGINA_MAX = 100;
export const DENUNCIAS_POR_PAGINA_PADRAO = 25;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'Use true ou false.' })
  .transform((v) => v === 'true');

/** Filters and paging of `GET /api/admin/denuncias`, all optional. */
export const denunciasQuery = z.strictObject(
  {
    pagina: paginaQuery.optional(),
    por_pagina: porPaginaQuery(DENUNCIAS_POR_PAGINA_MAX).optional(),
    status: z.enum(DENUNCIA_STATUS, { error: 'Status inválido.' }).optional(),
    categoria: z.enum(DENUNCIA_CATEGORIAS, { error: 'Categoria inválida.' }).optional(),
    atrasada: booleanQuery.optional(),
    /** a staff user's id, or "nenhum" for cases nobody has taken */
    responsavel: z
      .union([z.literal('nenhum'), responsavelIdQuery], { error: 'Responsável inválido.' })
      .optional(),
  },
  { error: () => 'Filtro desconhecido.' },
);
export type DenunciasQuery = z.output<typeof denunciasQuery>;

/** A row of the staff table: the spec's fields plus the case's state and clocks. */
export const denunciaResumo = z.object({
  id: z.number().int(),
  nome: z.string().nullable(),
  categoria: z.string(),
  descricao: z.string(),
  anonimato: z.boolean(),
  criado_em: z.string(),
  /** null for reports filed before cases could be followed */
  protocolo: z.string().nullable(),
  status: z.enum(DENUNCIA_STATUS),
  responsavel_id: z.number().int().nullable(),
  responsavel_nome: z.string().nullable(),
  prazo_confirmacao: z.string(),
  prazo_retorno: z.string(),
  atrasada: z.boolean(),
  confirmada_em: z.string().nullable(),
  encerrada_em: z.string().nullable(),
});
export type DenunciaResumo = z.infer<typeof denunciaResumo>;

const notaDoCaso = z.object({
  id: z.number().int(),
  autor_nome: z.string(),
  texto: z.string(),
  criado_em: z.string(),
});
const historicoDoCaso = z.object({
  acao: z.string(),
  autor_nome: z.string().nullable(),
  em: z.string(),
});
const anexoDoCaso = z.object({
  id: z.number().int(),
  nome: z.string(),
  tamanho: z.number().int(),
  autor: z.enum(['denunciante', 'ouvidoria']),
  enviado_em: z.string(),
  url: z.string(),
});

export const denunciaCaso = denunciaResumo.extend({
  excluir_papeis: z.array(z.string()),
  /** who may take the case: active staff whose role may read it */
  responsaveis_possiveis: z.array(
    z.object({ id: z.number().int(), nome: z.string(), role: z.string() }),
  ),
  mensagens: z.array(mensagemDoCaso),
  notas: z.array(notaDoCaso),
  historico: z.array(historicoDoCaso),
  anexos: z.array(anexoDoCaso),
});
export type DenunciaCaso = z.infer<typeof denunciaCaso>;

export const GESTAO_MESSAGES = {
  vazio: 'Informe o que mudar: status, responsável ou mensagem.',
  mensagemFinal: 'Para concluir ou arquivar, escreva a mensagem de retorno ao denunciante.',
  final: 'Esta denúncia já foi encerrada e não pode mudar.',
  responsavel: 'O responsável precisa ser da equipe, estar ativo e poder ler esta denúncia.',
  naoEncontrada: 'Denúncia não encontrada.',
} as const;

export const alterarCasoBody = z
  .strictObject(
    {
      status: z
        .enum(['em_analise', 'em_apuracao', 'concluida', 'arquivada'], {
          error: 'Status inválido.',
        })
        .optional(),
      responsavel_id: z
        .number({ error: GESTAO_MESSAGES.responsavel })
        .int(GESTAO_MESSAGES.responsavel)
        .positive(GESTAO_MESSAGES.responsavel)
        .max(2_147_483_647, GESTAO_MESSAGES.responsavel)
        .nullable()
        .optional(),
      mensagem: textoDenunciaField.optional(),
    },
    { error: () => 'Dados inválidos.' },
  )
  .refine((b) => b.status !== undefined || b.responsavel_id !== undefined || !!b.mensagem, {
    message: GESTAO_MESSAGES.vazio,
  })
  .refine((b) => !(b.status === 'concluida' || b.status === 'arquivada') || !!b.mensagem, {
    message: GESTAO_MESSAGES.mensagemFinal,
    path: ['mensagem'],
  });
export type AlterarCaso = z.output<typeof alterarCasoBody>;

export const textoCasoBody = z.strictObject(
  { texto: textoDenunciaField },
  { error: () => 'Dados inválidos.' },
);

/** Counts for the portal's buttons. */
export const resumoOuvidoria = z.object({
  aguardando_confirmacao: z.number().int(),
  atrasadas: z.number().int(),
  /** a clock still running falls due within two days (server/features/denuncias/prazos.ts) */
  perto_do_prazo: z.number().int(),
});

const contagem = z.array(z.object({ chave: z.string(), total: z.number().int() }));
/** Indicators: counts, medians and shares only; never a case's content or a name. */
export const indicadoresOuvidoria = z.object({
  total: z.number().int(),
  por_status: contagem,
  por_categoria: contagem,
  por_mes: contagem,
  mediana_dias_confirmacao: z.number().nullable(),
  mediana_dias_conclusao: z.number().nullable(),
  /** share (0–1) of the cases whose clock was decided that met it in time; null when none */
  no_prazo_confirmacao: z.number().nullable(),
  no_prazo_retorno: z.number().nullable(),
});
export type IndicadoresOuvidoria = z.infer<typeof indicadoresOuvidoria>;

const MES_INVALIDO = 'Mês inválido. Use o formato AAAA-MM.';
const mesField = z
  .string({ error: MES_INVALIDO })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, MES_INVALIDO);
/** At most this many months in one PGR table. */
export const PGR_MESES_MAX = 36;

/** `GET /api/denuncias/indicadores/pgr?de=2026-01&ate=2026-12` (months; the last 12 by default). */
export const indicadoresPgrQuery = z
  .object({ de: mesField.optional(), ate: mesField.optional() })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    error: 'O mês inicial deve vir antes do mês final.',
  });

/** A count for the risk inventory: 1 and 2 are never told apart (docs/product/denuncias.md). */
export const contagemPgr = z.union([z.number().int(), z.literal('<3')]);
export type ContagemPgr = z.infer<typeof contagemPgr>;

/**
 * The Ouvidoria's counts for the risk inventory (NR-1 GRO/PGR): by category and month only, no
 * total, no content, protocol or day.
 */
export const indicadoresPgr = z.object({
  de: z.string(),
  ate: z.string(),
  meses: z.array(z.string()),
  por_categoria: z.array(
    z.object({
      chave: z.string(),
      meses: z.array(z.object({ chave: z.string(), total: contagemPgr })),
    }),
  ),
});
export type IndicadoresPgr = z.infer<typeof indicadoresPgr>;
