import { Writable } from 'node:stream';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Limits } from '../../config.js';
import { comCatalogoEstavel, createTestApp, tabelasDoBanco, type TestApp } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { completo } from '../../db/completo.js';

/**
 * The tables a filed report may write: the report, and the per-address count of the reporter's
 * routes, kept under a keyed hash of the address for its window only
 * (server/features/denuncias/limite-anonimo.ts), which the searches below check holds nothing of
 * the sender.
 */
const TABELAS_DE_UM_RELATO = ['denuncias', 'limites_anonimos'];

/**
 * The promise of the Ouvidoria: after an anonymous report by a logged-in employee, nothing the
 * server wrote (any table, the request's log lines, the audit log) places the employee's login,
 * name, user id or address next to the report.
 */
const REPORTER = {
  id: 48213,
  nome: 'Genoveva Trindade Quaresma',
  login: 'genoveva.quaresma',
  ip: '198.51.100.23',
};

let t: TestApp;
let lines: string[];
afterEach(() => t.close());

async function start(limits: Partial<Limits> = { denunciasPerWindow: 1000 }) {
  lines = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  t = await createTestApp({ limits, logStream });
}

/** The reporter as a real employee: an account with a distinctive id, logged in from its address. */
async function loggedInReporter(): Promise<string> {
  const { user } = await buildUser(t, { nome: REPORTER.nome, login: REPORTER.login });
  // the factory's own session goes first: it references the id about to change
  await completo(t.db).deleteFrom('sessoes').where('usuario_id', '=', user.id).execute();
  await t.db.updateTable('users').set({ id: REPORTER.id }).where('id', '=', user.id).execute();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login: REPORTER.login, senha: DEFAULT_PASSWORD },
    remoteAddress: REPORTER.ip,
  });
  expect(res.statusCode).toBe(200);
  const token: string = res.json().token;
  const me = await t.app.inject({
    url: '/api/me',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: REPORTER.ip,
  });
  expect(me.json().id).toBe(REPORTER.id);
  return token;
}

/** Every identifier of the reporter found in a text. */
function identifiersIn(text: string, token?: string): string[] {
  const found: string[] = [];
  const lower = text.toLowerCase();
  if (lower.includes(REPORTER.login)) found.push('login');
  for (const part of REPORTER.nome.toLowerCase().split(' ')) {
    if (lower.includes(part)) found.push(`nome (${part})`);
  }
  if (text.includes(REPORTER.ip)) found.push('endereço IP');
  if (new RegExp(`(?<![\\d.])${REPORTER.id}(?![\\d.])`).test(text)) found.push('id do usuário');
  if (token && (text.includes(token) || text.includes(token.split('.')[2]!))) found.push('token');
  return found;
}

/** Every row of every table of this test's database, as JSON lines per table. */
async function everything(): Promise<Map<string, string[]>> {
  const tables = (await tabelasDoBanco(t.db)).map((name) => ({ name }));
  expect(tables.map((tb) => tb.name)).toEqual(expect.arrayContaining(['denuncias', 'audit_log']));
  const dump = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
    dump.set(name, rows.rows.map((r) => JSON.stringify(r)).sort());
  }
  return dump;
}

/** Rows that appeared or changed between two dumps, per table. */
function written(before: Map<string, string[]>, after: Map<string, string[]>) {
  const changes: Record<string, string[]> = {};
  for (const [table, rows] of after) {
    const old = new Set(before.get(table) ?? []);
    const gone = (before.get(table) ?? []).filter((r) => !rows.includes(r));
    const added = rows.filter((r) => !old.has(r));
    if (added.length || gone.length) changes[table] = [...added, ...gone];
  }
  return changes;
}

const report = {
  categoria: 'Assédio',
  descricao: 'Meu supervisor grita com a equipe toda sexta-feira.\nJá aconteceu três vezes.',
  anonimato: true,
};

async function flushed<T>(p: Promise<T>): Promise<T> {
  const result = await p;
  await new Promise((r) => setImmediate(r));
  return result;
}

