import { isStatusFinal } from '../../../../common/denuncias';
import type { DenunciaResumo } from '../../../../common/schemas/denuncias-gestao';
import { formatData } from '../format';

/**
 * The clock that matters now: acknowledging within 7 days until the reporter has heard from the
 * Ouvidoria, then concluding within 90; "Atrasada" while one is past due and unmet.
 */
export function Prazo({ caso }: { caso: DenunciaResumo }) {
  if (isStatusFinal(caso.status)) return <span className="muted">Encerrada</span>;
  const [rotulo, prazo] = caso.confirmada_em
    ? ['Retorno até', caso.prazo_retorno]
    : ['Confirmar até', caso.prazo_confirmacao];
  return (
    <span className={caso.atrasada ? 'ouv-prazo ouv-prazo--atrasado' : 'ouv-prazo'}>
      {caso.atrasada && <strong>Atrasada · </strong>}
      {rotulo} {formatData(prazo)}
    </span>
  );
}
