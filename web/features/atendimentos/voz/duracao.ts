/** "0:07", "1:30": a voice message's length as the chat shows it. */
export function duracaoTexto(segundos: number): string {
  const s = Math.max(0, Math.round(segundos));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "7 segundos", "1 minuto e 30 segundos": the same, for a screen reader. */
export function duracaoFalada(segundos: number): string {
  const s = Math.max(0, Math.round(segundos));
  const m = Math.floor(s / 60);
  const r = s % 60;
  const seg = r === 1 ? '1 segundo' : `${r} segundos`;
  if (m === 0) return seg;
  const min = m === 1 ? '1 minuto' : `${m} minutos`;
  return r === 0 ? min : `${min} e ${seg}`;
}
