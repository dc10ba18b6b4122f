import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { buildDenuncia, buildUser, type BuiltUser, tokenPara } from './factories.js';
import { completo } from '../db/completo.js';

/**
 * Every endpoint against every kind of caller. The expected answers are written here, by hand,
 * from docs/product/seguranca.md ("Who may call what") — never derived from the server's own permission table, so this
 * test fails if the server drifts from the decisions.
 *
 *   ok   the request is let through: any answer but 401, 403 and 404, and never a 5xx
 *   401  refused: no valid session
 *   403  refused: the role may not do this
 *   404  refused without revealing that the object exists
 *
 * Bodies are empty where the route's role decides (the role is checked before the body), and
 * valid where the ticket's owner decides (the ticket is loaded after the body is validated).
 */
type Caller =
  | 'colaborador'
  | 'dono'
  | 'rh'
  | 'compliance'
  | 'admin'
  | 'sem token'
  | 'expirado'
  | 'adulterado'
  | 'inativo';
type Expect = 'ok' | 401 | 403 | 404;

const CALLERS: Caller[] = [
  'colaborador',
  'dono',
  'rh',
  'compliance',
  'admin',
  'sem token',
  'expirado',
  'adulterado',
  'inativo',
];

/** Columns in the order of CALLERS. */
const row = (...e: Expect[]) =>
  Object.fromEntries(CALLERS.map((c, i) => [c, e[i]!])) as Record<Caller, Expect>;
//                               colab  dono   rh     compl  admin  none  exp   tamp  inact
const PUBLIC = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const ANY_USER = row('ok', 'ok', 'ok', 'ok', 'ok', 401, 401, 401, 401);
const STAFF = row(403, 403, 'ok', 'ok', 'ok', 401, 401, 401, 401);
const ADMIN_ONLY = row(403, 403, 403, 403, 'ok', 401, 401, 401, 401);
const COMPLIANCE_ADMIN = row(403, 403, 403, 'ok', 'ok', 401, 401, 401, 401);
const MANAGERS = row(403, 403, 'ok', 403, 'ok', 401, 401, 401, 401);
const TICKET = row(404, 'ok', 'ok', 'ok', 'ok', 401, 401, 401, 401);
const TICKET_OWNER_ONLY = row(404, 'ok', 403, 403, 403, 401, 401, 401, 401);

interface Fixture {
  atendimentoId: number;
  /** a report and the reporter's receipt */
  denuncia: { id: number; protocolo: string; chave: string };
  victim: () => Promise<number>;
  /** the id of a session of someone who is not calling */
  sessaoAlheia: () => Promise<string>;
  contatoId: number;
}
interface Case {
  name: string;
  expect: Record<Caller, Expect>;
  request: (f: Fixture) => Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
  }>;
}

