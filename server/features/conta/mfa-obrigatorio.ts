/** An admin chooses which staff roles must use two-factor sign-in (docs/product/conta.md). */
import type { AppContext } from '../../context.js';
import { concluir } from '../../core/fim-da-escrita.js';
import type { AuthUser } from '../../core/current-user.js';
import { listPapeisObrigatorios } from '../../core/mfa-obrigatorio.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import { ROLE_LABELS, type StaffRole } from '../../../common/roles.js';

export async function definirPapeis(ctx: AppContext, who: AuthUser, papeis: StaffRole[]) {
  await ctx.db.transaction().execute(async (trx) => {
    const antes = await listPapeisObrigatorios(trx);
    if (antes.join() === papeis.join()) return;
    await trx.deleteFrom('mfa_obrigatorio').execute();
    if (papeis.length) {
      await trx
        .insertInto('mfa_obrigatorio')
        .values(papeis.map((papel) => ({ papel })))
        .execute();
    }
    const nomes = (p: readonly StaffRole[]) => p.map((r) => ROLE_LABELS[r]).join(', ') || 'nenhum';
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor: { id: who.id, nome: who.nome, login: who.login },
          acao: AUDIT_ACTIONS.segundoFatorObrigatorio,
          detalhes: `Verificação em duas etapas obrigatória para: ${nomes(papeis)} (antes: ${nomes(antes)})`,
        },
      ],
    });
  });
  return { papeis: await listPapeisObrigatorios(ctx.db) };
}
