import { describe, expect, it } from 'vitest';
import { contatoBody } from './contato.js';
import { CONTATO_ERROS, contatoCampoDoErro, isContatoEmail } from './contato-options.js';

const valid = {
  name: 'Maria',
  email: 'maria@exemplo.com.br',
  subject: 'Comercial',
  message: 'Olá',
};

const accepted = [
  'maria@exemplo.com.br',
  'maria@exemplo.com',
  'MARIA.silva+site@sub.exemplo.com.br',
  "o'neil@exemplo.ie",
  'a_b-c@exemplo-agro.com',
  'x@a.io',
  'user@exemplo.xn--p1ai',
  '  joana@exemplo.com  ',
];
const refused = [
  'maria@exemplo',
  'maria@localhost',
  'maria@',
  '@exemplo.com',
  'sem-arroba',
  'maria@@exemplo.com',
  'maria @exemplo.com',
  'maria@exemplo .com',
  '.maria@exemplo.com',
  'maria.@exemplo.com',
  'ma..ria@exemplo.com',
  'maria@exemplo..com',
  'maria@.exemplo.com',
  'maria@exemplo.com.',
  'maria@-exemplo.com',
  'maria@exemplo-.com',
  'maria@exemplo.c',
  'maria@exemplo.123',
  'joão@exemplo.com',
  'maria@exemplo.com\nBcc: x@y.com',
];

describe('the contact e-mail rule shared by the form and the server', () => {
  it.each(accepted)('accepts %j, as the server schema does', (email) => {
    expect(isContatoEmail(email)).toBe(true);
    expect(contatoBody.safeParse({ ...valid, email }).success).toBe(true);
  });

  it.each(refused)('refuses %j, as the server schema does', (email) => {
    expect(isContatoEmail(email)).toBe(false);
    const parsed = contatoBody.safeParse({ ...valid, email });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Informe um e-mail válido.');
  });
});

describe('contatoCampoDoErro', () => {
  it('names the field of every message the server gives for a bad field', () => {
    const cases: [object, string][] = [
      [{ ...valid, name: ' ' }, 'name'],
      [{ ...valid, name: 'x'.repeat(121) }, 'name'],
      [{ ...valid, email: '' }, 'email'],
      [{ ...valid, email: 'maria@exemplo' }, 'email'],
      [{ ...valid, email: `${'a'.repeat(200)}@x.com` }, 'email'],
      [{ ...valid, phone: 'ligue já' }, 'phone'],
      [{ ...valid, phone: 5 }, 'phone'],
      [{ ...valid, subject: 'Vendas' }, 'subject'],
      [{ ...valid, message: '\n' }, 'message'],
      [{ ...valid, message: 'a'.repeat(5001) }, 'message'],
    ];
    for (const [body, field] of cases) {
      const parsed = contatoBody.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(contatoCampoDoErro(parsed.error!.issues[0]!.message)).toBe(field);
    }
    expect(contatoCampoDoErro('Erro interno.')).toBeUndefined();
    expect(contatoCampoDoErro(CONTATO_ERROS.email.invalido)).toBe('email');
  });
});