const CASES: Case[] = [
  {
    name: 'GET /api/health',
    expect: PUBLIC,
    request: async () => ({ method: 'GET', url: '/api/health' }),
  },
  {
    name: 'POST /api/login',
    expect: PUBLIC,
    request: async () => ({ method: 'POST', url: '/api/login', payload: {} }),
  },
  {
    name: 'POST /api/login/2fa',
    expect: PUBLIC,
    request: async () => ({ method: 'POST', url: '/api/login/2fa', payload: {} }),
  },
  {
    name: 'GET /api/me/2fa',
    expect: STAFF,
    request: async () => ({ method: 'GET', url: '/api/me/2fa' }),
  },
  {
    name: 'POST /api/me/2fa',
    expect: STAFF,
    request: async () => ({ method: 'POST', url: '/api/me/2fa' }),
  },
  {
    name: 'POST /api/me/2fa/confirmar',
    expect: STAFF,
    request: async () => ({ method: 'POST', url: '/api/me/2fa/confirmar', payload: {} }),
  },
  {
    name: 'DELETE /api/me/2fa',
    expect: STAFF,
    request: async () => ({ method: 'DELETE', url: '/api/me/2fa', payload: {} }),
  },
  {
    name: 'GET /api/seguranca/2fa-obrigatorio',
    expect: ADMIN_ONLY,
    request: async () => ({ method: 'GET', url: '/api/seguranca/2fa-obrigatorio' }),
  },
  {
    name: 'PUT /api/seguranca/2fa-obrigatorio',
    expect: ADMIN_ONLY,
    request: async () => ({ method: 'PUT', url: '/api/seguranca/2fa-obrigatorio', payload: {} }),
  },
  {
    name: 'POST /api/contato',
    expect: PUBLIC,
    request: async () => ({ method: 'POST', url: '/api/contato', payload: {} }),
  },
  {
    name: 'POST /api/denuncias (anônima)',
    expect: PUBLIC,
    request: async () => ({
      method: 'POST',
      url: '/api/denuncias',
      payload: { categoria: 'Outro', descricao: 'Teste de acesso', anonimato: true },
    }),
  },
  {
    // the reporter's routes never read the Authorization header: every caller alike
    name: 'POST /api/denuncias/acompanhamento',
    expect: PUBLIC,
    request: async (f) => ({
      method: 'POST',
      url: '/api/denuncias/acompanhamento',
      payload: { protocolo: f.denuncia.protocolo, chave: f.denuncia.chave },
    }),
  },
  {
    name: 'POST /api/denuncias/acompanhamento/mensagens',
    expect: PUBLIC,
    request: async (f) => ({
      method: 'POST',
      url: '/api/denuncias/acompanhamento/mensagens',
      payload: { protocolo: f.denuncia.protocolo, chave: f.denuncia.chave, texto: 'Teste' },
    }),
  },
  {
    name: 'POST /api/denuncias/acompanhamento/anexos',
    expect: PUBLIC,
    request: async () => ({
      method: 'POST',
      url: '/api/denuncias/acompanhamento/anexos',
      payload: {},
    }),
  },
  {
    name: 'GET /api/admin/denuncias/resumo',
    expect: STAFF,
    request: async () => ({ method: 'GET', url: '/api/admin/denuncias/resumo' }),
  },
  {
    name: 'GET /api/admin/denuncias/indicadores',
    expect: STAFF,
    request: async () => ({ method: 'GET', url: '/api/admin/denuncias/indicadores' }),
  },
  {
    name: 'GET /api/admin/denuncias/{id}',
    expect: STAFF,
    request: async (f) => ({ method: 'GET', url: `/api/admin/denuncias/${f.denuncia.id}` }),
  },
  {
    name: 'PATCH /api/admin/denuncias/{id}',
    expect: STAFF,
    request: async (f) => ({
      method: 'PATCH',
      url: `/api/admin/denuncias/${f.denuncia.id}`,
      payload: {},
    }),
  },
  {
    name: 'POST /api/admin/denuncias/{id}/mensagens',
    expect: STAFF,
    request: async (f) => ({
      method: 'POST',
      url: `/api/admin/denuncias/${f.denuncia.id}/mensagens`,
      payload: {},
    }),
  },
  {
    name: 'POST /api/admin/denuncias/{id}/notas',
    expect: STAFF,
    request: async (f) => ({
      method: 'POST',
      url: `/api/admin/denuncias/${f.denuncia.id}/notas`,
      payload: {},
    }),
  },
  {
    name: 'GET /api/me',
    expect: ANY_USER,
    request: async () => ({ method: 'GET', url: '/api/me' }),
  },
  {
    name: 'GET /api/me/sessoes',
    expect: ANY_USER,
    request: async () => ({ method: 'GET', url: '/api/me/sessoes' }),
  },
  {
    name: 'POST /api/me/sessoes/encerrar-outras',
    expect: ANY_USER,
    request: async () => ({ method: 'POST', url: '/api/me/sessoes/encerrar-outras' }),
  },
  {
    // another person's device: never theirs to end, nor to learn that it exists
    name: 'DELETE /api/me/sessoes/{id}',
    expect: row(404, 404, 404, 404, 404, 401, 401, 401, 401),
    request: async (f) => ({ method: 'DELETE', url: `/api/me/sessoes/${await f.sessaoAlheia()}` }),
  },
  {
    name: 'GET /api/me/dados',
    expect: ANY_USER,
    request: async () => ({ method: 'GET', url: '/api/me/dados' }),
  },
  {
    name: 'GET /api/me/comunicados',
    expect: ANY_USER,
    request: async () => ({ method: 'GET', url: '/api/me/comunicados' }),
  },
  {
    // a notice not addressed to the caller: never theirs to dismiss, nor to learn that it exists
    name: 'POST /api/me/comunicados/{id}/ciente',
    expect: row(404, 404, 404, 404, 404, 401, 401, 401, 401),
    request: async () => ({ method: 'POST', url: '/api/me/comunicados/999999/ciente' }),
  },
  {
    name: 'GET /api/admin/incidentes',
    expect: ADMIN_ONLY,
    request: async () => ({ method: 'GET', url: '/api/admin/incidentes' }),
  },
  {
    name: 'POST /api/admin/incidentes',
    expect: ADMIN_ONLY,
    request: async () => ({ method: 'POST', url: '/api/admin/incidentes', payload: {} }),
  },
  {
    // no such incident: the admin is told so, the others are refused before
    name: 'GET /api/admin/incidentes/{id}',
    expect: row(403, 403, 403, 403, 404, 401, 401, 401, 401),
    request: async () => ({ method: 'GET', url: '/api/admin/incidentes/999999' }),
  },
  {
    name: 'PATCH /api/admin/incidentes/{id}',
    expect: ADMIN_ONLY,
    request: async () => ({ method: 'PATCH', url: '/api/admin/incidentes/1', payload: {} }),
  },
  {
    name: 'POST /api/admin/incidentes/{id}/comunicados',
    expect: ADMIN_ONLY,
    request: async () => ({
      method: 'POST',
      url: '/api/admin/incidentes/1/comunicados',
      payload: {},
    }),
  },
  {
    name: 'GET /api/me/treinamentos',
    expect: ANY_USER,
    request: async () => ({ method: 'GET', url: '/api/me/treinamentos' }),
  },
  {
    name: 'POST /api/treinamentos/presenca',
    expect: ANY_USER,
    request: async () => ({ method: 'POST', url: '/api/treinamentos/presenca', payload: {} }),
  },
  {
    name: 'POST /api/treinamentos',
    expect: COMPLIANCE_ADMIN,
    request: async () => ({ method: 'POST', url: '/api/treinamentos', payload: {} }),
  },
  {
    name: 'GET /api/treinamentos',
    expect: COMPLIANCE_ADMIN,
    request: async () => ({ method: 'GET', url: '/api/treinamentos' }),
  },
  {
    name: 'GET /api/treinamentos/situacao',
    expect: COMPLIANCE_ADMIN,
    request: async () => ({ method: 'GET', url: '/api/treinamentos/situacao' }),
  },
  {
    name: 'POST /api/treinamentos/{id}/participantes',
    expect: COMPLIANCE_ADMIN,
    request: async () => ({
      method: 'POST',
      url: '/api/treinamentos/1/participantes',
      payload: {},
    }),
  },
  {
    name: 'GET /api/me/solicitacoes',
    expect: ANY_USER,
    request: async () => ({ method: 'GET', url: '/api/me/solicitacoes' }),
  },
  {
    name: 'POST /api/me/solicitacoes',
    expect: ANY_USER,
    request: async () => ({ method: 'POST', url: '/api/me/solicitacoes', payload: {} }),
  },
  {
    // a visitor's privacy request: public, like the contact form
    name: 'POST /api/privacidade/solicitacoes',
    expect: PUBLIC,
    request: async () => ({ method: 'POST', url: '/api/privacidade/solicitacoes', payload: {} }),
  },
  {
    // the link sent to a visitor's address: the token is its proof
    name: 'POST /api/privacidade/solicitacoes/confirmar',
    expect: PUBLIC,
    request: async () => ({
      method: 'POST',
      url: '/api/privacidade/solicitacoes/confirmar',
      payload: {},
    }),
  },
  {
    // a visitor reads their request: protocol and e-mail together are its proof
    name: 'POST /api/privacidade/solicitacoes/consulta',
    expect: PUBLIC,
    request: async () => ({
      method: 'POST',
      url: '/api/privacidade/solicitacoes/consulta',
      payload: {},
    }),
  },
  {
    name: 'GET /api/admin/solicitacoes',
    expect: row(403, 403, 403, 'ok', 'ok', 401, 401, 401, 401),
    request: async () => ({ method: 'GET', url: '/api/admin/solicitacoes' }),
  },
  {
    name: 'PATCH /api/admin/solicitacoes/{id}',
    expect: row(403, 403, 403, 'ok', 'ok', 401, 401, 401, 401),
    request: async () => ({ method: 'PATCH', url: '/api/admin/solicitacoes/1', payload: {} }),
  },
  {
    name: 'GET /api/denuncias/indicadores/pgr',
    expect: COMPLIANCE_ADMIN,
    request: async () => ({ method: 'GET', url: '/api/denuncias/indicadores/pgr' }),
  },
  {
    name: 'POST /api/alterar-senha',
    expect: ANY_USER,
    request: async () => ({ method: 'POST', url: '/api/alterar-senha', payload: {} }),
  },
  {
    name: 'GET /api/links',
    expect: ANY_USER,
    request: async () => ({ method: 'GET', url: '/api/links' }),
  },
  {
    name: 'POST /api/cadastrar',
    expect: ADMIN_ONLY,
    request: async () => ({ method: 'POST', url: '/api/cadastrar', payload: {} }),
  },
  {
    name: 'GET /api/admin/denuncias',
    expect: STAFF,
    request: async () => ({ method: 'GET', url: '/api/admin/denuncias' }),
  },
  {
    name: 'POST /api/atendimentos',
    expect: ANY_USER,
    request: async () => ({ method: 'POST', url: '/api/atendimentos' }),
  },
  {
    name: 'GET /api/atendimentos',
    expect: ANY_USER,
    request: async () => ({ method: 'GET', url: '/api/atendimentos' }),
  },
  {
    name: 'GET /api/atendimentos/{id}/mensagens',
    expect: TICKET,
    request: async (f) => ({
      method: 'GET',
      url: `/api/atendimentos/${f.atendimentoId}/mensagens`,
    }),
  },
  {
    name: 'POST /api/atendimentos/{id}/mensagens',
    expect: TICKET,
    request: async (f) => ({
      method: 'POST',
      url: `/api/atendimentos/${f.atendimentoId}/mensagens`,
      payload: { mensagem: 'Teste de acesso' },
    }),
  },
  {
    name: 'POST /api/atendimentos/{id}/upload',
    expect: TICKET,
    request: async (f) => ({
      method: 'POST',
      url: `/api/atendimentos/${f.atendimentoId}/upload`,
      payload: {},
    }),
  },
  {
    name: 'POST /api/atendimentos/{id}/avaliacao',
    expect: TICKET_OWNER_ONLY,
    request: async (f) => ({
      method: 'POST',
      url: `/api/atendimentos/${f.atendimentoId}/avaliacao`,
      payload: { nota: 5 },
    }),
  },
  {
    name: 'POST /api/atendimentos/{id}/fechar',
    expect: TICKET,
    request: async (f) => ({ method: 'POST', url: `/api/atendimentos/${f.atendimentoId}/fechar` }),
  },
  {
    name: 'GET /api/users',
    expect: MANAGERS,
    request: async () => ({ method: 'GET', url: '/api/users' }),
  },
  {
    name: 'POST /api/users',
    expect: MANAGERS,
    request: async () => ({ method: 'POST', url: '/api/users', payload: {} }),
  },
  {
    name: 'GET /api/users/{id}',
    expect: MANAGERS,
    request: async (f) => ({ method: 'GET', url: `/api/users/${await f.victim()}` }),
  },
  {
    name: 'PATCH /api/users/{id}',
    expect: MANAGERS,
    request: async (f) => ({ method: 'PATCH', url: `/api/users/${await f.victim()}`, payload: {} }),
  },
  {
    name: 'PATCH /api/users/{id}/password',
    expect: MANAGERS,
    request: async (f) => ({
      method: 'PATCH',
      url: `/api/users/${await f.victim()}/password`,
      payload: {},
    }),
  },
  {
    name: 'DELETE /api/users/{id}/sessoes',
    expect: MANAGERS,
    request: async (f) => ({ method: 'DELETE', url: `/api/users/${await f.victim()}/sessoes` }),
  },
  {
    name: 'POST /api/users/{id}/anonimizar',
    expect: ADMIN_ONLY,
    request: async (f) => ({ method: 'POST', url: `/api/users/${await f.victim()}/anonimizar` }),
  },
  {
    name: 'DELETE /api/users/{id}',
    expect: MANAGERS,
    request: async (f) => ({ method: 'DELETE', url: `/api/users/${await f.victim()}` }),
  },
  {
    name: 'GET /api/auditoria',
    expect: ADMIN_ONLY,
    request: async () => ({ method: 'GET', url: '/api/auditoria' }),
  },
  {
    name: 'GET /api/contato/mensagens',
    expect: ADMIN_ONLY,
    request: async () => ({ method: 'GET', url: '/api/contato/mensagens' }),
  },
  {
    name: 'POST /api/contato/mensagens/{id}/lida',
    expect: ADMIN_ONLY,
    request: async (f) => ({ method: 'POST', url: `/api/contato/mensagens/${f.contatoId}/lida` }),
  },
  // the company's site, edited in the portal (docs/product/conteudo.md): admin and rh
  ...(
    [
      ['GET', '/api/conteudo/empresa'],
      ['PUT', '/api/conteudo/empresa'],
      ['GET', '/api/conteudo/galeria'],
      ['POST', '/api/conteudo/galeria'],
      ['PATCH', '/api/conteudo/galeria/1'],
      ['POST', '/api/conteudo/imagens'],
      ['POST', '/api/conteudo/previa'],
      ['GET', '/api/conteudo/noticias'],
      ['POST', '/api/conteudo/noticias'],
      ['GET', '/api/conteudo/vagas'],
      ['POST', '/api/conteudo/vagas'],
      ['GET', '/api/admin/candidaturas'],
    ] as const
  ).map(([method, url]) => ({
    name: `${method} ${url}`,
    expect: MANAGERS,
    request: async () => ({ method, url, payload: {} }),
  })),
  {
    name: 'POST /api/candidaturas',
    expect: PUBLIC,
    request: async () => ({ method: 'POST', url: '/api/candidaturas', payload: {} }),
  },
];

