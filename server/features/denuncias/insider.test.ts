/**
 * The insider (docs/product/ouvidoria-ameacas.md): an operator with the database, a backup and
 * the server's log, who knows that Genoveva logged in at a given second, looks for anything that
 * ties her to the anonymous activity that followed from her browser: a report, evidence from her
 * phone, a mistyped key, her follow-up and a message. Every row that activity wrote, every log
 * line and the backup are searched for an instant finer than the hour, an id drawn from a
 * sequence other activity draws from, the name her phone gave the photo, her address or her
 * browser. On SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escreverArquivo, ler } from '../../operacao/backup.js';
import { createTestApp, tabelasDoBanco, usingPostgres, type TestApp } from '../../test/app.js';
import { buildDenuncia, buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { storeFile } from '../../lib/files.js';
import { realPng } from '../../test/file-fixtures.js';
import { anunciarHoras } from './anuncios.js';

const GENOVEVA = { login: 'genoveva.q', nome: 'Genoveva Quaresma', ip: '198.51.100.23' };
const NAVEGADOR = 'Mozilla/5.0 (Linux; Android 14; Moto G da Genoveva)';
const FOTO = 'IMG_20261126_024512.jpg';
const HORA_MS = 60 * 60 * 1000;

let t: TestApp;
let linhas: string[];
beforeAll(async () => {
  linhas = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      linhas.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  t = await createTestApp({ logStream, limits: { denunciasPerWindow: 1000 } });
});
afterAll(() => t.close());

/** Every row of every table, per table, as JSON. */
async function tudo(): Promise<Map<string, Record<string, unknown>[]>> {
  const tabelas = (await tabelasDoBanco(t.db)).map((name) => ({ name }));
  const out = new Map<string, Record<string, unknown>[]>();
  for (const { name } of tabelas) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
    out.set(name, rows.rows);
  }
  return out;
}

const texto = (r: Record<string, unknown>) =>
  JSON.stringify(r, (_k, v: unknown) =>
    Buffer.isBuffer(v) || v instanceof Uint8Array ? `<${(v as Uint8Array).length} bytes>` : v,
  );

