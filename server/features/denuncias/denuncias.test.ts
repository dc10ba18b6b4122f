import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { DENUNCIA_MAX_LENGTH } from '../../../common/constants.js';
import { DENUNCIA_CATEGORIAS } from '../../../common/schemas/denuncias.js';
import { horaDoDenunciante as horaDaDenuncia } from './anonimo.js';
import { completo } from '../../db/completo.js';

let t: TestApp;
beforeEach(async () => {
  // Many requests per test come from one address; the limit itself is tested on its own.
  t = await createTestApp({ limits: { denunciasPerWindow: 1000 } });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

type Headers = Record<string, string>;
const file = (body: unknown, headers: Headers = {}, remoteAddress = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/denuncias',
    headers,
    payload: body as object,
    remoteAddress,
  });
const read = (headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/denuncias', headers });

const anonymous = { categoria: 'Fraude', descricao: 'Notas fiscais duplicadas.', anonimato: true };
const named = { ...anonymous, anonimato: false, nome: 'Rita Moreira' };
// the whole table, as an insider reading the database sees it
const stored = () => completo(t.db).selectFrom('denuncias').selectAll().orderBy('id').execute();
const audit = () => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

describe('POST /api/denuncias', () => {
  it('refuses bad input with 400 and a Portuguese message, storing nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...anonymous, categoria: 'Roubo' }, /categoria válida/],
      [{ ...anonymous, categoria: 'fraude' }, /categoria válida/],
      [{ ...anonymous, categoria: undefined }, /categoria válida/],
      [{ ...anonymous, categoria: 3 }, /categoria válida/],
      [{ ...anonymous, descricao: undefined }, /Descreva o ocorrido/],
      [{ ...anonymous, descricao: '' }, /Descreva o ocorrido/],
      [{ ...anonymous, descricao: ' \n\t  ' }, /Descreva o ocorrido/],
      [{ ...anonymous, descricao: 'x'.repeat(DENUNCIA_MAX_LENGTH + 1) }, /no máximo 20\.000/],
      [{ ...anonymous, descricao: 'antes\u0000depois' }, /caracteres inválidos/],
      [{ ...anonymous, anonimato: undefined }, /anônima/],
      [{ ...anonymous, anonimato: 'true' }, /anônima/],
      [{ ...anonymous, excluir_papeis: ['colaborador'] }, /Administração, RH e Compliance/],
      [{ ...anonymous, excluir_papeis: 'rh' }, /Administração, RH e Compliance/],
      [{ ...anonymous, excluir_papeis: ['admin', 'rh', 'compliance'] }, /ao menos um perfil/],
      [{ ...named, nome: 'n'.repeat(121) }, /nome deve ter no máximo 120/],
      [{ ...anonymous, usuario_id: 7 }, /campos não permitidos/],
      [{ ...anonymous, ip: '10.0.0.9' }, /campos não permitidos/],
      [[anonymous], /inválidos/],
    ];
    for (const [body, message] of cases) {
      const res = await file(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      headers: { 'content-type': 'application/json' },
      payload: '{"categoria": "Fraude",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('JSON inválido no corpo da requisição.');
    expect(await stored()).toEqual([]);
  });

  it('answers 413, never 500, for a body too large to be a report', async () => {
    const res = await file({ ...anonymous, descricao: 'x'.repeat(400 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/grande demais/);
    expect(await stored()).toEqual([]);
  });

  it('accepts every category of the spec, and a description of exactly 20,000 characters', async () => {
    expect(DENUNCIA_CATEGORIAS).toEqual([
      'Sugestão',
      'Crítica',
      'Assédio',
      'Corrupção',
      'Fraude',
      'Ambiental',
      'Outro',
    ]);
    for (const categoria of DENUNCIA_CATEGORIAS) {
      expect((await file({ ...anonymous, categoria })).statusCode).toBe(201);
    }
    // typed with combining accents, still the same category
    const decomposed = await file({ ...anonymous, categoria: 'Assédio'.normalize('NFD') });
    expect(decomposed.statusCode).toBe(201);
    const longest = 'é'.repeat(DENUNCIA_MAX_LENGTH);
    expect((await file({ ...anonymous, descricao: longest })).statusCode).toBe(201);
    const rows = await stored();
    expect(rows.map((r) => r.categoria)).toEqual([...DENUNCIA_CATEGORIAS, 'Assédio', 'Fraude']);
    expect(rows.at(-1)!.descricao).toBe(longest);
  });

  it('takes a report without a token; answers the receipt, protocol and key, once', async () => {
    const res = await file(anonymous);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { ok, protocolo, chave, ...rest } = res.json();
    expect({ ok, rest }).toEqual({ ok: true, rest: {} });
    expect(protocolo).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    expect(chave).toMatch(/^[0-9]{16}$/);
    const other = (await file(anonymous)).json();
    expect(other.protocolo).not.toBe(protocolo);
    expect(other.chave).not.toBe(chave);
  });

  it('keeps a report that is not anonymous without a name as one with no name', async () => {
    for (const nome of [undefined, null, '   ']) {
      expect((await file({ ...named, nome })).statusCode).toBe(201);
    }
    expect((await stored()).map((r) => [r.nome, r.anonimato])).toEqual([
      [null, 0],
      [null, 0],
      [null, 0],
    ]);
  });

  it('stores the staff roles the reporter excluded, once each', async () => {
    // someone still reads it (quem-le.test.ts)
    await buildUser(t, { role: 'compliance' });
    const res = await file({ ...anonymous, excluir_papeis: ['rh', 'rh', 'admin'] });
    expect(res.statusCode).toBe(201);
    expect((await stored()).map((r) => r.excluir_papeis)).toEqual([',rh,admin,']);
  });

  it('stores an anonymous report without any name, even when a token and a name are sent', async () => {
    const { auth } = await buildUser(t, { nome: 'Marcos Teixeira' });
    const res = await file({ ...anonymous, nome: 'Marcos Teixeira' }, auth);
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ nome: null, anonimato: 1, categoria: 'Fraude' });
  });

  it('ignores any token: a forged or expired one neither blocks nor names the report', async () => {
    const res = await file(anonymous, { authorization: 'Bearer nao.e.um.token' });
    expect(res.statusCode).toBe(201);
    const namedRes = await file(named, { authorization: 'Bearer nao.e.um.token' });
    expect(namedRes.statusCode).toBe(201);
    expect((await stored()).map((r) => r.nome)).toEqual([null, 'Rita Moreira']);
  });

  it('keeps the name given on a named report (trimmed), not the account behind the token', async () => {
    const { auth } = await buildUser(t, { nome: 'Conta Logada' });
    const res = await file({ ...named, nome: '  Rita  Moreira ' }, auth);
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ nome: 'Rita  Moreira', anonimato: 0 });
  });

  it('keeps the description exactly as written, markup included, trimmed at the ends only', async () => {
    const descricao = '<img src=x onerror="alert(1)">\n<script>alert("x")</script>\n  linha 3';
    expect((await file({ ...anonymous, descricao: `\n ${descricao} \n` })).statusCode).toBe(201);
    expect((await stored())[0]!.descricao).toBe(descricao);
  });

  it('writes no audit entry for a report, named or anonymous', async () => {
    const { auth } = await buildUser(t);
    const before = await audit();
    expect((await file(anonymous, auth)).statusCode).toBe(201);
    expect((await file(named, auth)).statusCode).toBe(201);
    expect(await audit()).toEqual(before);
  });

  it('keeps the time of every report only to the hour', async () => {
    expect(horaDaDenuncia(new Date('2026-03-12T14:59:59.999Z'))).toBe('2026-03-12T14:00:00.000Z');
    expect(horaDaDenuncia(new Date('2026-03-12T14:00:00.000Z'))).toBe('2026-03-12T14:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-12T14:37:21.456Z'));
    await file(anonymous);
    await file(named);
    vi.useRealTimers();
    expect((await stored()).map((r) => r.criado_em)).toEqual([
      '2026-03-12T14:00:00.000Z',
      '2026-03-12T14:00:00.000Z',
    ]);
  });

  it('limits reports per address with a 429 in Portuguese; other addresses go on', async () => {
    await t.close();
    t = await createTestApp({ limits: { denunciasPerWindow: 2 } });
    expect((await file(anonymous, {}, '10.9.9.9')).statusCode).toBe(201);
    expect((await file(anonymous, {}, '10.9.9.9')).statusCode).toBe(201);
    const third = await file(anonymous, {}, '10.9.9.9');
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/Aguarde/);
    expect((await file(anonymous, {}, '10.8.8.8')).statusCode).toBe(201);
    expect(await stored()).toHaveLength(3);
  });
});

