import type { SituacaoSla } from '../../../../common/schemas/atendimentos';
import { ROTULO_SLA } from '../prazo-texto';

/** The SLA state as a coloured label: at risk amber, late red, kept green. */
export function SlaBadge({ sla }: { sla: SituacaoSla }) {
  return <span className={`suporte-tag sla--${sla}`}>{ROTULO_SLA[sla]}</span>;
}
