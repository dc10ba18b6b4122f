/**
 * Privacy requests (docs/product/privacidade.md, "Solicitações"), played as the adversary: the
 * gates first (401, 400 with its message, 403 for roles that do not handle requests), then the
 * happy paths, the deadline, the queue's order and its late ones, another person's requests,
 * the answer that ending a request needs, and what the audit entries must never carry.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  buildSolicitacaoDeVisitante,
  buildUser,
  tokenPara,
  type BuiltUser,
} from '../../test/factories.js';
import { brt, em } from '../../test/relogio.js';
import { PROTOCOLO_FORMATO } from './protocolo.js';

// a visitor's request needs e-mail delivery (its confirmation link); nothing listens on the port
const COM_EMAIL = { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://portal.fazenda.test/' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: COM_EMAIL });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Metodo = 'GET' | 'POST' | 'PATCH';
const chamar = (method: Metodo, url: string, auth?: { authorization: string }, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const pedir = (auth: { authorization: string }, payload: unknown) =>
  chamar('POST', '/api/me/solicitacoes', auth, payload);
const responder = (auth: { authorization: string }, id: number, payload: unknown) =>
  chamar('PATCH', `/api/admin/solicitacoes/${id}`, auth, payload);
const fila = async (auth: { authorization: string }) => {
  const res = await chamar('GET', '/api/admin/solicitacoes', auth);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; atrasada: boolean; status: string; origem: string }[];
};
/** A fresh session at the (possibly fake) current time. */
const sessao = async (u: BuiltUser) => ({
  authorization: `Bearer ${await tokenPara(t.db, t.app.ctx.tokens, u.user)}`,
});

describe('gates', () => {
  it('401 without a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/solicitacoes'],
      ['POST', '/api/me/solicitacoes'],
      ['GET', '/api/admin/solicitacoes'],
      ['PATCH', '/api/admin/solicitacoes/1'],
    ] as const) {
      const res = await chamar(method, url, undefined, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('400 with the message in Portuguese for a bad kind or an empty text', async () => {
    const u = await buildUser(t);
    const casos: [unknown, string][] = [
      [{ tipo: 'apagar_tudo', texto: 'Quero saber.' }, 'Escolha o tipo de solicitação.'],
      [{ texto: 'Quero saber.' }, 'Escolha o tipo de solicitação.'],
      [{ tipo: 'correcao', texto: '   ' }, 'Descreva sua solicitação.'],
      [{ tipo: 'correcao' }, 'Descreva sua solicitação.'],
      [
        { tipo: 'correcao', texto: 'x'.repeat(5001) },
        'A solicitação deve ter no máximo 5.000 caracteres.',
      ],
    ];
    for (const [body, erro] of casos) {
      const res = await pedir(u.auth, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ error: erro });
    }
    expect((await chamar('GET', '/api/me/solicitacoes', u.auth)).json()).toEqual([]);
  });

  it('403 for colaborador and rh on the queue and on answering, before the body is read', async () => {
    const dono = await buildUser(t);
    const { id } = (await pedir(dono.auth, { tipo: 'outro', texto: 'Pedido.' })).json();
    for (const role of ['colaborador', 'rh'] as const) {
      const u = await buildUser(t, { role });
      expect((await chamar('GET', '/api/admin/solicitacoes', u.auth)).statusCode, role).toBe(403);
      const res = await responder(u.auth, id, { status: 'concluida', resposta: 'Feito.' });
      expect(res.statusCode, role).toBe(403);
      expect((await responder(u.auth, id, {})).statusCode, role).toBe(403);
    }
    // the request's own author cannot answer it either
    expect(
      (await responder(dono.auth, id, { status: 'concluida', resposta: 'Eu mesmo.' })).statusCode,
    ).toBe(403);
    const [minha] = (await chamar('GET', '/api/me/solicitacoes', dono.auth)).json();
    expect(minha.status).toBe('recebida');
  });

  it('answering: a bad state, an answer missing on ending, an answer too early: 400 in Portuguese; no request: 404', async () => {
    const dono = await buildUser(t);
    const compliance = await buildUser(t, { role: 'compliance' });
    const { id } = (
      await pedir(dono.auth, { tipo: 'correcao', texto: 'Meu nome está errado.' })
    ).json();
    const casos: [unknown, string][] = [
      [{}, 'Escolha a nova situação: em análise, complemento solicitado, concluída ou recusada.'],
      [
        { status: 'recebida' },
        'Escolha a nova situação: em análise, complemento solicitado, concluída ou recusada.',
      ],
      [
        { status: 'concluida' },
        'Escreva a resposta ao titular para concluir ou recusar a solicitação.',
      ],
      [
        { status: 'recusada', resposta: '  ' },
        'Escreva a resposta ao titular para concluir ou recusar a solicitação.',
      ],
      [
        { status: 'em_analise', resposta: 'Ainda não.' },
        'A resposta é enviada ao concluir ou recusar a solicitação.',
      ],
      [
        { status: 'concluida', resposta: 'x'.repeat(5001) },
        'A resposta deve ter no máximo 5.000 caracteres.',
      ],
    ];
    for (const [body, erro] of casos) {
      const res = await responder(compliance.auth, id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ error: erro });
    }
    const [minha] = (await chamar('GET', '/api/me/solicitacoes', dono.auth)).json();
    expect(minha).toMatchObject({ status: 'recebida', resposta: null });
    const nenhuma = await responder(compliance.auth, 999_999, { status: 'em_analise' });
    expect(nenhuma.statusCode).toBe(404);
    expect(nenhuma.json()).toEqual({ error: 'Solicitação não encontrada.' });
  });
});

