import { z } from 'zod';
import { ROLES } from '../roles.js';
import { loginField, newPasswordField, requiredText, roleField } from './fields.js';

export const loginBody = z.object({
  login: z
    .string({ error: 'Informe o usuário.' })
    .trim()
    .min(1, 'Informe o usuário.')
    .max(200, 'O usuário deve ter no máximo 200 caracteres.'),
  senha: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .max(200, 'A senha deve ter no máximo 200 caracteres.'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionUser = z.object({
  id: z.number().int(),
  nome: z.string(),
  login: z.string(),
  role: z.enum(ROLES),
  primeiro_login: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ token: z.string(), user: sessionUser });
export type LoginResponse = z.infer<typeof loginResponse>;

export const alterarSenhaBody = z.object({
  senhaAtual: z.string().max(200).optional(),
  novaSenha: newPasswordField,
});
export type AlterarSenhaBody = z.infer<typeof alterarSenhaBody>;

export const cadastrarBody = z.object({
  nome: requiredText('Nome', 120),
  login: loginField,
  senha: newPasswordField,
  role: roleField,
});
export type CadastrarBody = z.infer<typeof cadastrarBody>;
