import { describe, expect, it } from 'vitest';
import { parseFields } from '../index';
import { withoutTranslations } from '../text';
import type { Extraction } from '../types';
import { pdf } from './samples';

/**
 * Bilingual templates of multinational banks, payroll providers and suppliers (session 13): each caption in Spanish,
 * then its English translation after a slash. The translation is no value. Samples written from the habit.
 * Identifiers: RFC EXP150301AB2, NRP Y5412345105.
 */

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;

describe('Bilingual captions: the English half is left out (session 13)', () => {
  it('a caption alone on its line, before a colon, before a column gap; a bracketed format stays', () => {
    expect(withoutTranslations('Titular / Account holder')).toBe('Titular');
    expect(withoutTranslations('Periodo / Period: 03/2026\tNo. de empleados / Number of employees: 12')).toBe('Periodo: 03/2026\tNo. de empleados: 12');
    expect(withoutTranslations('Periodo de pago / Payment period (MM/AAAA):\t03/2026')).toBe('Periodo de pago (MM/AAAA):\t03/2026');
    expect(withoutTranslations('Fecha y hora / Date and time   15/03/2026 10:42')).toBe('Fecha y hora   15/03/2026 10:42');
  });

  it('Spanish pairs of labels, values with a slash and a page counter stay whole', () => {
    for (const line of ['Nombre / Razón social: EXPEDIENTES DEL NORTE SA DE CV', 'Indeterminado / Permanente', 'Página / Page 1 de / of 2', 'Periodo: 2026 / 03']) {
      expect(withoutTranslations(line)).toBe(line);
    }
  });

  it("a bank statement's holder under a bilingual caption, and a payroll census's employer in a headed row", () => {
    const bank = 'BANCO GLOBAL MÉXICO\nEstado de cuenta / Account statement\nTitular / Account holder\nEXPEDIENTES DEL NORTE SA DE CV\nR.F.C. / Tax ID\tEXP150301AB2\nCuenta / Account\t0123456789';
    expect(value(parseFields('mxcaratulabancaria', pdf(bank)), 'titular')).toBe('EXPEDIENTES DEL NORTE SA DE CV');
    const census = 'Relación de personal / Headcount report\nEmpresa / Company\tRFC / Tax ID\nEXPEDIENTES DEL NORTE SA DE CV\tEXP150301AB2\nPeriodo / Period: 03/2026';
    expect(value(parseFields('mxplantilla', pdf(census)), 'razonSocial')).toBe('EXPEDIENTES DEL NORTE SA DE CV');
  });

  it("a bank's SIPARE receipt: the payment's moment captioned 'Fecha y hora' or 'Fecha/Hora' alone, the name under its caption", () => {
    const head = 'Comprobante de pago SIPARE / SIPARE payment receipt\nRegistro patronal / Employer registration:\tY5412345105\nRFC / Tax ID:\tEXP150301AB2\nRazón social / Company name:\nEXPEDIENTES DEL NORTE SA DE CV\nPeriodo / Period:\t2026/03\n';
    for (const [caption, expected] of [['Fecha y hora / Date and time:\t16/04/2026 09:12', '2026-04-16T09:12'], ['Fecha/Hora: 16/04/2026 17:05', '2026-04-16T17:05']] as const) {
      const e = parseFields('mxsipare', pdf(`${head}${caption}\nImporte / Amount:\t$1,250.00`));
      expect([value(e, 'fechaPago'), value(e, 'razonSocial')]).toEqual([expected, 'EXPEDIENTES DEL NORTE SA DE CV']);
    }
  });
});
