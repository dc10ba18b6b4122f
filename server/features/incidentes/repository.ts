/** The register of security incidents: all its SQL (docs/product/incidentes.md). */
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { IncidentesTable } from '../../db/schema.js';
import type { Insertable, Updateable } from 'kysely';

const colunas = [
  'i.id',
  'i.descricao',
  'i.ocorrido_em',
  'i.ciencia_em',
  'i.dados_afetados',
  'i.titulares_estimados',
  'i.medidas',
  'i.prazo_comunicacao',
  'i.comunicado_anpd_em',
  'i.criado_em',
  'i.atualizado_em',
  'u.nome as autor_nome',
] as const;

const base = (db: Db) =>
  db.selectFrom('incidentes as i').leftJoin('users as u', 'u.id', 'i.autor_id').select(colunas);

export type IncidenteRow = NonNullable<Awaited<ReturnType<typeof buscarIncidente>>>;

/** Those not yet told to the ANPD first, nearest deadline first; then the others, newest first. */
export function listarIncidentes(db: Db) {
  return base(db)
    .orderBy(sql`case when i.comunicado_anpd_em is null then 0 else 1 end`)
    .orderBy(sql`case when i.comunicado_anpd_em is null then i.prazo_comunicacao end`)
    .orderBy('i.id', 'desc')
    .execute();
}

export function buscarIncidente(db: Db, id: number) {
  return base(db).where('i.id', '=', id).executeTakeFirst();
}

export async function inserirIncidente(db: Db, valores: Insertable<IncidentesTable>) {
  const { id } = await db
    .insertInto('incidentes')
    .values(valores)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function alterarIncidente(db: Db, id: number, valores: Updateable<IncidentesTable>) {
  await db.updateTable('incidentes').set(valores).where('id', '=', id).execute();
}
