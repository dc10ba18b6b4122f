/**
 * Retention (LGPD art. 16): `OUVIDORIA_RETENCAO_DIAS` (common/retencao.ts gives the default)
 * after a case is concluded or archived, it is erased with its messages, notes, history and files;
 * the audit log keeps only that case N was erased. It has no schedule of its own: the day's
 * retention of every kind of data runs it (./dados-pessoais.ts, server/core/retencao.ts), and so
 * does `npm run cli -- aplicar-retencao` (docs/decisions/062-retencao-da-ouvidoria-configurada.md).
 */
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { concluir } from '../../core/fim-da-escrita.js';
import type { DbHandle } from '../../db/index.js';
import { removeStoredFile } from '../../lib/files.js';
import { listAnexos } from './casos-repository.js';
import { casosEncerradosAntes, deleteCaso } from './repository.js';
import { entradaDoCaso } from './avisos.js';

const DIA_MS = 24 * 60 * 60 * 1000;

/** Erases the cases past retention at `agora`; answers their ids. */
export async function eliminarCasosVencidos(
  handle: DbHandle,
  dias: number,
  agora = Date.now(),
): Promise<number[]> {
  const cutoff = new Date(agora - dias * DIA_MS).toISOString();
  const { db } = handle;
  const eliminados: number[] = [];
  for (const { id, exclusao } of await casosEncerradosAntes(db, cutoff)) {
    const eliminado = await db.transaction().execute(async (trx) => {
      const anexos = await listAnexos(trx, id);
      // another instance may have erased it meanwhile: then nothing is written
      if (!(await deleteCaso(trx, id))) return false;
      // the files go with their case, in its transaction
      for (const a of anexos) await removeStoredFile(trx, a.nome_armazenado);
      await concluir(trx, handle, {
        auditoria: [
          entradaDoCaso(
            { exclusao },
            {
              actor: null,
              acao: AUDIT_ACTIONS.denunciaEliminada,
              detalhes: `Denúncia #${id} eliminada pelo prazo de retenção.`,
            },
          ),
        ],
      });
      return true;
    });
    if (eliminado) eliminados.push(id);
  }
  return eliminados;
}
