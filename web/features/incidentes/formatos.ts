import type { IncidenteItem } from '../../../common/schemas/incidentes';
import { campoNaEmpresa, dataHora as dataHoraNaEmpresa } from '../../lib/datas';

/** "19/11/2026, 08:00" in the company's time zone; "—" when there is none. */
export const dataHora = (iso: string | null) => (iso ? dataHoraNaEmpresa(iso) : '—');

/** "AAAA-MM-DD" as "25/11/2026". */
export const data = (dia: string) => dia.split('-').reverse().join('/');

/**
 * A datetime-local field's value ("2026-11-19T08:00") is read on the company's clock, as the
 * register shows it, whatever the device's (web/lib/datas.ts).
 */
export { instanteDoCampo } from '../../lib/datas';

/** Now, as a datetime-local field's value on the company's clock. */
export const agoraNoCampo = () => campoNaEmpresa();

/** Where the deadline stands, in words: "faltam 2 dias úteis", "vencido", "comunicada em ...". */
export function situacaoEmPalavras(i: IncidenteItem): string {
  switch (i.situacao_prazo) {
    case 'comunicado':
      return `ANPD comunicada em ${dataHora(i.comunicado_anpd_em)}`;
    case 'comunicado_com_atraso':
      return `ANPD comunicada com atraso, em ${dataHora(i.comunicado_anpd_em)}`;
    case 'vencido':
      return 'Vencido: a ANPD ainda não foi comunicada';
    case 'no_prazo': {
      const n = i.dias_uteis_restantes ?? 0;
      if (n === 0) return 'Vence hoje';
      return n === 1 ? 'Falta 1 dia útil' : `Faltam ${n} dias úteis`;
    }
  }
}
