/**
 * The reports table, as the staff read it. It has no user id and no address column on purpose;
 * a report is written only by the reporter's boundary (anonimo.ts). A case is read by staff only
 * through the one rule of who may see it (server/core/ouvidoria-acesso.ts).
 */
import type { DenunciaStatus } from '../../../common/denuncias.js';
import type { DenunciasQuery } from '../../../common/schemas/denuncias-gestao.js';
import { casosVisiveis, exclusaoDe, type LeitorDeCasos } from '../../core/ouvidoria-acesso.js';
import type { Db } from '../../db/index.js';
import { casoAtrasadoSql } from './prazos.js';

export function findByProtocolo(db: Db, protocolo: string) {
  return db
    .selectFrom('denuncias')
    .select(['id', 'protocolo', 'chave_hash', 'categoria', 'status', 'criado_em'])
    .where('protocolo', '=', protocolo)
    .executeTakeFirst();
}

function filtered(db: Db, leitor: LeitorDeCasos, q: DenunciasQuery, agora: string) {
  return db
    .selectFrom('denuncias')
    .leftJoin('users as r', 'r.id', 'denuncias.responsavel_id')
    .where(casosVisiveis(leitor))
    .$if(q.status !== undefined, (qb) => qb.where('denuncias.status', '=', q.status!))
    .$if(q.categoria !== undefined, (qb) => qb.where('denuncias.categoria', '=', q.categoria!))
    .$if(q.responsavel === 'nenhum', (qb) => qb.where('denuncias.responsavel_id', 'is', null))
    .$if(typeof q.responsavel === 'number', (qb) =>
      qb.where('denuncias.responsavel_id', '=', q.responsavel as number),
    )
    .$if(q.atrasada !== undefined, (qb) =>
      qb.where((eb) => {
        const late = casoAtrasadoSql(agora)(eb);
        return q.atrasada ? late : eb.not(late);
      }),
    );
}

const RESUMO = [
  'denuncias.id',
  'denuncias.nome',
  'denuncias.categoria',
  'denuncias.descricao',
  'denuncias.anonimato',
  'denuncias.criado_em',
  'denuncias.protocolo',
  'denuncias.status',
  'denuncias.responsavel_id',
  'r.nome as responsavel_nome',
  exclusaoDe('denuncias'),
  'denuncias.confirmada_em',
  'denuncias.encerrada_em',
] as const;

/** The cases `leitor` may read, newest first, filtered and paged. */
export function listCasos(
  db: Db,
  leitor: LeitorDeCasos,
  q: DenunciasQuery,
  page: { limit: number; offset: number },
  agora: string,
) {
  return filtered(db, leitor, q, agora)
    .select(RESUMO)
    .orderBy('denuncias.criado_em', 'desc')
    .orderBy('denuncias.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countCasos(db: Db, leitor: LeitorDeCasos, q: DenunciasQuery, agora: string) {
  const row = await filtered(db, leitor, q, agora)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
export type CasoRow = Awaited<ReturnType<typeof listCasos>>[number];

/** The case, when `leitor` may read it. */
export function findCaso(db: Db, leitor: LeitorDeCasos, id: number): Promise<CasoRow | undefined> {
  return db
    .selectFrom('denuncias')
    .leftJoin('users as r', 'r.id', 'denuncias.responsavel_id')
    .select(RESUMO)
    .where('denuncias.id', '=', id)
    .where(casosVisiveis(leitor))
    .executeTakeFirst();
}

export async function updateCaso(
  db: Db,
  id: number,
  changes: {
    status?: DenunciaStatus;
    responsavel_id?: number | null;
    confirmada_em?: string;
    encerrada_em?: string;
  },
): Promise<void> {
  await db.updateTable('denuncias').set(changes).where('id', '=', id).execute();
}

/** The first message to the reporter starts nothing new: it meets the 7-day clock once. */
export async function markConfirmada(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('denuncias')
    .set({ confirmada_em: at })
    .where('id', '=', id)
    .where('confirmada_em', 'is', null)
    .execute();
}

/** Cases concluded or archived before `cutoff`: what the retention job erases. */
export function casosEncerradosAntes(db: Db, cutoff: string) {
  return db
    .selectFrom('denuncias')
    .select(['id', exclusaoDe('denuncias')])
    .where('encerrada_em', 'is not', null)
    .where('encerrada_em', '<', cutoff)
    .execute();
}

/** Erases the case; false when it was already gone. */
export async function deleteCaso(db: Db, id: number): Promise<boolean> {
  // messages, notes, history and evidence go with it (ON DELETE CASCADE)
  const res = await db.deleteFrom('denuncias').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Active staff, by name: who could take a case. */
export function listEquipeAtiva(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'nome', 'role'])
    .where('status_usuario', '=', 'ativo')
    .where('role', 'in', ['admin', 'rh', 'compliance'])
    .select('papeis_gestores')
    .orderBy('nome')
    .orderBy('id')
    .execute();
}
