import type { Atendimento } from '../../../../common/schemas/atendimentos';
import { ROTULO_SLA, SEM_RESPOSTA } from '../prazo-texto';

/**
 * The SLA state as a coloured label: at risk amber, late red, kept green. A ticket its owner
 * closed before any answer was not kept: "Sem resposta", grey (or "Atrasado" if it was late).
 */
export function SlaBadge({ a }: { a: Pick<Atendimento, 'sla' | 'encerrado_sem_resposta'> }) {
  if (a.encerrado_sem_resposta && a.sla !== 'estourado') {
    return <span className="suporte-tag sla--sem_resposta">{SEM_RESPOSTA}</span>;
  }
  return <span className={`suporte-tag sla--${a.sla}`}>{ROTULO_SLA[a.sla]}</span>;
}
