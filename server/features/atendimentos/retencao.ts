/**
 * The support's retention (docs/product/privacidade.md, "Retenção"): a ticket closed longer ago
 * than its kind's time (common/retencao.ts, `atendimentos`) is erased whole — its messages, its
 * files and their stored bytes, its rating and its internal notes — one ticket per transaction,
 * so a run cut short leaves each ticket either whole or gone.
 */
import type { ContextoDeRetencao } from '../../core/dados-pessoais.js';
import { removeStoredFile } from '../../lib/files.js';

const POR_VEZ = 200;

export async function apagarAtendimentosVencidos({ dbHandle }: ContextoDeRetencao, limite: string) {
  const { db } = dbHandle;
  const n = { atendimentos: 0, mensagens: 0, arquivos: 0, avaliacoes: 0, atendimento_notas: 0 };
  for (;;) {
    const ids = (
      await db
        .selectFrom('atendimentos')
        .select('id')
        .where('fechado_em', 'is not', null)
        .where('fechado_em', '<', limite)
        .orderBy('id')
        .limit(POR_VEZ)
        .execute()
    ).map((r) => r.id);
    if (ids.length === 0) return n;
    for (const id of ids) {
      await db.transaction().execute(async (trx) => {
        const arquivos = await trx
          .selectFrom('arquivos')
          .select('nome_armazenado')
          .where('atendimento_id', '=', id)
          .execute();
        const miniaturas = await trx
          .selectFrom('mensagens')
          .select('miniatura')
          .where('atendimento_id', '=', id)
          .where('miniatura', 'is not', null)
          .execute();
        const contar = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
        n.mensagens += contar(
          await trx.deleteFrom('mensagens').where('atendimento_id', '=', id).executeTakeFirst(),
        );
        n.arquivos += contar(
          await trx.deleteFrom('arquivos').where('atendimento_id', '=', id).executeTakeFirst(),
        );
        n.avaliacoes += contar(
          await trx.deleteFrom('avaliacoes').where('atendimento_id', '=', id).executeTakeFirst(),
        );
        n.atendimento_notas += contar(
          await trx
            .deleteFrom('atendimento_notas')
            .where('atendimento_id', '=', id)
            .executeTakeFirst(),
        );
        n.atendimentos += contar(
          await trx.deleteFrom('atendimentos').where('id', '=', id).executeTakeFirst(),
        );
        // the bytes go with the rows that named them
        for (const a of arquivos) await removeStoredFile(trx, a.nome_armazenado);
        for (const m of miniaturas) await removeStoredFile(trx, m.miniatura!);
      });
    }
  }
}
