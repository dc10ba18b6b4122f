import { tokenPara } from './factories.js';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type DbHandle } from '../db/index.js';
import { insertUser } from '../features/usuarios/repository.js';
import { readStoredFile } from '../lib/files.js';
import { hashPassword } from '../lib/password-hashing.js';
import { TokenService } from '../lib/tokens.js';
import { usingPostgres } from './app.js';
import { criarBancoProprio } from '../../scripts/lib/banco-proprio.mjs';
import { realPng } from './file-fixtures.js';
import { startServer, type RunningServer } from './process.js';

/**
 * Crash safety: employees write messages, uploads and reports and an admin registers users, all
 * at once, against the built server; the server is killed with SIGKILL mid-stream, restarted on
 * the same data, and every write that was answered 2xx must be there, whole:
 *
 *   - SQLite: `PRAGMA integrity_check` is "ok" and `PRAGMA foreign_key_check` finds nothing;
 *   - PostgreSQL (TEST_DB=postgres, a fresh database per run): amcheck's `bt_index_check` on
 *     every index when the extension is available, a full read of every table, and the foreign
 *     keys hold;
 *   - both: each registered user has its `cadastro` audit entry (same transaction), each stored
 *     file has its row and its `arquivo` message and its bytes in `arquivos_armazenados`, and no
 *     bytes there are left that no row refers to.
 *
 * Several kill points, on the same data, one after another.
 */
const KILL_AFTER_ACKS = [3, 25, 80, 160];
const EMPLOYEES = 6;
const SECRET = crypto.randomBytes(32).toString('base64url');
const tokens = new TokenService(SECRET);

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let png: Buffer;
const people: { token: string; atendimentoId?: number }[] = [];
let adminToken: string;

interface Acked {
  messages: Set<string>;
  reports: Set<string>;
  logins: Set<string>;
  files: Map<string, number>;
}
let unanswered = 0;
const acked: Acked = {
  messages: new Set(),
  reports: new Set(),
  logins: new Set(),
  files: new Map(),
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  if (usingPostgres()) {
    const banco = await criarBancoProprio(process.env.TEST_DATABASE_URL!, 'crash');
    databaseUrl = banco.url;
    dropDatabase = banco.drop;
  }
  png = await realPng();
  const handle = openDatabase({ dataDir, databaseUrl });
  await migrate(handle);
  const senhaHash = await hashPassword('SenhaForte123');
  const admin = await insertUser(handle.db, {
    nome: 'Admin Crash',
    login: 'admin.crash',
    senhaHash,
    role: 'admin',
    primeiroLogin: false,
  });
  adminToken = await tokenPara(handle.db, tokens, admin);
  for (let i = 0; i < EMPLOYEES; i++) {
    const u = await insertUser(handle.db, {
      nome: `Colaborador ${i}`,
      login: `colab.crash${i}`,
      senhaHash,
      role: 'colaborador',
      primeiroLogin: false,
    });
    people.push({ token: await tokenPara(handle.db, tokens, u) });
  }
  await handle.close();
}, 60_000);

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

