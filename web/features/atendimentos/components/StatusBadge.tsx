import type { TicketStatus } from '../../../../common/schemas/atendimentos';

/** aberto in green, anything else in grey (spec). */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`status-badge ${status === 'aberto' ? 'status-badge--aberto' : ''}`}>
      {status}
    </span>
  );
}
