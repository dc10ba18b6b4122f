/**
 * Wrong keys per protocol: after 5 within 15 minutes the protocol is locked for 15 minutes, even
 * for the right key (docs/product/denuncias.md, "Acompanhamento"). Counted for protocols that do
 * not exist too, so the lock itself says nothing about which exist.
 */
import type { Db } from '../../db/index.js';

export const FALHAS_ATE_BLOQUEIO = 5;
export const JANELA_MS = 15 * 60_000;
export const BLOQUEIO_MS = 15 * 60_000;

/** Seconds left on the protocol's lock, or 0. */
export async function bloqueioRestante(db: Db, protocolo: string, agora: number): Promise<number> {
  const row = await db
    .selectFrom('denuncia_tentativas')
    .select('bloqueado_ate')
    .where('protocolo', '=', protocolo)
    .executeTakeFirst();
  const ate = row?.bloqueado_ate ? Date.parse(row.bloqueado_ate) : 0;
  return ate > agora ? Math.ceil((ate - agora) / 1000) : 0;
}

/**
 * Counts a wrong key. The count and the lock are written in one transaction; on PostgreSQL the
 * upsert locks the row, so simultaneous guesses are all counted.
 */
export async function registrarFalha(db: Db, protocolo: string, agora: number): Promise<void> {
  const now = new Date(agora).toISOString();
  await db.transaction().execute(async (trx) => {
    // A window that ended, or a lock that ran out, starts the count again.
    await trx
      .deleteFrom('denuncia_tentativas')
      .where('protocolo', '=', protocolo)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('bloqueado_ate', 'is', null),
            eb('janela_inicio', '<', new Date(agora - JANELA_MS).toISOString()),
          ]),
          eb('bloqueado_ate', '<=', now),
        ]),
      )
      .execute();
    const row = await trx
      .insertInto('denuncia_tentativas')
      .values({ protocolo, falhas: 1, janela_inicio: now, bloqueado_ate: null })
      .onConflict((oc) =>
        oc
          .column('protocolo')
          .doUpdateSet((eb) => ({ falhas: eb('denuncia_tentativas.falhas', '+', 1) })),
      )
      .returning('falhas')
      .executeTakeFirstOrThrow();
    if (row.falhas >= FALHAS_ATE_BLOQUEIO) {
      await trx
        .updateTable('denuncia_tentativas')
        .set({ bloqueado_ate: new Date(agora + BLOQUEIO_MS).toISOString() })
        .where('protocolo', '=', protocolo)
        .where('bloqueado_ate', 'is', null)
        .execute();
    }
  });
}
