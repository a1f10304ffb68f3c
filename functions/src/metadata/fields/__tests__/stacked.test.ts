import { describe, expect, it } from 'vitest';
import { parseFields } from '../index';
import { joinStackedTables } from '../text';
import type { Extraction } from '../types';
import { pdf } from './samples';

/**
 * A wide table printed as stacked parts joined by the row number (session 13): payroll providers' censuses and ERP
 * reports that do not fit the page's width. Samples written from the habit, with tabs where a PDF has a column gap.
 * Identifiers: RFC EXP150301AB2; workers' NSS, CURP and RFC as in samples.ts.
 */

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;

const head = 'Relación de trabajadores asignados\nRFC: EXP150301AB2\nRazón social: EXPEDIENTES DEL NORTE SA DE CV\nPeriodo: Marzo 2026\n';
const partOne = 'Núm.\tNombre del trabajador\tNSS\tPuesto\n1\tJUAN PEREZ LOPEZ\t12345678903\tSUPERVISOR\n2\tANA MORA RAMIREZ\t01987654322\tAUXILIAR';
const partTwo = 'Núm.\tCURP\tRFC\tFecha de ingreso\n1\tPELJ800101HDFRPN01\tPELJ800101H74\t01/02/2024\n2\tMORA850615MJCRLN09\tMORA850615QW6\t15/06/2025';

describe('A wide table in stacked parts joined by the row number (session 13)', () => {
  it("puts each later part's cells back on the first part's row of the same number, header beside header", () => {
    const joined = joinStackedTables(`${partOne}\nContinúa en la siguiente sección\n${partTwo}`).split('\n');
    expect(joined[0]).toBe('Núm.\tNombre del trabajador\tNSS\tPuesto\tCURP\tRFC\tFecha de ingreso');
    expect(joined[1]).toBe('1\tJUAN PEREZ LOPEZ\t12345678903\tSUPERVISOR\tPELJ800101HDFRPN01\tPELJ800101H74\t01/02/2024');
    expect(joined).toHaveLength(4);
  });

  it('a table continued on the next page (numbers past the first part) and a lone table stay as printed', () => {
    const continued = `${partOne}\n\f\nNúm.\tNombre del trabajador\tNSS\tPuesto\n3\tLUIS RUIZ SOTO\t23456789014\tCHOFER`;
    expect(joinStackedTables(continued)).toBe(continued);
    expect(joinStackedTables(partOne)).toBe(partOne);
  });

  it("a plantilla's workers whole again: name and NSS from the first part, CURP and RFC from the second", () => {
    const e = parseFields('mxplantilla', pdf(`${head}${partOne}\n${partTwo}`));
    expect([value(e, 'rfc'), value(e, 'trabajadores[1].nss'), value(e, 'trabajadores[1].curp'), value(e, 'trabajadores[1].rfc')]).toEqual(['EXP150301AB2', '01987654322', 'MORA850615MJCRLN09', 'MORA850615QW6']);
    expect(value(e, 'trabajadores[2].nss')).toBeUndefined();
  });
});
