import { z } from 'zod';
import { AUDITORIA_MAX_LIMIT, AUDITORIA_WINDOW_DAYS } from '../auditoria.js';
import { isCalendarDate } from './fields.js';

export { AUDITORIA_MAX_LIMIT, AUDITORIA_WINDOW_DAYS };

/** Defaults of `GET /api/auditoria`: newest first, at most this many entries per answer. */
const AUDITORIA_DEFAULT_LIMIT = 1000;

export { isCalendarDate };

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A day `AAAA-MM-DD` (UTC) or an instant in ISO 8601 with its offset. */
const dateParam = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (v) => isCalendarDate(v) || z.iso.datetime({ offset: true }).safeParse(v).success,
        `${label} inválida. Use AAAA-MM-DD ou data e hora ISO 8601.`,
      )
      .optional(),
  );

const textParam = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, `${label} deve ter no máximo ${max} caracteres.`).optional(),
  );

export const auditoriaQuery = z.object({
  /** from this day (00:00 UTC) or instant, inclusive */
  de: dateParam('Data inicial'),
  /** through the end of this day (UTC), or up to this instant, inclusive */
  ate: dateParam('Data final'),
  /** the acting user's name contains this, ignoring case */
  usuario: textParam('Usuário', 120),
  /** the action contains this, ignoring case (e.g. "login" also finds login_falhou) */
  acao: textParam('Ação', 60),
  limite: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Limite inválido.' })
      .int('Limite inválido.')
      .min(1, 'Limite inválido.')
      .max(AUDITORIA_MAX_LIMIT, `O limite máximo é ${AUDITORIA_MAX_LIMIT}.`)
      .default(AUDITORIA_DEFAULT_LIMIT),
  ),
});

const auditEntry = z.object({
  id: z.number().int(),
  data_hora: z.string(),
  usuario_nome: z.string().nullable(),
  login: z.string().nullable(),
  acao: z.string(),
  detalhes: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditEntryList = z.array(auditEntry);
