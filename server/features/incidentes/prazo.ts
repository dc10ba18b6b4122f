/**
 * The deadline to tell the ANPD of an incident (docs/product/incidentes.md): 3 business days
 * after the company became aware of it, on the product's one business calendar
 * (server/core/calendario.ts), and where an incident stands against it. Pure.
 */
import {
  DIAS_UTEIS_PARA_COMUNICAR,
  type SituacaoDoPrazo,
} from '../../../common/schemas/incidentes.js';
import type { Calendario } from '../../core/calendario.js';

/** The last local day (AAAA-MM-DD) to tell the ANPD of an incident the company learnt of at `ciencia`. */
export const prazoDeComunicacao = (cal: Calendario, ciencia: Date): string =>
  cal.somarDiasUteis(ciencia, DIAS_UTEIS_PARA_COMUNICAR);

/** Where an incident stands at `agora`: told on time, told late, time left, or late. */
export function situacaoDoPrazo(
  cal: Calendario,
  i: { prazo_comunicacao: string; comunicado_anpd_em: string | null },
  agora: Date,
): { situacao_prazo: SituacaoDoPrazo; dias_uteis_restantes: number | null } {
  const fim = cal.fimDoDia(i.prazo_comunicacao);
  if (i.comunicado_anpd_em) {
    const noPrazo = new Date(i.comunicado_anpd_em).getTime() <= fim.getTime();
    return {
      situacao_prazo: noPrazo ? 'comunicado' : 'comunicado_com_atraso',
      dias_uteis_restantes: null,
    };
  }
  if (agora.getTime() > fim.getTime()) {
    return { situacao_prazo: 'vencido', dias_uteis_restantes: null };
  }
  return {
    situacao_prazo: 'no_prazo',
    dias_uteis_restantes: cal.diasUteisAte(agora, i.prazo_comunicacao),
  };
}
