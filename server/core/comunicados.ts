/**
 * The company's notices to people on the portal (docs/decisions/050-comunicados-e-prazo-de-incidentes.md):
 * a notice is written once (`comunicados`) and addressed to each person (`comunicados_destinatarios`);
 * every portal screen shows a person the ones they have not dismissed (server/features/comunicados).
 * It lives in `core` so that any feature may write one: the security incidents are the first
 * (docs/product/incidentes.md). Writing one comes with an e-mail or push notice (`aviso`), which the
 * writer hands to `concluir` with its other logs; those say only that there is a notice, never its text.
 */
import type { TipoDeAviso } from '../../common/schemas/avisos.js';
import { paths } from '../../common/paths.js';
import type { AppContext } from '../context.js';
import { now, type Trx } from '../db/index.js';
import { aviso, linkPara, type AvisoPronto } from './avisos.js';

export interface NovoComunicado {
  /** the feature that writes it, and which of its records it is about */
  origem: string;
  origem_id: number | null;
  titulo: string;
  texto: string;
  autor_id: number | null;
  /** the kind of e-mail and push notice it travels with (common/schemas/avisos.ts) */
  aviso: TipoDeAviso;
}

/** Who a notice may be addressed to: every active account, those of some roles, or some people. */
export type Destinatarios =
  | { para: 'todos' }
  | { para: 'papeis'; papeis: readonly string[] }
  | { para: 'usuarios'; usuarios: readonly number[] };

/** The active accounts `d` names, in id order (an inactive or unknown id is left out). */
export async function resolverDestinatarios(trx: Trx, d: Destinatarios): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('status_usuario', '=', 'ativo')
    .$if(d.para === 'papeis', (q) =>
      q.where('role', 'in', (d as { papeis: readonly string[] }).papeis as never),
    )
    .$if(d.para === 'usuarios', (q) =>
      q.where('id', 'in', (d as { usuarios: readonly number[] }).usuarios),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Writes the notice for `usuarios` (already resolved, not empty) inside `trx`; answers its id and
 * the e-mail or push that tells of it, for the writer's `concluir`.
 */
export async function comunicar(
  trx: Trx,
  ctx: AppContext,
  c: NovoComunicado,
  usuarios: readonly number[],
): Promise<{ id: number; aviso: AvisoPronto }> {
  const ts = now();
  const { id } = await trx
    .insertInto('comunicados')
    .values({
      origem: c.origem,
      origem_id: c.origem_id,
      titulo: c.titulo,
      texto: c.texto,
      autor_id: c.autor_id,
      criado_em: ts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // in slices, so that no statement carries more parameters than a database takes
  for (let i = 0; i < usuarios.length; i += 500) {
    await trx
      .insertInto('comunicados_destinatarios')
      .values(usuarios.slice(i, i + 500).map((u) => ({ comunicado_id: id, usuario_id: u })))
      .execute();
  }
  const oAviso = aviso(ctx, usuarios, {
    tipo: c.aviso,
    email: {
      assunto: c.titulo,
      texto:
        'A empresa publicou um comunicado para você no portal. ' +
        `Entre no portal para lê-lo: ${linkPara(ctx, paths.portal)}`,
    },
    push: { url: paths.portal, assunto: `comunicado:${id}` },
  });
  return { id: Number(id), aviso: oAviso };
}

/** Per notice of `origem`/`origem_id`: how many people it went to, and how many dismissed it. */
export async function resumoDosComunicados(
  trx: Trx | AppContext['db'],
  origem: string,
  origemId: number,
) {
  const rows = await trx
    .selectFrom('comunicados as c')
    .leftJoin('comunicados_destinatarios as d', 'd.comunicado_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.texto',
      'c.criado_em',
      eb.fn.count('d.usuario_id').as('destinatarios'),
      eb.fn.count('d.ciente_em').as('cientes'),
    ])
    .where('c.origem', '=', origem)
    .where('c.origem_id', '=', origemId)
    .groupBy(['c.id', 'c.texto', 'c.criado_em'])
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    texto: r.texto,
    criado_em: r.criado_em,
    destinatarios: Number(r.destinatarios),
    cientes: Number(r.cientes),
  }));
}