function start(): Promise<RunningServer> {
  return startServer({
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    LIMITS: JSON.stringify({ denunciasPerWindow: 1e6, contatoPerWindow: 1e6 }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (token: string | null, body: unknown) => ({
  method: 'POST',
  headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Writes until the server dies; records what was answered 2xx. */
async function employee(url: string, p: (typeof people)[number], round: number, onAck: () => void) {
  for (let n = 0; ; n++) {
    const tag = `r${round}-${crypto.randomBytes(6).toString('hex')}`;
    try {
      if (n % 5 === 4) {
        const form = new FormData();
        form.append('arquivo', new Blob([png], { type: 'image/png' }), `foto-${tag}.png`);
        const res = await fetch(`${url}/api/atendimentos/${p.atendimentoId}/upload`, {
          method: 'POST',
          headers: bearer(p.token),
          body: form,
        });
        if (res.status !== 201)
          throw new Error(`upload ${res.status} ${await res.text().catch(() => '')}`);
        const name = /\/api\/arquivos\/([^?]+)/.exec(
          ((await res.json()) as { url: string }).url,
        )![1]!;
        acked.files.set(name, png.length);
      } else if (n % 2 === 0) {
        const mensagem = `mensagem ${tag}`;
        const res = await fetch(
          `${url}/api/atendimentos/${p.atendimentoId}/mensagens`,
          json(p.token, { mensagem }),
        );
        if (res.status !== 201)
          throw new Error(`mensagem ${res.status} ${await res.text().catch(() => '')}`);
        acked.messages.add(mensagem);
      } else {
        const descricao = `denúncia ${tag}`;
        const res = await fetch(
          `${url}/api/denuncias`,
          json(null, { categoria: 'Outro', descricao, anonimato: true }),
        );
        if (res.status !== 201)
          throw new Error(`denúncia ${res.status} ${await res.text().catch(() => '')}`);
        acked.reports.add(descricao);
      }
      onAck();
    } catch (err) {
      // the connection died with the server: this write is unanswered, either outcome is fine
      if (err instanceof TypeError) return void unanswered++;
      throw err;
    }
  }
}

async function registrar(url: string, round: number, onAck: () => void) {
  for (;;) {
    const login = `novo.r${round}.${crypto.randomBytes(5).toString('hex')}`;
    try {
      const res = await fetch(
        `${url}/api/cadastrar`,
        json(adminToken, { nome: `Novo ${login}`, login, senha: 'SenhaForte123', role: 'rh' }),
      );
      if (res.status !== 201)
        throw new Error(`cadastrar ${res.status} ${await res.text().catch(() => '')}`);
      acked.logins.add(login);
      onAck();
    } catch (err) {
      if (err instanceof TypeError) return void unanswered++;
      throw err;
    }
  }
}

const TABLES = ['users', 'audit_log', 'login_throttle', 'contato_mensagens', 'denuncias'].concat([
  'atendimentos',
  'mensagens',
  'arquivos',
  'avaliacoes',
]);

async function checkIntact(handle: DbHandle): Promise<string> {
  const { db } = handle;
  for (const table of TABLES) {
    await sql`select * from ${sql.table(table)}`.execute(db); // every row readable
  }
  if (handle.sqlite) {
    expect(handle.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(handle.sqlite.pragma('foreign_key_check')).toEqual([]);
  } else {
    let amcheck: string;
    try {
      await sql`create extension if not exists amcheck`.execute(db);
      const { rows } = await sql<{ n: number }>`
        select count(bt_index_check(c.oid))::int as n from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        where am.amname = 'btree' and c.relnamespace = 'public'::regnamespace`.execute(db);
      amcheck = `amcheck: ${rows[0]!.n} índices verificados`;
    } catch (err) {
      amcheck = `amcheck indisponível (${(err as Error).message})`;
    }
    const { rows: fks } = await sql<{ ok: boolean }>`
      select not exists (select 1 from mensagens m left join atendimentos a on a.id = m.atendimento_id where a.id is null)
         and not exists (select 1 from arquivos f left join atendimentos a on a.id = f.atendimento_id where a.id is null) as ok`.execute(
      db,
    );
    expect(fks[0]!.ok).toBe(true);
    return amcheck;
  }
  return 'integrity_check ok';
}

async function checkAcked(handle: DbHandle) {
  const { db } = handle;
  const messages = new Set(
    (await db.selectFrom('mensagens').select('mensagem').where('tipo', '=', 'text').execute()).map(
      (r) => r.mensagem,
    ),
  );
  const missingMessages = [...acked.messages].filter((m) => !messages.has(m));
  const reports = new Set(
    (await db.selectFrom('denuncias').select('descricao').execute()).map((r) => r.descricao),
  );
  const missingReports = [...acked.reports].filter((d) => !reports.has(d));
  const users = new Set(
    (await db.selectFrom('users').select('login').execute()).map((r) => r.login),
  );
  const missingUsers = [...acked.logins].filter((l) => !users.has(l));
  expect({ missingMessages, missingReports, missingUsers }).toEqual({
    missingMessages: [],
    missingReports: [],
    missingUsers: [],
  });

  // atomicity: a registered user always has its audit entry
  const registered = await db
    .selectFrom('users')
    .select('login')
    .where('login', 'like', 'novo.%')
    .execute();
  const audits = await db
    .selectFrom('audit_log')
    .select('detalhes')
    .where('acao', '=', 'cadastro')
    .execute();
  const audited = new Set(audits.map((a) => /\(([^)]+)\)/.exec(a.detalhes)?.[1]));
  expect(registered.filter((u) => !audited.has(u.login))).toEqual([]);

  // every stored file has its row, its message and its bytes; every answered upload is there
  const files = await db.selectFrom('arquivos').select(['nome_armazenado', 'tamanho']).execute();
  const fileMessages = await db
    .selectFrom('mensagens')
    .select(['mensagem', 'miniatura'])
    .where('tipo', '=', 'arquivo')
    .execute();
  // a photo's message refers to the original and to its thumbnail
  const referenced = new Set([
    ...fileMessages.map((m) => /\/api\/arquivos\/([^"]+)/.exec(m.mensagem)?.[1]),
    ...fileMessages.map((m) => m.miniatura),
  ]);
  for (const f of files) {
    expect(referenced.has(f.nome_armazenado), f.nome_armazenado).toBe(true);
    const bytes = await readStoredFile(db, f.nome_armazenado);
    expect(bytes?.length, f.nome_armazenado).toBe(f.tamanho);
  }
  const stored = new Set(files.map((f) => f.nome_armazenado));
  expect([...acked.files.keys()].filter((n) => !stored.has(n))).toEqual([]);
  // and no bytes are left that nothing refers to: a file is stored with its message
  const bytes = await db.selectFrom('arquivos_armazenados').select('nome').execute();
  expect(bytes.map((b) => b.nome).filter((n) => !stored.has(n))).toEqual([]);
}

describe('SIGKILL in the middle of concurrent writes', () => {
  it(`keeps every answered write, intact, at ${KILL_AFTER_ACKS.length} kill points`, async () => {
    const log: string[] = [];
    for (const [round, killAt] of KILL_AFTER_ACKS.entries()) {
      const server = await start();
      for (const p of people) {
        const res = await fetch(`${server.url}/api/atendimentos`, {
          method: 'POST',
          headers: bearer(p.token),
        });
        p.atendimentoId = ((await res.json()) as { atendimentoId: number }).atendimentoId;
      }
      let acks = 0;
      unanswered = 0;
      let killed = false;
      const onAck = () => {
        if (++acks >= killAt && !killed) {
          killed = true;
          server.proc.kill('SIGKILL');
        }
      };
      const before =
        acked.messages.size + acked.reports.size + acked.logins.size + acked.files.size;
      await Promise.all([
        ...people.map((p) => employee(server.url, p, round, onAck)),
        registrar(server.url, round, onAck),
        registrar(server.url, round, onAck),
      ]);
      await server.exited;
      const after = acked.messages.size + acked.reports.size + acked.logins.size + acked.files.size;
      const handle = openDatabase({ dataDir, databaseUrl });
      try {
        const intact = await checkIntact(handle);
        await checkAcked(handle);
        log.push(
          `morte ${round + 1}: após ${acks} respostas 2xx (${after - before} novas), ${unanswered} em voo sem resposta; ${intact}`,
        );
      } finally {
        await handle.close();
      }
    }
    // and it serves again on the same data
    const server = await start();
    try {
      const p = people[0]!;
      const res = await fetch(`${server.url}/api/atendimentos/${p.atendimentoId}/mensagens`, {
        headers: bearer(p.token),
      });
      expect(res.status).toBe(200);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      // not under test here: a graceful stop would wait up to 3 s for this process's idle
      // keep-alive connections (server/plugins/shutdown.ts)
      server.proc.kill('SIGKILL');
      await server.exited;
    }
    console.log(`crash (${usingPostgres() ? 'PostgreSQL' : 'SQLite'}): ${log.join(' | ')}`);
  }, 120_000);
});