describe('GET /api/admin/denuncias', () => {
  it('401 without a token or with a bad one', async () => {
    expect((await read()).statusCode).toBe(401);
    const bad = await read({ authorization: 'Bearer abc.def.ghi' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toMatch(/[Ss]essão|[Aa]utenticação/);
  });

  it('403 for a colaborador, and for staff still on a temporary password; no reading audited', async () => {
    await file(anonymous);
    const colaborador = await buildUser(t, { role: 'colaborador' });
    const res = await read(colaborador.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/Acesso negado/);
    const novato = await buildUser(t, { role: 'compliance', primeiroLogin: true });
    expect((await read(novato.auth)).statusCode).toBe(403);
    const entries = await audit();
    expect(entries.filter((e) => e.acao === 'leitura_denuncias')).toEqual([]);
  });

  it('answers admin, rh and compliance with every report, newest first, in the documented shape', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-12T11:40:00.000Z'));
    await file({ ...named, categoria: 'Assédio', descricao: 'Primeiro, mais recente' });
    vi.setSystemTime(new Date('2026-03-12T09:10:00.000Z'));
    await file({ ...anonymous, nome: 'Ignorado', descricao: 'Segundo, mais antigo' });
    vi.useRealTimers();
    for (const role of ['admin', 'rh', 'compliance'] as const) {
      const staff = await buildUser(t, { role });
      const res = await read(staff.auth);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const caso = (
        id: number,
        criado_em: string,
        rest: { nome: string | null; categoria: string; descricao: string; anonimato: boolean },
      ) => ({
        id,
        ...rest,
        criado_em,
        protocolo: expect.stringMatching(/^[2-9A-Z]{10}$/),
        status: 'recebida',
        responsavel_id: null,
        responsavel_nome: null,
        prazo_confirmacao: new Date(Date.parse(criado_em) + 7 * 86_400_000).toISOString(),
        prazo_retorno: new Date(Date.parse(criado_em) + 90 * 86_400_000).toISOString(),
        // filed in March: both clocks are long past and unmet
        atrasada: true,
        confirmada_em: null,
        encerrada_em: null,
      });
      expect(res.json()).toEqual([
        caso(1, '2026-03-12T11:00:00.000Z', {
          nome: 'Rita Moreira',
          categoria: 'Assédio',
          descricao: 'Primeiro, mais recente',
          anonimato: false,
        }),
        caso(2, '2026-03-12T09:00:00.000Z', {
          nome: null,
          categoria: 'Fraude',
          descricao: 'Segundo, mais antigo',
          anonimato: true,
        }),
      ]);
      expect(res.headers['x-total-count']).toBe('2');
    }
  });

  it('answers an empty list when there is no report', async () => {
    const staff = await buildUser(t, { role: 'compliance' });
    const res = await read(staff.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('records every reading in the audit log: who, when and how many', async () => {
    await file(anonymous);
    await file(named);
    const leitora = await buildUser(t, { role: 'compliance', nome: 'Clara Nunes', login: 'clara' });
    const started = new Date().toISOString();
    expect((await read(leitora.auth)).statusCode).toBe(200);
    expect((await read(leitora.auth)).statusCode).toBe(200);
    const readings = (await audit()).filter((e) => e.acao === 'leitura_denuncias');
    expect(readings).toHaveLength(2);
    for (const entry of readings) {
      expect(entry).toMatchObject({
        usuario_id: leitora.user.id,
        usuario_nome: 'Clara Nunes',
        login: 'clara',
        detalhes: 'Consultou a lista de denúncias.',
      });
      expect(entry.data_hora >= started).toBe(true);
    }
  });
});
