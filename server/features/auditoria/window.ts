import { badRequest } from '../../lib/errors.js';
import { isCalendarDate } from '../../../common/schemas/auditoria.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Turns the query's `de` and `ate` into bounds on data_hora: `de` from the start of its day
 * (UTC) or from its instant; `ate` through the end of its day (UTC) or through its instant,
 * as an exclusive bound one day (or one millisecond, the precision stored) later.
 */
export function auditWindow(de?: string, ate?: string): { from?: string; before?: string } {
  const from = de === undefined ? undefined : startOf(de);
  const before =
    ate === undefined
      ? undefined
      : isCalendarDate(ate)
        ? new Date(Date.parse(`${ate}T00:00:00.000Z`) + DAY_MS).toISOString()
        : new Date(Date.parse(ate) + 1).toISOString();
  if (from !== undefined && before !== undefined && from >= before) {
    throw badRequest('A data inicial deve ser anterior ou igual à data final.');
  }
  return { from, before };
}

function startOf(value: string): string {
  return isCalendarDate(value)
    ? `${value}T00:00:00.000Z`
    : new Date(Date.parse(value)).toISOString();
}
