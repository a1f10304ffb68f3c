import { describe, expect, it } from 'vitest';
import { wrappedDatesJoined } from '../dates';
import { parseFields } from '../index';
import { withoutMailPrint } from '../mail-print';
import { TextDoc } from '../text';
import type { Extraction } from '../types';
import { pdf } from './samples';

/**
 * Documents as they reach a supplier by e-mail, printed from the mail client (session 14): the client's header and
 * separators are never the document's, the issuer's notice gives its data in a sentence, a grid or a footer. Samples
 * written from the habits, not from the fictitious generator. Identifiers: RFC EXP150301AB2, RFC LUZ981104KT3.
 */

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;
/** A sender's sentence over a one-worker staff list. */
const staffMail = (...sentence: string[]) => pdf([...sentence, 'No.\tNombre\tNSS', '1\tMARTA ELENA RUIZ PALMA\t12345678901'].join('\n'));

describe("A mail client's print header is not the document's (session 14)", () => {
  it("Outlook's owner line and header (De, Enviado, Para, CC, Asunto, Datos adjuntos) are left out", () => {
    const printed = [
      'Laura Méndez Ríos',
      'De:\tCobranza Luz del Valle <cobranza@luzdelvalle.mx>',
      'Enviado:\tmiércoles, 4 de marzo de 2026 10:15 a. m.',
      'Para:\tLaura Méndez Ríos <laura@despacho.mx>',
      'CC:\tPagos <pagos@despacho.mx>',
      'Asunto:\tSu recibo de marzo',
      'Datos adjuntos:\tRecibo_0312.pdf (88 KB); Recibo_0312.xml (12 KB)',
      'Le enviamos su recibo.',
    ].join('\n');
    expect(withoutMailPrint(printed)).toBe('Le enviamos su recibo.');
  });

  it("Gmail's forwarded message: the separator and the inner From/Date/Subject/To header go, quoted lines are read unquoted", () => {
    const printed = [
      'Gmail - Fwd: Acuse',
      'Contabilidad <conta@despacho.mx>\t5 de marzo de 2026, 9:02',
      'De: Contabilidad <conta@despacho.mx>',
      'To: Compras <compras@cliente.mx>',
      'Te reenvío el acuse.',
      '---------- Forwarded message ---------',
      'From: Avisos <avisos@portal.gob.mx>',
      'Date: Tue, 3 Mar 2026 at 18:40',
      'Subject: Acuse de recibo',
      'To: <conta@despacho.mx>',
      '> Folio: 8842',
      '> > RFC: EXP150301AB2',
    ].join('\n');
    expect(withoutMailPrint(printed)).toBe('Te reenvío el acuse.\nFolio: 8842\nRFC: EXP150301AB2');
  });

  it("a document's own 'Fecha:' or 'Para:' with no sender's line above is the document's", () => {
    const letter = 'Fecha: 04/03/2026\nPara: Departamento de compras\nAsunto: constancia';
    expect(withoutMailPrint(letter)).toBe(letter);
  });
});

