/**
 * The vocabulary of an Ouvidoria case shared by the server and the screens: its statuses, who
 * wrote a message, and the staff roles a report may exclude. Rules: docs/product/denuncias.md.
 */
import { STAFF_ROLES } from './roles.js';

export const DENUNCIA_STATUS = [
  'recebida',
  'em_analise',
  'em_apuracao',
  'concluida',
  'arquivada',
] as const;
export type DenunciaStatus = (typeof DENUNCIA_STATUS)[number];

export const DENUNCIA_STATUS_ROTULO: Record<DenunciaStatus, string> = {
  recebida: 'Recebida',
  em_analise: 'Em análise',
  em_apuracao: 'Em apuração',
  concluida: 'Concluída',
  arquivada: 'Arquivada',
};

/** A concluded or archived case is closed for good: no status change, no new message. */
const DENUNCIA_STATUS_FINAIS: readonly DenunciaStatus[] = ['concluida', 'arquivada'];
export const isStatusFinal = (s: DenunciaStatus) => DENUNCIA_STATUS_FINAIS.includes(s);

/** The staff roles a reporter may keep away from the report (e.g. a report about RH). */
export const PAPEIS_EXCLUIVEIS = STAFF_ROLES;
export type StaffRole = (typeof STAFF_ROLES)[number];

const HORA_MS = 60 * 60 * 1000;
/** A reporter's request that began inside an hour has finished a minute after it ends. */
export const ANUNCIO_TOLERANCIA_MS = 60 * 1000;

/**
 * The reporter's activity is kept to the hour, so staff hear of it (live events, badge counts)
 * only once its hour and a grace minute have passed: at `agora`, the start of the last hour that
 * may be told (docs/product/eventos.md, "Ouvidoria").
 */
export function ultimaHoraAnunciavel(agora: number): number {
  return Math.floor((agora - ANUNCIO_TOLERANCIA_MS) / HORA_MS) * HORA_MS - HORA_MS;
}
