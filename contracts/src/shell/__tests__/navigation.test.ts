import { describe, expect, it } from 'vitest';
import { canOpenPath, landingPath, menuByRole, menuFor, routeDecision, userMenuFor } from '../navigation';
import { hasPermission } from '../permissions';
import { roles } from '../../shared/roles';
import { featureCatalog } from '../../features/catalog';

const allOn = Object.fromEntries(Object.keys(featureCatalog).map((f) => [f, true]));

describe('menus by role (part 1 §2)', () => {
  it('gives each role exactly the spec entries, in order', () => {
    const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role, allOn).map((m) => m.label);
    expect(labels('Developer')).toEqual(['Inicio', 'Archivo', 'Contratos', 'Órdenes de Servicio', 'Periodo Proveedores', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'ChatAI', 'Administración Global', 'Auditar Documentos', 'Bitácora del sistema']);
    expect(labels('Admin')).toEqual(['Inicio', 'Archivo', 'Órdenes de Servicio', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'Administración Global']);
    expect(labels('Customer')).toEqual(['Inicio', 'Archivo', 'Órdenes de Servicio', 'Periodo Proveedores', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'Auditar Documentos']);
    expect(labels('Supplier')).toEqual(['Inicio', 'Archivo', 'Aclaraciones', 'Periodo Proveedores', 'Órdenes de Servicio']);
    expect(labels('Security')).toEqual(['Archivo']);
    expect(labels('Support')).toEqual([...labels('Admin'), 'Periodo Proveedores']);
    expect(labels('Viewer')).toEqual(labels('Customer'));
    expect(labels(undefined)).toEqual(['Inicio']);
  });
  it('hides flagged entries when their flag is off', () => {
    const off = { ...allOn, disputes: false, 'customer-audit': false };
    const paths = menuFor('Customer', off).map((m) => m.path);
    expect(paths).not.toContain('/DocumentsUnderReview');
    expect(paths).not.toContain('/audit/documents');
  });
});

describe('route guard', () => {
  it('lets a role open its guard prefixes and menu entries, and nothing else', () => {
    expect(canOpenPath('Admin', '/admin/features', allOn)).toBe(true);
    expect(canOpenPath('Customer', '/admin', allOn)).toBe(false);
    expect(canOpenPath('Customer', '/contacts/abc', allOn)).toBe(true);
    expect(canOpenPath('Supplier', '/orders', allOn)).toBe(true);
    expect(canOpenPath('Supplier', '/documents', allOn)).toBe(false);
    expect(canOpenPath('Security', '/contacts', allOn)).toBe(true);
    expect(canOpenPath('Security', '/orders', allOn)).toBe(false);
    expect(canOpenPath('Developer', '/dev/ui', allOn)).toBe(true);
    expect(canOpenPath('Support', '/dev', allOn)).toBe(false);
    expect(canOpenPath('Viewer', '/supplier-periods', allOn)).toBe(true);
    expect(canOpenPath('Admin', '/contactsx', allOn)).toBe(false);
  });
  it('opens /contracts to the Developer alone, although other roles read contracts through the API', () => {
    const opening = roles.filter((role) => canOpenPath(role, '/contracts', allOn));
    expect(opening).toEqual(['Developer']);
    expect(roles.filter((role) => hasPermission(role, 'read:contracts')).length).toBeGreaterThan(1);
  });
  it('opens common pages to everyone and flagged pages only with their flag', () => {
    expect(canOpenPath('Security', '/notifications', allOn)).toBe(true);
    expect(canOpenPath('Security', '/account', allOn)).toBe(true);
    expect(canOpenPath('Supplier', '/upload-documents', allOn)).toBe(true);
    expect(canOpenPath('Supplier', '/upload-documents', { ...allOn, 'upload-documents-view': false })).toBe(false);
    // The upload screen is the suppliers' (and the Developer's): the flag alone does not open it.
    expect(canOpenPath('Customer', '/upload-documents', allOn)).toBe(false);
    expect(canOpenPath('Security', '/upload-documents', allOn)).toBe(false);
    expect(canOpenPath('Developer', '/upload-documents', allOn)).toBe(true);
    expect(canOpenPath('Customer', '/DocumentsUnderReview/document/x', { ...allOn, disputes: false })).toBe(false);
  });
});

describe('landing page and redirects', () => {
  it('lands every role with Inicio on /, and Security on Archivo (/contacts), its only entry', () => {
    for (const role of roles.filter((r) => r !== 'Security')) expect(landingPath(role, allOn), role).toBe('/');
    expect(landingPath('Security', allOn)).toBe('/contacts');
    expect(landingPath(undefined, allOn)).toBe('/');
  });

  it("sends Security's / to /contacts without calling it a refusal", () => {
    expect(routeDecision('Security', '/', allOn)).toEqual({ action: 'redirect', to: '/contacts', denied: false });
    expect(routeDecision('Security', '/contacts', allOn)).toEqual({ action: 'open' });
    expect(routeDecision('Customer', '/', allOn)).toEqual({ action: 'open' });
  });

  it("refuses a page outside the role's menu and guard, towards the role's landing page", () => {
    expect(routeDecision('Customer', '/admin/features', allOn)).toEqual({ action: 'redirect', to: '/', denied: true });
    expect(routeDecision('Security', '/orders', allOn)).toEqual({ action: 'redirect', to: '/contacts', denied: true });
    expect(routeDecision('Supplier', '/upload-documents', { ...allOn, 'upload-documents-view': false })).toEqual({ action: 'redirect', to: '/', denied: true });
    expect(routeDecision('Developer', '/dev/advanced', allOn)).toEqual({ action: 'open' });
  });
});

describe('user menu', () => {
  const tenant = { id: 'demo-corporativo', name: 'Demo Corporativo' };
  const links = (role: Parameters<typeof userMenuFor>[0]) => userMenuFor(role, allOn, tenant);

  it("gives everyone 'Mi cuenta', the Developer its three extras, and the feature readers /admin/features", () => {
    expect(links('Developer')).toEqual([
      { path: '/account', label: 'Mi cuenta' },
      { path: '/admin/tenants/demo-corporativo', label: 'Administrar Demo Corporativo' },
      { path: '/admin', label: 'Administración Global' },
      { path: '/admin/features', label: 'Administración de Features' },
      { path: '/dev', label: 'Configuración Avanzada' },
    ]);
    expect(links('Admin').map((l) => l.path)).toEqual(['/account', '/admin/features']);
    expect(links('Support').map((l) => l.path)).toEqual(['/account', '/admin/features']);
    for (const role of ['Customer', 'Supplier', 'Security', 'Viewer'] as const) expect(links(role).map((l) => l.path), role).toEqual(['/account']);
  });

  it('links only pages the role may open', () => {
    for (const role of roles) {
      for (const link of links(role)) expect(canOpenPath(role, link.path, allOn), `${role} ${link.path}`).toBe(true);
    }
  });

  it('gives each destination one name, and each name one destination, across the sidebar and the user menu', () => {
    const all = [...Object.values(menuByRole).flat(), ...roles.flatMap((role) => links(role))];
    const nameOf = new Map<string, string>();
    const pathOf = new Map<string, string>();
    for (const { path, label } of all) {
      expect(nameOf.get(path) ?? label, path).toBe(label);
      expect(pathOf.get(label) ?? path, label).toBe(path);
      nameOf.set(path, label);
      pathOf.set(label, path);
    }
  });
});
