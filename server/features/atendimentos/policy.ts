import type { AuthUser } from '../../context.js';
import { isStaff } from '../../../common/roles.js';
import type { Remetente } from '../../../common/schemas/atendimentos.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { TicketRow } from './repository.js';

/**
 * Who may do what with a ticket (decisions sections 2 and 5). Routes load the ticket, then ask
 * here: authorizing the object, not only the route.
 */
export const TICKET_NOT_FOUND = 'Atendimento não encontrado.';

export const isOwner = (user: AuthUser, ticket: TicketRow) => ticket.usuario_id === user.id;

/** The owner and staff see a ticket; for anyone else it does not exist. */
export const canSeeTicket = (user: AuthUser, ticket: TicketRow) =>
  isOwner(user, ticket) || isStaff(user.role);

/** The owner writes as `usuario`, staff as `suporte` (a staff member on their own ticket: usuario). */
export const senderFor = (user: AuthUser, ticket: TicketRow): Remetente =>
  isOwner(user, ticket) ? 'usuario' : 'suporte';

/** The ticket, or a 404 when it does not exist or the user may not see it. */
export function assertCanSee(user: AuthUser, ticket: TicketRow | undefined): TicketRow {
  if (!ticket || !canSeeTicket(user, ticket)) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/**
 * Only the owner rates. Staff may see the ticket, so they learn why (403); anyone else must not
 * learn that it exists (404).
 */
export function assertCanRate(user: AuthUser, ticket: TicketRow | undefined): TicketRow {
  if (ticket && isOwner(user, ticket)) return ticket;
  if (ticket && isStaff(user.role)) {
    throw forbidden('Apenas quem abriu o atendimento pode avaliá-lo.');
  }
  throw notFound(TICKET_NOT_FOUND);
}
