/**
 * Who may do what with an atendimento (docs/product/atendimentos.md, "Rules"). Routes load the
 * atendimento, then ask here: authorizing the object, not only the route.
 */
import { isStaff } from '../../../common/roles.js';
import type { Remetente } from '../../../common/schemas/atendimentos.js';
import type { AuthUser } from '../../core/current-user.js';
import { forbidden, notFound } from '../../lib/errors.js';

export const ATENDIMENTO_NOT_FOUND = 'Atendimento não encontrado.';

/** What the rules read of a ticket: whose it is. */
type Dono = { usuario_id: number | null };

export const isOwner = (user: AuthUser, atendimento: Dono) => atendimento.usuario_id === user.id;

/** The owner and staff see an atendimento; for anyone else it does not exist. */
const canSeeAtendimento = (user: AuthUser, atendimento: Dono) =>
  isOwner(user, atendimento) || isStaff(user.role);

/** The owner writes as `usuario`, staff as `suporte` (a staff member on their own: usuario). */
export const remetenteFor = (user: AuthUser, atendimento: Dono): Remetente =>
  isOwner(user, atendimento) ? 'usuario' : 'suporte';

/** The atendimento, or a 404 when it does not exist or the user may not see it. */
export function assertCanSee<A extends Dono>(user: AuthUser, atendimento: A | undefined): A {
  if (!atendimento || !canSeeAtendimento(user, atendimento)) {
    throw notFound(ATENDIMENTO_NOT_FOUND);
  }
  return atendimento;
}

/**
 * Only the owner rates. Staff may see the atendimento, so they learn why (403); anyone else must
 * not learn that it exists (404).
 */
export function assertCanRate<A extends Dono>(user: AuthUser, atendimento: A | undefined): A {
  if (atendimento && isOwner(user, atendimento)) return atendimento;
  if (atendimento && isStaff(user.role)) {
    throw forbidden('Apenas quem abriu o atendimento pode avaliá-lo.');
  }
  throw notFound(ATENDIMENTO_NOT_FOUND);
}
