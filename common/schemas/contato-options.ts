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

/** The contact form's fields, as `POST /api/contato` and the form name them. */
export const CONTATO_CAMPOS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContatoCampo = (typeof CONTATO_CAMPOS)[number];

export const CONTATO_MAX = { name: 120, email: 200, phone: 40, message: 5000 } as const;

/** Every message the server gives for a bad field; the form shows it next to that field. */
export const CONTATO_ERROS = {
  name: {
    invalido: 'Informe seu nome.',
    longo: `O nome deve ter no máximo ${CONTATO_MAX.name} caracteres.`,
  },
  email: {
    vazio: 'Informe seu e-mail.',
    invalido: 'Informe um e-mail válido.',
    longo: `O e-mail deve ter no máximo ${CONTATO_MAX.email} caracteres.`,
  },
  phone: {
    invalido: 'Informe um telefone válido.',
    tipo: 'Telefone inválido.',
    longo: `O telefone deve ter no máximo ${CONTATO_MAX.phone} caracteres.`,
  },
  subject: { invalido: 'Escolha um assunto válido.' },
  message: {
    invalido: 'Escreva sua mensagem.',
    longo: 'A mensagem deve ter no máximo 5.000 caracteres.',
  },
} as const satisfies Record<ContatoCampo, { invalido: string } & Record<string, string>>;

/** The field a server message is about, if it is one of the messages above. */
export function contatoCampoDoErro(error: string): ContatoCampo | undefined {
  return CONTATO_CAMPOS.find((campo) =>
    Object.values<string>(CONTATO_ERROS[campo]).includes(error),
  );
}

// One rule for an e-mail address, used by the server's schema and by the form before it sends:
// dot-atoms before the @ (the characters the browser's type=email allows) and a domain of at least
// two labels (`maria@exemplo` is refused), the last one starting with a letter.
const ATOM = "[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const TLD = '[a-zA-Z](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])';
export const CONTATO_EMAIL_RE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TLD}$`);

/** Whether the form and the server accept this address (surrounding spaces are trimmed). */
export const isContatoEmail = (email: string): boolean => CONTATO_EMAIL_RE.test(email.trim());