describe('a signed-in person asks, compliance answers', () => {
  it('201 {id, prazo} with prazo = received + 15 days; listed as recebida with no answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    em('2026-12-01 09:30');
    const u = await buildUser(t, { role: 'rh' });
    const res = await pedir(u.auth, { tipo: 'portabilidade', texto: '  Quero meus dados.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), prazo: brt('2026-12-16 09:30') });
    const lista = await chamar('GET', '/api/me/solicitacoes', u.auth);
    expect(lista.json()).toEqual([
      {
        id: res.json().id,
        tipo: 'portabilidade',
        texto: 'Quero meus dados.',
        status: 'recebida',
        criado_em: brt('2026-12-01 09:30'),
        prazo: brt('2026-12-16 09:30'),
        complemento: null,
        resposta: null,
        respondida_em: null,
      },
    ]);
  });

  it('em_analise, then concluida with the answer the person reads; then 409 on any change', async () => {
    const u = await buildUser(t);
    const admin = await buildUser(t, { role: 'admin' });
    const compliance = await buildUser(t, { role: 'compliance' });
    const { id } = (
      await pedir(u.auth, { tipo: 'confirmacao_acesso', texto: 'Vocês têm meus dados?' })
    ).json();
    expect((await responder(admin.auth, id, { status: 'em_analise' })).statusCode).toBe(200);
    expect((await chamar('GET', '/api/me/solicitacoes', u.auth)).json()[0]).toMatchObject({
      status: 'em_analise',
      resposta: null,
    });
    const ok = await responder(compliance.auth, id, {
      status: 'concluida',
      resposta: 'Sim: sua conta, seus atendimentos e a auditoria. Veja em Meus dados.',
    });
    expect(ok.statusCode).toBe(200);
    const [minha] = (await chamar('GET', '/api/me/solicitacoes', u.auth)).json();
    expect(minha).toMatchObject({
      status: 'concluida',
      resposta: 'Sim: sua conta, seus atendimentos e a auditoria. Veja em Meus dados.',
      respondida_em: expect.any(String),
    });
    for (const body of [
      { status: 'em_analise' },
      { status: 'recusada', resposta: 'Mudei de ideia.' },
      { status: 'concluida', resposta: 'Outra resposta.' },
    ]) {
      const res = await responder(admin.auth, id, body);
      expect(res.statusCode, body.status).toBe(409);
      expect(res.json()).toEqual({
        error: 'Esta solicitação já foi concluída ou recusada e não pode mais ser alterada.',
      });
    }
    expect((await chamar('GET', '/api/me/solicitacoes', u.auth)).json()[0].resposta).toBe(
      'Sim: sua conta, seus atendimentos e a auditoria. Veja em Meus dados.',
    );
  });

  it('two people ending the same request at once: one wins, the other gets 409', async () => {
    const u = await buildUser(t);
    const a = await buildUser(t, { role: 'admin' });
    const c = await buildUser(t, { role: 'compliance' });
    const { id } = (
      await pedir(u.auth, { tipo: 'eliminacao', texto: 'Apaguem meu telefone.' })
    ).json();
    const res = await Promise.all([
      responder(a.auth, id, { status: 'concluida', resposta: 'Resposta A.' }),
      responder(c.auth, id, { status: 'recusada', resposta: 'Resposta C.' }),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [minha] = (await chamar('GET', '/api/me/solicitacoes', u.auth)).json();
    const vencedora = res[0]!.statusCode === 200 ? 'Resposta A.' : 'Resposta C.';
    expect(minha.resposta).toBe(vencedora);
  });

  it('one lists only their own requests: no other person’s id, text or answer', async () => {
    const ana = await buildUser(t);
    const bia = await buildUser(t);
    const compliance = await buildUser(t, { role: 'compliance' });
    const daAna = (await pedir(ana.auth, { tipo: 'correcao', texto: 'Texto-da-Ana-7731' })).json();
    await responder(compliance.auth, daAna.id, {
      status: 'concluida',
      resposta: 'Resposta-para-Ana-7731',
    });
    const daBia = (await pedir(bia.auth, { tipo: 'outro', texto: 'Texto-da-Bia' })).json();
    const res = await chamar('GET', '/api/me/solicitacoes', bia.auth);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([daBia.id]);
    expect(res.body).not.toContain('7731');
    // nor through Meus dados
    const dados = await chamar('GET', '/api/me/dados', bia.auth);
    expect(dados.json().solicitacoes.pedidos.map((s: { id: number }) => s.id)).toEqual([daBia.id]);
    expect(dados.body).not.toContain('7731');
  });

  it('Meus dados exports one’s requests with their answers, as the group "solicitacoes"', async () => {
    const u = await buildUser(t);
    const c = await buildUser(t, { role: 'compliance' });
    const { id } = (await pedir(u.auth, { tipo: 'compartilhamento', texto: 'Com quem?' })).json();
    await responder(c.auth, id, { status: 'recusada', resposta: 'Não compartilhamos.' });
    const dados = (await chamar('GET', '/api/me/dados', u.auth)).json();
    expect(dados.solicitacoes.pedidos).toEqual([
      expect.objectContaining({
        id,
        tipo: 'compartilhamento',
        texto: 'Com quem?',
        status: 'recusada',
        resposta: 'Não compartilhamos.',
      }),
    ]);
  });
});

describe('the queue', () => {
  it('open requests nearest due first, late ones marked, both kinds in one queue; answered ones after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    em('2027-01-04 08:00');
    const u = await buildUser(t);
    const c = await buildUser(t, { role: 'compliance' });
    const a = (await pedir(u.auth, { tipo: 'correcao', texto: 'Primeira.' })).json();
    em('2027-01-05 08:00');
    await buildSolicitacaoDeVisitante(t, {
      nome: 'Rui Campos',
      email: 'rui@exemplo.com.br',
      tipo: 'eliminacao',
      texto: 'Apaguem meu currículo.',
    });
    em('2027-01-12 08:00');
    const b = (await pedir(await sessao(u), { tipo: 'outro', texto: 'Terceira.' })).json();
    const d = (
      await pedir(await sessao(u), { tipo: 'outro', texto: 'Quarta, respondida.' })
    ).json();
    await responder(await sessao(c), d.id, { status: 'concluida', resposta: 'Feito.' });

    // a's deadline (01-19 08:00) has passed; the visitor's (01-20 08:00) and b's have not
    em('2027-01-19 09:00');
    const q = (await fila(await sessao(c))).filter((s) => s.id >= a.id);
    const doVisitante = q.find((s) => s.origem === 'visitante' && s.id > a.id && s.id < b.id)!;
    expect(q.map((s) => [s.id, s.atrasada])).toEqual([
      [a.id, true],
      [doVisitante.id, false],
      [b.id, false],
      [d.id, false],
    ]);
    // a day later the visitor's is late too; answering a takes it off the top
    em('2027-01-20 09:00');
    await responder(await sessao(c), a.id, { status: 'concluida', resposta: 'Corrigido.' });
    const q2 = (await fila(await sessao(c))).filter((s) => s.id >= a.id);
    expect(q2.map((s) => [s.id, s.atrasada])).toEqual([
      [doVisitante.id, true],
      [b.id, false],
      [a.id, false],
      [d.id, false],
    ]);
  });

  it('a visitor’s request shows its protocol, name and e-mail; an account’s the person’s name and login', async () => {
    const u = await buildUser(t, { nome: 'Carla Nunes' });
    const admin = await buildUser(t, { role: 'admin' });
    const { id } = (await pedir(u.auth, { tipo: 'outro', texto: 'Da Carla.' })).json();
    const { protocolo } = await buildSolicitacaoDeVisitante(t, {
      nome: 'Davi Souza',
      email: 'davi@exemplo.com.br',
      tipo: 'confirmacao_acesso',
      texto: 'Do Davi.',
    });
    const q = await fila(admin.auth);
    expect(q.find((s) => s.id === id)).toMatchObject({
      origem: 'conta',
      verificacao: 'conta',
      nome: 'Carla Nunes',
      login: u.user.login,
      protocolo: null,
    });
    expect(q.find((s) => (s as { protocolo?: string }).protocolo === protocolo)).toMatchObject({
      origem: 'visitante',
      verificacao: 'email_confirmado',
      nome: 'Davi Souza',
      email: 'davi@exemplo.com.br',
      login: null,
      texto: 'Do Davi.',
    });
  });
});

describe('audit', () => {
  it('every request and change is audited by its id, never its text, answer, name or e-mail', async () => {
    const u = await buildUser(t, { nome: 'Helena Marques' });
    const c = await buildUser(t, { role: 'compliance' });
    const { id } = (
      await pedir(u.auth, { tipo: 'correcao', texto: 'Segredo-do-texto-wz5521' })
    ).json();
    await responder(c.auth, id, { status: 'em_analise' });
    await responder(c.auth, id, { status: 'concluida', resposta: 'Segredo-da-resposta-wz5521' });
    await buildSolicitacaoDeVisitante(t, {
      nome: 'Nome-do-Visitante-wz5521',
      email: 'visitantewz5521@exemplo.com.br',
      tipo: 'outro',
      texto: 'Texto-do-visitante-wz5521',
    });
    const entradas = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('acao', 'in', ['solicitacao_recebida', 'solicitacao_atualizada'])
      .orderBy('id')
      .execute();
    const doPedido = entradas.filter((e) => e.detalhes.includes(`#${id}`));
    expect(doPedido.map((e) => [e.acao, e.usuario_id])).toEqual([
      ['solicitacao_recebida', u.user.id],
      ['solicitacao_atualizada', c.user.id],
      ['solicitacao_atualizada', c.user.id],
    ]);
    // "wz" is never in a hash or a date, so only a leaked text could hold it
    const tudo = JSON.stringify(entradas);
    expect(tudo).not.toContain('wz5521');
    expect(entradas.some((e) => e.usuario_id === null && /sem conta/.test(e.detalhes))).toBe(true);
  });
});

describe('POST /api/privacidade/solicitacoes (without an account)', () => {
  const valido = {
    nome: 'Joana Prado',
    email: 'joana@exemplo.com.br',
    tipo: 'confirmacao_acesso',
    texto: 'Trabalhei aí até 2024. Quero saber que dados guardam.',
  };

  it('201 with an unguessable protocol, and no cookie', async () => {
    const res = await chamar('POST', '/api/privacidade/solicitacoes', undefined, valido);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['protocolo']);
    expect(res.json().protocolo).toMatch(PROTOCOLO_FORMATO);
    expect(res.headers['set-cookie']).toBeUndefined();
    const outro = (await chamar('POST', '/api/privacidade/solicitacoes', undefined, valido)).json();
    expect(outro.protocolo).not.toBe(res.json().protocolo);
    const row = await t.db
      .selectFrom('solicitacoes_privacidade')
      .selectAll()
      .where('protocolo', '=', res.json().protocolo)
      .executeTakeFirstOrThrow();
    // it waits for its e-mail's confirmation (./confirmacao.test.ts)
    expect(row).toMatchObject({
      usuario_id: null,
      nome: 'Joana Prado',
      email: 'joana@exemplo.com.br',
      status: 'aguardando_confirmacao',
      confirmada_em: null,
    });
  });

  it('400 with the contact form’s style of message for each bad field; nothing stored', async () => {
    const antes = await t.db.selectFrom('solicitacoes_privacidade').select('id').execute();
    const casos: [unknown, string][] = [
      [{ ...valido, nome: '  ' }, 'Informe seu nome.'],
      [{ ...valido, email: '' }, 'Informe seu e-mail.'],
      [{ ...valido, email: 'joana@exemplo' }, 'Informe um e-mail válido.'],
      [{ ...valido, tipo: 'x' }, 'Escolha o tipo de solicitação.'],
      [{ ...valido, texto: '' }, 'Descreva sua solicitação.'],
      [[1, 2], 'Dados inválidos.'],
    ];
    for (const [body, erro] of casos) {
      const res = await chamar('POST', '/api/privacidade/solicitacoes', undefined, body);
      expect(res.statusCode, erro).toBe(400);
      expect(res.json()).toEqual({ error: erro });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const depois = await t.db.selectFrom('solicitacoes_privacidade').select('id').execute();
    expect(depois).toHaveLength(antes.length);
  });

  it('per address: past the allowance 429 in Portuguese; bad input does not count; other addresses go on', async () => {
    const limitado = await createTestApp({ env: COM_EMAIL, limits: { solicitacoesPerWindow: 2 } });
    try {
      const enviar = (body: unknown, remoteAddress = '200.1.2.3') =>
        limitado.app.inject({
          method: 'POST',
          url: '/api/privacidade/solicitacoes',
          payload: body as object,
          remoteAddress,
        });
      for (let i = 0; i < 5; i++)
        expect((await enviar({ ...valido, nome: '' })).statusCode).toBe(400);
      expect((await enviar(valido)).statusCode).toBe(201);
      expect((await enviar(valido)).statusCode).toBe(201);
      const res = await enviar(valido);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: 'Muitas requisições. Aguarde e tente novamente.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await enviar(valido, '200.1.2.4')).statusCode).toBe(201);
      const n = await limitado.db.selectFrom('solicitacoes_privacidade').select('id').execute();
      expect(n).toHaveLength(3);
    } finally {
      await limitado.close();
    }
  });
});
