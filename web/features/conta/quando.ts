import { data, dataEHora } from '../../lib/datas';
/**
 * When a device was last used, as a person reads it ("há 5 minutos", "ontem"). The server moves
 * the time at most every few minutes (server/core/sessoes.ts), so under that it says "agora há
 * pouco" rather than a number of minutes it cannot vouch for.
 */
const POUCO_MS = 5 * 60_000;
const relativo = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

export function usadoQuando(iso: string, agora: number = Date.now()): string {
  const ms = agora - Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  if (ms < POUCO_MS) return 'agora há pouco';
  const min = Math.floor(ms / 60_000);
  if (min < 60) return relativo.format(-min, 'minute');
  const horas = Math.floor(min / 60);
  if (horas < 24) return relativo.format(-horas, 'hour');
  const dias = Math.floor(horas / 24);
  if (dias < 7) return relativo.format(-dias, 'day');
  return `em ${dataCurta(iso)}`;
}

/** "12/03/2026" in the portal's time zone. */
export const dataCurta = data;

/** "12/03/2026 às 14:05" in the portal's time zone: two sign-ins of one day told apart. */
export const dataHora = dataEHora;
