/**
 * Backups and moving between databases (docs/product/operacao.md): backup → wipe → restore gives
 * the same rows and files; SQLite → PostgreSQL → SQLite likewise; a backup taken while writes go
 * on is one consistent snapshot; refusals say why in Portuguese.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import {
  createSecondInstance,
  createTestApp,
  testConfig,
  usingPostgres,
  type TestApp,
} from '../test/app.js';
import { INSTANCIA_VIVA_MS } from '../core/instancias.js';
import {
  buildAtendimento,
  buildDenuncia,
  buildMensagem,
  buildUser,
  DEFAULT_PASSWORD,
} from '../test/factories.js';
import { realPng } from '../test/file-fixtures.js';
import { criarBancoProprio } from '../../scripts/lib/banco-proprio.mjs';
import { storeFile } from '../lib/files.js';
import {
  ErroDeOperacao,
  escreverArquivo,
  gravar,
  ler,
  lerArquivo,
  ultimaMigracao,
} from './backup.js';
import { migrate, openDatabase, type DbHandle } from '../db/index.js';

const abertos: { close(): Promise<void> }[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
afterAll(async () => {
  for (const a of abertos.reverse()) await a.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function app(): Promise<TestApp> {
  const t = await createTestApp();
  abertos.push(t);
  return t;
}

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
const inscricaoPush = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomBytes(12).toString('hex')}`,
  keys: {
    p256dh: crypto.randomBytes(65).toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  },
});

/**
 * Data of every kind: users, a ticket with messages (one with its Idempotency-Key) and a file, a
 * report with evidence, a push subscription.
 */
async function povoar(t: { app: TestApp['app']; db: TestApp['db'] }) {
  const ana = await buildUser(t, { nome: 'Ana Ribeiro', email: 'ana@fazenda.test' });
  // a push subscription is kept: restoring without it would silently end the person's notices
  const inscrita = await t.app.inject({
    method: 'POST',
    url: '/api/push/inscricoes',
    headers: ana.auth,
    payload: inscricaoPush(),
  });
  expect(inscrita.statusCode).toBe(201);
  const rh = await buildUser(t, { role: 'rh' });
  const atendimento = await buildAtendimento(t, { owner: ana });
  const { ticket } = atendimento;
  await buildMensagem(t, { atendimento, autor: rh });
  // sent with an Idempotency-Key: the key and its answer are data too
  const comChave = await t.app.inject({
    method: 'POST',
    url: `/api/atendimentos/${ticket.id}/mensagens`,
    headers: { ...ana.auth, 'idempotency-key': crypto.randomUUID() },
    payload: { mensagem: 'Enviada de novo, gravada uma vez.' },
  });
  expect(comChave.statusCode).toBe(201);
  const png = await realPng();
  const nome = await storeFile(t.db, png, 'png', 'image/png');
  await t.db
    .insertInto('arquivos')
    .values({
      atendimento_id: ticket.id,
      nome_original: 'tela.png',
      nome_armazenado: nome,
      content_type: 'image/png',
      tamanho: png.length,
      criado_em: new Date().toISOString(),
    })
    .execute();
  await buildDenuncia(t, { descricao: 'Notas frias no armazém.', excluir_papeis: ['rh'] });
}

/** Every table of the product, each row as JSON (bytes included), in key order. */
async function conteudo(handle: DbHandle) {
  const out: Record<string, string[]> = {};
  const recs = ler(handle);
  let atual = '';
  for await (const r of recs) {
    if ('tabela' in r) out[(atual = r.tabela)] = [];
    else if ('r' in r) out[atual]!.push(JSON.stringify(r.r));
  }
  return out;
}

