/**
 * The contact form's choices, without zod, so the public contact page does not need the
 * validation library to render its select.
 */
export const CONTATO_ASSUNTOS = [
  'Informações',
  'Comercial',
  'Parcerias',
  'Trabalhe Conosco',
  'Outro',
] as const;
export type ContatoAssunto = (typeof CONTATO_ASSUNTOS)[number];

/** The hidden field that people never see; a bot that fills it is turned away. */
export const CONTATO_HONEYPOT = '_gotcha';
