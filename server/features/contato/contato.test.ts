import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';

let t: TestApp;
const freshApp = (contatoPerWindow: number) => {
  beforeEach(async () => {
    t = await createTestApp({ limits: { contatoPerWindow } });
  });
  afterEach(() => t.close());
};

const valid = {
  name: 'Joana Prado',
  email: 'joana@exemplo.com.br',
  phone: '(34) 99999-0000',
  subject: 'Comercial',
  message: 'Gostaria de saber sobre a venda de bezerros.',
};

const postJson = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/contato', payload: body as object });

/** A multipart/form-data body, as the browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; content: string }) {
  const boundary = '----contato' + Math.random().toString(16).slice(2);
  let body = '';
  for (const [k, v] of Object.entries(fields)) {
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  }
  if (file) {
    body += `--${boundary}\r\nContent-Disposition: form-data; name="anexo"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n`;
  }
  body += `--${boundary}--\r\n`;
  return {
    payload: Buffer.from(body, 'utf8'),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const stored = () => t.db.selectFrom('contato_mensagens').selectAll().execute();

describe('POST /api/contato', () => {
  freshApp(1000);
  it('400 with a Portuguese message for each invalid field, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ ...valid, name: '  ' }, 'Informe seu nome.'],
      [{ ...valid, name: undefined }, 'Informe seu nome.'],
      [{ ...valid, name: 'x'.repeat(121) }, 'O nome deve ter no máximo 120 caracteres.'],
      [{ ...valid, email: '' }, 'Informe seu e-mail.'],
      [{ ...valid, email: 'joana@' }, 'Informe um e-mail válido.'],
      [{ ...valid, phone: 'ligue já' }, 'Informe um telefone válido.'],
      [{ ...valid, phone: '9'.repeat(41) }, 'O telefone deve ter no máximo 40 caracteres.'],
      [{ ...valid, subject: 'Vendas' }, 'Escolha um assunto válido.'],
      [{ ...valid, subject: undefined }, 'Escolha um assunto válido.'],
      [{ ...valid, message: '\n \t' }, 'Escreva sua mensagem.'],
      [{ ...valid, message: 'a'.repeat(5001) }, 'A mensagem deve ter no máximo 5.000 caracteres.'],
    ];
    for (const [body, error] of cases) {
      const res = await postJson(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect(await stored()).toHaveLength(0);
  });

  it('400 for malformed JSON and for a multipart body carrying a file', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contato',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/JSON inválido/);
    const withFile = await t.app.inject({
      method: 'POST',
      url: '/api/contato',
      ...multipart(valid, { name: 'cv.txt', content: 'olá' }),
    });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().error).toBe('O formulário de contato não aceita arquivos.');
    expect(await stored()).toHaveLength(0);
  });

  it('stores a JSON message and answers 201 {ok: true}', async () => {
    const res = await postJson({ ...valid, name: '  Joana Prado ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await stored();
    expect(row).toMatchObject({
      nome: 'Joana Prado',
      email: 'joana@exemplo.com.br',
      telefone: '(34) 99999-0000',
      assunto: 'Comercial',
      mensagem: valid.message,
      lida: 0,
    });
  });

  it('stores a multipart message (the browser form), phone optional', async () => {
    const { phone: _phone, ...noPhone } = valid;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contato',
      ...multipart({ ...noPhone, subject: 'Trabalhe Conosco', phone: '', _gotcha: '' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await stored();
    expect(row).toMatchObject({ assunto: 'Trabalhe Conosco', telefone: null });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/contato',
      ...multipart({ ...valid, email: 'sem-arroba' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('Informe um e-mail válido.');
  });

  it('400 with the e-mail message for an address without a dot in the domain, as the form says', async () => {
    // The browser's type=email lets `maria@exemplo` through; the form checks the same rule first.
    for (const email of ['maria@exemplo', 'maria@localhost', 'ma..ria@exemplo.com']) {
      const json = await postJson({ ...valid, email });
      expect(json.statusCode, email).toBe(400);
      expect(json.json()).toEqual({ error: 'Informe um e-mail válido.' });
      const mp = await t.app.inject({
        method: 'POST',
        url: '/api/contato',
        ...multipart({ ...valid, email }),
      });
      expect(mp.statusCode, email).toBe(400);
      expect(mp.json()).toEqual({ error: 'Informe um e-mail válido.' });
    }
    expect(await stored()).toHaveLength(0);
    const ok = await postJson({ ...valid, email: 'maria@exemplo.com.br' });
    expect(ok.statusCode).toBe(201);
  });

  it('a filled honeypot is answered as a success but nothing is stored', async () => {
    const res = await postJson({ ...valid, _gotcha: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const mp = await t.app.inject({
      method: 'POST',
      url: '/api/contato',
      ...multipart({ ...valid, _gotcha: 'sou um robô' }),
    });
    expect(mp.statusCode).toBe(201);
    expect(await stored()).toHaveLength(0);
  });
});

describe('POST /api/contato rate limit', () => {
  freshApp(2);

  it('429 once an address has sent the allowed number of requests in the window', async () => {
    expect((await postJson(valid)).statusCode).toBe(201);
    // refused input does not count (docs/decisions/009-shared-office-limits.md)
    expect((await postJson({ ...valid, email: 'x' })).statusCode).toBe(400);
    expect((await postJson(valid)).statusCode).toBe(201);
    const third = await postJson(valid);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/Aguarde/);
    expect(await stored()).toHaveLength(2);
    // Other public endpoints are not affected by this limit.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('contact messages in the portal', () => {
  freshApp(1000);
  const list = (auth?: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/contato/mensagens', headers: auth ?? {} });
  const markRead = (id: number | string, auth?: { authorization: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/contato/mensagens/${id}/lida`,
      headers: auth ?? {},
    });

  it('401 without a token, 403 for every role but admin', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await markRead(1)).statusCode).toBe(401);
    for (const role of ['colaborador', 'rh', 'compliance'] as const) {
      const u = await buildUser(t, { role });
      expect((await list(u.auth)).statusCode).toBe(403);
      expect((await markRead(1, u.auth)).statusCode).toBe(403);
    }
  });

  it('admin lists newest first and marks one as read; 400 bad id, 404 unknown id', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    await postJson({ ...valid, name: 'Primeira' });
    await new Promise((r) => setTimeout(r, 5));
    await postJson({ ...valid, name: 'Segunda', phone: undefined });
    const res = await list(admin.auth);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.map((m: { nome: string }) => m.nome)).toEqual(['Segunda', 'Primeira']);
    expect(items[0]).toMatchObject({ telefone: null, lida: false, assunto: 'Comercial' });
    expect(Number.isNaN(Date.parse(items[0].criado_em))).toBe(false);

    const read = await markRead(items[1].id, admin.auth);
    expect(read.statusCode).toBe(200);
    const after = (await list(admin.auth)).json();
    expect(after.map((m: { lida: boolean }) => m.lida)).toEqual([false, true]);

    expect((await markRead('abc', admin.auth)).statusCode).toBe(400);
    const missing = await markRead(99999, admin.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Mensagem não encontrada.');
  });
});
