/**
 * A visitor's request is confirmed by its e-mail first, and a visitor reads the answer with the
 * protocol and the e-mail (docs/decisions/056-confirmacao-das-solicitacoes.md), played as the
 * adversary: someone who types another person's address, a stale or reused link, a guess at
 * the lookup; and staff who must not believe an undelivered answer was given.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/app.js';
import {
  buildSolicitacaoDeVisitante,
  buildUser,
  tokenPara,
  type BuiltUser,
} from '../../test/factories.js';
import { brt, em } from '../../test/relogio.js';
import {
  CONFIRMACAO_ERROS,
  CONSULTA_ERROS,
  RESPOSTA_ERROS,
} from '../../../common/solicitacoes-privacidade.js';

// e-mail delivery configured; nothing listens on the port, so nothing ever leaves: the tests
// read what was queued in the outbox
const COM_EMAIL = { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://portal.fazenda.test/' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: COM_EMAIL });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const sessao = async (u: BuiltUser) => ({
  authorization: `Bearer ${await tokenPara(t.db, t.app.ctx.tokens, u.user)}`,
});
const post = (url: string, payload: object, app = t) =>
  app.app.inject({ method: 'POST', url, payload });
const confirmar = (token: string) => post('/api/privacidade/solicitacoes/confirmar', { token });
const consultar = (protocolo: string, email: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacidade/solicitacoes/consulta',
    payload: { protocolo, email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const responder = (auth: { authorization: string }, id: number, payload: object, app = t) =>
  app.app.inject({ method: 'PATCH', url: `/api/admin/solicitacoes/${id}`, headers: auth, payload });
const fila = async (auth: { authorization: string }, app = t) => {
  const res = await app.app.inject({
    method: 'GET',
    url: '/api/admin/solicitacoes',
    headers: auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json<
    {
      id: number;
      status: string;
      verificacao: string;
      entrega: string | null;
      atendida: boolean;
      atrasada: boolean;
      prazo: string;
    }[]
  >();
};
const emailsDa = (id: number) =>
  t.db
    .selectFrom('avisos_email')
    .select(['tipo', 'texto'])
    .where('solicitacao_id', '=', id)
    .orderBy('id')
    .execute();

describe('before the e-mail is confirmed', () => {
  it('the request is not in the queue, cannot be answered (409), and only the confirmation is queued to the address', async () => {
    const c = await buildUser(t, { role: 'compliance', email: 'compliance.conf@fazenda.test' });
    const avisosAntes = await t.db
      .selectFrom('avisos_email')
      .select('id')
      .where('usuario_id', '=', c.user.id)
      .execute();
    const s = await buildSolicitacaoDeVisitante(t, {}, { confirmar: false });
    expect((await fila(c.auth)).map((x) => x.id)).not.toContain(s.id);
    for (const body of [
      { status: 'em_analise' },
      { status: 'complemento_solicitado', resposta: 'Envie um documento.' },
      { status: 'concluida', resposta: 'Seus dados: ...' },
    ]) {
      const res = await responder(c.auth, s.id, body);
      expect(res.statusCode, body.status).toBe(409);
      expect(res.json()).toEqual({ error: RESPOSTA_ERROS.naoConfirmada });
    }
    const emails = await emailsDa(s.id);
    expect(emails.map((e) => e.tipo)).toEqual(['confirmacao_solicitacao']);
    expect(emails[0]!.texto).toContain(
      `https://portal.fazenda.test/privacidade#confirmar=${s.token}`,
    );
    expect(emails[0]!.texto).toContain(s.protocolo);
    // staff hear nothing of a request nobody confirmed
    const avisosDepois = await t.db
      .selectFrom('avisos_email')
      .select('id')
      .where('usuario_id', '=', c.user.id)
      .execute();
    expect(avisosDepois).toHaveLength(avisosAntes.length);
  });

  it('the token is random and only its hash is kept', async () => {
    const a = await buildSolicitacaoDeVisitante(t, {}, { confirmar: false });
    const b = await buildSolicitacaoDeVisitante(t, {}, { confirmar: false });
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
    const row = await t.db
      .selectFrom('solicitacoes_privacidade')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(a.token);
    expect(row.confirmacao_hash).toBeTruthy();
    expect(row.status).toBe('aguardando_confirmacao');
  });

  it('the lookup does not find it, with the same message as a wrong pair', async () => {
    const s = await buildSolicitacaoDeVisitante(t, {}, { confirmar: false });
    const res = await consultar(s.protocolo, s.email);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: CONSULTA_ERROS.naoEncontrada });
  });
});

describe('the confirmation link', () => {
  it('confirming starts the deadline then, puts it in the queue as e-mail confirmed, and tells staff', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    em('2027-02-01 08:00');
    const c = await buildUser(t, { role: 'compliance', email: 'compliance.prazo@fazenda.test' });
    const s = await buildSolicitacaoDeVisitante(t, {}, { confirmar: false });
    em('2027-02-01 14:30');
    const res = await confirmar(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      protocolo: s.protocolo,
      prazo: new Date(Date.parse(brt('2027-02-01 14:30')) + 15 * 86_400_000).toISOString(),
    });
    const item = (await fila(await sessao(c))).find((x) => x.id === s.id);
    expect(item).toMatchObject({
      status: 'recebida',
      verificacao: 'email_confirmado',
      prazo: res.json().prazo,
      atendida: false,
    });
    const aviso = await t.db
      .selectFrom('avisos_email')
      .select('texto')
      .where('usuario_id', '=', c.user.id)
      .where('tipo', '=', 'nova_solicitacao_privacidade')
      .execute();
    expect(aviso.some((a) => a.texto.includes(`(#${s.id})`))).toBe(true);
    // the outbox no longer holds a live link
    expect(JSON.stringify(await emailsDa(s.id))).not.toContain(s.token);
  });

  it('a reused link is refused in Portuguese; a wrong one too', async () => {
    const s = await buildSolicitacaoDeVisitante(t);
    const again = await confirmar(s.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: CONFIRMACAO_ERROS.usado });
    const wrong = await confirmar(`${s.token.slice(0, -2)}xx`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: CONFIRMACAO_ERROS.invalido });
  });

  it('a link 24 h + 1 min old is refused as expired, and the request stays out of the queue', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    em('2027-03-01 08:00');
    const admin = await buildUser(t, { role: 'admin' });
    const s = await buildSolicitacaoDeVisitante(t, {}, { confirmar: false });
    em('2027-03-02 08:01');
    const res = await confirmar(s.token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: CONFIRMACAO_ERROS.expirado });
    expect((await fila(await sessao(admin))).map((x) => x.id)).not.toContain(s.id);
  });

  it('a link 23 h 59 min old still confirms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    em('2027-03-05 08:00');
    const s = await buildSolicitacaoDeVisitante(t, {}, { confirmar: false });
    em('2027-03-06 07:59');
    expect((await confirmar(s.token)).statusCode).toBe(200);
  });

  it('without SMTP_URL the public request is refused (409) in Portuguese, and nothing is kept', async () => {
    const sem = await createTestApp();
    try {
      const res = await post(
        '/api/privacidade/solicitacoes',
        { nome: 'Ana', email: 'ana@exemplo.com.br', tipo: 'outro', texto: 'Pedido.' },
        sem,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: CONFIRMACAO_ERROS.semEmail });
      expect(await sem.db.selectFrom('solicitacoes_privacidade').select('id').execute()).toEqual(
        [],
      );
    } finally {
      await sem.close();
    }
  });
});

describe('an answer that did not reach the visitor', () => {
  it('answered where no e-mail can leave: stays open and late, marked sem_email; the visitor reads it with protocol + e-mail, then it is met', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    em('2027-04-01 08:00');
    const s = await buildSolicitacaoDeVisitante(t, { email: 'Rita.Alves@Exemplo.com.br' });
    const c = await buildUser(t, { role: 'compliance' });
    // another instance of the product on the same database, without SMTP_URL
    const semEmail = await createSecondInstance(t);
    try {
      em('2027-04-03 08:00');
      const resposta = 'Guardamos seu nome e e-mail do formulário de contato.';
      expect(
        (await responder(await sessao(c), s.id, { status: 'concluida', resposta }, semEmail))
          .statusCode,
      ).toBe(200);
      expect(await emailsDa(s.id)).toHaveLength(1); // the confirmation only
      em('2027-04-20 08:00');
      const item = (await fila(await sessao(c))).find((x) => x.id === s.id)!;
      expect(item).toMatchObject({
        status: 'concluida',
        entrega: 'sem_email',
        atendida: false,
        atrasada: true,
      });
      // among the ones not met, ahead of every met one
      const q = await fila(await sessao(c));
      const pos = q.findIndex((x) => x.id === s.id);
      expect(q.slice(0, pos).every((x) => !x.atendida)).toBe(true);

      const lida = await consultar(s.protocolo.toLowerCase(), 'rita.alves@exemplo.com.br');
      expect(lida.statusCode).toBe(200);
      expect(lida.json()).toMatchObject({
        protocolo: s.protocolo,
        status: 'concluida',
        resposta,
      });
      expect(lida.json()).not.toHaveProperty('nome');
      expect(lida.json()).not.toHaveProperty('email');
      const depois = (await fila(await sessao(c))).find((x) => x.id === s.id)!;
      expect(depois).toMatchObject({ entrega: 'lida', atendida: true, atrasada: false });
    } finally {
      await semEmail.close();
    }
  });

  it('answered with e-mail configured: pendente until the e-mail leaves, falhou when the sender gave up; both stay open', async () => {
    const s = await buildSolicitacaoDeVisitante(t);
    const c = await buildUser(t, { role: 'compliance' });
    await responder(c.auth, s.id, { status: 'recusada', resposta: 'Não há dados seus.' });
    const item = async () => (await fila(c.auth)).find((x) => x.id === s.id)!;
    expect(await item()).toMatchObject({ entrega: 'pendente', atendida: false });
    // the live sender's first try (nothing listens) ends before the test plays the later ones: a
    // try still in flight would write its outcome over them (its claim is let go when it ends)
    const resposta = () =>
      t.db
        .selectFrom('avisos_email')
        .select(['tentativas', 'reservado_ate'])
        .where('solicitacao_id', '=', s.id)
        .where('tipo', '=', 'resposta_solicitacao')
        .executeTakeFirstOrThrow();
    const tentouEAcabou = async () => {
      const r = await resposta();
      return r.tentativas > 0 && r.reservado_ate === null;
    };
    for (let i = 0; i < 200 && !(await tentouEAcabou()); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await tentouEAcabou()).toBe(true);
    await t.db
      .updateTable('avisos_email')
      .set({ proxima_tentativa_em: '2100-01-01T00:00:00.000Z', reservado_ate: null })
      .where('solicitacao_id', '=', s.id)
      .execute();
    const marcar = (col: 'desistido_em' | 'enviado_em') =>
      t.db
        .updateTable('avisos_email')
        .set({ [col]: new Date().toISOString() })
        .where('solicitacao_id', '=', s.id)
        .where('tipo', '=', 'resposta_solicitacao')
        .execute();
    await marcar('desistido_em');
    expect(await item()).toMatchObject({ entrega: 'falhou', atendida: false });
    await t.db
      .updateTable('avisos_email')
      .set({ desistido_em: null })
      .where('solicitacao_id', '=', s.id)
      .execute();
    await marcar('enviado_em');
    expect(await item()).toMatchObject({ entrega: 'enviada', atendida: true });
  });
});

describe('the public lookup', () => {
  it('a wrong protocol, a wrong e-mail, another person’s e-mail: the same 404 and message', async () => {
    const a = await buildSolicitacaoDeVisitante(t);
    const b = await buildSolicitacaoDeVisitante(t);
    const respostas = await Promise.all([
      consultar('LGPD-2222-3333-4444', a.email),
      consultar(a.protocolo, 'outra@exemplo.com.br'),
      consultar(a.protocolo, b.email),
      consultar(b.protocolo, a.email),
    ]);
    for (const r of respostas) {
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: CONSULTA_ERROS.naoEncontrada });
    }
    expect((await consultar(a.protocolo, a.email)).json()).toMatchObject({
      protocolo: a.protocolo,
      status: 'recebida',
      resposta: null,
    });
  });

  it('per address: wrong pairs count, past the allowance 429; another address goes on', async () => {
    const limitado = await createTestApp({ env: COM_EMAIL, limits: { solicitacoesPerWindow: 3 } });
    try {
      const s = await buildSolicitacaoDeVisitante(limitado);
      const tentar = (email: string, remoteAddress = '200.9.9.9') =>
        limitado.app.inject({
          method: 'POST',
          url: '/api/privacidade/solicitacoes/consulta',
          payload: { protocolo: s.protocolo, email },
          remoteAddress,
        });
      for (let i = 0; i < 3; i++)
        expect((await tentar(`x${i}@exemplo.com.br`)).statusCode).toBe(404);
      const res = await tentar(s.email);
      expect(res.statusCode).toBe(429);
      expect((await tentar(s.email, '200.9.9.10')).statusCode).toBe(200);
    } finally {
      await limitado.close();
    }
  });
});

describe('asking for more before answering', () => {
  it('complemento_solicitado needs the text; the visitor reads it and gets it by e-mail; the account in Meus dados', async () => {
    const c = await buildUser(t, { role: 'compliance' });
    const s = await buildSolicitacaoDeVisitante(t);
    const vazio = await responder(c.auth, s.id, { status: 'complemento_solicitado' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json()).toEqual({ error: RESPOSTA_ERROS.complemento });
    const pedido = 'Envie uma cópia de um documento com foto.';
    expect(
      (await responder(c.auth, s.id, { status: 'complemento_solicitado', resposta: pedido }))
        .statusCode,
    ).toBe(200);
    expect((await consultar(s.protocolo, s.email)).json()).toMatchObject({
      status: 'complemento_solicitado',
      complemento: pedido,
      resposta: null,
    });
    const emails = await emailsDa(s.id);
    expect(emails.map((e) => e.tipo)).toEqual([
      'confirmacao_solicitacao',
      'complemento_solicitacao',
    ]);
    expect(emails[1]!.texto).toContain(pedido);
    // still open; it can be ended afterwards
    expect(
      (await responder(c.auth, s.id, { status: 'concluida', resposta: 'Seus dados: nome.' }))
        .statusCode,
    ).toBe(200);

    const u = await buildUser(t);
    const criada = await t.app.inject({
      method: 'POST',
      url: '/api/me/solicitacoes',
      headers: u.auth,
      payload: { tipo: 'confirmacao_acesso', texto: 'Que dados vocês têm?' },
    });
    const { id } = criada.json<{ id: number }>();
    await responder(c.auth, id, { status: 'complemento_solicitado', resposta: pedido });
    const minhas = await t.app.inject({
      method: 'GET',
      url: '/api/me/solicitacoes',
      headers: u.auth,
    });
    expect(minhas.json()[0]).toMatchObject({
      status: 'complemento_solicitado',
      complemento: pedido,
    });
    const item = (await fila(c.auth)).find((x) => x.id === id);
    expect(item).toMatchObject({ verificacao: 'conta', entrega: null });
  });
});
