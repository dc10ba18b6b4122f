/**
 * The person's notice choices (`GET/PUT /api/me/avisos`): every kind their role gets is on until
 * they turn it off; only what is off is kept (`avisos_desligados`), and server/core/avisos.ts
 * reads it when queuing.
 */
import {
  CANAIS,
  tiposDoCanal,
  type Canal,
  type PreferenciasDeAvisos,
  type TipoDeAviso,
} from '../../../common/schemas/avisos.js';
import type { Role } from '../../../common/roles.js';
import type { Db } from '../../db/index.js';

interface Pessoa {
  id: number;
  role: Role;
}

export async function lerPreferencias(db: Db, pessoa: Pessoa): Promise<PreferenciasDeAvisos> {
  const desligados = await db
    .selectFrom('avisos_desligados')
    .select(['canal', 'tipo'])
    .where('usuario_id', '=', pessoa.id)
    .execute();
  const off = new Set(desligados.map((d) => `${d.canal}:${d.tipo}`));
  const mapa = (canal: Canal) =>
    Object.fromEntries(tiposDoCanal(pessoa.role, canal).map((t) => [t, !off.has(`${canal}:${t}`)]));
  return { push: mapa('push'), email: mapa('email') };
}

/**
 * Applies the choices sent (the others stay as they were); false, changing nothing, when one of
 * them is a kind the person's role does not get on that channel.
 */
export async function gravarPreferencias(
  db: Db,
  pessoa: Pessoa,
  escolhas: Partial<Record<Canal, Partial<Record<TipoDeAviso, boolean>>>>,
): Promise<boolean> {
  const mudancas: { canal: Canal; tipo: TipoDeAviso; ligado: boolean }[] = [];
  for (const canal of CANAIS) {
    const permitidos = tiposDoCanal(pessoa.role, canal);
    for (const [tipo, ligado] of Object.entries(escolhas[canal] ?? {}) as [
      TipoDeAviso,
      boolean,
    ][]) {
      if (!permitidos.includes(tipo)) return false;
      mudancas.push({ canal, tipo, ligado });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const { canal, tipo, ligado } of mudancas) {
      await trx
        .deleteFrom('avisos_desligados')
        .where('usuario_id', '=', pessoa.id)
        .where('canal', '=', canal)
        .where('tipo', '=', tipo)
        .execute();
      if (!ligado) {
        await trx
          .insertInto('avisos_desligados')
          .values({ usuario_id: pessoa.id, canal, tipo })
          .execute();
      }
    }
  });
  return true;
}
