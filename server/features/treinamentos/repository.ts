/** Trainings' SQL (docs/product/treinamentos.md). */
import type { NovoTreinamento } from '../../../common/schemas/treinamentos.js';
import { now, type Db, type Trx } from '../../db/index.js';

const COLUNAS = [
  't.id',
  't.titulo',
  't.tema',
  't.data',
  't.carga_horaria_min',
  't.modalidade',
  't.codigo_presenca',
] as const;

export async function codigoEmUso(db: Db | Trx, data: string, codigo: string): Promise<boolean> {
  const r = await db
    .selectFrom('treinamentos')
    .select('id')
    .where('data', '=', data)
    .where('codigo_presenca', '=', codigo)
    .executeTakeFirst();
  return r !== undefined;
}

export async function inserirTreinamento(
  trx: Trx,
  t: NovoTreinamento,
  codigo: string,
  criadoPor: number,
): Promise<number> {
  const { id } = await trx
    .insertInto('treinamentos')
    .values({ ...t, codigo_presenca: codigo, criado_por: criadoPor, criado_em: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Every training, newest day first, with how many attended. */
export function listarTreinamentos(db: Db) {
  return db
    .selectFrom('treinamentos as t')
    .leftJoin('treinamento_participantes as p', 'p.treinamento_id', 't.id')
    .select(COLUNAS)
    .select((eb) => eb.fn.count<number>('p.usuario_id').as('participantes'))
    .groupBy(COLUNAS)
    .orderBy('t.data', 'desc')
    .orderBy('t.id', 'desc')
    .limit(1000)
    .execute();
}

export function acharTreinamento(db: Db | Trx, id: number) {
  return db
    .selectFrom('treinamentos as t')
    .select(COLUNAS)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export function participantesDe(db: Db, id: number) {
  return db
    .selectFrom('treinamento_participantes as p')
    .innerJoin('users as u', 'u.id', 'p.usuario_id')
    .select(['p.usuario_id', 'u.nome', 'p.forma', 'p.registrada_em'])
    .where('p.treinamento_id', '=', id)
    .orderBy('u.nome')
    .execute();
}

/** The trainings held on `data` whose code is `codigo` (at most one: unique per day). */
export function treinamentoDoCodigo(db: Db | Trx, codigo: string, data: string) {
  return db
    .selectFrom('treinamentos as t')
    .select(COLUNAS)
    .where('t.codigo_presenca', '=', codigo)
    .where('t.data', '=', data)
    .executeTakeFirst();
}

/** Whether any training, of any day, has this code. */
export async function codigoExiste(db: Db | Trx, codigo: string): Promise<boolean> {
  const r = await db
    .selectFrom('treinamentos')
    .select('id')
    .where('codigo_presenca', '=', codigo)
    .executeTakeFirst();
  return r !== undefined;
}

/** Which of `ids` are accounts. */
export async function contasExistentes(db: Db | Trx, ids: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Marks them present; those already present are left as they were. Answers who was added. */
export async function registrarPresencas(
  trx: Trx,
  treinamentoId: number,
  usuarios: readonly number[],
  forma: 'codigo' | 'equipe',
  registradaPor: number | null,
): Promise<number[]> {
  const ts = now();
  const adicionados: number[] = [];
  for (const usuario_id of usuarios) {
    const r = await trx
      .insertInto('treinamento_participantes')
      .values({
        treinamento_id: treinamentoId,
        usuario_id,
        forma,
        registrada_por: registradaPor,
        registrada_em: ts,
      })
      .onConflict((oc) => oc.columns(['treinamento_id', 'usuario_id']).doNothing())
      .returning('usuario_id')
      .executeTakeFirst();
    if (r) adicionados.push(r.usuario_id);
  }
  return adicionados;
}

/** Active people with the day of their last harassment-prevention training (or null). */
export function ultimosTreinamentosDeAssedio(db: Db | Trx, usuarioId?: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.nome', 'u.role'])
    .select((eb) =>
      eb
        .selectFrom('treinamento_participantes as p')
        .innerJoin('treinamentos as t', 't.id', 'p.treinamento_id')
        .select((e) => e.fn.max('t.data').as('ultimo'))
        .whereRef('p.usuario_id', '=', 'u.id')
        .where('t.tema', '=', 'assedio')
        .as('ultimo'),
    )
    .where('u.status_usuario', '=', 'ativo')
    .$if(usuarioId !== undefined, (q) => q.where('u.id', '=', usuarioId!))
    .orderBy('u.nome')
    .execute();
}

/** The trainings one person attended, newest first. */
export function treinamentosDe(db: Db, usuarioId: number) {
  return db
    .selectFrom('treinamento_participantes as p')
    .innerJoin('treinamentos as t', 't.id', 'p.treinamento_id')
    .select([
      't.id',
      't.titulo',
      't.tema',
      't.data',
      't.carga_horaria_min',
      't.modalidade',
      'p.forma',
      'p.registrada_em',
    ])
    .where('p.usuario_id', '=', usuarioId)
    .orderBy('t.data', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** Claims the reminder for this person and due date; false when already claimed. */
export async function reservarLembrete(
  trx: Trx,
  usuarioId: number,
  vencimento: string,
): Promise<boolean> {
  const r = await trx
    .insertInto('treinamento_lembretes')
    .values({ usuario_id: usuarioId, vencimento, criado_em: now() })
    .onConflict((oc) => oc.columns(['usuario_id', 'vencimento']).doNothing())
    .returning('usuario_id')
    .executeTakeFirst();
  return r !== undefined;
}

/** Claims of due dates already past are no longer needed: the window they guarded is over. */
export async function apagarLembretesVencidos(db: Db, hoje: string): Promise<void> {
  await db.deleteFrom('treinamento_lembretes').where('vencimento', '<', hoje).execute();
}
