import { describe, expect, it } from 'vitest';
import {
  canDelete,
  canUpdate,
  POLICY_MESSAGES as M,
  type PolicyTarget,
} from '../../../common/permissions/usuarios';
import { creatableRoles, editPermissions } from './form-permissions';

const admin = { id: 1, role: 'admin' as const };
const rh = { id: 2, role: 'rh' as const };
const target = (
  role: PolicyTarget['role'],
  status: PolicyTarget['status_usuario'] = 'ativo',
  id = 9,
) => ({ id, role, status_usuario: status }) satisfies PolicyTarget;
const same = (t: PolicyTarget) => ({ role: t.role, status_usuario: t.status_usuario });

describe('creatableRoles', () => {
  it('offers rh every role but Administrador, and admin all of them', () => {
    expect(creatableRoles(rh)).toEqual(['colaborador', 'rh', 'compliance']);
    expect(creatableRoles(admin)).toEqual(['colaborador', 'admin', 'rh', 'compliance']);
  });
});

describe('editPermissions', () => {
  it('shows an admin’s account to rh read-only, without Excluir or a new password', () => {
    const a = target('admin');
    const p = editPermissions(rh, a, same(a), 5);
    expect(p.readOnly).toBe(M.rhOnAdmin);
    expect(p.canDelete).toBe(false);
    expect(p.passwordNote).toBe(M.rhOnAdmin);
  });

  it('offers rh editing a colaborador every role but Administrador, both statuses and Excluir', () => {
    const c = target('colaborador');
    expect(editPermissions(rh, c, same(c), 5)).toEqual({
      readOnly: null,
      roles: ['colaborador', 'rh', 'compliance'],
      roleNote: null,
      statuses: ['ativo', 'inativo'],
      statusNote: null,
      passwordNote: null,
      canDelete: true,
    });
  });

  it('locks one’s own cargo and status, with the reasons, and offers no Excluir', () => {
    const me = target('admin', 'ativo', admin.id);
    const p = editPermissions(admin, me, same(me), 3);
    expect(p.readOnly).toBeNull();
    expect(p).toMatchObject({
      roles: ['admin'],
      roleNote: M.selfRole,
      statuses: ['ativo'],
      statusNote: M.selfDeactivate,
      passwordNote: M.selfPassword,
      canDelete: false,
    });
  });

  it('keeps the last active admin: no other cargo, no Inativo, no Excluir', () => {
    const last = target('admin');
    expect(editPermissions(admin, last, same(last), 1)).toMatchObject({
      roles: ['admin'],
      roleNote: M.lastAdminDemote,
      statuses: ['ativo'],
      statusNote: M.lastAdminDeactivate,
      canDelete: false,
    });
    expect(editPermissions(admin, last, same(last), 2)).toMatchObject({
      roles: ['colaborador', 'admin', 'rh', 'compliance'],
      statuses: ['ativo', 'inativo'],
      canDelete: true,
    });
  });

  it('agrees with the server for every actor, target and choice', () => {
    const roles = ['colaborador', 'admin', 'rh', 'compliance'] as const;
    for (const actor of [admin, rh])
      for (const role of roles)
        for (const status of ['ativo', 'inativo'] as const)
          for (const id of [actor.id, 9])
            for (const admins of [1, 2]) {
              const t = target(role, status, id);
              const p = editPermissions(actor, t, same(t), admins);
              for (const r of roles) {
                const offered = !p.readOnly && !p.roleNote && p.roles.includes(r);
                const next = { role: r, status_usuario: status };
                if (r !== role) expect(offered).toBe(canUpdate(actor, t, next, admins) === null);
              }
              expect(p.canDelete).toBe(canDelete(actor, t, admins) === null);
            }
  });
});
