import { describe, expect, it } from 'vitest';
import { parseFields } from '../index';
import { TextDoc, isGridChrome } from '../text';
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
