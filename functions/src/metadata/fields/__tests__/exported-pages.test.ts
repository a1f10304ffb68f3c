import { describe, expect, it } from 'vitest';
import { parsePeriod } from '../dates';
import { parseFields } from '../index';
import { TextDoc, fold, freeText, isGridChrome } from '../text';
import { pdf } from './samples';

/**
 * Pages a portal or an ERP prints with its 'Exportar a PDF' button (session 14): the data grid's controls, column
 * sort markers, definition lists (caption on one line, value on the next, no colon), compact period codes.
 * Samples written from the rules, with tabs where a PDF has a column gap.
 * Identifiers: RFC EXP150301AB2, NRP Y5412345105.
 */

describe("A data grid's controls printed with the page carry no value (session 14)", () => {
  it.each([
    'Mostrar 25 registros\tBuscar:',
    'Show 50 entries',
    'Buscar:',
    'Mostrando 1 a 12 de 40 registros',
    'Mostrando registros del 11 al 20 de un total de 40 registros',
    'Showing 1 to 5 of 5 entries',
    'Registros del 1 al 3 de un total de 3',
    'Anterior 1 2 3 Siguiente',
    'Primero Anterior 1 Siguiente Último',
    '« 1 2 »',
    'Imprimir · Descargar · Compartir',
    'Exportar a Excel | Exportar a PDF | Imprimir',
  ])("'%s' is chrome", (line) => {
    expect(isGridChrome(line)).toBe(true);
  });

  it.each(['Mostrar en el padrón', 'Servicios de limpieza y mantenimiento', 'Anterior domicilio fiscal', '1 a 7 de julio de 2026'])(
    "'%s' is not",
    (line) => {
      expect(isGridChrome(line)).toBe(false);
    },
  );

  it("a sort marker ends its column's caption: 'Fecha (desc.)', '# (asc.) NSS', 'Importe ▼'", () => {
    const doc = new TextDoc(pdf('Folio\tFecha (desc.)\tImporte ▼\n# (asc.) NSS\tNombre'));
    expect(doc.cells[0]).toEqual(['Folio', 'Fecha', 'Importe']);
    expect(doc.cells[1]).toEqual(['#', 'NSS', 'Nombre']);
  });

  it('the services grid under its heading: the page-length selector is no header, the header row no service', () => {
    const text = [
      'Aviso de registro REPSE',
      'Razón social: ARCHIVOS DEL NORESTE, S.A. DE C.V.',
      'Número de registro: 45210',
      'Servicios u obras especializadas',
      'Mostrar 25 registros\tBuscar:',
      'No. ▲\tDescripción del servicio',
      '1\tDIGITALIZACIÓN Y RESGUARDO DE ARCHIVOS',
      '2\tMENSAJERÍA Y PAQUETERÍA',
      'Mostrando 1 a 2 de 2 registros',
      'Anterior 1 Siguiente',
    ].join('\n');
    expect(parseFields('mxrepse', pdf(text)).data.servicios).toEqual([{ servicio: 'DIGITALIZACIÓN Y RESGUARDO DE ARCHIVOS' }, { servicio: 'MENSAJERÍA Y PAQUETERÍA' }]);
  });
});

