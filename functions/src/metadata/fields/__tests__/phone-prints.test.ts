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
