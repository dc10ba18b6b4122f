import { dataHora, diaNaEmpresa, hora } from '../../lib/datas';

/** Dates as people in Brazil read them, in the company's time zone (web/lib/datas.ts). */
export const formatDateTime = (iso: string) => dataHora(iso);

/** "hoje, 14:05" or "12/03/2026, 14:05": "hoje" is the company's day. */
export function formatMessageTime(iso: string, now = new Date()): string {
  return diaNaEmpresa(iso) === diaNaEmpresa(now) ? `hoje, ${hora(iso)}` : dataHora(iso);
}

export const firstName = (nome: string | undefined) => nome?.trim().split(/\s+/)[0] ?? '';
