import { describe, expect, it } from 'vitest';
import { parseFields } from '../index';
import { pdf } from './samples';

/**
 * Printing habits of redesigned portal formats (session 14): numbered sections of cards, a sign between two values on
 * a line, totals rows first, party columns side by side. Samples written from the habits, with tabs where a PDF has a
 * column gap. Identifiers as in samples.ts: RFC EXP150301AB2 / PELJ800101AB3, NSS 12345678903, CURP PELJ800101HDFRPN01.
 */

const data = (type: string, text: string) => parseFields(type, pdf(text)).data;

describe('CSF: the place and the date on one line under the title, a sign between them', () => {
  const issued = (line: string) => {
    const d = data('mxcsf', `CONSTANCIA DE SITUACIÓN FISCAL\n${line}\nRFC: EXP150301AB2`) as { lugarEmision?: string; fechaEmision?: string };
    return [d.lugarEmision, d.fechaEmision];
  };

  it('a middle dot and the weekday spelled out', () => {
    expect(issued('TOLUCA, MÉXICO · viernes, 6 de marzo de 2026')).toEqual(['TOLUCA, MÉXICO', '2026-03-06']);
  });

  it('a bullet, a bar or a dash, with the date in any form', () => {
    expect(issued('ZAPOPAN, JALISCO • 2026-03-06')).toEqual(['ZAPOPAN, JALISCO', '2026-03-06']);
    expect(issued('LEÓN, GUANAJUATO | 06/03/2026')).toEqual(['LEÓN, GUANAJUATO', '2026-03-06']);
    expect(issued('MÉRIDA, YUCATÁN – vie. 6 de marzo de 2026')).toEqual(['MÉRIDA, YUCATÁN', '2026-03-06']);
  });

  it("the same sign after the 'Lugar y fecha de emisión' label", () => {
    expect(issued('Lugar y fecha de emisión: TOLUCA, MÉXICO · 6 de marzo de 2026')).toEqual(['TOLUCA, MÉXICO', '2026-03-06']);
    expect(issued('Lugar y fecha de emisión\nTOLUCA, MÉXICO - 06/03/2026')).toEqual(['TOLUCA, MÉXICO', '2026-03-06']);
  });
});

describe('REPSE: the services numbered under a numbered section heading', () => {
  const top = 'Constancia de registro REPSE\nNúmero de registro\t20451\n1. Datos de la persona registrada\nRazón social\nEXPEDIENTES DEL NORTE SA DE CV\nRFC\tEXP150301AB2\n';
  const list = (text: string) => (data('mxrepse', `${top}${text}`) as { servicios?: { servicio: string }[] }).servicios?.map((s) => s.servicio);

  it("the list numbered afresh ends at the next section's heading; the heading itself is no service", () => {
    expect(list('2. Actividades registradas\n1. VIGILANCIA DE INMUEBLES\n2. CUSTODIA DE VALORES\n3. Firma y sello\nCadena original')).toEqual(['VIGILANCIA DE INMUEBLES', 'CUSTODIA DE VALORES']);
  });

  it("a list whose next number is the next section's: the heading's case tells it apart", () => {
    expect(list('2. Servicios especializados\n1. VIGILANCIA DE INMUEBLES\n2. CUSTODIA DE VALORES\n3. Observaciones\nNinguna')).toEqual(['VIGILANCIA DE INMUEBLES', 'CUSTODIA DE VALORES']);
  });

  it('services one a line with no marks end at the next numbered section', () => {
    expect(list('3. Servicios u obras especializadas registradas\nVIGILANCIA DE INMUEBLES\nCUSTODIA DE VALORES\n4. Verificación\nEscanee el código')).toEqual(['VIGILANCIA DE INMUEBLES', 'CUSTODIA DE VALORES']);
  });

  it("the items numbered under the section's number ('3.1', '3.2')", () => {
    expect(list('3) Servicios u obras especializadas registradas\n3.1 VIGILANCIA DE INMUEBLES\n3.2 CUSTODIA DE VALORES\n4) Verificación')).toEqual(['VIGILANCIA DE INMUEBLES', 'CUSTODIA DE VALORES']);
  });
});

describe('IMSS cédula: a totals row naming the span it sums, before or after the rows', () => {
  const top = 'Cédula de determinación de cuotas\nRegistro patronal\tY5412345105\nPeriodo\tMarzo 2026\n';
  const rows = 'PEREZ LOPEZ JUAN\t12345678903\t31\t512.40\t1,200.10\nMORA RAMIREZ ANA\t01987654322\t31\t1,080.00\t2,010.35';

  it("'Totales del periodo' printed first, right under the header, its cells fewer than the header's", () => {
    const text = `${top}Nombre\tNSS\tDías\tSBC\tTotal\nTotales del periodo\t3,210.45\n${rows}`;
    expect(data('mximsscop', text)).toMatchObject({ importe: '3210.45' });
  });

  it("'Suma del mes' or 'Total de la nómina' after the rows", () => {
    expect(data('mximsscop', `${top}Nombre\tNSS\tDías\tSBC\tTotal\n${rows}\nSuma del mes\t\t\t\t3,210.45`)).toMatchObject({ importe: '3210.45' });
    expect(data('mximsscop', `${top}Nombre\tNSS\tDías\tSBC\tTotal\n${rows}\nTotal de la nómina\t62\t1,592.40\t3,210.45`)).toMatchObject({ importe: '3210.45' });
  });
});

