import { describe, expect, it } from 'vitest';
import { parseFields } from '../index';
import { withoutBrowserPrint } from '../print-chrome';
import type { Extraction } from '../types';
import { pdf } from './samples';

/**
 * Pages of phone apps and portals printed from a browser, and bank branches' narrow tickets (session 14): the
 * browser's print header and footer are never the document's, records printed as cards are a table's rows. Samples
 * written from the habits, not from the fictitious generator. Identifiers: RFC EXP150301AB2, NRP Y5412345105.
 */

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;

describe("A browser's print header and footer are not the document's (session 14)", () => {
  const opinion = 'Opinión de cumplimiento\nFolio\n26NA3827651\nRFC\nEXP150301AB2\nFecha de emisión\n03/03/2026\nSentido\nPOSITIVO';

  it("Chrome's header (date and time, then the title) and footer (address, then n/m) are left out", () => {
    const printed = `4/3/26, 9:12 a. m. Mi opinión | SAT\n${opinion}\nwww.sat.gob.mx/aplicacion/opinion 1/1`;
    expect(withoutBrowserPrint(printed)).toBe(opinion);
    expect(value(parseFields('mxopinion32d', pdf(printed)), 'fechaEmision')).toBe('2026-03-03');
  });

  it("the title first and the stamp last, and 'Página n de m' before the address, on every page", () => {
    const printed = `Mi opinión - SAT 2026-03-04 09:12\n${opinion}\nPágina 1 de 2 https://www.sat.gob.mx/opinion\n\fMi opinión - SAT 2026-03-04 09:12\nVigencia: 30 días\nPágina 2 de 2 https://www.sat.gob.mx/opinion`;
    expect(withoutBrowserPrint(printed)).toBe(`${opinion}\n\fVigencia: 30 días`);
  });

  it("an app's back bar and its 'Ver más' / 'Mostrar menos' toggles are no data", () => {
    expect(withoutBrowserPrint(`← Volver\tMi constancia\tMenú\n${opinion}\nVer más ›\nMostrar menos ▲`)).toBe(opinion);
  });

  it("a document's own first line with a date and time stays when no browser footer closes the page", () => {
    const ticket = '04/03/2026 09:12 SUCURSAL CENTRO\nFOLIO 000123';
    expect(withoutBrowserPrint(ticket)).toBe(ticket);
    const captioned = `Fecha: 04/03/26 09:12\n${opinion}\nwww.sat.gob.mx 1/1`;
    expect(withoutBrowserPrint(captioned)).toBe(`Fecha: 04/03/26 09:12\n${opinion}`);
  });
});

describe("A card's caption is a participle or a word alone; dates with the weekday and compact forms (session 14)", () => {
  it("a return's filing moment under 'Presentada' or beside 'Enviada:', with the weekday and a time with seconds and 'h'", () => {
    const card = (caption: string) => `Acuse de recibo\nRFC\tEXP150301AB2\nPeriodo\tMarzo\nEjercicio\t2026\nNo. de operación\t12345678901234\n${caption}\nTotal a pagar\t1,000.00`;
    expect(value(parseFields('mxdeclisr', pdf(card('Presentada\tjue, 16 abr 2026, 18:02:11 h'))), 'fechaPresentacion')).toBe('2026-04-16T18:02');
    expect(value(parseFields('mxdeclisr', pdf(card('Enviada:\nmié, 15 abr 2026 · 9:05 hrs'))), 'fechaPresentacion')).toBe('2026-04-15T09:05');
    expect(value(parseFields('mxdecliva', pdf(card('Recibida\t15.ABR.2026 09:05:00'))), 'fechaPresentacion')).toBe('2026-04-15T09:05');
  });

  it("an employer registration's 'Alta' caption alone or 'Registrado el', the date compact or with its weekday", () => {
    const card = (caption: string) => `Registro patronal\nNRP\tY5412345105\nRFC\tEXP150301AB2\n${caption}\nClase de riesgo\tIII`;
    expect(value(parseFields('mxregpatronal', pdf(card('Alta\t18.AGO.2019'))), 'fechaAlta')).toBe('2019-08-18');
    expect(value(parseFields('mxregpatronal', pdf(card('Alta:\n18AGO2019'))), 'fechaAlta')).toBe('2019-08-18');
    expect(value(parseFields('mxregpatronal', pdf(card('Registrado el\tdom, 18 ago 2019'))), 'fechaAlta')).toBe('2019-08-18');
  });
});
