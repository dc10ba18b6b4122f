/**
 * The one way to finish a write (docs/decisions/044-fim-da-escrita.md): a change's notices (e-mail
 * and push, server/core/avisos.ts), live events, idempotency record and audit entries are written
 * by `concluir`, in the change's transaction, after its other changes, in this order. Nothing
 * else in the product inserts into `audit_log`, `eventos` or `idempotencia`, nor queues a notice
 * (server/core/fim-da-escrita.unit.test.ts).
 *
 *     await ctx.db.transaction().execute(async (trx) => {
 *       await closeAtendimento(trx, id);
 *       await concluir(trx, ctx.dbHandle, {
 *         auditoria: [{ actor, acao: AUDIT_ACTIONS.atendimentoFechado, detalhes }],
 *         eventos: [eventoDoAtendimento(ticket)],
 *         guarda, resultado,
 *       });
 *     });
 *
 * - An audit entry is chained to the one before it (server/core/audit-cadeia.ts) with the key of
 *   the database it is written to, passed in with the dialect (`Registros`, the DbHandle).
 * - An event tells the live streams (docs/decisions/015-eventos-ao-vivo.md): written with the
 *   change, a stream never hears of a change that was rolled back, and hears of every one that
 *   committed.
 * - The idempotency record (docs/decisions/022-idempotencia.md) is the guard's answer to the
 *   write's result; a key used within 24 h makes its insert fail, rolling the write back.
 *
 * On PostgreSQL only the audit chain takes a lock (docs/decisions/067-leituras-sem-fila.md): each
 * entry chains to the one committed before it, so two writers must not read the same head. It is
 * taken last, after the notices, the events and the idempotency record, so it is held for the
 * entries' few statements and the commit, and never by a write that has no entry (a message, a
 * read mark). Events take no lock: their ids come from a sequence, drawn by a transaction that
 * already has its own id (`pg_current_xact_id()`), and the live streams hand out an id only once
 * every id before it has committed or can no longer commit (server/features/eventos/ordem.ts).
 * A transaction is finished once (a second `concluir` on it throws). SQLite has one writer at a
 * time and needs neither. A change that is one update ending with events only (the read mark) can
 * skip the transaction on PostgreSQL: `atualizarEConcluir` writes both in one statement
 * (docs/decisions/088-marca-numa-instrucao.md).
 */
import { sql, type SelectQueryBuilder, type UpdateQueryBuilder } from 'kysely';
import { now, type Db, type DbHandle, type Trx } from '../db/index.js';
import { avancarCabeca, hashDoRegistro, lerCabeca } from './audit-cadeia.js';
import type { NewAuditEntry } from './audit.js';
import type { AvisoPronto } from './avisos.js';
import type { NovoEvento } from './eventos.js';
import { completa, completo, type DbCompleto } from '../db/completo.js';
import type { Database } from '../db/schema.js';
import { limiteDaIdempotencia } from './idempotencia-registros.js';
import { colunaDaExclusao } from './ouvidoria-acesso.js';
import type { Guarda } from './idempotencia.js';

/** What a write is finished with on a database: its dialect and its audit chain's key. */
export type Registros = Pick<DbHandle, 'dialect' | 'auditoria'>;
/** The same, with the database to write in: what a write that opens its own transaction needs. */
export type RegistrosNoBanco = Registros & Pick<DbHandle, 'db'>;

export interface Fim<T> {
  /** e-mail and push notices of the change (`aviso`, `avisoAoVisitante`: server/core/avisos.ts) */
  avisos?: readonly (AvisoPronto | null)[];
  auditoria?: readonly NewAuditEntry[];
  eventos?: readonly NovoEvento[];
  /** the request's Idempotency-Key, if any (server/core/idempotencia.ts), with what it answers */
  guarda?: Guarda<T>;
  resultado?: T;
}

/** Any number that is the same in every instance. */
const ORDEM_DOS_REGISTROS = 7_150_001;

const concluidas = new WeakSet<Trx>();