let t: TestApp;
const headers = new Map<Caller, Record<string, string>>();
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp({
    limits: {
      contatoPerWindow: 10_000,
      denunciasPerWindow: 10_000,
      acompanhamentoPerWindow: 10_000,
    },
  });
  const users = new Map<Caller, BuiltUser>();
  for (const caller of ['colaborador', 'dono', 'rh', 'compliance', 'admin', 'inativo'] as const) {
    const role = caller === 'dono' || caller === 'inativo' ? 'colaborador' : caller;
    users.set(caller, await buildUser(t, { role }));
  }
  for (const [caller, u] of users) headers.set(caller, u.auth);
  headers.set('sem token', {});
  const dono = users.get('dono')!;
  const expired = await tokenPara(t.db, t.app.ctx.tokens, dono.user, -60);
  headers.set('expirado', { authorization: `Bearer ${expired}` });
  // A valid admin token with its payload swapped for another user's: the signature no longer matches.
  const admin = users.get('admin')!.token.split('.');
  const forgedPayload = Buffer.from(
    JSON.stringify({ ver: 0, sub: String(dono.user.id), exp: 4102444800 }),
  ).toString('base64url');
  headers.set('adulterado', { authorization: `Bearer ${admin[0]}.${forgedPayload}.${admin[2]}` });
  await t.db
    .updateTable('users')
    .set({ status_usuario: 'inativo' })
    .where('id', '=', users.get('inativo')!.user.id)
    .execute();

  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/atendimentos',
    headers: dono.auth,
  });
  expect(opened.statusCode).toBeLessThan(300);
  const contato = await t.db
    .insertInto('contato_mensagens')
    .values({
      nome: 'Visitante',
      email: 'v@example.com',
      telefone: null,
      assunto: 'Outro',
      mensagem: 'Olá',
      lida: 0,
      criado_em: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const denuncia = await buildDenuncia(t);
  fixture = {
    atendimentoId: opened.json().atendimentoId,
    denuncia,
    contatoId: contato.id,
    victim: async () => (await buildUser(t, { role: 'colaborador' })).user.id,
    sessaoAlheia: async () => {
      const { user } = await buildUser(t, { role: 'colaborador' });
      const row = await completo(t.db)
        .selectFrom('sessoes')
        .select('id')
        .where('usuario_id', '=', user.id)
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
});
afterAll(() => t.close());

describe('access control: every endpoint against every caller', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const outcomes: string[] = [];
      const wanted: string[] = [];
      for (const caller of CALLERS) {
        const req = await c.request(fixture);
        const res = await t.app.inject({
          ...req,
          payload: req.payload as object,
          headers: headers.get(caller),
        });
        const got = res.statusCode;
        const verdict: Expect | number = [401, 403, 404].includes(got)
          ? got
          : got >= 500
            ? got
            : 'ok';
        outcomes.push(`${caller}: ${verdict}${verdict === 'ok' ? ` (${got})` : ''}`);
        wanted.push(
          `${caller}: ${c.expect[caller]}${c.expect[caller] === 'ok' ? ` (${got})` : ''}`,
        );
        if ([401, 403, 404].includes(got) || got >= 500) {
          expect(res.json().error, `${c.name} as ${caller}`).toEqual(expect.any(String));
        }
      }
      expect(outcomes).toEqual(wanted);
    });
  }

  it('a signed file url altered or unsigned is refused with 403 whoever asks', async () => {
    for (const caller of CALLERS) {
      for (const url of [
        '/api/arquivos/abc.png',
        '/api/arquivos/abc.png?exp=9999999999&sig=AAAA',
      ]) {
        const res = await t.app.inject({ url, headers: headers.get(caller) });
        expect(res.statusCode, `${url} as ${caller}`).toBe(403);
      }
    }
  });
});
