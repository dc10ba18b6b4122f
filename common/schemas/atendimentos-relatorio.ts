/**
 * The help desk's report (docs/product/atendimentos.md, "Relatório"): per month and per staff
 * member, how the promise was kept. No message content.
 */
import { z } from 'zod';
import { isCalendarDate } from './fields.js';

const data = z
  .string({ error: 'Data inválida: use AAAA-MM-DD.' })
  .refine(isCalendarDate, 'Data inválida: use AAAA-MM-DD.');

/** At most this many days in one report. */
export const RELATORIO_DIAS_MAX = 731;
export const PERIODO_INVERTIDO = 'A data inicial deve ser anterior ou igual à data final.';
export const PERIODO_LONGO = 'O período deve ter no máximo dois anos.';

/**
 * Both optional: without `ate`, today; without `de`, the first day of the month five months
 * before `ate`. The period is checked once both are known (server/features/atendimentos/mesa/relatorio.ts).
 */
export const relatorioQuery = z.strictObject(
  { de: data.optional(), ate: data.optional() },
  { error: () => 'Filtro desconhecido.' },
);
export type RelatorioQuery = z.infer<typeof relatorioQuery>;

const indicadoresSuporte = z.object({
  atendimentos: z.number().int(),
  /** answered by staff, and the share of those answered (or overdue unanswered) within the SLA */
  respondidos: z.number().int(),
  respondidos_no_prazo: z.number().nullable(),
  resolvidos: z.number().int(),
  resolvidos_no_prazo: z.number().nullable(),
  /**
   * closed by their owners before any staff answer: neither answered nor resolved, in no share
   * but `respondidos_no_prazo` (as a miss) when the answer was already late at the closing
   */
  encerrados_sem_resposta: z.number().int(),
  /** medians in business minutes; null without data */
  mediana_primeira_resposta: z.number().nullable(),
  mediana_resolucao: z.number().nullable(),
  avaliacoes: z.object({
    total: z.number().int(),
    media: z.number().nullable(),
    /** how many of each grade, 1 to 5 */
    por_nota: z.array(z.number().int()).length(5),
  }),
});
export type IndicadoresSuporte = z.infer<typeof indicadoresSuporte>;

export const relatorioSuporte = z.object({
  de: z.string(),
  ate: z.string(),
  total: indicadoresSuporte,
  /** `AAAA-MM` */
  meses: z.array(indicadoresSuporte.extend({ mes: z.string() })),
  equipe: z.array(
    indicadoresSuporte.extend({
      responsavel_id: z.number().int().nullable(),
      responsavel_nome: z.string(),
    }),
  ),
});
export type RelatorioSuporte = z.infer<typeof relatorioSuporte>;