export async function concluir<T>(trx: Trx, registros: Registros, fim: Fim<T>): Promise<void> {
  if (concluidas.has(trx)) throw new Error('Esta transação já foi concluída (concluir).');
  concluidas.add(trx);
  const auditoria = fim.auditoria ?? [];
  const eventos = fim.eventos ?? [];
  for (const aviso of fim.avisos ?? []) if (aviso) await aviso.enfileirar(trx);
  if (eventos.length > 0) await publicarEventos(trx, registros, eventos);
  if (fim.guarda) await gravarIdempotencia(trx, fim.guarda, fim.resultado as T);
  if (auditoria.length === 0) return;
  if (registros.dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${ORDEM_DOS_REGISTROS})`.execute(trx);
  }
  for (const entrada of auditoria) await gravarAuditoria(trx, registros, entrada);
}

async function gravarAuditoria(trx: Trx, registros: Registros, entry: NewAuditEntry) {
  const selo = registros.auditoria;
  const cabeca = await lerCabeca(trx);
  if (cabeca && cabeca.chave !== selo.identificacao()) {
    throw new Error('A chave da auditoria não é a que selou a cadeia deste banco.');
  }
  const anterior = cabeca?.ultimo_hash ?? '';
  const valores = {
    data_hora: now(),
    usuario_id: entry.actor?.id ?? null,
    usuario_nome: entry.actor?.nome ?? null,
    login: entry.actor?.login ?? entry.login ?? null,
    acao: entry.acao,
    detalhes: entry.detalhes,
    hash_anterior: anterior,
  };
  // Its id is drawn under the lock, so id order is chain order.
  const { id } = await completa(trx)
    .insertInto('audit_log')
    .values({ ...valores, excluir_papeis: colunaDaExclusao(entry.excluirPapeis) || null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hash = hashDoRegistro(selo.chave(), { ...valores, id });
  await trx.updateTable('audit_log').set({ hash }).where('id', '=', id).execute();
  await avancarCabeca(trx, selo, !!cabeca, {
    ultimo_id: Number(id),
    ultimo_hash: hash,
    quantidade: Number(cabeca?.quantidade ?? 0) + 1,
    inicio_hash: cabeca?.inicio_hash ?? '',
    cortados: Number(cabeca?.cortados ?? 0),
  });
}

/**
 * Retention's cut of the audit chain (docs/decisions/053-corte-da-auditoria.md): erases the
 * entries written before `limite` from the start of the chain — up to the first one still inside
 * its time, so the chain stays one run — and moves the head's start to the last erased entry's
 * hash, sealed, under the lock every audit write takes. Returns how many it erased.
 */
export async function cortarInicio(handle: DbHandle, limite: string): Promise<number> {
  return handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${ORDEM_DOS_REGISTROS})`.execute(trx);
    }
    const cabeca = await lerCabeca(trx);
    if (!cabeca) return 0;
    const noPrazo = await trx
      .selectFrom('audit_log')
      .select('id')
      .where('data_hora', '>=', limite)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const ate = noPrazo ? Number(noPrazo.id) : Number(cabeca.ultimo_id) + 1;
    const ultimoCortado = await trx
      .selectFrom('audit_log')
      .select(['id', 'hash'])
      .where('id', '<', ate)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!ultimoCortado?.hash) return 0;
    const r = await trx.deleteFrom('audit_log').where('id', '<', ate).executeTakeFirst();
    const n = Number(r.numDeletedRows);
    await avancarCabeca(trx, handle.auditoria, true, {
      ultimo_id: Number(cabeca.ultimo_id),
      ultimo_hash: cabeca.ultimo_hash,
      quantidade: Number(cabeca.quantidade) - n,
      inicio_hash: ultimoCortado.hash,
      cortados: Number(cabeca.cortados ?? 0) + n,
    });
    return n;
  });
}

/** The events' rows as the table takes them. */
function linhasDos(eventos: readonly NovoEvento[]) {
  const criado_em = now();
  return eventos.map((evento) => ({
    tipo: evento.tipo,
    usuario_id: evento.usuarioId ?? null,
    permissao: evento.permissao ?? null,
    dados: JSON.stringify(evento.dados),
    criado_em,
    excluir_papeis: colunaDaExclusao(evento.excluirPapeis),
  }));
}

/**
 * On PostgreSQL, the events' rows as `(values …) as v (n, tipo, …)`, `n` their order: a ticket's
 * change before the message it tells of.
 */
function valoresPg(eventos: readonly NovoEvento[]) {
  const valores = sql.join(
    linhasDos(eventos).map(
      (l, n) =>
        sql`(${n}::int, ${l.tipo}, ${l.usuario_id}::int, ${l.permissao}::text, ${l.dados}, ${l.criado_em}::timestamptz, ${l.excluir_papeis})`,
    ),
  );
  return sql`(values ${valores}) as v (n, tipo, usuario_id, permissao, dados, criado_em, excluir_papeis)`;
}

/**
 * The events, in one statement. On PostgreSQL the transaction's own id is taken before the events'
 * ids are drawn (the materialized CTE runs first): whoever sees a later id committed can then tell,
 * from its snapshot, when this transaction has ended (server/features/eventos/ordem.ts).
 */
