/**
 * The desk's queries (docs/glossario.md, "mesa"): the tickets' clocks, notes, ready answers, the
 * report. The ticket lists, which the owner's chat reads too, are the chat's (../repository.ts).
 */
import { STAFF_ROLES } from '../../../../common/roles.js';
import { now, type AtendimentoRow, type Db, type DialectName } from '../../../db/index.js';
import {
  avisoDoRisco,
  comPrazos,
  riscoSemAviso,
  semPrazos,
  situacaoSlaSql,
  type FatosDoAtendimento,
  type Prazos,
  type Vencimentos,
  vencimentosDe,
} from '../../../core/situacao-sla.js';

/**
 * What each clock took, read by the ticket lists and by the report beside its due times
 * (`vencimentosDe('a')`, opaque: server/core/situacao-sla.ts).
 */
export const FIGURAS = [
  'a.primeira_resposta_em',
  'a.primeira_resposta_minutos',
  'a.resolvido_em',
  'a.resolucao_minutos',
  'a.encerrado_sem_resposta_em',
] as const;
type Coluna<T extends string> = T extends `a.${infer C}` ? C : never;

/**
 * A ticket as the desk presents it to the screens (mesa/relogio.ts, `apresentar`): its row with
 * its clocks, who holds it and its rating. The lists that read it are the chat's
 * (../repository.ts, `listItens`), since the owner's chat lists tickets through the same route;
 * the compiler checks that their query gives this.
 */
export type ItemRow = Pick<
  AtendimentoRow,
  | 'id'
  | 'status'
  | 'criado_em'
  | 'usuario_id'
  | 'prioridade'
  | 'etapa'
  | 'responsavel_id'
  | 'inicio_contagem'
  | Coluna<(typeof FIGURAS)[number]>
  | 'pausado_em'
  | 'pausa_minutos'
> &
  Vencimentos & {
    nome_usuario: string;
    responsavel_nome: string | null;
    avaliacao_id: number | null;
    avaliacao_nota: number | null;
    avaliacao_comentario: string | null;
  };

