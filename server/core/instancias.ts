/**
 * The servers using the database (`instancias`, migration 0018): each instance writes its row
 * when ready, marks it seen every few seconds and removes it when it closes. `restaurar` and
 * `migrar-banco` (server/operacao/backup.ts) refuse a database with an instance seen lately: replacing
 * the data under a running server loses the writes it acknowledged meanwhile, and it would go on
 * serving what it holds in memory (docs/product/operacao.md).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';

const INSTANCIA_INTERVALO_MS = 10 * 1000;
/** An instance not seen for this long has stopped (killed, or its machine gone). */
export const INSTANCIA_VIVA_MS = 3 * INSTANCIA_INTERVALO_MS;

export interface InstanciaViva {
  maquina: string;
  pid: number;
  vista_em: string;
}

/** The instances seen within `INSTANCIA_VIVA_MS` of `agora`. */
export async function instanciasVivas(db: Db, agora = Date.now()): Promise<InstanciaViva[]> {
  const rows = await db
    .selectFrom('instancias')
    .select(['maquina', 'pid', 'vista_em'])
    .where('vista_em', '>=', new Date(agora - INSTANCIA_VIVA_MS).toISOString())
    .orderBy('vista_em', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, vista_em: new Date(r.vista_em).toISOString() }));
}

/** Registers this instance when the app is ready, keeps it seen, removes it on close. */
export function registrarInstancia(app: FastifyInstance): void {
  const id = crypto.randomBytes(16).toString('hex');
  const { db } = app.ctx;
  let timer: NodeJS.Timeout | undefined;
  let marcando: Promise<void> | null = null;
  const marcar = async () => {
    const agora = new Date().toISOString();
    // an upsert: the row comes back if something removed it (a database put back, say)
    await db
      .insertInto('instancias')
      .values({
        id,
        maquina: os.hostname(),
        pid: process.pid,
        iniciada_em: agora,
        vista_em: agora,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ vista_em: agora }))
      .execute();
  };
  const rodar = () => {
    // one at a time: a write that waits (a restore holds the table) is not piled on
    if (marcando) return;
    marcando = marcar()
      .catch((err: unknown) => app.log.warn({ err }, 'falha ao marcar a instância como ativa'))
      .finally(() => (marcando = null));
  };
  app.addHook('onReady', async () => {
    await marcar();
    timer = setInterval(rodar, INSTANCIA_INTERVALO_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await marcando;
    await db
      .deleteFrom('instancias')
      .where('id', '=', id)
      .execute()
      .catch((err: unknown) => app.log.warn({ err }, 'falha ao retirar a instância'));
  });
}
