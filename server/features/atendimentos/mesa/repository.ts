/**
 * The desk's queries (docs/glossario.md, "mesa"): tickets as the screens list them, their clocks,
 * notes, ready answers, the report.
 */
import { sql } from 'kysely';
import { STAFF_ROLES } from '../../../../common/roles.js';
import { fold } from '../../../../common/text.js';
import { containsPattern } from '../../../lib/sql.js';
import { now, type Db, type DialectName } from '../../../db/index.js';
import { riscoAlcancado, situacaoSlaSql } from '../../../core/situacao-sla.js';
import type { AtendimentosQuery } from '../../../../common/schemas/atendimentos.js';
import type { AtendimentoRow } from '../../../db/schema.js';
import type { FatosDoAtendimento, Prazos } from './prazos.js';

/** What each clock promised and took: read by the lists and by the report. */
const FIGURAS = [
  'a.primeira_resposta_ate',
  'a.primeira_resposta_em',
  'a.primeira_resposta_minutos',
  'a.resolucao_ate',
  'a.resolvido_em',
  'a.resolucao_minutos',
  'a.encerrado_sem_resposta_em',
] as const;

/** A ticket row as the lists and `GET /api/atendimentos/{id}` read it. */
function itens(db: Db) {
  return db
    .selectFrom('atendimentos as a')
    .leftJoin('avaliacoes as av', 'av.atendimento_id', 'a.id')
    .leftJoin('users as r', 'r.id', 'a.responsavel_id')
    .select([
      'a.id',
      'a.status',
      'a.criado_em',
      'a.usuario_id',
      'a.usuario_nome as nome_usuario',
      'a.prioridade',
      'a.etapa',
      'a.responsavel_id',
      'r.nome as responsavel_nome',
      'a.inicio_contagem',
      ...FIGURAS,
      'a.pausado_em',
      'a.pausa_minutos',
      'a.prazo',
      'a.risco_em',
      'av.id as avaliacao_id',
      'av.nota as avaliacao_nota',
      'av.comentario as avaliacao_comentario',
    ]);
}
export type ItemRow = Awaited<ReturnType<ReturnType<typeof itens>['executeTakeFirstOrThrow']>>;

export function findItem(db: Db, id: number): Promise<ItemRow | undefined> {
  return itens(db).where('a.id', '=', id).executeTakeFirst();
}

export interface FiltroAtendimentos {
  usuarioId?: number;
  status?: AtendimentosQuery['status'];
  etapa?: AtendimentosQuery['etapa'];
  /** a staff user's id, or null for tickets nobody has taken */
  responsavelId?: number | null;
  /** part of the employee's name, any case or accent, or a ticket's number ("21", "#21") */
  busca?: string;
}

function filtrar<Q extends ReturnType<typeof itens>>(q: Q, f: FiltroAtendimentos): Q {
  let out = q;
  if (f.usuarioId !== undefined) out = out.where('a.usuario_id', '=', f.usuarioId) as Q;
  if (f.status) out = out.where('a.status', '=', f.status) as Q;
  if (f.etapa) out = out.where('a.etapa', '=', f.etapa) as Q;
  if (f.busca) {
    // The name as Gestão de Usuários searches it (common/text.ts: any case, any accent); a
    // ticket opened outside the product's own insert has no folded copy and is searched by case.
    const padrao = containsPattern(fold(f.busca));
    const nome = sql<boolean>`(${sql.ref('a.usuario_nome_busca')} like ${padrao} escape '\\' or (${sql.ref('a.usuario_nome_busca')} is null and lower(${sql.ref('a.usuario_nome')}) like ${containsPattern(f.busca.toLowerCase())} escape '\\'))`;
    // "21" or "#21": the ticket of that number
    const numero = /^#?(\d{1,9})$/.exec(f.busca.trim());
    out = (numero ? out.where('a.id', '=', Number(numero[1])) : out.where(nome)) as Q;
  }
  if (f.responsavelId === null) out = out.where('a.responsavel_id', 'is', null) as Q;
  else if (f.responsavelId !== undefined) {
    out = out.where('a.responsavel_id', '=', f.responsavelId) as Q;
  }
  return out;
}

/**
 * One page of tickets. `prazo`: open tickets whose clock runs by their due time, then open ones
 * whose clock is paused, then closed ones, newest first; `recentes`: newest first.
 */
export function listItens(
  db: Db,
  f: FiltroAtendimentos,
  ordem: 'recentes' | 'prazo',
  pagina: { limite: number; deslocamento: number },
): Promise<ItemRow[]> {
  let q = filtrar(itens(db), f);
  if (ordem === 'prazo') {
    q = q
      .orderBy(sql`case when a.prazo is not null then 0 when a.status = 'aberto' then 1 else 2 end`)
      .orderBy('a.prazo', 'asc');
  }
  return q
    .orderBy('a.criado_em', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pagina.limite)
    .offset(pagina.deslocamento)
    .execute();
}

export async function countItens(db: Db, f: FiltroAtendimentos): Promise<number> {
  const q = filtrar(itens(db), f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'));
  return Number((await q.executeTakeFirstOrThrow()).n);
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
  values: FatosDoAtendimento & Prazos & { responsavel_id?: number | null },
): Promise<void> {
  await db.updateTable('atendimentos').set(values).where('id', '=', id).execute();
}

/** Open tickets, and any ticket without figures yet (opened before the help desk). */
export function listSemPrazosOuAbertos(db: Db): Promise<AtendimentoRow[]> {
  return db
    .selectFrom('atendimentos')
    .selectAll()
    .where((eb) => eb.or([eb('status', '=', 'aberto'), eb('primeira_resposta_ate', 'is', null)]))
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
    .where(riscoAlcancado(agora))
    .where((eb) =>
      eb.or([eb('risco_avisado_em', 'is', null), eb('risco_avisado_em', '<>', eb.ref('risco_em'))]),
    )
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
    .set((eb) => ({ risco_avisado_em: eb.ref('risco_em') }))
    .where('id', '=', id)
    .where('status', '=', 'aberto')
    .where(riscoAlcancado(agora))
    .where((eb) =>
      eb.or([eb('risco_avisado_em', 'is', null), eb('risco_avisado_em', '<>', eb.ref('risco_em'))]),
    )
    .executeTakeFirst();
  return Number(marcado.numUpdatedRows) > 0;
}