describe('Plantilla: workers as numbered blocks under a company RFC captioned in words', () => {
  const company = 'Relación de trabajadores asignados\nRazón social\nEXPEDIENTES DEL NORTE SA DE CV\nRegistro federal de contribuyentes\nEXP150301AB2\nPeriodo\tMarzo 2026\n';
  const workers = '1. JUAN PEREZ LOPEZ\nRFC PELJ800101AB3\nCURP PELJ800101HDFRPN01\nNSS 12345678903\n2. ANA MORA RAMIREZ\nNSS 01987654322';

  it("the company's RFC over its value is not the first worker's 'RFC …' line, and the worker keeps its name", () => {
    const d = data('mxplantilla', `${company}${workers}`) as { rfc?: string; trabajadores?: { nombre?: string; rfc?: string; nss?: string }[] };
    expect(d.rfc).toBe('EXP150301AB2');
    expect(d.trabajadores?.[0]).toMatchObject({ nombre: 'JUAN PEREZ LOPEZ', rfc: 'PELJ800101AB3', nss: '12345678903' });
    expect(d.trabajadores?.[1]).toMatchObject({ nombre: 'ANA MORA RAMIREZ', nss: '01987654322' });
  });

  it("the worker's block with its identifiers captioned with colons, the CURP first", () => {
    const d = data('mxplantilla', `${company}1. JUAN PEREZ LOPEZ\nCURP: PELJ800101HDFRPN01\nR.F.C.: PELJ800101AB3\nN.S.S.: 12345678903`) as { rfc?: string; trabajadores?: { nombre?: string; rfc?: string }[] };
    expect(d.rfc).toBe('EXP150301AB2');
    expect(d.trabajadores?.[0]).toMatchObject({ nombre: 'JUAN PEREZ LOPEZ', rfc: 'PELJ800101AB3' });
  });
});

describe('Plantilla: a persona física supplier', () => {
  it('its own RFC and CURP printed together at the top stay the party\'s, the numbered workers below', () => {
    const text = 'Relación de trabajadores\nPERALTA LOPEZ JUANA\nRFC PELJ800101AB3\nCURP PELJ800101MDFRPN09\nPeriodo\tMarzo 2026\nContrato\tCSE-2026/014\nCliente\tALFA INDUSTRIAL SA DE CV\n1. ANA MORA RAMIREZ\nNSS 01987654322\n2. LUIS ORTIZ VEGA\nNSS 12345678903';
    const d = data('mxplantilla', text) as { rfc?: string; trabajadores?: { nombre?: string; nss?: string }[] };
    expect(d.rfc).toBe('PELJ800101AB3');
    expect(d.trabajadores?.map((w) => w.nss)).toEqual(['01987654322', '12345678903']);
  });
});

describe('Proof of address: party columns side by side, the address as a card', () => {
  const card = 'Domicilio de instalación\nAV. JUÁREZ 120 PISO 3\nColonia CENTRO\nZAPOPAN, JALISCO\nCódigo postal\n45100\nFecha de emisión\t2026-03-06';

  it("'Emitido por | Facturado a': the issuer's name over its RFC line, the customer's name wrapping in its column", () => {
    const text = `Gas natural · Estado de cuenta\nEmitido por\tFacturado a\nDISTRIBUIDORA DE GAS DEL NORTE, S.A. DE C.V. •\tEXPEDIENTES DEL NORTE, S.A. DE\nRFC DGN990101AB1 · Av. Constitución 400, Monterrey\tC.V.\n${card}`;
    expect(data('mxdomicilio', text)).toMatchObject({ emisor: 'DISTRIBUIDORA DE GAS DEL NORTE, S.A. DE C.V.', titular: 'EXPEDIENTES DEL NORTE, S.A. DE C.V.' });
  });

  it("'Expedido por | Cliente' read the same way", () => {
    const text = `Expedido por\tCliente\nSERVICIOS ELÉCTRICOS DEL BAJÍO, S.A. DE C.V.\tEXPEDIENTES DEL NORTE SA DE CV\n${card}`;
    expect(data('mxdomicilio', text)).toMatchObject({ emisor: 'SERVICIOS ELÉCTRICOS DEL BAJÍO, S.A. DE C.V.', titular: 'EXPEDIENTES DEL NORTE SA DE CV' });
  });

  it("the colonia with its caption on its line, the city line uncaptioned, the C.P. caption over its value", () => {
    const text = `Cliente: EXPEDIENTES DEL NORTE SA DE CV\n${card}`;
    expect(data('mxdomicilio', text)).toMatchObject({ domicilio: 'AV. JUÁREZ 120 PISO 3, COL. CENTRO, C.P. 45100, ZAPOPAN, JALISCO', codigoPostal: '45100' });
  });
});