describe('backup and restore', () => {
  it('backup → wipe → restore gives the same rows and the same file bytes', async () => {
    const origem = await app();
    await povoar(origem);
    const arquivo = path.join(tmp, `b-${crypto.randomBytes(3).toString('hex')}.ndjson.gz`);
    const linhas = await escreverArquivo(ler(origem.handle), arquivo);
    expect(linhas).toBeGreaterThan(5);
    const antes = await conteudo(origem.handle);
    expect(antes.arquivos_armazenados).toHaveLength(1);

    const destino = await app();
    // a fresh installation already holds its first admin: refused without --substituir
    await expect(
      gravar(destino.handle, lerArquivo(arquivo), { migracaoAtual: null }),
    ).rejects.toThrow(/já tem dados .* Use --substituir/);
    const r = await gravar(destino.handle, lerArquivo(arquivo), {
      substituir: true,
      migracaoAtual: await ultimaMigracao(destino.db),
    });
    expect(r.linhas).toBe(linhas);
    expect(await conteudo(destino.handle)).toEqual(antes);
    // the identities go on after the restored ones
    const novo = await buildUser(destino);
    const maior = await destino.db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirstOrThrow();
    expect(novo.user.id).toBe(Number(maior.m));
  });

  it('a backup taken while messages are written is one snapshot: it restores with every reference whole', async () => {
    const origem = await app();
    await povoar(origem);
    const atendimento = await buildAtendimento(origem);
    let parar = false;
    const escritas = (async () => {
      while (!parar) {
        await buildMensagem(origem, { atendimento });
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const arquivo = path.join(tmp, `c-${crypto.randomBytes(3).toString('hex')}.ndjson.gz`);
    await escreverArquivo(ler(origem.handle), arquivo);
    parar = true;
    await escritas;
    const destino = await app();
    const r = await gravar(destino.handle, lerArquivo(arquivo), {
      substituir: true,
      migracaoAtual: await ultimaMigracao(destino.db),
    });
    expect(r.linhas).toBeGreaterThan(0);
    const orfas = await sql<{ n: number }>`
      select count(*) as n from mensagens m
      where not exists (select 1 from atendimentos a where a.id = m.atendimento_id)`.execute(
      destino.db,
    );
    expect(Number(orfas.rows[0]!.n)).toBe(0);
  });

  it('refuses what is not a backup, or a cut one, in Portuguese, changing nothing', async () => {
    const destino = await app();
    const lixo = path.join(tmp, 'lixo.gz');
    fs.writeFileSync(lixo, 'não é gzip');
    await expect(
      gravar(destino.handle, lerArquivo(lixo), { substituir: true, migracaoAtual: null }),
    ).rejects.toThrow(ErroDeOperacao);
    await expect(
      gravar(destino.handle, lerArquivo(path.join(tmp, 'nao-existe.gz')), { migracaoAtual: null }),
    ).rejects.toThrow('Arquivo não encontrado');
    const usuarios = await destino.db.selectFrom('users').select('id').execute();
    expect(usuarios.length).toBeGreaterThan(0);
  });
});

describe('personal data in a backup', () => {
  it('holds no client address: the per-address counts of failed sign-ins are left out', async () => {
    const origem = await app();
    await povoar(origem);
    const endereco = '203.0.113.77';
    const ana = await buildUser(origem, { login: 'ana.campos' });
    const daqui = {
      remoteAddress: endereco,
      headers: { 'user-agent': 'Mozilla/5.0 (Android 14)' },
    };
    // activity from that address: wrong passwords, a right one, a contact message, a report
    for (const senha of ['errada-1', 'errada-2', DEFAULT_PASSWORD]) {
      await origem.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { login: 'ana.campos', senha },
        ...daqui,
      });
    }
    const contato = await origem.app.inject({
      method: 'POST',
      url: '/api/contato',
      payload: {
        name: 'Visitante',
        email: 'visitante@example.com',
        phone: '(31) 3333-4444',
        subject: 'Outro',
        message: 'Olá',
      },
      ...daqui,
    });
    expect(contato.statusCode).toBe(201);
    const denuncia = await origem.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      payload: { categoria: 'Outro', descricao: 'Relato', anonimato: true },
      ...daqui,
    });
    expect(denuncia.statusCode).toBe(201);
    const push = inscricaoPush();
    expect(
      (
        await origem.app.inject({
          method: 'POST',
          url: '/api/push/inscricoes',
          headers: ana.auth,
          payload: push,
        })
      ).statusCode,
    ).toBe(201);
    // the database holds the address, in clear, for the minutes of the sign-in limit
    const contagens = await origem.db.selectFrom('login_throttle').select('chave').execute();
    expect(contagens.map((c) => c.chave)).toContain(`ip:${endereco}`);

    const arquivo = path.join(tmp, `p-${crypto.randomBytes(3).toString('hex')}.ndjson.gz`);
    await escreverArquivo(ler(origem.handle), arquivo);
    const bytes = fs.readFileSync(arquivo);
    const texto = zlib.gunzipSync(bytes).toString('utf8');
    expect(texto).toContain('"tabela":"users"');
    expect(texto).toContain('ana.campos');
    expect(texto).not.toContain(endereco);
    expect(bytes.includes(Buffer.from(endereco))).toBe(false);
    expect(texto).not.toContain('"tabela":"login_throttle"');
    // what it does hold of a device, as docs/product/operacao.md says: its push subscription
    expect(texto).toContain(push.endpoint);
  });

  it('a restore brings no sign-in counts, and the push subscriptions back', async () => {
    const origem = await app();
    await povoar(origem);
    await origem.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'admin', senha: 'errada' },
      remoteAddress: '198.51.100.9',
    });
    const arquivo = path.join(tmp, `q-${crypto.randomBytes(3).toString('hex')}.ndjson.gz`);
    await escreverArquivo(ler(origem.handle), arquivo);
    const destino = await app();
    await gravar(destino.handle, lerArquivo(arquivo), {
      substituir: true,
      migracaoAtual: await ultimaMigracao(destino.db),
    });
    expect(await destino.db.selectFrom('login_throttle').select('chave').execute()).toEqual([]);
    expect(await destino.db.selectFrom('push_inscricoes').select('endpoint').execute()).toEqual(
      await origem.db.selectFrom('push_inscricoes').select('endpoint').execute(),
    );
  });
});

