/**
 * The portal's badge counts (docs/product/eventos.md), for one reader: what their role lets them
 * act on. Read from the stored figures, so the count is the same in every instance.
 */
import { can } from '../../../common/roles.js';
import type { Contadores } from '../../../common/schemas/eventos.js';
import type { Db } from '../../db/index.js';
import {
  casosVisiveis,
  grupoDoLeitor,
  jaAnunciados,
  leCasos,
  type LeitorDeCasos,
} from '../../core/ouvidoria-acesso.js';

export async function contadoresDoSuporte(
  db: Db,
  agora: Date,
): Promise<Contadores['atendimentos']> {
  const t = agora.toISOString();
  const row = await db
    .selectFrom('atendimentos')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('etapa', '=', 'novo').then(1).else(0).end()).as('novos'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('risco_em', '<=', t), eb('prazo', '>', t)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('em_risco'),
      eb.fn.sum<number>(eb.case().when('prazo', '<=', t).then(1).else(0).end()).as('atrasados'),
    ])
    .where('status', '=', 'aberto')
    .executeTakeFirstOrThrow();
  return {
    novos: Number(row.novos ?? 0),
    em_risco: Number(row.em_risco ?? 0),
    atrasados: Number(row.atrasados ?? 0),
  };
}

/** The next instant a count changes by itself (a clock crossing its risk or due time). */
export async function proximaMudanca(db: Db, agora: Date): Promise<Date | null> {
  const t = agora.toISOString();
  const row = await db
    .selectFrom('atendimentos')
    .select((eb) => [
      eb.fn.min('risco_em').filterWhere('risco_em', '>', t).as('risco'),
      eb.fn.min('prazo').filterWhere('prazo', '>', t).as('prazo'),
    ])
    .where('status', '=', 'aberto')
    .executeTakeFirstOrThrow();
  const ts = [row.risco, row.prazo].filter((v): v is string => !!v).map((v) => new Date(v));
  return ts.length ? new Date(Math.min(...ts.map((d) => d.getTime()))) : null;
}

/**
 * The open cases whose reporter has not heard from the Ouvidoria yet, as each group of readers
 * sees them (server/core/ouvidoria-acesso.ts: who may read a case, and only the hours already
 * told — the badge must not tell the second a report arrived any more than the events do).
 * Keyed by `grupoDoLeitor`.
 */
export async function contadoresDaOuvidoria(
  db: Db,
  agora: Date,
  leitores: readonly LeitorDeCasos[],
): Promise<Map<string, number>> {
  const grupos = new Map<string, LeitorDeCasos>();
  for (const l of leitores) if (leCasos(l)) grupos.set(grupoDoLeitor(l), l);
  const out = new Map<string, number>();
  if (grupos.size === 0) return out;
  const lista = [...grupos.values()];
  const row = await db
    .selectFrom('denuncias')
    .select((eb) =>
      lista.map((l, i) =>
        eb.fn.sum<number>(eb.case().when(casosVisiveis(l)(eb)).then(1).else(0).end()).as(`g${i}`),
      ),
    )
    .where('confirmada_em', 'is', null)
    .where('encerrada_em', 'is', null)
    .where(jaAnunciados(agora))
    .executeTakeFirstOrThrow();
  lista.forEach((l, i) =>
    out.set(grupoDoLeitor(l), Number((row as Record<string, unknown>)[`g${i}`] ?? 0)),
  );
  return out;
}

/**
 * Per employee: their open tickets with a message from support newer than what they have read
 * (`atendimentos.lido_ate_colaborador`, docs/product/atendimentos.md). Internal notes are kept
 * apart (atendimento_notas) and never count.
 */
export async function respondidosDe(
  db: Db,
  usuarioIds: readonly number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>(usuarioIds.map((id) => [id, 0]));
  if (usuarioIds.length === 0) return out;
  const rows = await db
    .selectFrom('atendimentos as a')
    .select((eb) => ['a.usuario_id', eb.fn.count<number>('a.id').as('n')])
    .where('a.usuario_id', 'in', [...usuarioIds])
    .where('a.status', '=', 'aberto')
    .where(({ exists, selectFrom, fn, val }) =>
      exists(
        selectFrom('mensagens as m')
          .select('m.id')
          .whereRef('m.atendimento_id', '=', 'a.id')
          .where('m.remetente', '=', 'suporte')
          .where((eb) => eb('m.id', '>', fn.coalesce('a.lido_ate_colaborador', val(0)))),
      ),
    )
    .groupBy('a.usuario_id')
    .execute();
  for (const r of rows) if (r.usuario_id !== null) out.set(r.usuario_id, Number(r.n));
  return out;
}

/**
 * The counts `leitor` sees, given the help desk's and the Ouvidoria's (computed once for all) and,
 * for anyone who is not help-desk staff, their own answered tickets.
 */
export function contadoresPara(
  leitor: LeitorDeCasos,
  suporte: Contadores['atendimentos'],
  ouvidoria: Map<string, number>,
  respondidos = 0,
): Contadores {
  const { role } = leitor;
  const out: Contadores = {};
  if (!can(role, 'painelSuporte')) out.meus_atendimentos = { respondidos };
  if (can(role, 'painelSuporte')) out.atendimentos = suporte;
  if (can(role, 'gestaoOuvidoria')) {
    out.denuncias = { aguardando_confirmacao: ouvidoria.get(grupoDoLeitor(leitor)) ?? 0 };
  }
  return out;
}
