import { z } from 'zod';

import { CONTATO_ASSUNTOS, CONTATO_HONEYPOT } from './contato-options.js';

export { CONTATO_ASSUNTOS, CONTATO_HONEYPOT, type ContatoAssunto } from './contato-options.js';

const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Body of `POST /api/contato` (JSON or multipart), with the spec's field names. */
export const contatoBody = z.object({
  name: text('Informe seu nome.', 120, 'O nome deve ter no máximo 120 caracteres.'),
  email: text('Informe seu e-mail.', 200, 'O e-mail deve ter no máximo 200 caracteres.').pipe(
    z.email({ error: 'Informe um e-mail válido.' }),
  ),
  phone: z
    .string({ error: 'Telefone inválido.' })
    .trim()
    .max(40, 'O telefone deve ter no máximo 40 caracteres.')
    .regex(/^[\d\s()+.-]*$/, 'Informe um telefone válido.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: z.enum(CONTATO_ASSUNTOS, { error: 'Escolha um assunto válido.' }),
  message: text('Escreva sua mensagem.', 5000, 'A mensagem deve ter no máximo 5.000 caracteres.'),
  [CONTATO_HONEYPOT]: z.string().max(500).optional(),
});
export type ContatoBody = z.input<typeof contatoBody>;

/** A stored contact message as the admin screen reads it. */
export const contatoMensagem = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  assunto: z.string(),
  mensagem: z.string(),
  lida: z.boolean(),
  criado_em: z.string(),
});
export type ContatoMensagem = z.infer<typeof contatoMensagem>;
