import { MESSAGE_MAX_LENGTH } from '../../../../common/constants';

/** The counter shows from this many characters on: far enough from the limit to plan. */
export const COUNTER_FROM = 4_500;
/** Lengths at which screen readers hear how much is left (never on every keystroke). */
const THRESHOLDS = [COUNTER_FROM, 4_900, MESSAGE_MAX_LENGTH] as const;

const number = (n: number) => n.toLocaleString('pt-BR');

/** What screen readers hear once `length` reaches a threshold; '' below the first one. */
export function counterAnnouncement(length: number): string {
  const reached = THRESHOLDS.filter((t) => length >= t).at(-1);
  if (reached === undefined) return '';
  if (reached >= MESSAGE_MAX_LENGTH)
    return `Limite de ${number(MESSAGE_MAX_LENGTH)} caracteres atingido.`;
  return `Restam ${number(MESSAGE_MAX_LENGTH - reached)} caracteres.`;
}

/**
 * "4.812 / 5.000" near the end of the message limit, so text is not cut silently by the field's
 * maximum length. The visible count is not live; a separate polite region speaks only when a
 * threshold is crossed.
 */
export function CharCounter({ id, length }: { id: string; length: number }) {
  const near = length >= COUNTER_FROM;
  return (
    <>
      <span
        id={id}
        className={`chat-composer__counter${length >= MESSAGE_MAX_LENGTH ? ' is-full' : ''}`}
        hidden={!near}
      >
        {near && `${number(length)} / ${number(MESSAGE_MAX_LENGTH)}`}
        {near && <span className="visually-hidden"> caracteres</span>}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {counterAnnouncement(length)}
      </span>
    </>
  );
}
