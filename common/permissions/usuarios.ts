/**
 * The rules of user management, as pure functions shared by the server and the portal: the
 * server's service calls them inside its transaction, after loading the target, and the user
 * screens call them to offer only what the server will accept, so the two cannot disagree. Each answers null when allowed, or the
 * refusal with its status: 403 for what the actor may not do, 409 for what the state forbids.
 * Order: what rh may not do, then the last active admin (the most specific reason when the
 * only admin acts on themselves), then the rules on one's own account.
 */
import type { Role } from '../roles.js';
import type { UserStatus } from '../schemas/usuarios.js';

export interface Refusal {
  status: 403 | 409;
  message: string;
}

export interface PolicyActor {
  id: number;
  role: Role;
}

export interface PolicyTarget {
  id: number;
  role: Role;
  status_usuario: UserStatus;
  /** an anonymised account (docs/product/privacidade.md) stays as it is */
  anonimizado?: boolean;
}

export const POLICY_MESSAGES = {
  rhOnAdmin: 'O RH não pode criar, alterar ou excluir um administrador.',
  rhGrantsAdmin: 'O RH não pode conceder o cargo de Administrador.',
  selfDelete: 'Você não pode excluir a sua própria conta.',
  selfRole: 'Você não pode alterar o seu próprio cargo.',
  selfDeactivate: 'Você não pode desativar a sua própria conta.',
  selfPassword: 'Para trocar a sua própria senha, use a opção Alterar Senha do portal.',
  selfSessoes: 'Para encerrar as suas próprias sessões, use Minha Conta.',
  lastAdminDelete: 'Não é possível excluir o último administrador ativo.',
  lastAdminDeactivate: 'Não é possível desativar o último administrador ativo.',
  lastAdminDemote: 'Não é possível alterar o cargo do último administrador ativo.',
  anonimizarAtiva: 'Só uma conta desativada pode ser anonimizada. Desative-a antes.',
  anonimizada: 'Esta conta foi anonimizada: não pode mais ser alterada nem reativada.',
} as const;

const forbid = (message: string): Refusal => ({ status: 403, message });
const conflictWith = (message: string): Refusal => ({ status: 409, message });

/** Only admin and rh manage users (the route's permission); rh never touches admins. */
function rhOnAdmin(actor: PolicyActor, target: PolicyTarget): Refusal | null {
  return actor.role !== 'admin' && target.role === 'admin'
    ? forbid(POLICY_MESSAGES.rhOnAdmin)
    : null;
}

function grantsAdmin(actor: PolicyActor, role: Role): Refusal | null {
  return actor.role !== 'admin' && role === 'admin' ? forbid(POLICY_MESSAGES.rhGrantsAdmin) : null;
}

/** True when the target is one of the active admins and would stop being one. */
export function removesActiveAdmin(
  target: PolicyTarget,
  next: { role: Role; status_usuario: UserStatus } | 'deleted',
): boolean {
  const isActiveAdmin = target.role === 'admin' && target.status_usuario === 'ativo';
  if (!isActiveAdmin) return false;
  return next === 'deleted' || next.role !== 'admin' || next.status_usuario !== 'ativo';
}

export function canCreate(actor: PolicyActor, role: Role): Refusal | null {
  return grantsAdmin(actor, role);
}

/**
 * A change of nome, login, role and status. Nobody changes their own role or deactivates
 * themselves: it would lock them out mid-task, and another admin can do it.
 * `activeAdmins` is the count read inside the change's transaction.
 */
export function canUpdate(
  actor: PolicyActor,
  target: PolicyTarget,
  next: { role: Role; status_usuario: UserStatus },
  activeAdmins: number,
): Refusal | null {
  const denied = rhOnAdmin(actor, target) ?? grantsAdmin(actor, next.role);
  if (denied) return denied;
  if (removesActiveAdmin(target, next) && activeAdmins <= 1) {
    return conflictWith(
      next.status_usuario !== 'ativo'
        ? POLICY_MESSAGES.lastAdminDeactivate
        : POLICY_MESSAGES.lastAdminDemote,
    );
  }
  if (actor.id === target.id) {
    if (next.role !== target.role) return forbid(POLICY_MESSAGES.selfRole);
    if (next.status_usuario !== target.status_usuario) {
      return forbid(POLICY_MESSAGES.selfDeactivate);
    }
  }
  return null;
}

/** A reset makes the password temporary; one's own goes through Alterar Senha instead. */
export function canResetPassword(actor: PolicyActor, target: PolicyTarget): Refusal | null {
  if (actor.id === target.id) return forbid(POLICY_MESSAGES.selfPassword);
  return rhOnAdmin(actor, target);
}

/** Ending all of a user's sessions (devices); one's own are ended from Minha Conta. */
export function canEncerrarSessoes(actor: PolicyActor, target: PolicyTarget): Refusal | null {
  if (actor.id === target.id) return forbid(POLICY_MESSAGES.selfSessoes);
  return rhOnAdmin(actor, target);
}

export function canDelete(
  actor: PolicyActor,
  target: PolicyTarget,
  activeAdmins: number,
): Refusal | null {
  const denied = rhOnAdmin(actor, target);
  if (denied) return denied;
  if (removesActiveAdmin(target, 'deleted') && activeAdmins <= 1) {
    return conflictWith(POLICY_MESSAGES.lastAdminDelete);
  }
  if (actor.id === target.id) return forbid(POLICY_MESSAGES.selfDelete);
  return null;
}

/**
 * Anonymising (admin only, by the route's permission): only an account already deactivated, once.
 */
export function canAnonimizar(target: PolicyTarget): Refusal | null {
  if (target.anonimizado) return conflictWith(POLICY_MESSAGES.anonimizada);
  if (target.status_usuario !== 'inativo') return conflictWith(POLICY_MESSAGES.anonimizarAtiva);
  return null;
}

/** Nothing is done any more to an anonymised account: no edit, reactivation or new password. */
export function naoAnonimizada(target: PolicyTarget): Refusal | null {
  return target.anonimizado ? conflictWith(POLICY_MESSAGES.anonimizada) : null;
}

/** How many of these users are active admins (the count the last-admin rules need). */
export function activeAdminCount(
  users: readonly { role: Role; status_usuario: UserStatus }[],
): number {
  return users.filter((u) => u.role === 'admin' && u.status_usuario === 'ativo').length;
}
