import { describe, expect, it } from 'vitest';
import {
  activeAdminCount,
  canCreate,
  canDelete,
  canResetPassword,
  canUpdate,
  POLICY_MESSAGES as M,
  removesActiveAdmin,
  type PolicyTarget,
} from './usuarios.js';

const admin = { id: 1, role: 'admin' as const };
const rh = { id: 2, role: 'rh' as const };
const target = (
  role: PolicyTarget['role'],
  status: PolicyTarget['status_usuario'] = 'ativo',
  id = 9,
) => ({ id, role, status_usuario: status }) satisfies PolicyTarget;
const same = (t: PolicyTarget) => ({ role: t.role, status_usuario: t.status_usuario });

describe('canCreate', () => {
  it('lets admin create any role and rh any role but admin', () => {
    for (const role of ['colaborador', 'admin', 'rh', 'compliance'] as const) {
      expect(canCreate(admin, role)).toBeNull();
    }
    for (const role of ['colaborador', 'rh', 'compliance'] as const) {
      expect(canCreate(rh, role)).toBeNull();
    }
    expect(canCreate(rh, 'admin')).toEqual({ status: 403, message: M.rhGrantsAdmin });
  });
});

describe('canUpdate', () => {
  it('refuses rh any change to an admin, even one that changes nothing', () => {
    const a = target('admin');
    expect(canUpdate(rh, a, same(a), 3)).toEqual({ status: 403, message: M.rhOnAdmin });
    const inactive = target('admin', 'inativo');
    expect(canUpdate(rh, inactive, { role: 'admin', status_usuario: 'ativo' }, 3)?.status).toBe(
      403,
    );
  });

  it('refuses rh giving the admin role, allows the other roles', () => {
    const c = target('colaborador');
    expect(canUpdate(rh, c, { role: 'admin', status_usuario: 'ativo' }, 3)).toEqual({
      status: 403,
      message: M.rhGrantsAdmin,
    });
    expect(canUpdate(rh, c, { role: 'compliance', status_usuario: 'inativo' }, 3)).toBeNull();
    expect(
      canUpdate(rh, target('rh'), { role: 'colaborador', status_usuario: 'ativo' }, 1),
    ).toBeNull();
  });

  it('refuses changing one’s own role or deactivating oneself, allows editing one’s data', () => {
    const me = target('admin', 'ativo', admin.id);
    expect(canUpdate(admin, me, same(me), 1)).toBeNull();
    expect(canUpdate(admin, me, { role: 'rh', status_usuario: 'ativo' }, 5)?.message).toBe(
      M.selfRole,
    );
    expect(canUpdate(admin, me, { role: 'admin', status_usuario: 'inativo' }, 5)?.message).toBe(
      M.selfDeactivate,
    );
    const meRh = target('rh', 'ativo', rh.id);
    expect(canUpdate(rh, meRh, { role: 'compliance', status_usuario: 'ativo' }, 1)?.message).toBe(
      M.selfRole,
    );
  });

  it('keeps the last active admin: no demotion, no deactivation', () => {
    const last = target('admin');
    expect(canUpdate(admin, last, { role: 'rh', status_usuario: 'ativo' }, 1)).toEqual({
      status: 409,
      message: M.lastAdminDemote,
    });
    expect(canUpdate(admin, last, { role: 'admin', status_usuario: 'inativo' }, 1)).toEqual({
      status: 409,
      message: M.lastAdminDeactivate,
    });
    expect(canUpdate(admin, last, { role: 'rh', status_usuario: 'ativo' }, 2)).toBeNull();
    const me = target('admin', 'ativo', admin.id);
    expect(canUpdate(admin, me, { role: 'rh', status_usuario: 'ativo' }, 1)?.message).toBe(
      M.lastAdminDemote,
    );
    // An inactive admin is not one of the active ones: demoting it is fine.
    const idle = target('admin', 'inativo');
    expect(canUpdate(admin, idle, { role: 'rh', status_usuario: 'inativo' }, 1)).toBeNull();
  });
});

describe('canResetPassword', () => {
  it('refuses one’s own reset and rh resetting an admin', () => {
    expect(canResetPassword(admin, target('colaborador', 'ativo', admin.id))?.message).toBe(
      M.selfPassword,
    );
    expect(canResetPassword(rh, target('admin'))).toEqual({ status: 403, message: M.rhOnAdmin });
    expect(canResetPassword(rh, target('rh'))).toBeNull();
    expect(canResetPassword(admin, target('admin'))).toBeNull();
  });
});

describe('canDelete', () => {
  it('refuses deleting oneself, rh deleting an admin and deleting the last active admin', () => {
    expect(canDelete(admin, target('admin', 'ativo', admin.id), 5)).toEqual({
      status: 403,
      message: M.selfDelete,
    });
    expect(canDelete(rh, target('rh', 'ativo', rh.id), 5)?.message).toBe(M.selfDelete);
    // The only admin deleting themselves hears the more specific reason.
    expect(canDelete(admin, target('admin', 'ativo', admin.id), 1)?.message).toBe(
      M.lastAdminDelete,
    );
    expect(canDelete(rh, target('admin'), 5)?.message).toBe(M.rhOnAdmin);
    expect(canDelete(admin, target('admin'), 1)).toEqual({
      status: 409,
      message: M.lastAdminDelete,
    });
    expect(canDelete(admin, target('admin'), 2)).toBeNull();
    expect(canDelete(admin, target('admin', 'inativo'), 1)).toBeNull();
    expect(canDelete(rh, target('compliance'), 1)).toBeNull();
  });
});

describe('removesActiveAdmin', () => {
  it('is true only for an active admin losing the role, the status or the account', () => {
    const a = target('admin');
    expect(removesActiveAdmin(a, 'deleted')).toBe(true);
    expect(removesActiveAdmin(a, { role: 'admin', status_usuario: 'ativo' })).toBe(false);
    expect(removesActiveAdmin(a, { role: 'rh', status_usuario: 'ativo' })).toBe(true);
    expect(removesActiveAdmin(target('rh'), 'deleted')).toBe(false);
  });
});

describe('activeAdminCount', () => {
  it('counts only admins whose account is active', () => {
    expect(
      activeAdminCount([
        target('admin'),
        target('admin', 'inativo'),
        target('rh'),
        target('admin', 'ativo', 3),
      ]),
    ).toBe(2);
  });
});