describe('A period keyed by a letter for its length and its number (session 14)', () => {
  it.each([
    ['2026-C1', '2026-01-01', '2026-04-30'],
    ['C2-2025', '2025-05-01', '2025-08-31'],
    ['3C/2025', '2025-09-01', '2025-12-31'],
    ['2026 C3', '2026-09-01', '2026-12-31'],
    ['2026-B2', '2026-03-01', '2026-04-30'],
    ['B6/2025', '2025-11-01', '2025-12-31'],
    ['2026-T2', '2026-04-01', '2026-06-30'],
    ['S2-2025', '2025-07-01', '2025-12-31'],
  ])("'%s' is %s to %s", (code, from, to) => {
    expect(parsePeriod(code)).toEqual({ from, to });
  });

  it.each(['2026-C4', 'RFC EXP150301AB2', 'Línea 0326B2XK2026'])("'%s' is no such period", (text) => {
    expect(parsePeriod(text)).toBeUndefined();
  });

  it("a grid of filed informativas: the cuatrimestre column's '2025-C2' gives the number and its ejercicio", () => {
    const text = [
      'Informativa de contratos de servicios u obras especializados (ICSOE)',
      'Registro patronal\tY5412345105',
      'Folio\tCuatrimestre\tFecha de envío\tContratos\tTrabajadores',
      'ICSOE2025000123\t2025-C2\t2025-09-10 11:20:00\t4\t21',
    ].join('\n');
    expect(parseFields('mxicsoe', pdf(text)).data).toMatchObject({ cuatrimestre: 2, ejercicio: 2025 });
  });

  it.each(['C1-2026', '1C/2026', 'Cuatrimestre 1 2026', '2026/1'])("the cuatrimestre '%s' under its caption", (period) => {
    const text = ['Informativa de contratos de servicios u obras especializados (ICSOE)', 'Cuatrimestre', period, 'Contratos informados', '3'].join('\n');
    expect(parseFields('mxicsoe', pdf(text)).data).toMatchObject({ cuatrimestre: 1, ejercicio: 2026 });
  });

  it("a cédula's bimestre 'B3-2026' is the period of its last month", () => {
    const text = ['Cédula de determinación de cuotas, aportaciones y amortizaciones', 'Registro patronal\tY5412345105', 'Bimestre', 'B3-2026'].join('\n');
    expect(parseFields('mxinfonavitbim', pdf(text)).data).toMatchObject({ periodo: '06-2026' });
  });
});

describe('An address printed as a definition list, caption over value (session 14)', () => {
  const bill = (lines: string[]) =>
    parseFields('mxdomicilio', pdf(['Portal de clientes · Agua', 'COMISIÓN MUNICIPAL DE AGUA POTABLE Y ALCANTARILLADO DE ZAPOPAN', 'Inicio > Mis recibos', 'Nombre del usuario', 'ARCHIVOS DEL NORESTE, S.A. DE C.V.', ...lines, 'Fecha de emisión', '03-MAR-2026'].join('\n'))).data;

  it('street, colonia, municipio and state, C.P.: one address in the usual order; no caption is a value', () => {
    const data = bill(['Domicilio de la toma', 'AV. PATRIA 1480 INT. 4', 'Colonia', 'JARDINES UNIVERSIDAD', 'Municipio / Estado', 'ZAPOPAN, JALISCO', 'C.P.', '45110']);
    expect(data).toMatchObject({ domicilio: 'AV. PATRIA 1480 INT. 4, COL. JARDINES UNIVERSIDAD, C.P. 45110, ZAPOPAN, JALISCO', codigoPostal: '45110' });
    expect(data.emisor).toBe('COMISIÓN MUNICIPAL DE AGUA POTABLE Y ALCANTARILLADO DE ZAPOPAN');
  });

  it('the number in its own caption, a blank interior left under its caption, the state apart', () => {
    const data = bill(['Calle', 'PASEO DE LOS LEONES', 'Número exterior', '2210', 'Número interior', 'Colonia', 'CUMBRES', 'Código postal', '64610', 'Municipio', 'MONTERREY', 'Estado', 'NUEVO LEÓN']);
    expect(data.domicilio).toBe('PASEO DE LOS LEONES 2210, COL. CUMBRES, C.P. 64610, MONTERREY, NUEVO LEÓN');
  });

  it("a portal's brand line with 'Agua potable' after a dot is not the utility's name", () => {
    const data = parseFields('mxdomicilio', pdf(['Mi Cuenta · Agua potable', 'JUNTA LOCAL DE AGUA POTABLE DE SAN PEDRO', 'Titular: ARCHIVOS DEL NORESTE, S.A. DE C.V.', 'Domicilio: CALLE JUÁREZ 12, COL. CENTRO, C.P. 66200'].join('\n'))).data;
    expect(data.emisor).toBe('JUNTA LOCAL DE AGUA POTABLE DE SAN PEDRO');
  });
});

