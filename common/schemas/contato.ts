import { z } from 'zod';

import {
  CONTATO_ASSUNTOS,
  CONTATO_EMAIL_RE,
  CONTATO_ERROS as E,
  CONTATO_HONEYPOT,
  CONTATO_MAX,
} from './contato-options.js';

export {
  CONTATO_ASSUNTOS,
  CONTATO_HONEYPOT,
  type ContatoAssunto,
  type ContatoCampo,
} from './contato-options.js';

const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Body of `POST /api/contato` (JSON or multipart), with the spec's field names. */
export const contatoBody = z.object({
  name: text(E.name.invalido, CONTATO_MAX.name, E.name.longo),
  // The same rule as the form's own check before sending (contato-options.ts).
  email: text(E.email.vazio, CONTATO_MAX.email, E.email.longo).pipe(
    z.email({ pattern: CONTATO_EMAIL_RE, error: E.email.invalido }),
  ),
  phone: z
    .string({ error: E.phone.tipo })
    .trim()
    .max(CONTATO_MAX.phone, E.phone.longo)
    .regex(/^[\d\s()+.-]*$/, E.phone.invalido)
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: z.enum(CONTATO_ASSUNTOS, { error: E.subject.invalido }),
  message: text(E.message.invalido, CONTATO_MAX.message, E.message.longo),
  [CONTATO_HONEYPOT]: z.string().max(500).optional(),
});

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
