import type { PollHealth } from '../hooks/polling';

/** Says on screen that polling is failing and when it will try again. */
export function ConnectionNotice({
  health,
  text,
  onRetry,
}: {
  health: PollHealth;
  text: string;
  onRetry: () => void;
}) {
  if (!health.failing) return null;
  return (
    <div className="chat-connection alert alert--error" role="status">
      <span>
        {text}. Sem resposta do servidor: nova tentativa em {health.retryInSeconds} segundos.
      </span>
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        Tentar agora
      </button>
    </div>
  );
}
