/**
 * The `idempotencia` table (migration 0014): a key's first answer, written in the transaction of
 * the write it guards (by server/core/fim-da-escrita.ts), read back for a repeat, deleted 24 h later.
 */
import { tarefaPeriodica } from '../lib/tarefa-periodica.js';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../common/idempotencia.js';
import type { Db } from '../db/index.js';
import type { IdempotenciaTable } from '../db/schema.js';
import type { Selectable } from 'kysely';

export type RegistroIdempotente = Selectable<IdempotenciaTable>;
export type NovoRegistroIdempotente = Omit<RegistroIdempotente, 'id' | 'criado_em'>;

/** Keys written before this instant are expired: treated as new, then deleted. */
export const limiteDaIdempotencia = (agora = Date.now()) =>
  new Date(agora - IDEMPOTENCY_KEY_TTL_MS).toISOString();

/** The user's key as first used, if it was used within 24 h. */
export function buscarRegistro(
  db: Db,
  usuarioId: number,
  chave: string,
): Promise<RegistroIdempotente | undefined> {
  return db
    .selectFrom('idempotencia')
    .selectAll()
    .where('usuario_id', '=', usuarioId)
    .where('chave', '=', chave)
    .where('criado_em', '>=', limiteDaIdempotencia())
    .executeTakeFirst();
}

/** Deletes the keys older than 24 h at `agora`; answers how many. */
export async function apagarChavesVencidas(db: Db, agora = Date.now()): Promise<number> {
  const r = await db
    .deleteFrom('idempotencia')
    .where('criado_em', '<', limiteDaIdempotencia(agora))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

const HORA_MS = 60 * 60 * 1000;

/** Runs the purge once the app is ready, then every hour, until the app closes. */
export function agendarLimpezaIdempotencia(app: FastifyInstance): void {
  tarefaPeriodica(app, HORA_MS, 'falha ao apagar chaves de idempotência', async () => {
    const n = await apagarChavesVencidas(app.ctx.db);
    if (n) app.log.info({ chaves: n }, 'chaves de idempotência vencidas apagadas');
  });
}
