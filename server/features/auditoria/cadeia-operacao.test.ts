/**
 * The audit chain in the operator's hands (docs/product/operacao.md): `npm run cli --
 * verificar-auditoria` (the built command line, as the operator runs it), a restored backup that
 * still verifies, and entries written before the chain existed, chained by migration 0016.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { gravar, ler, type Registro } from '../../operacao/backup.js';
import { migrate, openDatabase, type DbHandle } from '../../db/index.js';
import { migrationProvider } from '../../db/migrations/index.js';
import { ARQUIVO_DA_CHAVE } from '../../lib/auditoria-chave.js';
import {
  apagarSchema,
  comCatalogoEstavel,
  createTestApp,
  novoSchema,
  usingPostgres,
  type TestApp,
} from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { rodarCli } from '../../test/process.js';
import { verificarAuditoria } from './verificacao.js';

let t: TestApp;
let chave: string;
const abertos: (() => Promise<void>)[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await buildUser(t, {}).then((u) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: u.user.login, senha: u.password },
    }),
  );
  chave = fs.readFileSync(path.join(t.dataDir, ARQUIVO_DA_CHAVE), 'utf8');
});
afterAll(async () => {
  for (const fechar of abertos.reverse()) await fechar();
  await t.close();
});

const URL = process.env.TEST_DATABASE_URL;

/** The built command line on the test app's data, as the operator runs it. */
const cli = (args: string[], env: Record<string, string> = {}) => rodarCli(t, args, env);

/** An empty database of the same kind (or a SQLite one), with the test app's audit key. */
async function novoBanco(sqlite = false): Promise<DbHandle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cadeia-'));
  let handle: DbHandle;
  if (usingPostgres() && !sqlite) {
    const schema = await novoSchema();
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: URL,
      pgSchema: schema,
      chaveAuditoria: chave,
    });
    abertos.push(async () => {
      await handle.close();
      await apagarSchema(schema);
    });
  } else {
    handle = openDatabase({ dataDir: dir, chaveAuditoria: chave });
    abertos.push(() => handle.close());
  }
  abertos.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return handle;
}

const quantos = async (h: DbHandle) =>
  (await h.db.selectFrom('audit_log').select('id').execute()).length;

describe('npm run cli -- verificar-auditoria', () => {
  it('says the chain is whole, with how many entries, and exits 0', async () => {
    const n = await quantos(t.handle);
    const r = await cli(['verificar-auditoria']);
    expect(r).toMatchObject({
      status: 0,
      stdout: `Cadeia de auditoria íntegra: ${n} registros.\n`,
    });
  });

  it('names the entry changed behind the product’s back and exits 1', async () => {
    const alvo = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('audit_log').set({ login: 'outro' }).where('id', '=', alvo.id).execute();
    try {
      expect(await cli(['verificar-auditoria'])).toMatchObject({
        status: 1,
        stderr: `Cadeia de auditoria violada: o registro #${alvo.id} foi alterado (não confere com o seu hash).\n`,
      });
    } finally {
      await t.db
        .updateTable('audit_log')
        .set({ login: alvo.login })
        .where('id', '=', alvo.id)
        .execute();
    }
  });

  it('finds the key the server generated in DATA_DIR, readable by its owner only', () => {
    const modo = fs.statSync(path.join(t.dataDir, ARQUIVO_DA_CHAVE)).mode & 0o777;
    expect(modo.toString(8)).toBe('600');
    expect(chave.length).toBeGreaterThanOrEqual(32);
  });

  it('tells when its key is not the one that sealed the chain, and lists the command', async () => {
    expect(await cli(['verificar-auditoria'], { AUDITORIA_CHAVE: 'x'.repeat(40) })).toMatchObject({
      status: 1,
      stderr:
        'A chave da auditoria não é a que selou esta cadeia: confira AUDITORIA_CHAVE e DATA_DIR.\n',
    });
    expect((await cli(['--help'])).stdout).toContain('verificar-auditoria');
  });
});

