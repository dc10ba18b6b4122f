/**
 * E-mail notices to staff (docs/product/avisos.md, docs/decisions/018-avisos-por-email.md). A
 * notice is queued in the transaction of the change it tells of, one row per recipient, so it is
 * sent only if that change committed; the sender (server/features/avisos) delivers it later. A
 * notice says that something happened and links to the portal; it never carries what a ticket or
 * a report says, nor anything about who wrote it. Without SMTP_URL nothing is queued.
 */
import { can, ROLES, type Permission, type Role } from '../../common/roles.js';
import type { AppContext } from '../context.js';
import { now, type Trx } from '../db/index.js';

type TipoAviso = 'novo_atendimento' | 'atendimento_em_risco' | 'ouvidoria';

export interface Aviso {
  tipo: TipoAviso;
  assunto: string;
  /** plain text; the link is added by `linkPara` */
  texto: string;
}

/** The portal's address for `caminho`, as the notice's link. */
export const linkPara = (ctx: AppContext, caminho: string) =>
  `${ctx.config.email?.publicUrl ?? ''}${caminho}`;

/** Active users with an e-mail whose role holds `permissao`. */
export async function destinatariosCom(
  trx: Trx,
  permissao: Permission,
): Promise<{ id: number; role: Role; papeis_gestores: string }[]> {
  const papeis = ROLES.filter((r) => can(r, permissao));
  if (papeis.length === 0) return [];
  return trx
    .selectFrom('users')
    .select(['id', 'role', 'papeis_gestores'])
    .where('status_usuario', '=', 'ativo')
    .where('email', 'is not', null)
    .where('role', 'in', papeis)
    .orderBy('id')
    .execute();
}

/** Queues `aviso` for each of `usuarios`, in the caller's transaction. */
export async function enfileirarAviso(
  trx: Trx,
  ctx: AppContext,
  usuarios: readonly number[],
  aviso: Aviso,
): Promise<void> {
  if (!ctx.config.email || usuarios.length === 0) return;
  const ts = now();
  await trx
    .insertInto('avisos_email')
    .values(
      usuarios.map((usuario_id) => ({
        tipo: aviso.tipo,
        usuario_id,
        assunto: aviso.assunto,
        texto: aviso.texto,
        criado_em: ts,
        proxima_tentativa_em: ts,
      })),
    )
    .execute();
}

/** The e-mail feature's configuration is on: worth looking for recipients. */
export const avisosLigados = (ctx: AppContext) => ctx.config.email !== undefined;