describe("A persona física's name under 'Nombre (s)' alone on its line (session 14)", () => {
  it.each([
    ['Nombre (s)', ['MARÍA FERNANDA', 'Primer apellido', 'LÓPEZ', 'Segundo apellido', 'ARIAS'], 'MARÍA FERNANDA LÓPEZ ARIAS'],
    ['Nombre(s)', ['MARÍA FERNANDA LÓPEZ ARIAS'], 'MARÍA FERNANDA LÓPEZ ARIAS'],
    ['Nombres', ['MARÍA FERNANDA LÓPEZ ARIAS'], 'MARÍA FERNANDA LÓPEZ ARIAS'],
  ])("'%s' over the name", (caption, rest, name) => {
    const text = ['Constancia de Situación Fiscal', 'RFC', 'LOAM850312QK4', caption, ...rest, 'Estatus en el padrón', 'ACTIVO'].join('\n');
    expect(parseFields('mxcsf', pdf(text)).data.nombre).toBe(name);
  });

  it("'Trabajador (es)' with a space before its plural marker is the plural label", () => {
    const doc = new TextDoc(pdf('Número de trabajador (es)\t12'));
    expect(doc.folded[0]).toMatch(/^numero de trabajadores\s+12$/);
  });
});

describe("A payments grid's bare 'Fecha' column is the payment's date (session 14)", () => {
  const sipare = (grid: string[]) =>
    parseFields('mxsipare', pdf(['Pagos SIPARE realizados', 'Registro patronal', 'Y5412345105', 'RFC', 'EXP150301AB2', ...grid].join('\n'))).data;

  it.each([
    [['Fecha\tPeriodo\tLínea de captura\tImporte', '14-MAR-2026\t2026-02\t0226ABCDEF1234567890\t$12,400.50'], '2026-03-14'],
    [['Fecha y hora\tReferencia\tMonto', '14/03/2026 10:12\t88120044\t12,400.50'], '2026-03-14T10:12'],
    [['Día\tOperación\tImporte', '2026-03-14\t771203\t$12,400.50'], '2026-03-14'],
  ])('%j', (grid, paid) => {
    expect(sipare(grid).fechaPago).toBe(paid);
  });

  it("a grid's 'Fecha' with no column of the payment's own is no payment date", () => {
    expect(sipare(['Fecha\tEvento', '14-MAR-2026\tConsulta']).fechaPago).toBeUndefined();
  });
});

describe("A word joined to the count of the next column by a narrow gap (session 14)", () => {
  it("'COMPLEMENTARIA 2' under 'Tipo | Contratos': the type and the count", () => {
    const doc = new TextDoc(pdf('Folio\tTipo\tContratos\tTrabajadores\nICSOE2026000456\tCOMPLEMENTARIA 2\t15'));
    expect(doc.cells[1]).toEqual(['ICSOE2026000456', 'COMPLEMENTARIA', '2', '15']);
  });

  it("a name before a column that counts nothing stays whole ('Sucursal | Plaza': 'CENTRO 2')", () => {
    const doc = new TextDoc(pdf('Folio\tSucursal\tPlaza\tCajero\nA001\tCENTRO 2\tMONTERREY'));
    expect(doc.cells[1]).toEqual(['A001', 'CENTRO 2', 'MONTERREY']);
  });
});

describe("A definition list's blank value: the next caption is no value, nor is the value under it (session 14)", () => {
  const stops = [/telefono/, /correo\s+electronico/, /numero\s+interior/, /colonia/, /razon\s+social/];

  it.each([
    ['Teléfono', ['Correo electrónico', 'ventas@archivos.example']],
    ['Número interior', ['Colonia', 'CENTRO']],
  ])("'%s' over the next caption: neither it nor its value", (caption, next) => {
    const doc = new TextDoc(pdf([caption, ...next].join('\n')));
    expect(doc.find(new RegExp(fold(caption)), freeText, { stops })).toBeUndefined();
  });

  it('a caption with its value under it keeps it', () => {
    const doc = new TextDoc(pdf(['Razón social', 'ARCHIVOS DEL NORESTE, S.A. DE C.V.', 'Número interior', 'Colonia', 'CENTRO'].join('\n')));
    expect(doc.find(/colonia/, freeText, { stops })?.value).toBe('CENTRO');
    expect(doc.find(/razon\s+social/, freeText, { stops })?.value).toBe('ARCHIVOS DEL NORESTE, S.A. DE C.V.');
  });
});
