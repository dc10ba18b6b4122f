/** "Erro ao salvar dados." followed by the server's reason, when it gave one. */
export function errorText(fallback: string, err: unknown): string {
  const reason = err instanceof Error ? err.message.trim() : '';
  return reason && reason !== fallback ? `${fallback} ${reason}` : fallback;
}
