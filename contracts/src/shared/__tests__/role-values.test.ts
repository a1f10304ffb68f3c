import { describe, expect, it } from 'vitest';
import { roleLabels, roles } from '../role-values';

describe('role labels', () => {
  it('names every role in Spanish (the ids stay English: stored values and permission keys)', () => {
    expect(roleLabels).toEqual({
      Developer: 'Desarrollador',
      Admin: 'Administrador',
      Customer: 'Cliente',
      Supplier: 'Proveedor',
      Security: 'Seguridad',
      Support: 'Soporte',
      Viewer: 'Consulta',
      Guest: 'Invitado',
    });
    for (const role of roles) expect(roleLabels[role]).not.toBe(role);
  });
});