describe('restoring over a running server', () => {
  it('is refused while an instance uses the database, changing nothing; --forcar goes on; a stopped or long-silent one does not count', async () => {
    const origem = await app();
    await povoar(origem);
    const arquivo = path.join(tmp, `e-${crypto.randomBytes(3).toString('hex')}.ndjson.gz`);
    await escreverArquivo(ler(origem.handle), arquivo);

    const destino = await app();
    await destino.app.ready(); // the server is up
    const usuarios = async () =>
      (await destino.db.selectFrom('users').select('login').orderBy('id').execute()).map(
        (u) => u.login,
      );
    const antes = await usuarios();
    const migracaoAtual = await ultimaMigracao(destino.db);
    await expect(
      gravar(destino.handle, lerArquivo(arquivo), { substituir: true, migracaoAtual }),
    ).rejects.toThrow(/Há uma instância do Portal usando este banco .*processo \d+.*--forcar/);
    expect(await usuarios()).toEqual(antes);

    // a second instance, started and stopped: it no longer counts, the first one still does
    const segunda = await createSecondInstance(destino);
    await segunda.app.ready();
    await expect(
      gravar(destino.handle, lerArquivo(arquivo), { substituir: true, migracaoAtual }),
    ).rejects.toThrow(/Há 2 instâncias/);
    await segunda.close();
    await expect(
      gravar(destino.handle, lerArquivo(arquivo), { substituir: true, migracaoAtual }),
    ).rejects.toThrow(/Há uma instância/);

    // the operator who knows better forces it
    const r = await gravar(destino.handle, lerArquivo(arquivo), {
      substituir: true,
      forcar: true,
      migracaoAtual,
    });
    expect(r.linhas).toBeGreaterThan(0);
    const restaurados = await origem.db.selectFrom('users').select('login').orderBy('id').execute();
    expect(await usuarios()).toEqual(restaurados.map((u) => u.login));
    expect(await usuarios()).not.toEqual(antes);

    // an instance killed without a word stops counting once it has been silent a while: the
    // restore runs an hour later (the clock, not the row, moves: the running instance's own mark
    // every 10 s would put a backdated row back before the restore reads it). Its marks take
    // `new Date()`, which this does not move, so one that lands while the restore runs is dated
    // now and not an hour on: it would count only were the restore to take the hour less 30 s.
    // (Moved by only 31 s, a mark 2 s into the restore counted: seen in CI.)
    const depois = Date.now() + 120 * INSTANCIA_VIVA_MS;
    const relogio = vi.spyOn(Date, 'now').mockReturnValue(depois);
    try {
      await gravar(destino.handle, lerArquivo(arquivo), { substituir: true, migracaoAtual });
    } finally {
      relogio.mockRestore();
    }
  });
});

