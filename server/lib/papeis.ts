/**
 * Lists of roles as one text column (a case's excluded roles, an event's): ",rh,compliance,",
 * so that `LIKE '%,rh,%'` finds one exactly; '' when none.
 */
import type { Role } from '../../common/roles.js';

export const papeisColuna = (papeis: readonly Role[]) =>
  papeis.length ? `,${papeis.join(',')},` : '';
export const papeisDaColuna = (coluna: string) => coluna.split(',').filter(Boolean) as Role[];
