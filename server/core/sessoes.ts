/**
 * Sessions (docs/product/conta.md, "Aparelhos conectados"; docs/decisions/045-sessoes.md): every
 * login writes a row, and its id travels in the token as `sid`. Every query on the table is here,
 * so that ending a session means one thing everywhere: its row is deleted, and the token that
 * carries its id is refused at once (server/core/current-user.ts, `tokenAceito`).
 */
import crypto from 'node:crypto';
import type { AppContext } from '../context.js';
import { now, type Db } from '../db/index.js';
import { consultaPronta } from '../db/consulta-pronta.js';
import { completo } from '../db/completo.js';
import { rowCachePorApp } from '../db/read-cache.js';
import type { SessoesTable, UsuarioRow } from '../db/schema.js';
import { aparelhoDe } from './aparelho.js';
import { TOKEN_TTL_SECONDS } from '../lib/tokens.js';

export type SessaoRow = SessoesTable;

/**
 * `ultimo_uso_em` moves at most this often per session: a phone polls every few seconds, and a
 * write on every request would cost more than the list is worth ("when it was last used" needs
 * minutes, not seconds).
 */
export const USO_INTERVALO_MS = 5 * 60_000;
/**
 * The uses seen are written together this often, in one statement per instance: every write to
 * `sessoes` empties the session cache of every instance (the feed names tables, not rows), so a
 * write per session would empty it about as often as sessions are used (decision 045).
 */
export const USO_GRAVACAO_MS = 60_000;

/** Where a sign-in comes from: the device's User-Agent, and the city a proxy named, if any. */
export interface Origem {
  userAgent: string | undefined;
  cidade: string | null;
}

/** A new session of `usuarioId` on the device the origin describes; answers its id. */
export async function criarSessao(db: Db, usuarioId: number, origem: Origem): Promise<string> {
  const id = crypto.randomBytes(16).toString('base64url');
  const agora = now();
  await completo(db)
    .insertInto('sessoes')
    .values({
      id,
      usuario_id: usuarioId,
      aparelho: aparelhoDe(origem.userAgent),
      cidade: origem.cidade,
      criado_em: agora,
      ultimo_uso_em: agora,
    })
    .execute();
  return id;
}

/** read on every first request of a session: compiled once */
const sessaoPorId = consultaPronta((db: Db, id: string) =>
  completo(db).selectFrom('sessoes').selectAll().where('id', '=', id),
);

export async function findSessao(db: Db, id: string): Promise<SessaoRow | undefined> {
  return (await sessaoPorId(db, id))[0];
}

const cache = rowCachePorApp<string, SessaoRow>('sessoes', 'sessoes', 'id');

/**
 * The session behind a token, read on every authenticated request through an exact cache
 * emptied by the change feed (server/db/read-cache.ts), so a session ended on any instance is
 * gone here at the next request. `fresco`: straight from the database, keeping nothing.
 * `carregar`: how to read it when it is not in memory (`findSessaoEConta`'s half), instead of
 * reading it alone.
 */
export function lerSessao(
  ctx: AppContext,
  id: string,
  fresco = false,
  carregar: () => Promise<SessaoRow | undefined> = () => findSessao(ctx.db, id),
): Promise<Readonly<SessaoRow> | undefined> {
  if (fresco) return findSessao(ctx.db, id);
  return cache(ctx).read(id, carregar);
}

/** read on a phone's first request, when neither its account nor its session is in memory */
const sessaoEContaPorId = consultaPronta((db: Db, usuarioId: number, sessaoId: string) =>
  completo(db)
    .selectFrom('users')
    .leftJoin('sessoes', (j) =>
      j.onRef('sessoes.usuario_id', '=', 'users.id').on('sessoes.id', '=', sessaoId),
    )
    .selectAll('users')
    .select([
      'sessoes.id as sessao_id',
      'sessoes.usuario_id as sessao_usuario_id',
      'sessoes.aparelho as sessao_aparelho',
      'sessoes.cidade as sessao_cidade',
      'sessoes.criado_em as sessao_criado_em',
      'sessoes.ultimo_uso_em as sessao_ultimo_uso_em',
    ])
    .where('users.id', '=', usuarioId),
);

/**
 * A token's account and its session (of that account) in one statement: a phone's first request
 * found neither in memory and read them one after the other, two statements where one does
 * (docs/decisions/094-conta-e-sessao-numa-leitura.md). Each is undefined when there is none.
 */