/** Rows that appeared or changed between two snapshots. */
function escritas(antes: Map<string, Record<string, unknown>[]>, depois: typeof antes) {
  const out: { tabela: string; linha: Record<string, unknown> }[] = [];
  for (const [tabela, rows] of depois) {
    const velhas = new Set((antes.get(tabela) ?? []).map(texto));
    for (const linha of rows) if (!velhas.has(texto(linha))) out.push({ tabela, linha });
  }
  return out;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
/** Every instant in a value finer than the hour: ISO text, or milliseconds since 1970. */
function instantesFinos(v: unknown): string[] {
  if (typeof v === 'string' && ISO.test(v)) {
    return Date.parse(v) % HORA_MS === 0 ? [] : [v];
  }
  if (typeof v === 'number' && v > 1.5e12 && v < 2.5e12)
    return v % HORA_MS === 0 ? [] : [String(v)];
  return [];
}

/** A photo as a phone takes it, with its camera and GPS. */
const fotoDoCelular = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b8e23' } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'Motorola', Artist: 'Genoveva Quaresma' } })
    .toBuffer();

describe('the insider with the database, a backup and the log', () => {
  let recibo: { protocolo: string; chave: string };
  let antes: Map<string, Record<string, unknown>[]>;
  let depois: Map<string, Record<string, unknown>[]>;
  let maioresIds: Map<string, number>;
  let linhaDoLogin: number;
  let linhasDoAnonimo: string[];
  let staff: Awaited<ReturnType<typeof buildUser>>;
  let casoDaEquipe: number;

  beforeAll(async () => {
    staff = await buildUser(t, { role: 'compliance', nome: 'Clara Nunes' });
    await buildUser(t, { nome: GENOVEVA.nome, login: GENOVEVA.login });
    // identified activity: Genoveva logs in; staff answer another case
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: GENOVEVA.login, senha: DEFAULT_PASSWORD },
      headers: { 'user-agent': NAVEGADOR },
      remoteAddress: GENOVEVA.ip,
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    linhaDoLogin = linhas.length;
    casoDaEquipe = (await buildDenuncia(t)).id;
    const escrever = (id: number, txt: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/denuncias/${id}/mensagens`,
        headers: staff.auth,
        payload: { texto: txt },
      });
    expect((await escrever(casoDaEquipe, 'Recebemos, obrigado.')).statusCode).toBe(201);
    antes = await tudo();
    maioresIds = new Map(
      [...antes].map(([tb, rows]) => [
        tb,
        Math.max(0, ...rows.map((r) => Number(r.id)).filter((n) => Number.isFinite(n))),
      ]),
    );
    const inicio = linhas.length;

    // the anonymous activity, from the same browser, the worst a client could send along
    const mesmo = {
      remoteAddress: GENOVEVA.ip,
      headers: { authorization: `Bearer ${token}`, 'user-agent': NAVEGADOR },
    };
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias',
      ...mesmo,
      payload: { categoria: 'Assédio', descricao: 'O supervisor grita.', anonimato: true },
    });
    expect(r.statusCode).toBe(201);
    recibo = r.json();
    const anexo = multipart(
      { protocolo: recibo.protocolo, chave: recibo.chave },
      { name: FOTO, body: await fotoDoCelular() },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento/anexos',
      remoteAddress: GENOVEVA.ip,
      payload: anexo.payload,
      headers: { ...anexo.headers, 'user-agent': NAVEGADOR },
    });
    expect(up.statusCode).toBe(201);
    expect(up.json().nome).toBe('anexo-1.jpg');
    const errada = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento',
      ...mesmo,
      payload: { protocolo: recibo.protocolo, chave: '0'.repeat(16) },
    });
    expect(errada.statusCode).toBe(401);
    const ver = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento',
      ...mesmo,
      payload: { protocolo: recibo.protocolo, chave: recibo.chave },
    });
    expect(ver.statusCode).toBe(200);
    const msg = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento/mensagens',
      ...mesmo,
      payload: {
        protocolo: recibo.protocolo,
        chave: recibo.chave,
        texto: 'Aconteceu de novo hoje.',
      },
    });
    expect(msg.statusCode).toBe(201);
    linhasDoAnonimo = linhas.slice(inicio);
    depois = await tudo();

    // identified activity after: staff write to the new case
    const novo = (
      await t.db
        .selectFrom('denuncias')
        .select('id')
        .where('protocolo', '=', recibo.protocolo)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await escrever(novo, 'Vamos apurar.')).statusCode).toBe(201);
    expect((await escrever(casoDaEquipe, 'Seguimos.')).statusCode).toBe(201);
    // and a file of the support chat, stored after the evidence
    await storeFile(t.db, await realPng(), 'png', 'image/png');
  });

  it('every row the anonymous activity wrote keeps no instant finer than the hour', () => {
    const novas = escritas(antes, depois);
    // report, evidence (record and bytes), history, message, the limit's counts
    expect(new Set(novas.map((n) => n.tabela))).toEqual(
      new Set([
        'denuncias',
        'denuncia_anexos',
        'arquivos_armazenados',
        'denuncia_historico',
        'denuncia_mensagens',
        'limites_anonimos',
      ]),
    );
    // ids are random draws, checked by the next test: one in ~300 falls in the range of
    // plausible millisecond times by chance, which says nothing about when it was written
    const finos = novas.flatMap(({ tabela, linha }) =>
      Object.entries(linha)
        .filter(([c]) => c !== 'id')
        .flatMap(([c, v]) => instantesFinos(v).map((i) => `${tabela}.${c}=${i}`)),
    );
    expect(finos).toEqual([]);
  });

  it('no id of those rows comes from a sequence that other activity draws from', () => {
    const novas = escritas(antes, depois).filter((n) => n.tabela !== 'denuncias');
    for (const { tabela, linha } of novas) {
      if (!('id' in linha)) continue;
      const id = Number(linha.id);
      const maior = maioresIds.get(tabela)!;
      // the next values of the table's sequence would sit just above its largest id
      expect(id > maior && id <= maior + 1000, `${tabela}.id`).toBe(false);
      expect(id, `${tabela}.id`).toBeGreaterThan(2 ** 20);
      // nor is it the time it was written (a chance draw this close: about 1 in a million)
      expect(Math.abs(id - Date.now()) > 86_400_000, `${tabela}.id`).toBe(true);
    }
  });

  it("nothing anywhere holds the photo's name, the address or the browser", async () => {
    const dump = [...depois.values()].flat().map(texto).join('\n');
    for (const rastro of [FOTO, 'IMG_2026', GENOVEVA.ip, NAVEGADOR, 'Motorola', 'Genoveva']) {
      // Genoveva's own account holds her name: search only what the anonymous activity wrote
      const onde =
        rastro === 'Genoveva'
          ? escritas(antes, depois)
              .map((n) => texto(n.linha))
              .join('\n')
          : dump;
      expect(onde.includes(rastro), rastro).toBe(false);
    }
    // the stored photo carries no EXIF
    const armazenado = escritas(antes, depois).find((n) => n.tabela === 'arquivos_armazenados')!;
    const meta = await sharp(Buffer.from(armazenado.linha.conteudo as Uint8Array)).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it('the log has no line of the anonymous activity, and its request ids are no counter', () => {
    expect(linhasDoAnonimo).toEqual([]);
    expect(linhas.slice(linhaDoLogin).join('\n')).not.toContain('/api/denuncias/acompanhamento');
    const ids = linhas.map((l) => (JSON.parse(l) as { reqId?: string }).reqId).filter(Boolean);
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a backup holds the same: no instant finer than the hour in those rows, no photo name', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'insider-'));
    const arquivo = path.join(dir, 'b.ndjson.gz');
    await escreverArquivo(ler(t.handle), arquivo);
    const conteudo = zlib.gunzipSync(fs.readFileSync(arquivo)).toString('utf8');
    fs.rmSync(dir, { recursive: true, force: true });
    expect(conteudo).not.toContain(FOTO);
    expect(conteudo).not.toContain(GENOVEVA.ip);
    expect(conteudo).not.toContain('limites_anonimos');
    expect(conteudo).toContain(recibo.protocolo);
  });

  it("the case reads the reporter's entries by their hour, after the staff's of that hour", async () => {
    const novo = await t.db
      .selectFrom('denuncias')
      .select('id')
      .where('protocolo', '=', recibo.protocolo)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      url: `/api/admin/denuncias/${novo.id}`,
      headers: staff.auth,
    });
    const mensagens = res.json().mensagens as { autor: string; enviado_em: string }[];
    const doDenunciante = mensagens.find((m) => m.autor === 'denunciante')!;
    const daEquipe = mensagens.find((m) => m.autor === 'ouvidoria')!;
    expect(doDenunciante.enviado_em).toMatch(/T\d\d:00:00\.000Z$/);
    // staff wrote after the reporter; in the same hour the reporter's entry still comes last
    const mesmaHora =
      Math.floor(Date.parse(daEquipe.enviado_em) / HORA_MS) * HORA_MS ===
      Date.parse(doDenunciante.enviado_em);
    expect(mensagens.map((m) => m.autor)).toEqual(
      mesmaHora ? ['ouvidoria', 'denunciante'] : ['denunciante', 'ouvidoria'],
    );
    const anexos = res.json().anexos as { nome: string }[];
    expect(anexos.map((a) => a.nome)).toEqual(['anexo-1.jpg']);
  });

  it("once the hour is over, the hour's rows are written again together (PostgreSQL's transaction ids, SQLite's row order)", async () => {
    expect(await anunciarHoras(t.app.ctx, Date.now() + 2 * HORA_MS)).toBeGreaterThan(0);
    // the per-address counts are gone with their hour, on both databases
    expect((await sql`select * from limites_anonimos`.execute(t.db)).rows).toEqual([]);
    if (usingPostgres()) {
      // the two identified transactions around the anonymous activity: staff's messages
      const xidDe = async (texto: string) =>
        BigInt(
          (
            await sql<{ x: string }>`select xmin::text as x from denuncia_mensagens
              where texto = ${texto}`.execute(t.db)
          ).rows[0]!.x,
        );
      const antesXid = await xidDe('Recebemos, obrigado.');
      const depoisXid = await xidDe('Vamos apurar.');
      expect(depoisXid > antesXid).toBe(true);
      // no live row of any table keeps a transaction id from in between
      const entre: string[] = [];
      for (const tabela of await tabelasDoBanco(t.db)) {
        const { rows } = await sql<{ x: string }>`select xmin::text as x
          from ${sql.table(tabela)}`.execute(t.db);
        for (const r of rows) {
          const x = BigInt(r.x);
          if (x > antesXid && x < depoisXid) entre.push(`${tabela} (xmin ${x})`);
        }
      }
      expect(entre).toEqual([]);
      const x = async (q: ReturnType<typeof sql<{ x: string }>>) =>
        (await q.execute(t.db)).rows.map((r) => BigInt(r.x));
      const anonimas = [
        ...(await x(
          sql`select xmin::text as x from denuncia_mensagens where autor = 'denunciante'`,
        )),
        ...(await x(sql`select xmin::text as x from denuncia_historico where autor_nome is null`)),
        ...(await x(sql`select xmin::text as x from denuncia_anexos where autor = 'denunciante'`)),
        ...(await x(
          sql`select a.xmin::text as x from arquivos_armazenados a join denuncia_anexos d
            on d.nome_armazenado = a.nome where d.autor = 'denunciante'`,
        )),
      ];
      const equipe = await x(
        sql`select xmin::text as x from denuncia_mensagens where autor = 'ouvidoria'`,
      );
      // all of them in one transaction, after every staff message written after them
      expect(new Set(anonimas).size).toBe(1);
      for (const e of equipe) expect(anonimas[0]! > e).toBe(true);
    } else {
      const rowids = await sql<{ rowid: number; nome: string }>`
        select rowid, nome from arquivos_armazenados order by rowid`.execute(t.db);
      const evidencia = await t.db
        .selectFrom('denuncia_anexos')
        .select('nome_armazenado')
        .where('autor', '=', 'denunciante')
        .executeTakeFirstOrThrow();
      // the evidence's bytes now sit after every file stored before the hour ended
      expect(rowids.rows.at(-1)!.nome).toBe(evidencia.nome_armazenado);
    }
  });
});
