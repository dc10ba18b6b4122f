import { ROLES, type Role } from '../../../common/roles';
import { USER_STATUSES, type UserStatus } from '../../../common/usuarios';
import {
  canCreate,
  canDelete,
  canResetPassword,
  canUpdate,
  type PolicyActor,
  type PolicyTarget,
} from '../../../common/permissions/usuarios';

/** The roles Novo Usuário offers: those the server lets this actor create (rh: not admin). */
export function creatableRoles(actor: PolicyActor): Role[] {
  return ROLES.filter((r) => canCreate(actor, r) === null);
}

export interface EditPermissions {
  /** why nothing in this account can be changed by this actor; null when something can */
  readOnly: string | null;
  /** the Cargo options, always with the stored one */
  roles: Role[];
  /** why the Cargo cannot change, when only the stored one is left */
  roleNote: string | null;
  statuses: UserStatus[];
  statusNote: string | null;
  /** why Nova Senha cannot be set here, or null */
  passwordNote: string | null;
  /** Excluir is offered only when the server would delete */
  canDelete: boolean;
}

/**
 * What Editar Usuário offers, from the same rules the server enforces. `next` is the form's
 * current choice, so each select offers what combines with the other; `activeAdmins` is the
 * count of active admins the screen knows (the server checks again with its own).
 */
export function editPermissions(
  actor: PolicyActor,
  target: PolicyTarget,
  next: { role: Role; status_usuario: UserStatus },
  activeAdmins: number,
): EditPermissions {
  const unchanged = { role: target.role, status_usuario: target.status_usuario };
  const readOnly = canUpdate(actor, target, unchanged, activeAdmins)?.message ?? null;
  const roleRefusals = ROLES.map((role) =>
    role === target.role
      ? null
      : canUpdate(actor, target, { role, status_usuario: next.status_usuario }, activeAdmins),
  );
  const statusRefusals = USER_STATUSES.map((status_usuario) =>
    status_usuario === target.status_usuario
      ? null
      : canUpdate(actor, target, { role: next.role, status_usuario }, activeAdmins),
  );
  const roles = ROLES.filter((_, i) => roleRefusals[i] === null);
  const statuses = USER_STATUSES.filter((_, i) => statusRefusals[i] === null);
  return {
    readOnly,
    roles,
    roleNote: roles.length === 1 ? (roleRefusals.find(Boolean)?.message ?? null) : null,
    statuses,
    statusNote: statuses.length === 1 ? (statusRefusals.find(Boolean)?.message ?? null) : null,
    passwordNote: canResetPassword(actor, target)?.message ?? null,
    canDelete: canDelete(actor, target, activeAdmins) === null,
  };
}
