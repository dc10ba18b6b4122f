import type { AuditEntry } from '../../../common/schemas/auditoria';
import { AUDITORIA_WINDOW_DAYS } from '../../../common/auditoria';
import { rotuloDaAcao } from '../../../common/auditoria';
import { fold } from '../../../common/text';

export interface AuditFilters {
  /** AAAA-MM-DD from the date input, or '' */
  dataInicial: string;
  /** AAAA-MM-DD, inclusive through the end of that (local) day, or '' */
  dataFinal: string;
  /** the user's name contains this */
  usuario: string;
  /** the action contains this */
  acao: string;
}

export const NO_FILTERS: AuditFilters = { dataInicial: '', dataFinal: '', usuario: '', acao: '' };

/** Local midnight starting the day `AAAA-MM-DD`, `days` later; NaN for an incomplete date. */
function localDay(value: string, days = 0): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days).getTime();
}

/** The screen's filters, applied in the browser (spec: "Filtering is done on the client"). */
export function filterEntries(entries: readonly AuditEntry[], f: AuditFilters): AuditEntry[] {
  const from = localDay(f.dataInicial);
  const before = localDay(f.dataFinal, 1);
  const usuario = fold(f.usuario.trim());
  const acao = fold(f.acao.trim());
  return entries.filter((e) => {
    const at = Date.parse(e.data_hora);
    if (!Number.isNaN(from) && at < from) return false;
    if (!Number.isNaN(before) && at >= before) return false;
    if (usuario && !fold(e.usuario_nome ?? '').includes(usuario)) return false;
    // the code or its label on screen ("desativ" finds `usuario_desativado`, "Desativou usuário")
    if (acao && !fold(`${e.acao} ${rotuloDaAcao(e.acao) ?? ''}`).includes(acao)) return false;
    return true;
  });
}

/**
 * What the screen asks the server for, so any day of the log can be reached; the text filters
 * stay in the browser. Without dates: the last 90 days. With Data Inicial: from that day. With
 * Data Final: through the end of that day, and without Data Inicial everything up to it (the
 * last-90-days start would fall after an older end date). Dates out of order go as typed, so
 * the server's refusal tells the user why nothing can be found.
 * `today` is the local midnight the screen opened on, so the window does not move while open.
 */
export function serverWindow(f: AuditFilters, today: number): { de?: string; ate?: string } {
  const from = localDay(f.dataInicial);
  const before = localDay(f.dataFinal, 1);
  if (!Number.isNaN(before)) {
    return {
      ...(Number.isNaN(from) ? {} : { de: new Date(from).toISOString() }),
      ate: new Date(before - 1).toISOString(),
    };
  }
  const defaultStart = new Date(today);
  defaultStart.setDate(defaultStart.getDate() - AUDITORIA_WINDOW_DAYS);
  return { de: new Date(Number.isNaN(from) ? defaultStart.getTime() : from).toISOString() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/aaaa hh:mm:ss in local time, as people in Brazil read it (and spreadsheets parse it). */
export function formatDataHora(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
