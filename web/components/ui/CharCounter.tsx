/** The counter shows from this many characters before the limit: far enough to plan. */
const COUNTER_BEFORE = 500;

const number = (n: number) => n.toLocaleString('pt-BR');

/** Lengths at which screen readers hear how much is left (never on every keystroke). */
const thresholds = (max: number) => [max - COUNTER_BEFORE, max - 100, max];

/** What screen readers hear once `length` reaches a threshold of `max`; '' below the first one. */
export function counterAnnouncement(length: number, max: number): string {
  const reached = thresholds(max)
    .filter((t) => length >= t)
    .at(-1);
  if (reached === undefined) return '';
  if (reached >= max) return `Limite de ${number(max)} caracteres atingido.`;
  return `Restam ${number(max - reached)} caracteres.`;
}

/**
 * "4.812 / 5.000" near the end of a field's limit (`max`, also the field's `maxLength`), so text
 * is not cut silently. The visible count is not live; a separate polite region speaks only when a
 * threshold is crossed. Used by the chat and the Ouvidoria's description.
 */
export function CharCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const near = length >= max - COUNTER_BEFORE;
  return (
    <>
      <span id={id} className={`char-counter${length >= max ? ' is-full' : ''}`} hidden={!near}>
        {near && `${number(length)} / ${number(max)}`}
        {near && <span className="visually-hidden"> caracteres</span>}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {counterAnnouncement(length, max)}
      </span>
    </>
  );
}
