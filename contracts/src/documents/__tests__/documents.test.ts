import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countsAsUploaded,
  documentPeriodUpdateSchema,
  documentPeriodYears,
  documentPublicKey,
  documentsListQuerySchema,
  documentStatusLabel,
  documentStatusUpdateSchema,
  parseDocumentPublicKey,
  saveMetadataSchema,
} from '../documents';

const uuid = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';

describe('document publicKey', () => {
  it('names the supplier partition and the item, whatever the supplier id holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.uuid(), (supplierId, id) => {
        expect(parseDocumentPublicKey(documentPublicKey(supplierId, id))).toEqual({ supplierId, uuid: id });
      }),
    );
    expect(parseDocumentPublicKey(`sup.con.puntos.${uuid}`)).toEqual({ supplierId: 'sup.con.puntos', uuid });
  });

  it('refuses what is not one', () => {
    for (const bad of ['', uuid, `.${uuid}`, `sup-1-${uuid}`, `sup-1.${uuid.toUpperCase()}`, `sup-1.${uuid}x`, 'sup-1.abc']) {
      expect(parseDocumentPublicKey(bad)).toBeUndefined();
    }
  });
});

describe('status readings (part 2 §4)', () => {
  it('keeps both readings of A side by side', () => {
    expect(documentStatusLabel('A', 'contact').label).toBe('Válido');
    expect(documentStatusLabel('A', 'detail').label).toBe('Inválido');
    expect(documentStatusLabel('A', 'supplier').label).toBe('Inválido');
  });

  it('labels each code as the spec says, and unknown codes as invalid or Desconocido', () => {
    expect(documentStatusLabel('V', 'detail')).toEqual({ label: 'Válido', appearance: 'success' });
    expect(documentStatusLabel('I', 'detail')).toEqual({ label: 'Inválido', appearance: 'danger' });
    expect(documentStatusLabel('U', 'detail')).toEqual({ label: 'Cargado', appearance: 'informative' });
    expect(documentStatusLabel('P', 'detail').label).toBe('En proceso de validación');
    expect(documentStatusLabel('R', 'contact').label).toBe('En proceso de validación');
    expect(documentStatusLabel('V', 'supplier').label).toBe('Validado');
    expect(documentStatusLabel('P', 'supplier').label).toBe('En Revisión');
    expect(documentStatusLabel('R', 'supplier').label).toBe('Rechazado');
    expect(documentStatusLabel('X', 'detail').label).toBe('Inválido');
    expect(documentStatusLabel('X', 'supplier').label).toBe('Desconocido');
  });

  it("shows 'Cargado' for the payroll CFDI whatever its status", () => {
    expect(documentStatusLabel('V', 'detail', 'mxcfdinomina').label).toBe('Cargado');
    expect(documentStatusLabel('P', 'contact', 'mxcfdinomina').label).toBe('Cargado');
  });

  it('counts A and I as not uploaded', () => {
    expect(['V', 'P', 'U', 'R', 'A', 'I'].filter(countsAsUploaded)).toEqual(['V', 'P', 'U', 'R']);
  });
});

describe('editors’ contracts', () => {
  it('requires a reason to reject', () => {
    const refused = documentStatusUpdateSchema.safeParse({ status: 'I', reason: '  ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'Campo requerido' });
    expect(documentStatusUpdateSchema.parse({ status: 'V' })).toEqual({ status: 'V', reason: '' });
    expect(documentStatusUpdateSchema.safeParse({ status: 'U' }).success).toBe(false);
  });

  it('offers period years 2035 down to 1995 and refuses others', () => {
    const years = documentPeriodYears();
    expect(years).toHaveLength(41);
    expect([years[0], years.at(-1)]).toEqual([2035, 1995]);
    expect(documentPeriodUpdateSchema.safeParse({ fromDate: '2026-03-01T00:00:00-06:00' }).success).toBe(true);
    expect(documentPeriodUpdateSchema.safeParse({ fromDate: '1990-03-01T00:00:00-06:00' }).success).toBe(false);
    expect(documentPeriodUpdateSchema.safeParse({ fromDate: '2026-03-01' }).success).toBe(false);
  });

  it('never accepts the unsaved new_ rows of the form', () => {
    const body = { form: { formdata: [{ key: 'new_1', label: 'x', value: 'y' }] } };
    expect(saveMetadataSchema.safeParse(body).success).toBe(false);
    expect(saveMetadataSchema.parse({ form: { formdata: [{ key: 'rfc', label: 'RFC', value: 'ABC' }] } }).identifiers).toEqual([]);
  });

  it('reads the list query with its defaults and refuses bad values in Spanish', () => {
    expect(documentsListQuerySchema.parse({})).toMatchObject({ isRequired: 'required', documentTypeSet: 'mxexpediente', sortOrder: 'DESC', pageIndex: 1, pageSize: 10 });
    expect(documentsListQuerySchema.parse({ year: '2026', month: '', status: '' })).toMatchObject({ year: 2026 });
    const bad = documentsListQuerySchema.safeParse({ month: '13', pageSize: '7' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['El mes debe estar entre 1 y 12.', 'Tamaño de página no válido.']);
  });
});
