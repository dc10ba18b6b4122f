/** Two-factor sign-in (docs/product/conta.md, "Verificação em duas etapas"). */
import { z } from 'zod';
import { STAFF_ROLES } from '../roles.js';

/** A recovery code as shown: two groups of five letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** A 6-digit code from the app, or a recovery code; spaces typed along are ignored. */
const codigoField = z
  .string({ error: 'Informe o código de verificação.' })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Informe o código de verificação.')
      .refine(
        (v) => /^\d{6}$/.test(v) || RECOVERY_CODE_PATTERN.test(v),
        'O código deve ter 6 dígitos (ou ser um código de recuperação).',
      ),
  );

export const codigoBody = z.object({ codigo: codigoField });
export type CodigoBody = z.input<typeof codigoBody>;

/** A right code already accepted once (a double tap, or the code just used to confirm). */
export const CODIGO_JA_USADO = 'Este código já foi usado; aguarde o próximo.';
export const SENHA_OBRIGATORIA_2FA = 'Informe sua senha.';
export const SENHA_INCORRETA_2FA = 'Senha incorreta.';

/**
 * The password, asked to turn two-factor sign-in on or off: a session token alone (a stolen one)
 * must not switch it (docs/product/conta.md, "Verificação em duas etapas").
 */
const senhaField = z
  .string({ error: SENHA_OBRIGATORIA_2FA })
  .min(1, SENHA_OBRIGATORIA_2FA)
  .max(200, SENHA_INCORRETA_2FA);
export const iniciarSegundoFatorBody = z.object(
  { senha: senhaField },
  { error: SENHA_OBRIGATORIA_2FA },
);
export type IniciarSegundoFatorBody = z.input<typeof iniciarSegundoFatorBody>;
/** "Gerar novos códigos" asks for the password too. */
export const novosCodigosBody = iniciarSegundoFatorBody;
export type NovosCodigosBody = IniciarSegundoFatorBody;
export const desativarSegundoFatorBody = z.object({ codigo: codigoField, senha: senhaField });
export type DesativarSegundoFatorBody = z.input<typeof desativarSegundoFatorBody>;

export const login2faBody = z.object({
  desafio: z
    .string({ error: 'Faça login novamente.' })
    .min(1, 'Faça login novamente.')
    .max(100, 'Faça login novamente.'),
  codigo: codigoField,
});
export type Login2faBody = z.input<typeof login2faBody>;

export const desafioResponse = z.object({ mfa_requerido: z.literal(true), desafio: z.string() });

export const inicioSegundoFator = z.object({ segredo: z.string(), otpauth_url: z.string() });
export type InicioSegundoFator = z.infer<typeof inicioSegundoFator>;

export const codigosRecuperacao = z.object({ codigos_recuperacao: z.array(z.string()) });
export type CodigosRecuperacao = z.infer<typeof codigosRecuperacao>;

export const estadoSegundoFator = z.object({
  ativo: z.boolean(),
  /** the user's role must use it: it cannot be turned off */
  obrigatorio: z.boolean(),
  codigos_restantes: z.number().int(),
});
export type EstadoSegundoFator = z.infer<typeof estadoSegundoFator>;

export const papeisObrigatorios = z.object({
  papeis: z
    .array(z.enum(STAFF_ROLES, { error: 'Perfil inválido: apenas admin, rh e compliance.' }), {
      error: 'Informe a lista de perfis.',
    })
    .max(STAFF_ROLES.length)
    .transform((p) => [...new Set(p)].sort()),
});
export const papeisObrigatoriosResposta = z.object({ papeis: z.array(z.enum(STAFF_ROLES)) });