export async function findSessaoEConta(
  db: Db,
  usuarioId: number,
  sessaoId: string,
): Promise<{ conta: UsuarioRow | undefined; sessao: SessaoRow | undefined }> {
  const [linha] = await sessaoEContaPorId(db, usuarioId, sessaoId);
  if (!linha) return { conta: undefined, sessao: undefined };
  const {
    sessao_id,
    sessao_usuario_id,
    sessao_aparelho,
    sessao_cidade,
    sessao_criado_em,
    sessao_ultimo_uso_em,
    ...conta
  } = linha;
  const sessao =
    sessao_id === null
      ? undefined
      : {
          id: sessao_id,
          usuario_id: sessao_usuario_id!,
          aparelho: sessao_aparelho!,
          cidade: sessao_cidade,
          criado_em: sessao_criado_em!,
          ultimo_uso_em: sessao_ultimo_uso_em!,
        };
  return { conta: conta as UsuarioRow, sessao };
}

/** The sessions used since the last write, per app (each test builds its own). */
const usosPendentes = new WeakMap<AppContext, Set<string>>();

/**
 * Notes that the session was used now, when its last use is older than USO_INTERVALO_MS; the
 * note is written by `gravarUsos` (every USO_GRAVACAO_MS, and when the instance stops).
 */
export function tocarSessao(ctx: AppContext, s: Readonly<SessaoRow>): void {
  if (Date.parse(s.ultimo_uso_em) > Date.now() - USO_INTERVALO_MS) return;
  let pendentes = usosPendentes.get(ctx);
  if (!pendentes) usosPendentes.set(ctx, (pendentes = new Set()));
  pendentes.add(s.id);
}

/** Writes the uses noted since the last call: one statement per 500 sessions. */
export async function gravarUsos(ctx: AppContext): Promise<void> {
  const pendentes = usosPendentes.get(ctx);
  if (!pendentes || pendentes.size === 0) return;
  const ids = [...pendentes];
  pendentes.clear();
  const agora = now();
  const limite = new Date(Date.now() - USO_INTERVALO_MS).toISOString();
  for (let i = 0; i < ids.length; i += 500) {
    // conditional: another instance may have written a later use meanwhile
    await completo(ctx.db)
      .updateTable('sessoes')
      .set({ ultimo_uso_em: agora })
      .where('id', 'in', ids.slice(i, i + 500))
      .where('ultimo_uso_em', '<=', limite)
      .execute();
  }
}

/** The user's sessions, most recently used first. */
export function listarSessoes(db: Db, usuarioId: number): Promise<SessaoRow[]> {
  return completo(db)
    .selectFrom('sessoes')
    .selectAll()
    .where('usuario_id', '=', usuarioId)
    .orderBy('ultimo_uso_em', 'desc')
    .orderBy('criado_em', 'desc')
    .execute();
}

/** Ends one of the user's sessions; false when it is not theirs (or already ended). */
export async function encerrarSessao(db: Db, usuarioId: number, id: string): Promise<boolean> {
  const r = await completo(db)
    .deleteFrom('sessoes')
    .where('id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Ends all the user's sessions but `manter` (none kept when omitted); answers how many ended. */
export async function encerrarSessoes(db: Db, usuarioId: number, manter?: string): Promise<number> {
  const r = await completo(db)
    .deleteFrom('sessoes')
    .where('usuario_id', '=', usuarioId)
    .$if(manter !== undefined, (q) => q.where('id', '!=', manter!))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Which of these sessions still exist (the live streams ask it after `sessoes` changed). */
export async function sessoesExistentes(db: Db, ids: string[]): Promise<Set<string>> {
  const vivas = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await completo(db)
      .selectFrom('sessoes')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) vivas.add(r.id);
  }
  return vivas;
}

/**
 * Retention (docs/product/privacidade.md, "Retenção"): a session whose token has expired (tokens
 * live TOKEN_TTL_SECONDS from the login and are never renewed) can no longer be used, and its row
 * is erased, unless a push subscription still needs it; that one goes after 90 days without use
 * (server/features/avisos/dados-pessoais.ts). Answers how many were erased.
 */
export async function apagarSessoesEncerradas(db: Db, agora: number): Promise<number> {
  const expiradas = new Date(agora - TOKEN_TTL_SECONDS * 1000).toISOString();
  const r = await completo(db)
    .deleteFrom('sessoes')
    .where('criado_em', '<', expiradas)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('push_inscricoes')
            .select('push_inscricoes.id')
            .whereRef('push_inscricoes.sessao_id', '=', 'sessoes.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The ids of the sessions not used since `limite`, as a subquery. */
export function sessoesSemUsoDesde(db: Db, limite: string) {
  return completo(db).selectFrom('sessoes').select('id').where('ultimo_uso_em', '<', limite);
}
