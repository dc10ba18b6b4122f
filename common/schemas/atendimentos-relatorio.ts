/**
 * The help desk's report (docs/product/atendimentos.md, "Relatório"): per month and per staff
 * member, how the promise was kept. No message content.
 */
import { z } from 'zod';

const data = z
  .string({ error: 'Data inválida: use AAAA-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use AAAA-MM-DD.')
  .refine(diaExiste, 'Data inválida: use AAAA-MM-DD.');

/** Whether "AAAA-MM-DD" names a day of the calendar (not 30 February). */
function diaExiste(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number);
  const dia = new Date(Date.UTC(y!, m! - 1, d));
  return dia.getUTCFullYear() === y && dia.getUTCMonth() === m! - 1 && dia.getUTCDate() === d;
}

/** At most this many days in one report. */
export const RELATORIO_DIAS_MAX = 731;

export const relatorioQuery = z
  .strictObject(
    { de: data.optional(), ate: data.optional() },
    { error: () => 'Filtro desconhecido.' },
  )
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    message: 'A data inicial deve ser anterior ou igual à data final.',
  })
  .refine(
    (q) =>
      !q.de || !q.ate || (Date.parse(q.ate) - Date.parse(q.de)) / 86_400_000 < RELATORIO_DIAS_MAX,
    { message: 'O período deve ter no máximo dois anos.' },
  );
export type RelatorioQuery = z.infer<typeof relatorioQuery>;

export const indicadoresSuporte = z.object({
  atendimentos: z.number().int(),
  /** answered by staff, and the share of those answered (or overdue unanswered) within the SLA */
  respondidos: z.number().int(),
  respondidos_no_prazo: z.number().nullable(),
  resolvidos: z.number().int(),
  resolvidos_no_prazo: z.number().nullable(),
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
