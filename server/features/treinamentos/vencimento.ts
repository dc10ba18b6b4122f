/**
 * When the harassment-prevention training is due (docs/product/treinamentos.md): 12 months after
 * the last one, counted in calendar days of Brazil's time. Luxon adds months as a calendar does:
 * a training on 29 Feb 2024 is due on 28 Feb 2025 (the month has no 29th), one on 15 Dec 2025 on
 * 15 Dec 2026.
 */
import { DateTime } from 'luxon';
import {
  DIAS_DO_AVISO,
  MESES_ENTRE_TREINAMENTOS,
  type SituacaoDaPessoa,
} from '../../../common/schemas/treinamentos.js';

/** Today's date in the company's time zone (server/core/fuso.ts), "2026-11-26". */
export function hojeNoBrasil(fuso: string, agora: Date | number = Date.now()): string {
  return DateTime.fromMillis(typeof agora === 'number' ? agora : agora.getTime(), {
    zone: fuso,
  }).toISODate()!;
}

// calendar dates, without an hour: their arithmetic is the same in any zone
const dia = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

/** The due date of a training held on `data`. */
export function vencimentoDe(data: string): string {
  return dia(data).plus({ months: MESES_ENTRE_TREINAMENTOS }).toISODate()!;
}

/** `data` plus `dias` calendar days. */
export const somarDias = (data: string, dias: number): string =>
  dia(data).plus({ days: dias }).toISODate()!;

/**
 * The situation on `hoje` of someone whose last harassment-prevention training was `ultimo`:
 * `vencido` once the due date has passed (on the due date itself it is still `a_vencer`),
 * `a_vencer` within 30 days of it, `em_dia` before, `nunca` without one.
 */
export function situacaoEm(ultimo: string | null, hoje: string): SituacaoDaPessoa {
  if (!ultimo) return { ultimo_treinamento: null, vencimento: null, situacao: 'nunca' };
  const vencimento = vencimentoDe(ultimo);
  const situacao =
    hoje > vencimento
      ? 'vencido'
      : somarDias(hoje, DIAS_DO_AVISO) >= vencimento
        ? 'a_vencer'
        : 'em_dia';
  return { ultimo_treinamento: ultimo, vencimento, situacao };
}
