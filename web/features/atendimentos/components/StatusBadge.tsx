import type { AtendimentoStatus } from '../../../../common/schemas/atendimentos';

/** aberto in green, anything else in grey (spec). */
export function StatusBadge({ status }: { status: AtendimentoStatus }) {
  return (
    <span className={`status-badge ${status === 'aberto' ? 'status-badge--aberto' : ''}`}>
      {status}
    </span>
  );
}
