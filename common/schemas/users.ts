import { z } from 'zod';
import { ROLES } from '../roles.js';

export const USER_STATUSES = ['ativo', 'inativo'] as const;

/** A user as any answer may show it: never the password hash. */
export const publicUser = z.object({
  id: z.number().int(),
  nome: z.string(),
  login: z.string(),
  role: z.enum(ROLES),
  status_usuario: z.enum(USER_STATUSES),
  primeiro_login: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;
