/** The SQL of the Código de Conduta (docs/product/conduta.md). */
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DialectName } from '../../db/dialect.js';

export { versaoVigente } from '../../core/conduta-pendente.js';

export function versaoPorNumero(db: Db, versao: number) {
  return db
    .selectFrom('conduta_versoes')
    .selectAll()
    .where('versao', '=', versao)
    .executeTakeFirst();
}

const TRAVA_DA_PUBLICACAO = 7_510_051;

/** Two publications at once on PostgreSQL would draw the same number: one waits for the other. */
export async function travarPublicacao(db: Db, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${TRAVA_DA_PUBLICACAO})`.execute(db);
}

export async function proximoNumero(db: Db): Promise<number> {
  const row = await db
    .selectFrom('conduta_versoes')
    .select((eb) => eb.fn.max('versao').as('ultima'))
    .executeTakeFirst();
  return Number(row?.ultima ?? 0) + 1;
}

export function inserirVersao(
  db: Db,
  v: {
    versao: number;
    titulo: string;
    texto: string;
    resumo: string | null;
    sha256: string;
    publicada_em: string;
  },
) {
  return db.insertInto('conduta_versoes').values(v).returningAll().executeTakeFirstOrThrow();
}

export async function listarVersoes(db: Db) {
  const rows = await db
    .selectFrom('conduta_versoes as v')
    .leftJoin('conduta_ciencias as c', 'c.versao_id', 'v.id')
    .select(['v.id', 'v.versao', 'v.titulo', 'v.sha256', 'v.publicada_em'])
    .select((eb) => eb.fn.count<number>('c.id').as('ciencias'))
    .groupBy(['v.id', 'v.versao', 'v.titulo', 'v.sha256', 'v.publicada_em'])
    .orderBy('v.versao', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, ciencias: Number(r.ciencias) }));
}

/** The number of the last version `usuarioId` acknowledged, if any. */
export async function ultimaLida(db: Db, usuarioId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('conduta_ciencias as c')
    .innerJoin('conduta_versoes as v', 'v.id', 'c.versao_id')
    .select((eb) => eb.fn.max('v.versao').as('versao'))
    .where('c.usuario_id', '=', usuarioId)
    .executeTakeFirst();
  return row?.versao == null ? undefined : Number(row.versao);
}

/** What each version after number `lida` changed, oldest first. */
export function mudancasDepois(db: Db, lida: number) {
  return db
    .selectFrom('conduta_versoes')
    .select(['versao', 'publicada_em', 'resumo'])
    .where('versao', '>', lida)
    .orderBy('versao')
    .execute();
}

export function cienciaDe(db: Db, versaoId: number, usuarioId: number) {
  return db
    .selectFrom('conduta_ciencias')
    .selectAll()
    .where('versao_id', '=', versaoId)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
}

/** Inserts the acknowledgement unless there is one: answers whether this call wrote it. */
export async function inserirCiencia(
  db: Db,
  c: { versao_id: number; usuario_id: number; ciente_em: string },
): Promise<boolean> {
  const r = await db
    .insertInto('conduta_ciencias')
    .values(c)
    .onConflict((oc) => oc.columns(['versao_id', 'usuario_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every active person, with when they acknowledged version `versaoId` (or null). */
export function ativosComCiencia(db: Db, versaoId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('conduta_ciencias as c', (j) =>
      j.onRef('c.usuario_id', '=', 'u.id').on('c.versao_id', '=', versaoId),
    )
    .select(['u.id', 'u.nome', 'u.role', 'c.ciente_em'])
    .where('u.status_usuario', '=', 'ativo')
    .orderBy('u.nome')
    .orderBy('u.id')
    .execute();
}

/** One person's acknowledgements, for "Meus dados". */
export function cienciasDe(db: Db, usuarioId: number) {
  return db
    .selectFrom('conduta_ciencias as c')
    .innerJoin('conduta_versoes as v', 'v.id', 'c.versao_id')
    .select(['v.versao', 'v.titulo', 'v.sha256', 'c.ciente_em'])
    .where('c.usuario_id', '=', usuarioId)
    .orderBy('v.versao')
    .execute();
}

/**
 * Retention (common/retencao.ts `ciencias_de_conduta`): the acknowledgements of accounts
 * deactivated before `limite`. The account's last change stands for its deactivation (the
 * portal keeps no separate date): a change after it only keeps them longer, never shorter.
 */
export async function apagarCienciasVencidas(db: Db, limite: string): Promise<number> {
  const r = await db
    .deleteFrom('conduta_ciencias')
    .where('usuario_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('id')
        .where('status_usuario', '=', 'inativo')
        .where('atualizado_em', '<', limite),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