describe('a backup of many files', () => {
  it('streams them: it holds about its memory limit and one file, never every file at once', async () => {
    const origem = await app();
    const arquivo = 256 * 1024;
    const n = 12;
    for (let i = 0; i < n; i++) {
      await storeFile(origem.db, crypto.randomBytes(arquivo), 'pdf', 'application/pdf');
    }
    const limite = 512 * 1024;
    const medidas = { maiorCarga: 0 };
    let lidos = 0;
    let primeiro = true;
    for await (const r of ler(origem.handle, { limiteBytes: limite, medidas })) {
      if (primeiro) {
        // a slow disk: the snapshot reads on while nothing is written; it must wait instead
        primeiro = false;
        await new Promise((ok) => setTimeout(ok, 300));
      }
      if ('r' in r && r.r.some((v) => typeof v === 'object' && v !== null && '$b64' in v)) lidos++;
    }
    expect(lidos).toBe(n);
    const umArquivoEmBase64 = Math.ceil(arquivo / 3) * 4;
    expect(medidas.maiorCarga).toBeGreaterThan(umArquivoEmBase64);
    // every file at once would be n × that
    expect(medidas.maiorCarga).toBeLessThan(limite + umArquivoEmBase64 + 64 * 1024);
  });
});

describe('the backup file', () => {
  it('is created new, readable by its owner only: an old ".parcial" or a link put there is not written through', async () => {
    const origem = await app();
    const destino = path.join(tmp, `d-${crypto.randomBytes(3).toString('hex')}.ndjson.gz`);
    const alvo = path.join(tmp, `alvo-${crypto.randomBytes(3).toString('hex')}`);
    fs.writeFileSync(alvo, 'não mexa');
    fs.chmodSync(alvo, 0o666);
    fs.symlinkSync(alvo, `${destino}.parcial`);
    await escreverArquivo(ler(origem.handle), destino);
    expect(fs.readFileSync(alvo, 'utf8')).toBe('não mexa');
    expect(fs.statSync(alvo).mode & 0o777).toBe(0o666);
    expect(fs.lstatSync(destino).isFile()).toBe(true);
    expect(fs.statSync(destino).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${destino}.parcial`)).toBe(false);

    // a plain file left by a cut backup, world-writable: replaced, not reused with its mode
    fs.writeFileSync(`${destino}.parcial`, 'resto');
    fs.chmodSync(`${destino}.parcial`, 0o666);
    await escreverArquivo(ler(origem.handle), destino);
    expect(fs.statSync(destino).mode & 0o777).toBe(0o600);
    let n = 0;
    for await (const r of lerArquivo(destino)) if ('r' in r) n++;
    expect(n).toBeGreaterThan(0);
  });
});

describe.runIf(usingPostgres())('moving between SQLite and PostgreSQL', () => {
  it('SQLite → PostgreSQL → SQLite keeps every row and file', async () => {
    // a SQLite installation with data
    const dirA = fs.mkdtempSync(path.join(tmp, 'a-'));
    const sqliteA = openDatabase({ dataDir: dirA });
    const appA = await buildApp({ config: testConfig(dirA), dbHandle: sqliteA });
    abertos.push({ close: async () => (await appA.close(), await sqliteA.close()) });
    await povoar({ app: appA, db: sqliteA.db });
    const antes = await conteudo(sqliteA);

    // a new PostgreSQL database
    const banco = await criarBancoProprio(process.env.TEST_DATABASE_URL!, 'mig');
    const pgHandle = openDatabase({ dataDir: tmp, databaseUrl: banco.url });
    abertos.push({ close: async () => (await pgHandle.close(), await banco.drop()) });
    await migrate(pgHandle);
    await gravar(pgHandle, ler(sqliteA), { migracaoAtual: await ultimaMigracao(pgHandle.db) });
    expect(await conteudo(pgHandle)).toEqual(antes);

    // and back into a new SQLite file
    const dirB = fs.mkdtempSync(path.join(tmp, 'b-'));
    const sqliteB = openDatabase({ dataDir: dirB });
    abertos.push(sqliteB);
    await migrate(sqliteB);
    await gravar(sqliteB, ler(pgHandle), { migracaoAtual: await ultimaMigracao(sqliteB.db) });
    expect(await conteudo(sqliteB)).toEqual(antes);
  });
});
