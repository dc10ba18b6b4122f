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

export const idParam = z.object({
  id: z.coerce
    .number({ error: 'Identificador inválido.' })
    .int('Identificador inválido.')
    .positive('Identificador inválido.')
    .max(2_147_483_647, 'Identificador inválido.'),
});

/** Logins are unique ignoring case and surrounding spaces. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}