/** Who a ticket belongs to, to judge who may see it; undefined when there is no such ticket. */
export function donoDoAtendimento(
  db: Db,
  id: number,
): Promise<{ id: number; usuario_id: number | null } | undefined> {
  return db
    .selectFrom('atendimentos')
    .select(['id', 'usuario_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * A ticket's clock facts, read for a change; on PostgreSQL the row stays locked until commit.
 * `FOR NO KEY UPDATE`, the lock an UPDATE that keeps the id takes: a message inserted earlier in
 * the same transaction holds `FOR KEY SHARE` on the row (its foreign key), and two writers each
 * holding that and asking for `FOR UPDATE` would deadlock; `NO KEY UPDATE` does not conflict with
 * it, so they queue instead (found by server/test/varias-instancias.test.ts).
 */
export function lockAtendimento(
  db: Db,
  dialect: DialectName,
  id: number,
): Promise<AtendimentoRow | undefined> {
  return db
    .selectFrom('atendimentos')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
}

export async function updateAtendimento(
  db: Db,
  id: number,
  values: FatosDoAtendimento & { responsavel_id?: number | null },
  prazos: Prazos,
): Promise<void> {
  await db
    .updateTable('atendimentos')
    .set(comPrazos(values, prazos))
    .where('id', '=', id)
    .execute();
}

/** Open tickets, and any ticket without figures yet (opened before the help desk). */
export function listSemPrazosOuAbertos(db: Db) {
  return db
    .selectFrom('atendimentos')
    .selectAll()
    .select(vencimentosDe('atendimentos'))
    .select(semPrazos.as('sem_prazos'))
    .where((eb) => eb.or([eb('status', '=', 'aberto'), semPrazos]))
    .execute();
}

/** When staff first wrote on each of the given tickets. */
export async function primeirasRespostas(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('mensagens')
    .select(['atendimento_id', (eb) => eb.fn.min('enviado_em').as('em')])
    .where('remetente', '=', 'suporte')
    .where('atendimento_id', 'in', ids)
    .groupBy('atendimento_id')
    .execute();
  return new Map(rows.map((r) => [r.atendimento_id, new Date(String(r.em)).toISOString()]));
}

export function listStaffAtivos(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'nome'])
    .where('role', 'in', STAFF_ROLES)
    .where('status_usuario', '=', 'ativo')
    .orderBy('nome')
    .execute();
}

export function listNotas(db: Db, atendimentoId: number) {
  return db
    .selectFrom('atendimento_notas')
    .select(['id', 'autor_nome', 'texto', 'criado_em'])
    .where('atendimento_id', '=', atendimentoId)
    .orderBy('id', 'asc')
    .execute();
}

export function insertNota(
  db: Db,
  input: { atendimentoId: number; autor: { id: number; nome: string }; texto: string },
) {
  return db
    .insertInto('atendimento_notas')
    .values({
      atendimento_id: input.atendimentoId,
      autor_id: input.autor.id,
      autor_nome: input.autor.nome,
      texto: input.texto,
      criado_em: now(),
    })
    .returning(['id', 'autor_nome', 'texto', 'criado_em'])
    .executeTakeFirstOrThrow();
}

export function listRespostas(db: Db) {
  return db
    .selectFrom('respostas_prontas')
    .select(['id', 'titulo', 'texto'])
    .orderBy('titulo')
    .orderBy('id')
    .execute();
}

export function insertResposta(db: Db, input: { titulo: string; texto: string }) {
  const t = now();
  return db
    .insertInto('respostas_prontas')
    .values({ ...input, criado_em: t, atualizado_em: t })
    .returning(['id', 'titulo', 'texto'])
    .executeTakeFirstOrThrow();
}

export function updateResposta(db: Db, id: number, input: { titulo: string; texto: string }) {
  return db
    .updateTable('respostas_prontas')
    .set({ ...input, atualizado_em: now() })
    .where('id', '=', id)
    .returning(['id', 'titulo', 'texto'])
    .executeTakeFirst();
}

export async function deleteResposta(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom('respostas_prontas').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The report's rows: tickets opened in [de, ate). */
export function listParaRelatorio(db: Db, de: string, ate: string) {
  return db
    .selectFrom('atendimentos as a')
    .leftJoin('avaliacoes as av', 'av.atendimento_id', 'a.id')
    .leftJoin('users as r', 'r.id', 'a.responsavel_id')
    .select([
      'a.criado_em',
      'a.responsavel_id',
      'r.nome as responsavel_nome',
      ...FIGURAS,
      ...vencimentosDe('a'),
      'a.pausado_em',
      'av.nota',
    ])
    .where('a.criado_em', '>=', de)
    .where('a.criado_em', '<', ate)
    .execute();
}

/**
 * Open tickets whose risk time has come at `agora` and whose notice for that risk time is not out
 * yet (mesa/riscos.ts), with their SLA state.
 */
export function listRiscosNaoAvisados(db: Db, agora: Date) {
  return db
    .selectFrom('atendimentos')
    .select((eb) => ['id', 'responsavel_id', situacaoSlaSql(agora)(eb).as('sla')])
    .where('status', '=', 'aberto')
    .where(riscoSemAviso(agora))
    .orderBy('id')
    .execute();
}

/**
 * Marks the ticket's notice as out for its current risk time, if it still is at risk and not yet
 * told of it; false when another instance was first or the ticket moved meanwhile.
 */
export async function marcarRiscoAvisado(db: Db, id: number, agora: Date): Promise<boolean> {
  const marcado = await db
    .updateTable('atendimentos')
    .set(avisoDoRisco)
    .where('id', '=', id)
    .where('status', '=', 'aberto')
    .where(riscoSemAviso(agora))
    .executeTakeFirst();
  return Number(marcado.numUpdatedRows) > 0;
}