describe('an anonymous report by a logged-in employee', () => {
  it('writes only the report, with nothing of the employee in it, and no audit entry', async () => {
    await start();
    const token = await loggedInReporter();
    const before = await everything();
    // The worst a client could do: send the token, the name, from the employee's own address.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...report, nome: REPORTER.nome },
      remoteAddress: REPORTER.ip,
    });
    expect(res.statusCode).toBe(201);
    // The receipt: protocol and key, nothing else (no id, no time).
    const recibo = res.json();
    expect(Object.keys(recibo).sort()).toEqual(['chave', 'ok', 'protocolo']);
    expect(recibo.protocolo).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    expect(recibo.chave).toMatch(/^[0-9]{16}$/);
    const after = await everything();

    const changes = written(before, after);
    expect(Object.keys(changes).sort()).toEqual(TABELAS_DE_UM_RELATO);
    // the shared count's row: a keyed hash, nothing of the sender
    for (const r of changes.limites_anonimos ?? []) {
      expect(Object.keys(JSON.parse(r)).sort()).toEqual(['chave', 'contagem', 'janela']);
      expect(identifiersIn(r.replace(/"(janela|contagem)":\d+/g, ''))).toEqual([]);
    }
    expect(changes.denuncias).toHaveLength(1);
    const row = JSON.parse(changes.denuncias![0]!) as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual(
      [
        'anonimato',
        'categoria',
        'chave_hash',
        'confirmada_em',
        'criado_em',
        'descricao',
        'encerrada_em',
        'excluir_papeis',
        'id',
        'nome',
        'protocolo',
        'responsavel_id',
        'status',
      ].sort(),
    );
    expect(row).toMatchObject({ nome: null, anonimato: 1, categoria: 'Assédio' });
    // The key is kept only as its argon2id hash; the protocol is not the id nor the time.
    expect(row.chave_hash).toMatch(/^\$argon2id\$/);
    expect(String(row.chave_hash)).not.toContain(recibo.chave);
    expect(row.protocolo).toBe(recibo.protocolo);
    expect(
      identifiersIn(JSON.stringify({ ...row, id: undefined, chave_hash: undefined }), token),
    ).toEqual([]);
    // The time is kept to the hour, so it cannot be lined up with the login entry's minute.
    expect(new Date(String(row.criado_em)).toISOString()).toMatch(/T\d\d:00:00\.000Z$/);
    // The address is nowhere in the database at all, not only not next to the report.
    for (const [table, rows] of after) {
      expect(rows.join('\n'), table).not.toContain(REPORTER.ip);
    }
  });

  it('logs nothing of the request, at any level: no line, no time, no address', async () => {
    await start();
    const token = await loggedInReporter();
    // The login and profile requests before the report do log the address: the logger works.
    expect(lines.some((l) => l.includes(REPORTER.ip))).toBe(true);
    const from = lines.length;
    const res = await flushed(
      t.app.inject({
        method: 'POST',
        url: '/api/denuncias?origem=portal',
        headers: { authorization: `Bearer ${token}`, 'user-agent': 'Navegador da Genoveva' },
        payload: { ...report, nome: REPORTER.nome },
        remoteAddress: REPORTER.ip,
      }),
    );
    expect(res.statusCode).toBe(201);
    // a line here, even without an address, would carry the report's time to the millisecond
    // beside the same browser's login
    expect(lines.slice(from)).toEqual([]);
    // and request ids are random: no gap in a counter tells a request the log does not show
    const ids = lines.map((l) => (JSON.parse(l) as { reqId?: string }).reqId).filter(Boolean);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).not.toMatch(/^req-\d+$/);
  });

  it('logs nothing as it happens when the request fails or the path is spelled oddly; failures are summed up once the hour is over', async () => {
    // refused input gives its token back; the report and the server fault keep theirs
    await start({ denunciasPerWindow: 2 });
    const token = await loggedInReporter();
    const from = lines.length;
    const post = (url: string, payload: unknown) =>
      flushed(
        t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}` },
          payload: payload as object,
          remoteAddress: REPORTER.ip,
        }),
      );
    // percent-encoded path: the router still reaches the report route
    expect((await post('/api/%64enuncias', report)).statusCode).toBe(201);
    expect((await post('/api/denuncias', { ...report, categoria: 'x' })).statusCode).toBe(400);
    expect(
      (await post('/api/denuncias', { ...report, descricao: 'x'.repeat(300_000) })).statusCode,
    ).toBe(413);
    expect((await post('/api/denuncias/extra', report)).statusCode).toBe(404);
    // a failure of the database: the error line itself must not name anyone
    // (while no other test file's migration reads the catalog: server/test/app.ts)
    await comCatalogoEstavel(async () => {
      await sql`alter table denuncias rename to denuncias_fora`.execute(t.db);
      expect((await post('/api/denuncias', report)).statusCode).toBe(500);
      await sql`alter table denuncias_fora rename to denuncias`.execute(t.db);
    }, true);
    // limit reached (2 per window): the 429 is logged without the address too
    expect((await post('/api/denuncias', report)).statusCode).toBe(429);

    // only the unknown path (not a reporter's route) is logged as it happens
    const output = lines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(output.map((l) => (l.req as { url?: string } | undefined)?.url).filter(Boolean)).toEqual(
      ['/api/denuncias/extra'],
    );
    expect(output.some((l) => l.msg === 'erro inesperado')).toBe(false);
    // the failure is told when the hour ends (here: when the app closes), with its hour only
    const fim = lines.length;
    t.app.falhasPorHora.relatar();
    const resumo = lines.slice(fim).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(resumo).toHaveLength(1);
    expect(resumo[0]!.msg).toBe('falhas inesperadas nas rotas do denunciante nesta hora');
    expect(String(resumo[0]!.hora)).toMatch(/T\d\d:00:00\.000Z$/);
    expect(Object.values(resumo[0]!.falhas as Record<string, number>)).toEqual([1]);
    expect(resumo[0]).not.toHaveProperty('reqId');
    expect(identifiersIn(lines.slice(from).join('\n'), token)).toEqual([]);
    expect(lines.slice(from).join('\n')).not.toMatch(/remoteAddress|remotePort/);
  });

  it('reaches staff with no name and an hour-precise time; their reading names only them', async () => {
    await start();
    await loggedInReporter();
    // The screen sends an anonymous report without any Authorization header.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      payload: report,
      remoteAddress: REPORTER.ip,
    });
    expect(res.statusCode).toBe(201);
    const compliance = await buildUser(t, { role: 'compliance', nome: 'Clara Nunes' });
    const list = await t.app.inject({ url: '/api/admin/denuncias', headers: compliance.auth });
    expect(list.statusCode).toBe(200);
    const [item] = list.json();
    expect(item).toMatchObject({ nome: null, anonimato: true, descricao: report.descricao });
    expect(item.criado_em).toMatch(/T\d\d:00:00\.000Z$/);
    expect(identifiersIn(list.body)).toEqual([]);

    const entries = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const reading = entries.at(-1)!;
    expect(reading).toMatchObject({ acao: 'leitura_denuncias', usuario_nome: 'Clara Nunes' });
    expect(identifiersIn(JSON.stringify(reading))).toEqual([]);
    // The only entries that name the reporter are those of their own login, before the report.
    const naming = entries.filter((e) => identifiersIn(JSON.stringify(e)).length > 0);
    expect(naming.map((e) => e.acao)).toEqual(['login']);
  });
});

describe('a named report', () => {
  it('keeps the name as given, and still no account id, address or audit entry', async () => {
    await start();
    const token = await loggedInReporter();
    const before = await everything();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...report, anonimato: false, nome: 'Genoveva T. Q.' },
      remoteAddress: REPORTER.ip,
    });
    expect(res.statusCode).toBe(201);
    const changes = written(before, await everything());
    expect(Object.keys(changes).sort()).toEqual(TABELAS_DE_UM_RELATO);
    // the shared count's row: a keyed hash, nothing of the sender
    for (const r of changes.limites_anonimos ?? []) {
      expect(Object.keys(JSON.parse(r)).sort()).toEqual(['chave', 'contagem', 'janela']);
      expect(identifiersIn(r.replace(/"(janela|contagem)":\d+/g, ''))).toEqual([]);
    }
    const row = JSON.parse(changes.denuncias![0]!) as Record<string, unknown>;
    expect(row).toMatchObject({ nome: 'Genoveva T. Q.', anonimato: 0 });
    const text = JSON.stringify({ ...row, id: undefined });
    expect(text).not.toContain(REPORTER.ip);
    expect(text).not.toContain(REPORTER.login);
    expect(text).not.toMatch(new RegExp(`(?<![\\d.])${REPORTER.id}(?![\\d.])`));
  });
});

describe('a whole anonymous case, followed by a logged-in employee', () => {
  it('leaves nothing that links the case to the reporter: tables, files, log lines', async () => {
    await start({ denunciasPerWindow: 1000, acompanhamentoPerWindow: 1000 });
    const token = await loggedInReporter();
    const auth = { authorization: `Bearer ${token}` };
    const from = { remoteAddress: REPORTER.ip };
    const staff = await buildUser(t, { role: 'compliance', nome: 'Clara Compliance' });
    const before = await everything();
    const linesBefore = lines.length;

    // The report, with every identifier a careless client could send along.
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      headers: auth,
      payload: { ...report, nome: REPORTER.nome },
      ...from,
    });
    expect(filed.statusCode).toBe(201);
    const creds = { protocolo: filed.json().protocolo, chave: filed.json().chave };
    // Following it: reading, writing, and a phone photo carrying GPS, camera and author tags.
    const follow = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload, ...from });
    expect((await follow('/api/denuncias/acompanhamento', creds)).statusCode).toBe(200);
    expect(
      (
        await follow('/api/denuncias/acompanhamento/mensagens', {
          ...creds,
          texto: 'Mais detalhes.',
        })
      ).statusCode,
    ).toBe(201);
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#888' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'CelularDaGenoveva', Software: 'CameraApp', Artist: REPORTER.nome },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '19/1 55/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '43/1 56/1 0/1',
        },
      })
      .toBuffer();
    const boundary = '----anonimato';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="protocolo"\r\n\r\n${creds.protocolo}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="chave"\r\n\r\n${creds.chave}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento/anexos',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
      ...from,
    });
    expect(sent.statusCode).toBe(201);
    // Staff handle it and answer.
    const { id } = await t.db.selectFrom('denuncias').select('id').executeTakeFirstOrThrow();
    const staffCall = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: staff.auth, payload });
    expect((await staffCall('GET', `/api/admin/denuncias/${id}`)).statusCode).toBe(200);
    expect(
      (
        await staffCall('PATCH', `/api/admin/denuncias/${id}`, {
          status: 'em_apuracao',
          mensagem: 'Recebemos.',
        })
      ).statusCode,
    ).toBe(200);

    const after = await everything();
    const changes = written(before, after);
    // What it searched: every row written or changed in every table, the stored files and the
    // log lines of all these requests, for the login, each part of the name, the user id, the
    // address and the token.
    for (const [table, rows] of Object.entries(changes)) {
      const text = rows.join('\n').replaceAll(staff.user.nome, '');
      const withoutIds = table === 'audit_log' ? text : text.replace(/"id":\d+/g, '');
      expect(identifiersIn(withoutIds.replace(/"chave_hash":"[^"]*"/, ''), token), table).toEqual(
        [],
      );
    }
    const stored = await t.db
      .selectFrom('arquivos_armazenados')
      .select(['nome', 'conteudo'])
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const { nome: file, conteudo } of stored) {
      const bytes = Buffer.from(conteudo);
      expect(identifiersIn(bytes.toString('latin1')), file).toEqual([]);
      for (const tag of ['CelularDaGenoveva', 'CameraApp', 'Exif']) {
        expect(bytes.includes(Buffer.from(tag)), `${file}: ${tag}`).toBe(false);
      }
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
    await new Promise((r) => setImmediate(r));
    const logged = lines.slice(linesBefore).join('\n');
    expect(identifiersIn(logged, token)).toEqual([]);
    // and nothing of the case was written to the audit log but staff actions by id
    expect(changes.audit_log?.every((r) => !r.includes('Mais detalhes'))).toBe(true);
  });
});
