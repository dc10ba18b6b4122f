/**
 * The portal's badge counts (docs/product/eventos.md), for one reader: what their role lets them
 * act on. Read from the stored figures, so the count is the same in every instance.
 */
import { can } from '../../../common/roles.js';
import type { SituacaoSla } from '../../../common/schemas/atendimentos.js';
import type { Contadores } from '../../../common/schemas/eventos.js';
import type { Db } from '../../db/index.js';
import { temRespostaNaoLida } from '../../core/respostas-nao-lidas.js';
import { proximaMudancaSla, situacaoSlaSql } from '../../core/situacao-sla.js';
import {
  casosVisiveis,
  grupoDoLeitor,
  jaAnunciados,
  leCasos,
  type LeitorDeCasos,
} from '../../core/ouvidoria-acesso.js';

/**
 * The help desk's counts: open tickets nobody on staff has answered, and open tickets by SLA
 * state as their screens show it (server/core/situacao-sla.ts: at risk, late).
 */
export async function contadoresDoSuporte(
  db: Db,
  agora: Date,
): Promise<Contadores['atendimentos']> {
  const sla = situacaoSlaSql(agora);
  const row = await db
    .selectFrom('atendimentos')
    .select((eb) => {
      const contar = (s: SituacaoSla) =>
        eb.fn.sum<number>(
          eb
            .case()
            .when(eb(sla(eb), '=', s))
            .then(1)
            .else(0)
            .end(),
        );
      return [
        eb.fn.sum<number>(eb.case().when('etapa', '=', 'novo').then(1).else(0).end()).as('novos'),
        contar('em_risco').as('em_risco'),
        contar('estourado').as('atrasados'),
      ];
    })
    .where('status', '=', 'aberto')
    .executeTakeFirstOrThrow();
  return {
    novos: Number(row.novos ?? 0),
    em_risco: Number(row.em_risco ?? 0),
    atrasados: Number(row.atrasados ?? 0),
  };
}

/** The next instant a count may change by itself (a clock reaching its risk or due time). */
export function proximaMudanca(db: Db, agora: Date): Promise<Date | null> {
  return proximaMudancaSla(db.selectFrom('atendimentos').where('status', '=', 'aberto'), agora);
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
 * Per employee: their open tickets with an answer they have not been shown
 * (server/core/respostas-nao-lidas.ts, docs/product/atendimentos.md).
 */
export async function respondidosDe(
  db: Db,
  usuarioIds: readonly number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>(usuarioIds.map((id) => [id, 0]));
  if (usuarioIds.length === 0) return out;
  const rows = await db
    .selectFrom('atendimentos')
    .select((eb) => ['atendimentos.usuario_id', eb.fn.count<number>('atendimentos.id').as('n')])
    .where('atendimentos.usuario_id', 'in', [...usuarioIds])
    .where('atendimentos.status', '=', 'aberto')
    .where(temRespostaNaoLida)
    .groupBy('atendimentos.usuario_id')
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