describe('A utility bill mailed as a notice (session 14)', () => {
  const bill = (holderHeading: string, footer: string) =>
    [
      'De:\tLuz del Valle <facturas@luzdelvalle.mx>',
      'Enviado:\tlunes, 2 de marzo de 2026 8:00 a. m.',
      'Para:\tLaura Méndez <laura@despacho.mx>',
      'Asunto:\tTu recibo está listo',
      'Estimado cliente:',
      'Tu recibo del periodo ya puede consultarse.',
      'Cuenta\tFecha de emisión\tTotal',
      '7781203\t01/03/2026\t$1,204.00',
      holderHeading,
      'EXPORTADORA DEL CENTRO, S.A. DE C.V.',
      'CALLE ZARAGOZA 118, COL. CENTRO',
      'C.P. 76000, QUERÉTARO, QUERÉTARO',
      footer,
    ].join('\n');

  it("the issuer's legal name beside its RFC in the footer, not the sender's brand; the holder under 'Datos del servicio', not the salutation", () => {
    const e = parseFields('mxdomicilio', pdf(bill('Datos del servicio', 'LUZ DEL VALLE ENERGÍA, S.A.P.I. DE C.V. · RFC LUZ981104KT3 · Av. Juárez 40, Celaya, Gto.')));
    expect(value(e, 'emisor')).toBe('LUZ DEL VALLE ENERGÍA, S.A.P.I. DE C.V.');
    expect(value(e, 'titular')).toBe('EXPORTADORA DEL CENTRO, S.A. DE C.V.');
    expect(value(e, 'fechaEmision')).toBe('2026-03-01');
  });

  it("the footer with bars and the RFC first, and the holder under 'Datos del suministro'", () => {
    const e = parseFields('mxdomicilio', pdf(bill('Datos del suministro', 'R.F.C. LUZ981104KT3 | LUZ DEL VALLE ENERGÍA, S. DE R.L. DE C.V. | Celaya, Gto.')));
    expect(value(e, 'emisor')).toBe('LUZ DEL VALLE ENERGÍA, S. DE R.L. DE C.V.');
    expect(value(e, 'titular')).toBe('EXPORTADORA DEL CENTRO, S.A. DE C.V.');
  });
});

describe("A date in words cut by the line's end (session 14)", () => {
  it('the year, or the month and the year, on the next line are read with the day before them', () => {
    expect(wrappedDatesJoined('quedó inscrito el 3 de marzo de\n2026, con vigencia')).toBe('quedó inscrito el 3 de marzo de 2026\n, con vigencia');
    expect(wrappedDatesJoined('emitido el 21 de\nabril del 2026.')).toBe('emitido el 21 de abril del 2026\n.');
  });

  it('a line ending in a day with the month already there and a number below it is left as printed', () => {
    const table = 'Vence el 3 de\n2026 consumo';
    expect(wrappedDatesJoined(table)).toBe(table);
  });

  it("a registration notice's label reads its date across the break, not the validity's date further on", () => {
    const notice = 'Su aviso con folio AR90211 quedó inscrito con el número 40512, con fecha de registro 2 de junio de\n2026. Su registro tiene vigencia hasta el 2 de junio de 2029.';
    expect(value(parseFields('mxrepse', pdf(notice)), 'fechaAviso')).toBe('2026-06-02');
  });
});

describe("A headed row's captions that touch (session 14)", () => {
  const grid = (header: string) =>
    `Se emitió la constancia con los datos siguientes:\n${header}\nY5412345105\tEXP150301AB2\tEXPORTADORA DEL CENTRO, S.A. DE C.V.\t02/03/2026\tCIN26QX4410297`;

  it("the last caption touching the one before it ('Fecha de emisiónFolio') still labels its own column", () => {
    const e = parseFields('mxinfonavitopinion', pdf(grid('Registro patronal\tRFC\tRazón social\tFecha de emisiónFolio')));
    expect(value(e, 'folio')).toBe('CIN26QX4410297');
    expect(value(e, 'fechaEmision')).toBe('2026-03-02');
  });

  it("a status a narrow gap joined to the name before it ('… DEL CENTRO, POSITIVA'), the name's rest wrapped below", () => {
    const e = parseFields(
      'mxinfonavitopinion',
      pdf('Registro patronal\tRFC\tRazón social\tSituación\tFecha de emisión\tFolio\nY5412345105\tEXP150301AB2\tEXPORTADORA DEL CENTRO, NEGATIVA\t02/03/2026\tCIN26QX4410297\nS. DE R.L. DE C.V.'),
    );
    expect(value(e, 'nombre')).toBe('EXPORTADORA DEL CENTRO, S. DE R.L. DE C.V.');
    expect(value(e, 'resultado')).toBe('NEGATIVA');
    expect(value(e, 'folio')).toBe('CIN26QX4410297');
  });

  it("a caption in capitals ('… patronalRFC') is parted too, an abbreviation's period ('Núm.Folio') is not", () => {
    const doc = new TextDoc(pdf('Registro patronalRFC\tNombre\tFecha\tNúm.Folio\nY5412345105\tEXP150301AB2\tEXPORTADORA\t02/03/2026\t8842'));
    expect(doc.cells[0]).toEqual(['Registro patronal', 'RFC', 'Nombre', 'Fecha', 'Núm.Folio']);
    expect(doc.lines[0]).toBe('Registro patronal RFC Nombre Fecha Núm.Folio');
  });
});

