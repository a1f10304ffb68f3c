import { describe, expect, it } from 'vitest';
import { canOpenPath, menuFor } from '../navigation';
import { featureCatalog } from '../../features/catalog';

const allOn = Object.fromEntries(Object.keys(featureCatalog).map((f) => [f, true]));

describe('menus by role (part 1 §2)', () => {
  it('gives each role exactly the spec entries, in order', () => {
    const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role, allOn).map((m) => m.label);
    expect(labels('Developer')).toEqual(['Inicio', 'Archivo', 'Contratos', 'Órdenes de Servicio', 'Periodo Proveedores', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'ChatAI', 'Administración Global', 'Auditar Documentos', 'Configuración Avanzada']);
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
  it('opens common pages to everyone and flagged pages only with their flag', () => {
    expect(canOpenPath('Security', '/notifications', allOn)).toBe(true);
    expect(canOpenPath('Security', '/account', allOn)).toBe(true);
    expect(canOpenPath('Supplier', '/upload-documents', allOn)).toBe(true);
    expect(canOpenPath('Supplier', '/upload-documents', { ...allOn, 'upload-documents-view': false })).toBe(false);
    expect(canOpenPath('Customer', '/DocumentsUnderReview/document/x', { ...allOn, disputes: false })).toBe(false);
  });
});
