import { z } from 'zod';
import { ROLES } from '../roles.js';
import { desafioResponse } from './segundo-fator.js';
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
  /**
   * present (true) only while the user's role requires two-factor sign-in and they have not
   * turned it on: every call but enrolment answers 403 until they do
   */
  mfa_cadastro_pendente: z.literal(true).optional(),
  /**
   * `GET /api/me` only: present (true) while a Código de Conduta is in force and the user has not
   * acknowledged it (docs/product/conduta.md); absent otherwise
   */
  conduta_pendente: z.literal(true).optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ token: z.string(), user: sessionUser });
export type LoginResponse = z.infer<typeof loginResponse>;

/** With two-factor sign-in on, the password alone answers a challenge for the code instead. */
export const loginOuDesafio = z.union([loginResponse, desafioResponse]);
export type LoginOuDesafio = z.infer<typeof loginOuDesafio>;

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