async function publicarEventos(trx: Trx, registros: Registros, eventos: readonly NovoEvento[]) {
  if (registros.dialect !== 'postgres') {
    await completa(trx).insertInto('eventos').values(linhasDos(eventos)).execute();
    return;
  }
  await sql`
    with transacao as materialized (select pg_current_xact_id() as id)
    insert into eventos (tipo, usuario_id, permissao, dados, criado_em, excluir_papeis)
    select v.tipo, v.usuario_id, v.permissao, v.dados, v.criado_em, v.excluir_papeis
    from transacao, ${valoresPg(eventos)}
    order by v.n`.execute(trx);
}

/** Whether a one-statement change's commit waits for the disk (`atualizarEConcluir`). */
export type Durabilidade = 'esperaODisco' | 'naoEsperaODisco';

/**
 * A change that is one update and whose only end is its events (no notice, audit entry or
 * idempotency record): a write on the requests' path, such as the read mark, that should hold no
 * connection across round trips (docs/decisions/088-marca-numa-instrucao.md). On PostgreSQL the
 * update and the events are one statement, so no transaction: the update runs in a `with`, and the
 * events are inserted, once, when it changed a row and `se` finds one; the transaction's own id is
 * taken first, as `publicarEventos` does. On SQLite, one short transaction: the update, then
 * `concluir` with the events under the same two conditions. `se` reads tables the update does not
 * write (on PostgreSQL it sees them as they were before the statement).
 *
 * `durabilidade` is each caller's choice. 'esperaODisco': the statement returns once PostgreSQL
 * has written its commit to disk, as every other write does. 'naoEsperaODisco': it returns once
 * the commit is visible to everyone, and PostgreSQL writes it to disk a fraction of a second later
 * (`synchronous_commit = off` for this statement's transaction only). A crash of the database
 * server in between loses the change and its events, as if it had not happened; nothing else is
 * lost or left half done. For bookkeeping that the next request redoes (the read mark): its commit
 * then holds PostgreSQL's lock of notifications (every write names its tables at commit,
 * migration 0051) for microseconds instead of a disk write, which the morning rush queued behind
 * (docs/decisions/091-marca-sem-esperar-o-disco.md). Given a transaction (`handle.db`), the
 * setting holds until that transaction's commit, for everything it wrote: pass one only in a
 * test. SQLite (WAL, `synchronous = NORMAL`) never waits for the disk at commit: both are the
 * same there.
 */
export async function atualizarEConcluir<T extends keyof Database>(
  handle: RegistrosNoBanco,
  atualizacao: (db: DbCompleto) => UpdateQueryBuilder<Database, T, T, { id: number }>,
  fim: {
    eventos: readonly [NovoEvento, ...NovoEvento[]];
    se?: (db: Db) => SelectQueryBuilder<never, never, object>;
    durabilidade: Durabilidade;
  },
): Promise<void> {
  const { eventos, se, durabilidade } = fim;
  if (handle.dialect !== 'postgres') {
    await handle.db.transaction().execute(async (trx) => {
      const mudou = await atualizacao(completa(trx)).execute();
      if (mudou.length === 0) return;
      if (se && !(await se(trx).executeTakeFirst())) return;
      await concluir(trx, handle, { eventos });
    });
    return;
  }
  const db = completo(handle.db);
  await db
    .with('mudou', () =>
      durabilidade === 'esperaODisco'
        ? atualizacao(db)
        : // a condition on no row: PostgreSQL works it out once, before the update looks at any
          // row, so the setting holds even when no row changes (the triggers may still notify)
          atualizacao(db).where(
            sql<boolean>`(select set_config('synchronous_commit', 'off', true)) = 'off'`,
          ),
    )
    .with(
      (cte) => cte('transacao').materialized(),
      (qc) => qc.selectNoFrom(sql<string>`pg_current_xact_id()`.as('id')),
    )
    .insertInto('eventos')
    .columns(['tipo', 'usuario_id', 'permissao', 'dados', 'criado_em', 'excluir_papeis'])
    .expression(
      sql`select v.tipo, v.usuario_id, v.permissao, v.dados, v.criado_em, v.excluir_papeis
        from (select 1 from mudou limit 1) as m, transacao, ${valoresPg(eventos)}
        ${se ? sql`where exists (${se(handle.db)})` : sql``}
        order by v.n`,
    )
    .execute();
}

/** An expired use of the same key goes first (the purge may not have run yet). */
async function gravarIdempotencia<T>(trx: Trx, guarda: Guarda<T>, resultado: T) {
  const registro = await guarda.registro(resultado);
  await trx
    .deleteFrom('idempotencia')
    .where('usuario_id', '=', registro.usuario_id)
    .where('chave', '=', registro.chave)
    .where('criado_em', '<', limiteDaIdempotencia())
    .execute();
  await trx
    .insertInto('idempotencia')
    .values({ ...registro, criado_em: now() })
    .execute();
}
