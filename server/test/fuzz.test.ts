import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alterarSenhaBody, cadastrarBody, loginBody } from '../../common/schemas/conta.js';
import { avaliacaoBody, novaMensagemBody } from '../../common/schemas/atendimentos.js';
import { auditoriaQuery } from '../../common/schemas/auditoria.js';
import { contatoBody } from '../../common/schemas/contato.js';
import { comunicadoBody, novoIncidente } from '../../common/schemas/incidentes.js';
import { denunciaBody } from '../../common/schemas/denuncias.js';
import {
  createUserBody,
  resetPasswordBody,
  updateUserBody,
  usersQuery,
} from '../../common/schemas/usuarios.js';
import { atendimentosQuery } from '../../common/schemas/atendimentos.js';
import { createTestApp, type TestApp } from './app.js';
import { buildUser, type BuiltUser } from './factories.js';
import { realPng } from './file-fixtures.js';
import { badAuthorization } from './fuzz/arbitraries.js';
import { badUploads } from './fuzz/multipart.js';
import {
  badIdRequests,
  jsonBodyRequests,
  noBodyRequests,
  queryRequests,
  type FuzzRequest,
} from './fuzz/requests.js';
import { snapshot } from './fuzz/snapshot.js';

/**
 * Hostile input against every endpoint, in-process: malformed JSON, wrong types, missing and
 * extra fields, huge strings, odd Unicode, traversal in ids and file names, forged tokens.
 *
 *   - no answer is a 5xx;
 *   - an input that is invalid for sure gets a 4xx;
 *   - a 4xx changes nothing stored (every row of every table, every uploaded file);
 *   - afterwards the server is healthy and still takes a valid message.
 *
 * A fixed seed and bounded runs keep it deterministic and fast; FUZZ_SEED and FUZZ_RUNS widen it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_311);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const ok = (schema: { safeParse(v: unknown): { success: boolean } }) => (v: unknown) =>
  schema.safeParse(v).success;

let t: TestApp;
let owner: BuiltUser;
let admin: BuiltUser;
let victimId: number;
let atendimentoId: number;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    limits: { denunciasPerWindow: 1e6, contatoPerWindow: 1e6, loginFailuresPerAddress: 1e6 },
  });
  owner = await buildUser(t);
  admin = await buildUser(t, { role: 'admin' });
  victimId = (await buildUser(t, { nome: 'Vítima', login: 'vitima' })).user.id;
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/atendimentos',
    headers: owner.auth,
  });
  atendimentoId = opened.json().atendimentoId;
  await t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${atendimentoId}/mensagens`,
    headers: owner.auth,
    payload: { mensagem: 'Mensagem antes do fuzz' },
  });
  png = await realPng();
});
afterAll(() => t?.close());

async function check(req: FuzzRequest, auth?: Record<string, string>): Promise<void> {
  const before = await snapshot(t);
  const res = await t.app.inject({
    method: req.method,
    url: req.url,
    headers: { ...auth, ...req.headers },
    payload: req.payload,
  });
  const what = `${req.method} ${req.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (req.invalid) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  if (res.statusCode >= 400) {
    expect(await snapshot(t), `${what}: something stored changed`).toBe(before);
    expect(() => res.json(), `${what}: not JSON`).not.toThrow();
    expect(typeof res.json().error, `${what}: no error message`).toBe('string');
  }
}

const run = (arb: fc.Arbitrary<FuzzRequest>, auth?: () => Record<string, string>, runs = RUNS) =>
  fc.assert(
    fc.asyncProperty(arb, (req) => check(req, auth?.())),
    { seed: SEED, numRuns: runs },
  );

const asOwner = () => owner.auth;
const asAdmin = () => admin.auth;
const ticket = (suffix: string) => () => `/api/atendimentos/${atendimentoId}/${suffix}`;

describe('hostile input: no 5xx, a 4xx changes nothing', () => {
  it('POST /api/login (invalid shapes only: a well-formed failed login is recorded)', () =>
    run(
      jsonBodyRequests('POST', '/api/login', { login: 'admin', senha: 'x' }, ok(loginBody)).filter(
        (r) => r.invalid,
      ),
    ));

  it('POST /api/alterar-senha (invalid only: a valid one would end the session)', () =>
    run(
      jsonBodyRequests(
        'POST',
        '/api/alterar-senha',
        { senhaAtual: 'SenhaForte123', novaSenha: 'OutraSenha123' },
        ok(alterarSenhaBody),
      ).filter((r) => r.invalid),
      asOwner,
    ));

  it('POST /api/cadastrar', () =>
    run(
      jsonBodyRequests(
        'POST',
        '/api/cadastrar',
        { nome: 'Nova Pessoa', login: 'nova.pessoa', senha: 'SenhaForte123', role: 'colaborador' },
        ok(cadastrarBody),
      ),
      asAdmin,
    ));

  it('POST /api/admin/incidentes', () =>
    run(
      jsonBodyRequests(
        'POST',
        '/api/admin/incidentes',
        {
          descricao: 'Incidente',
          ocorrido_em: '2026-01-05T10:00:00.000Z',
          ciencia_em: '2026-01-06T10:00:00.000Z',
          dados_afetados: 'Nome',
          titulares_estimados: 3,
          medidas: 'Nenhuma',
        },
        ok(novoIncidente),
      ),
      asAdmin,
    ));

  it('POST /api/admin/incidentes/{id}/comunicados (invalid only: a valid one reaches people)', () =>
    run(
      jsonBodyRequests(
        'POST',
        '/api/admin/incidentes/1/comunicados',
        { texto: 'Comunicado', para: 'usuarios', usuarios: [1] },
        ok(comunicadoBody),
      ).filter((r) => r.invalid),
      asAdmin,
    ));

  it('POST /api/denuncias', () =>
    run(
      jsonBodyRequests(
        'POST',
        '/api/denuncias',
        { nome: 'Fulano', categoria: 'Outro', descricao: 'Relato', anonimato: false },
        ok(denunciaBody),
      ),
    ));

  it('POST /api/contato', () =>
    run(
      jsonBodyRequests(
        'POST',
        '/api/contato',
        {
          name: 'Fulano',
          email: 'fulano@example.com',
          phone: '(31) 3333-4444',
          subject: 'Outro',
          message: 'Olá',
        },
        ok(contatoBody),
      ),
    ));

  it('POST /api/atendimentos and …/fechar: unparsable bodies', async () => {
    await run(noBodyRequests('POST', '/api/atendimentos'), asOwner, RUNS / 2);
    await run(noBodyRequests('POST', ticket('fechar')()), asOwner, RUNS / 2);
  });

  it('POST /api/atendimentos/{id}/mensagens', () =>
    run(
      jsonBodyRequests('POST', ticket('mensagens')(), { mensagem: 'Olá' }, ok(novaMensagemBody)),
      asOwner,
    ));

  it('POST /api/atendimentos/{id}/avaliacao', () =>
    run(
      jsonBodyRequests(
        'POST',
        ticket('avaliacao')(),
        { nota: 5, comentario: 'Bom' },
        ok(avaliacaoBody),
      ).filter((r) => r.invalid),
      asOwner,
    ));

  it('POST /api/atendimentos/{id}/upload: refused files and broken multipart', () =>
    run(badUploads(ticket('upload')(), png), asOwner));

  it('POST /api/users, PATCH /api/users/{id}, PATCH …/password', async () => {
    const valid = { nome: 'Outra', login: 'outra.pessoa', senha: 'SenhaForte123', role: 'rh' };
    await run(jsonBodyRequests('POST', '/api/users', valid, ok(createUserBody)), asAdmin);
    await run(
      jsonBodyRequests(
        'PATCH',
        `/api/users/${victimId}`,
        { nome: 'Vítima', login: 'vitima', role: 'colaborador', status_usuario: 'ativo' },
        ok(updateUserBody),
      ),
      asAdmin,
    );
    await run(
      jsonBodyRequests(
        'PATCH',
        `/api/users/${victimId}/password`,
        { password: 'NovaSenha123' },
        ok(resetPasswordBody),
      ),
      asAdmin,
    );
  });

  it('query strings: /api/auditoria, /api/users, /api/atendimentos', async () => {
    await run(
      queryRequests(
        '/api/auditoria',
        ['de', 'ate', 'usuario', 'acao', 'limite'],
        ok(auditoriaQuery),
      ),
      asAdmin,
    );
    await run(queryRequests('/api/users', ['q'], ok(usersQuery)), asAdmin);
    await run(queryRequests('/api/atendimentos', ['meus'], ok(atendimentosQuery)), asOwner);
  });

  it('hostile ids in every path with an id', async () => {
    const runs = Math.ceil(RUNS / 3);
    const cases: [FuzzRequest['method'], (id: string) => string, unknown, () => object][] = [
      ['GET', (id) => `/api/atendimentos/${id}/mensagens`, undefined, asOwner],
      ['POST', (id) => `/api/atendimentos/${id}/mensagens`, { mensagem: 'Olá' }, asOwner],
      ['POST', (id) => `/api/atendimentos/${id}/upload`, undefined, asOwner],
      ['POST', (id) => `/api/atendimentos/${id}/fechar`, undefined, asOwner],
      ['POST', (id) => `/api/atendimentos/${id}/avaliacao`, { nota: 5 }, asOwner],
      ['GET', (id) => `/api/users/${id}`, undefined, asAdmin],
      ['PATCH', (id) => `/api/users/${id}`, { nome: 'X', login: 'x', role: 'rh' }, asAdmin],
      ['PATCH', (id) => `/api/users/${id}/password`, { password: 'NovaSenha123' }, asAdmin],
      ['DELETE', (id) => `/api/users/${id}`, undefined, asAdmin],
      ['POST', (id) => `/api/users/${id}/anonimizar`, undefined, asAdmin],
      ['POST', (id) => `/api/contato/mensagens/${id}/lida`, undefined, asAdmin],
      [
        'GET',
        (id) => `/api/arquivos/${id}?exp=9999999999&sig=${'A'.repeat(43)}`,
        undefined,
        asOwner,
      ],
    ];
    for (const [method, url, body, auth] of cases) {
      await run(badIdRequests(method, url, body), auth as () => Record<string, string>, runs);
    }
  });

  it('forged and malformed Authorization headers on every protected endpoint', async () => {
    const endpoints: [FuzzRequest['method'], string][] = [
      ['GET', '/api/me'],
      ['GET', '/api/links'],
      ['GET', '/api/admin/denuncias'],
      ['GET', '/api/auditoria'],
      ['GET', '/api/users'],
      ['GET', '/api/contato/mensagens'],
      ['POST', '/api/atendimentos'],
      ['GET', '/api/atendimentos'],
      ['GET', ticket('mensagens')()],
      ['POST', ticket('fechar')()],
      ['DELETE', `/api/users/${victimId}`],
    ];
    const arb = fc
      .tuple(fc.constantFrom(...endpoints), badAuthorization)
      .map(([[method, url], authorization]): FuzzRequest => ({
        method,
        url,
        headers: { authorization },
        invalid: true,
      }));
    await run(arb, undefined, RUNS * 2);
  });
});

describe('after the hostile input', () => {
  it('file names with traversal are stored under random names, in the database, never on a path they name', async () => {
    for (const filename of ['../../../../tmp/evil.png', '..\\..\\evil.png', '/etc/passwd.png']) {
      const boundary = 'fuzzboundary';
      const { multipartBody } = await import('./fuzz/multipart.js');
      const res = await t.app.inject({
        method: 'POST',
        url: ticket('upload')(),
        headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipartBody([{ name: 'arquivo', filename, data: png }], boundary),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().url).toMatch(/^\/api\/arquivos\/[a-f0-9]{32}\.png\?exp=\d+&sig=/);
    }
    const files = await t.db.selectFrom('arquivos_armazenados').select('nome').execute();
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.every((f) => /^[a-f0-9]{32}\.(png|jpg)$/.test(f.nome))).toBe(true);
    expect(fs.existsSync('/tmp/evil.png')).toBe(false);
    const list = await t.app.inject({ url: ticket('mensagens')(), headers: owner.auth });
    const names = list
      .json()
      .filter((m: { tipo: string }) => m.tipo === 'arquivo')
      .map((m: { mensagem: string }) => JSON.parse(m.mensagem).nome);
    expect(names.slice(-3)).toEqual(['evil.png', 'evil.png', 'passwd.png']);
  });

  it('extra fields cannot set what the server decides (remetente, tipo, role, primeiro_login)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ticket('mensagens')(),
      headers: owner.auth,
      payload: {
        mensagem: 'Sou eu',
        remetente: 'suporte',
        tipo: 'arquivo',
        autor_id: admin.user.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ remetente: 'usuario', tipo: 'text', mensagem: 'Sou eu' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cadastrar',
      headers: admin.auth,
      payload: {
        nome: 'Temporária',
        login: 'temporaria',
        senha: 'SenhaForte123',
        role: 'colaborador',
        primeiro_login: false,
        status_usuario: 'inativo',
        token_version: 99,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ primeiro_login: true, status_usuario: 'ativo' });
  });

  it('the server is healthy', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
