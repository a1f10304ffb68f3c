import { describe, expect, it } from 'vitest';
import { parseFields } from '../index';
import { withoutReceivingParty } from '../routing';
import type { Extraction } from '../types';
import { pdf } from './samples';

/**
 * Documents as they reach a customer from a supplier's shared-service centre or accounts-payable desk (session 13):
 * the receiver's stamp, cover sheet or routing data is never the document's own. Samples written from the habits,
 * not from the fictitious generator. Identifiers: RFC EXP150301AB2, NRP Y5412345105.
 */

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;

const opinion = 'SERVICIO DE ADMINISTRACIÓN TRIBUTARIA\nOpinión del cumplimiento de obligaciones fiscales\nFolio: 26NA3827651\nRFC: EXP150301AB2\nNombre: EXPEDIENTES DEL NORTE SA DE CV\nFecha de emisión: 03/03/2026\nSentido: POSITIVO';

describe("A receiver's stamp, cover sheet and routing data are not the document's (session 13)", () => {
  it('a receiving stamp above the document: its internal folio and reception date are left out', () => {
    const stamped = `Recibido | Tesorería · Cuentas por pagar\nNo. de proveedor: 100234   Folio interno: R-2026-0099   Fecha de recepción: 10/03/2026 10:15\n${opinion}`;
    const e = parseFields('mxopinion32d', pdf(stamped));
    expect([value(e, 'folio'), value(e, 'fechaEmision')]).toEqual(['26NA3827651', '2026-03-03']);
  });

  it('the stamp printed under the heading of a desk in English, with its file number in an ERP', () => {
    const text = withoutReceivingParty(`RECEIVED - Accounts Payable\nVendor no. SAP: 0045512 Received on: 2026-03-11\n${opinion}`);
    expect(text.startsWith('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA')).toBe(true);
  });

  it('a cover sheet or routing slip as the first page is left out whole; the signatures line of a slip too', () => {
    const cover = 'HOJA DE RUTA\nTurnado a: Compras corporativas\nFolio de control interno: HR-77120\nRevisó: __________ Validó: __________';
    const text = withoutReceivingParty(`${cover}\n\f\n${opinion}`);
    expect(text).not.toMatch(/HR-77120|Turnado|HOJA DE RUTA/);
    expect(value(parseFields('mxopinion32d', pdf(`${cover}\n\f\n${opinion}`)), 'folio')).toBe('26NA3827651');
  });

  it("an authority's own acuse keeps its 'Recibido' and 'Fecha de recepción', and a vigencia's 'Válido hasta'", () => {
    const acuse = 'ACUSE DE RECIBO\nRecibido: 02/04/2026 10:15\nFolio de recepción: ICSOE20261234567890\nFecha de recepción: 02/04/2026\nVálido hasta: 02/04/2029';
    expect(withoutReceivingParty(acuse)).toBe(acuse);
  });

  it("a one-page document whose title is a cover's word keeps its page", () => {
    const text = 'HOJA DE CONTROL DE ASISTENCIA\nExpediente proveedor: 5521\nNombre: EXPEDIENTES DEL NORTE SA DE CV';
    expect(withoutReceivingParty(text)).toContain('HOJA DE CONTROL DE ASISTENCIA');
  });
});
