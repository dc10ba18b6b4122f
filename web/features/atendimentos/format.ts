/** Dates as people in Brazil read them, in the browser's time zone. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** "hoje, 14:05" or "12/03/2026, 14:05". */
export function formatMessageTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  return d.toDateString() === now.toDateString() ? `hoje, ${formatTime(iso)}` : formatDateTime(iso);
}

export const firstName = (nome: string | undefined) => nome?.trim().split(/\s+/)[0] ?? '';
