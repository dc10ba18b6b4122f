import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { ROLES } from '../roles.js';

/** Reusable fields with the product's Portuguese messages. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} é obrigatório.` })
    .trim()
    .min(1, `${label} é obrigatório.`)
    .max(max, `${label} deve ter no máximo ${max} caracteres.`)
    // PostgreSQL refuses NUL in text; refuse it on both databases alike.
    .refine((v) => !v.includes('\u0000'), `${label} contém caracteres inválidos.`);

export const loginField = requiredText('Login', 60).regex(
  /^[\p{L}\p{N}._@-]+$/u,
  'Login deve conter apenas letras, números, ponto, hífen, sublinhado ou arroba.',
);

export const newPasswordField = z
  .string({ error: 'Senha é obrigatória.' })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(200, 'A senha deve ter no máximo 200 caracteres.');

export const roleField = z.enum(ROLES, { error: 'Cargo inválido.' });

/**
 * A positive whole number in its one canonical spelling, decimal digits without a leading zero:
 * `z.coerce.number()` would also take `0x1`, `1.0`, `1e0`, ` 1` or `+1`, and digits alone `01`,
 * so one id would have many spellings (docs/decisions/032-tropecos-do-servidor.md,
 * docs/decisions/057-fechamento-gradual-ids-e-backup.md). Every id of a path (`idParam`) and of
 * a filter goes through here.
 */
const inteiroDecimal = (erro: string, max: number) =>
  z
    .string({ error: erro })
    .regex(/^[1-9]\d{0,9}$/, erro)
    .transform(Number)
    .pipe(z.number().int(erro).max(max, erro));

export const idParam = z.object({
  id: inteiroDecimal('Identificador inválido.', 2_147_483_647),
});

/** Logins are unique ignoring case and surrounding spaces. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

/** An opening's id in a filter (`vaga=7`). */
export const vagaIdQuery = inteiroDecimal('Vaga inválida.', 2_147_483_647);

/** A staff user's id in a filter (`responsavel=7`). */
export const responsavelIdQuery = inteiroDecimal('Responsável inválido.', 2_147_483_647);

/** A page number of a paged list (`pagina=2`). */
export const paginaQuery = z.coerce
  .number({ error: 'Página inválida.' })
  .int('Página inválida.')
  .min(1, 'Página inválida.')
  .max(100_000, 'Página inválida.');

/** How many items a page holds (`por_pagina=25`), at most `max`. */
export const porPaginaQuery = (max: number) =>
  z.coerce
    .number({ error: 'Tamanho de página inválido.' })
    .int('Tamanho de página inválido.')
    .min(1, 'Tamanho de página inválido.')
    .max(max, `No máximo ${max} por página.`);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date `AAAA-MM-DD` (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const d = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
