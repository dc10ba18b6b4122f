/**
 * The portal's badge counts (docs/product/eventos.md), for one reader: what their role lets them
 * act on. Read from the stored figures, so the count is the same in every instance.
 */
import { can } from '../../../common/roles.js';
import type { Contadores } from '../../../common/schemas/eventos.js';
import type { Db } from '../../db/index.js';
import type { Role } from '../../../common/roles.js';
import { ultimaHoraAnunciavel } from '../../../common/denuncias.js';

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
 * The open cases whose reporter has not heard from the Ouvidoria yet, as each staff role sees
 * them (a role the reporter excluded does not count the case). Only cases of the hours already
 * announced count (server/features/denuncias/anuncios.ts): the badge must not tell the second a
 * report arrived any more than the events do.
 */
export async function contadoresDaOuvidoria(
  db: Db,
  agora: Date,
  papeis: readonly Role[],
): Promise<Map<Role, number>> {
  const limite = new Date(ultimaHoraAnunciavel(agora.getTime()) + 60 * 60 * 1000).toISOString();
  const out = new Map<Role, number>();
  if (papeis.length === 0) return out;
  const row = await db
    .selectFrom('denuncias')
    .select((eb) =>
      papeis.map((p) =>
        eb.fn
          .sum<number>(
            eb.case().when('excluir_papeis', 'not like', `%,${p},%`).then(1).else(0).end(),
          )
          .as(p),
      ),
    )
    .where('confirmada_em', 'is', null)
    .where('encerrada_em', 'is', null)
    .where('criado_em', '<', limite)
    .executeTakeFirstOrThrow();
  for (const p of papeis) out.set(p, Number((row as Record<string, unknown>)[p] ?? 0));
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
 * The counts `role` sees, given the help desk's and the Ouvidoria's (computed once for all) and,
 * for anyone who is not help-desk staff, their own answered tickets.
 */
export function contadoresPara(
  role: Role,
  suporte: Contadores['atendimentos'],
  ouvidoria: Map<Role, number>,
  respondidos = 0,
): Contadores {
  const out: Contadores = {};
  if (!can(role, 'painelSuporte')) out.meus_atendimentos = { respondidos };
  if (can(role, 'painelSuporte')) out.atendimentos = suporte;
  if (can(role, 'gestaoOuvidoria')) {
    out.denuncias = { aguardando_confirmacao: ouvidoria.get(role) ?? 0 };
  }
  return out;
}
