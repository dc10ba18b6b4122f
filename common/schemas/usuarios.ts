import { z } from 'zod';
import { ACOES_DO_GESTOR, PAPEIS_EXCLUIVEIS } from '../denuncias.js';
import { ROLES } from '../roles.js';
import { loginField, newPasswordField, requiredText, roleField } from './fields.js';
import { USER_STATUSES } from '../usuarios.js';
export { USER_STATUSES, USER_STATUS_LABELS, type UserStatus } from '../usuarios.js';

/** A user as any answer may show it: never the password hash. */
export const publicUser = z.object({
  id: z.number().int(),
  nome: z.string(),
  login: z.string(),
  role: z.enum(ROLES),
  status_usuario: z.enum(USER_STATUSES),
  primeiro_login: z.boolean(),
  /** optional; staff with one receive e-mail notices (docs/product/avisos.md) */
  email: z.string().nullable(),
  /** present (true) once the account was anonymised: it can no longer be changed nor reactivated */
  anonimizado: z.literal(true).optional(),
  /** in the list only: the Ouvidoria cases the account no longer reads, and why (docs/product/usuarios.md) */
  sem_acesso: z
    .array(
      z.object({
        papel: z.enum(PAPEIS_EXCLUIVEIS),
        acao: z.enum(ACOES_DO_GESTOR).nullable(),
        em: z.string().nullable(),
      }),
    )
    .optional(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const publicUserList = z.array(publicUser);

const EMAIL_INVALIDO = 'E-mail inválido.';
export const EMAIL_EM_USO = 'Este e-mail já está em uso.';

/** An optional e-mail: trimmed and lower-cased; empty or null means none. */
const emailField = z
  .union([z.string(), z.null()], { error: EMAIL_INVALIDO })
  .transform((v) => (v ?? '').trim().toLowerCase())
  .pipe(
    z.union([
      z.literal('').transform(() => null),
      z.email(EMAIL_INVALIDO).max(254, EMAIL_INVALIDO),
    ]),
  );

const userStatusField = z.enum(USER_STATUSES, { error: 'Status inválido.' });

/** `GET /api/users?q=`: name or login contains, ignoring case. */
export const usersQuery = z.object({
  q: z.string().trim().max(120, 'Busca muito longa.').optional(),
});

/** `POST /api/users` (Gestão de Usuários → Novo Usuário): the password is temporary. */
export const createUserBody = z.object({
  nome: requiredText('Nome', 120),
  login: loginField,
  senha: newPasswordField,
  role: roleField,
  email: emailField.optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

/** `PATCH /api/users/{id}`: status only when it changed (docs/product/usuarios.md). */
export const updateUserBody = z.object({
  nome: requiredText('Nome', 120),
  login: loginField,
  role: roleField,
  status_usuario: userStatusField.optional(),
  /** absent: unchanged; empty or null: removed */
  email: emailField.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** `PATCH /api/users/{id}/password`: a reset by admin or rh, temporary until the next login. */
export const resetPasswordBody = z.object({ password: newPasswordField });
