import { describe, expect, it } from 'vitest';
import { featureCatalog } from '../../features/catalog';
import { roles } from '../../shared/roles';
import { canOpenPath, menuFor } from '../navigation';
import { can, hasPermission, permissionCatalog, permissions, permissionsByRole, requiredFeatures } from '../permissions';

const allOn = Object.fromEntries(Object.keys(featureCatalog).map((f) => [f, true]));

describe('permission model', () => {
  it('names every permission action:entity[:own|any], with a Spanish description and catalogue flags', () => {
    for (const p of permissions) {
      expect(p).toMatch(/^[a-z]+:[a-z-]+(:(own|any))?$/);
      expect(permissionCatalog[p].description).toMatch(/[a-záéíóúñ]{4}/i);
      for (const f of requiredFeatures(p)) expect(featureCatalog).toHaveProperty(f);
    }
    for (const role of roles) for (const p of permissionsByRole[role]) expect(permissions).toContain(p);
  });

  it('gives every role its own notifications and account, the agreements to suppliers; creation to administrators and customers', () => {
    for (const role of roles) {
      for (const p of ['read:notifications:own', 'update:notifications:own', 'update:account:own'] as const) {
        expect(hasPermission(role, p), `${role} ${p}`).toBe(true);
      }
    }
    // Part 1 §6: suppliers accept the privacy notice and answer the survey.
    expect(roles.filter((r) => hasPermission(r, 'read:agreements:own'))).toEqual(['Supplier']);
    expect(roles.filter((r) => hasPermission(r, 'sign:agreements:own'))).toEqual(['Supplier']);
    // Invitations and passwords to administrators; single sign-on configuration to the Developer.
    expect(roles.filter((r) => hasPermission(r, 'manage:users'))).toEqual(['Developer', 'Admin', 'Support']);
    expect(roles.filter((r) => hasPermission(r, 'manage:sso'))).toEqual(['Developer']);
    expect(roles.filter((r) => hasPermission(r, 'create:notifications'))).toEqual(['Developer', 'Admin', 'Customer', 'Support']);
    expect(roles.filter((r) => hasPermission(r, 'create:notifications:any'))).toEqual(['Developer', 'Admin', 'Support']);
    expect(roles.filter((r) => hasPermission(r, 'read:features'))).toEqual(['Developer', 'Admin', 'Support']);
    expect(roles.filter((r) => hasPermission(r, 'manage:features'))).toEqual(['Developer']);
    // Suppliers upload their documents (part 1 §1, part 2 §2.14); the Developer opens every page.
    expect(roles.filter((r) => hasPermission(r, 'upload:documents:own'))).toEqual(['Developer', 'Supplier']);
    expect(hasPermission(undefined, 'read:notifications:own')).toBe(false);
  });

  it('needs the permission flags on for the user', () => {
    expect(can('Customer', 'create:notifications', allOn)).toBe(true);
    expect(can('Customer', 'create:notifications', { ...allOn, 'notifications-insert': false })).toBe(false);
    expect(can('Supplier', 'create:notifications', allOn)).toBe(false);
    expect(can('Viewer', 'read:notifications:own', { ...allOn, notifications: false })).toBe(false);
  });

  it('guards the pages it covers: /admin/features for feature readers, /notifications with its flag', () => {
    expect(canOpenPath('Developer', '/admin/features', allOn)).toBe(true);
    expect(canOpenPath('Support', '/admin/features', allOn)).toBe(true);
    expect(can('Admin', 'manage:features', allOn)).toBe(false);
    expect(canOpenPath('Admin', '/admin/users', allOn)).toBe(true);
    expect(canOpenPath('Customer', '/admin', allOn)).toBe(false);
    expect(canOpenPath('Security', '/notifications', allOn)).toBe(true);
    expect(canOpenPath('Security', '/notifications', { ...allOn, notifications: false })).toBe(false);
    expect(menuFor('Admin', allOn).map((m) => m.path)).toContain('/admin');
  });
});