describe('backups and migrations carry the chain', () => {
  it('a restored backup verifies, and the product extends its chain', async () => {
    const destino = await novoBanco();
    await comCatalogoEstavel(() => migrate(destino));
    await gravar(destino, ler(t.handle), { migracaoAtual: null });
    const n = await quantos(t.handle);
    expect(await verificarAuditoria(destino)).toMatchObject({ integra: true, registros: n });
    await destino.db.transaction().execute((trx) =>
      concluir(trx, destino, {
        auditoria: [{ actor: null, acao: AUDIT_ACTIONS.login, detalhes: 'Depois da restauração' }],
      }),
    );
    expect(await verificarAuditoria(destino)).toMatchObject({ integra: true, registros: n + 1 });
  });

  it.runIf(usingPostgres())('migrar-banco PostgreSQL → SQLite → PostgreSQL keeps it', async () => {
    const n = await quantos(t.handle);
    const sqlite = await novoBanco(true);
    await comCatalogoEstavel(() => migrate(sqlite));
    await gravar(sqlite, ler(t.handle), { migracaoAtual: null });
    expect(await verificarAuditoria(sqlite)).toMatchObject({ integra: true, registros: n });
    const volta = await novoBanco();
    await comCatalogoEstavel(() => migrate(volta));
    await gravar(volta, ler(sqlite), { migracaoAtual: null });
    expect(await verificarAuditoria(volta)).toMatchObject({ integra: true, registros: n });
  });

  it('a backup from before the chain is chained as it is restored', async () => {
    const destino = await novoBanco();
    await comCatalogoEstavel(() => migrate(destino));
    await gravar(destino, semCadeia(ler(t.handle)), { migracaoAtual: null });
    const n = await quantos(t.handle);
    expect(await verificarAuditoria(destino)).toMatchObject({ integra: true, registros: n });
  });

  it('migration 0016 chains the entries written before it, in id order', async () => {
    const antigo = await novoBanco();
    const migrator = new Migrator({
      db: antigo.db,
      provider: migrationProvider(antigo.dialect, antigo.auditoria),
      migrationTableSchema: antigo.pgSchema,
    });
    await comCatalogoEstavel(() => migrator.migrateTo('0013_eventos_ouvidoria'));
    for (const detalhes of ['Primeiro', 'Segundo', 'Terceiro']) {
      await antigo.db
        .insertInto('audit_log')
        .values({
          data_hora: new Date().toISOString(),
          acao: 'login',
          detalhes,
          usuario_id: null,
          usuario_nome: null,
          login: 'ana',
        })
        .execute();
    }
    await comCatalogoEstavel(() => migrate(antigo));
    const rows = await antigo.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.hash_anterior)).toEqual(['', rows[0]!.hash, rows[1]!.hash]);
    expect(await verificarAuditoria(antigo)).toMatchObject({ integra: true, registros: 3 });
  });
});

/** The records of a backup as a version before migration 0016 wrote them. */
async function* semCadeia(registros: AsyncIterable<Registro>): AsyncGenerator<Registro> {
  let colunas: string[] = [];
  let tabela = '';
  let pulados = 0;
  for await (const r of registros) {
    if ('formato' in r) yield { ...r, migracao: '0013_eventos_ouvidoria' };
    else if ('tabela' in r) {
      tabela = r.tabela;
      colunas = r.colunas;
      if (tabela === 'audit_log') {
        yield { tabela, colunas: colunas.filter((c) => !c.startsWith('hash')) };
      } else if (tabela !== 'auditoria_cadeia') yield r;
    } else if ('r' in r) {
      if (tabela === 'auditoria_cadeia') pulados++;
      else if (tabela === 'audit_log') {
        yield { r: r.r.filter((_, i) => !colunas[i]!.startsWith('hash')) };
      } else yield r;
    } else yield { fim: true, linhas: r.linhas - pulados };
  }
}