describe('A party named inside a sentence the column broke (session 14)', () => {
  it("a registry's notice: 'presentada por' / the name alone on its line / the sentence going on", () => {
    const notice = [
      'Le comunicamos que la solicitud de registro AR90211, presentada por',
      'EXPORTADORA DEL CENTRO, S. DE R.L. DE C.V.',
      'quedó inscrita con el número 40512 el 02/06/2026.',
    ].join('\n');
    expect(value(parseFields('mxrepse', pdf(notice)), 'nombre')).toBe('EXPORTADORA DEL CENTRO, S. DE R.L. DE C.V.');
  });

  it("'a favor de' a person, the sentence going on after the name", () => {
    const notice = 'Se otorgó el registro 40512 a favor de\nMARTA ELENA RUIZ PALMA\ncon vigencia al 02/06/2029.';
    expect(value(parseFields('mxrepse', pdf(notice)), 'nombre')).toBe('MARTA ELENA RUIZ PALMA');
  });

  it("a sender's sentence: the staff 'asignado por' the company, its RFC in brackets on the next line, not a worker", () => {
    const e = parseFields(
      'mxplantilla',
      staffMail('Adjunto el listado del personal contratado por EXPORTADORA DEL CENTRO, S.A. DE C.V.', '(RFC EXP150301AB2) para el servicio, periodo del 01/02/2026 al 28/02/2026:'),
    );
    expect(value(e, 'razonSocial')).toBe('EXPORTADORA DEL CENTRO, S.A. DE C.V.');
    expect(value(e, 'rfc')).toBe('EXP150301AB2');
  });

  it("the document's issuer ('emitida por') is not the party", () => {
    const notice = 'La constancia emitida por SERVICIOS DE REGISTRO FEDERAL, S.C. quedó disponible.';
    expect(value(parseFields('mxrepse', pdf(notice)), 'nombre')).toBeUndefined();
  });
});

describe("A name whose legal form wrapped onto its RFC's line (session 14)", () => {
  it("'… por NOMBRE,' / 'S.A. DE C.V. (RFC …)': the name ending the line above and its legal form", () => {
    const mail = staffMail('Envío la relación del personal asignado por PROVEEDORA INDUSTRIAL DEL CENTRO,', 'S.A. DE C.V. (RFC EXP150301AB2) para el servicio, periodo del 01/02/2026 al 28/02/2026:');
    expect(value(parseFields('mxplantilla', mail), 'razonSocial')).toBe('PROVEEDORA INDUSTRIAL DEL CENTRO, S.A. DE C.V.');
  });

  it('with no comma before the legal form, none is added', () => {
    const mail = staffMail('Relación del personal de GRUPO TÉCNICO ALFA', 'S. DE R.L. DE C.V. · RFC EXP150301AB2');
    expect(value(parseFields('mxplantilla', mail), 'razonSocial')).toBe('GRUPO TÉCNICO ALFA S. DE R.L. DE C.V.');
  });
});

describe("Gmail's print of a message's header, with no captions (session 14)", () => {
  it("the sender's name and address beside the date, and 'para' the addressee, are left out", () => {
    const printed = 'Ana Ruiz <ana@despacho.mx>\tmié, 4 mar 2026, 10:15\npara compras@cliente.mx, pagos@cliente.mx\nVa el acuse del mes.\nFolio: 8842';
    expect(withoutMailPrint(printed)).toBe('Va el acuse del mes.\nFolio: 8842');
  });

  it("a contact line of the document's own ('Atención: Ana Ruiz <ana@despacho.mx>') is the document's", () => {
    const letter = 'Constancia de registro\nAtención: Ana Ruiz <ana@despacho.mx>\nFolio: 8842';
    expect(withoutMailPrint(letter)).toBe(letter);
  });
});
