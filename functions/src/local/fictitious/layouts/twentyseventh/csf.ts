/**
 * The 27th CSF layout (written in session 13 without reading the parsers): the constancia's first page captured with
 * CamScanner (its watermark at the foot), read as the OCR reads the photographed two-column page: the left column's
 * cédula (RFC, name, idCIF) first, then the right column's 'Lugar y Fecha de Emisión' and date, then the data grids
 * read row by row (two caption:value pairs on one line, separated by single spaces), the activities and regimes tables
 * one row a line. Everything fits the first page, as a one-page scan keeps it.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { cells, scanAppProducer, scanAppStyle } from './scan-app';

export const csfTwentyseventh = 'escaneada-con-camscanner-columnas-leidas-en-orden-rejillas-de-datos-leidas-renglon-a-renglon';

export function csfTwentyseventhDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'slash');
  const s = 8;
  // The RFC and the name are the cédula's; the identification grid gives what the cédula lacks.
  const identity = supplier.kind === 'fisica' ? ['CURP:', supplier.curp ?? ''] : ['Régimen Capital:', supplier.regimenCapital ?? ''];
  const blocks: Block[] = [
    text('HACIENDA SAT', { bold: true, size: 9 }),
    text('CÉDULA DE IDENTIFICACIÓN FISCAL', { bold: true, size: 8.5 }),
    text(supplier.rfc, { bold: true, size: 10 }),
    text('Registro Federal de Contribuyentes', { size: 7 }),
    text(supplier.name, { size: 9 }),
    text('Nombre, denominación o razón social', { size: 7 }),
    text(`idCIF: ${idCif}`, { size: s }),
    text('VALIDA TU INFORMACIÓN FISCAL', { size: 7 }),
    text('CONSTANCIA DE SITUACIÓN FISCAL', { bold: true, size: 9 }),
    text('Lugar y Fecha de Emisión', { size: 7 }),
    text(`${f.truth.lugarEmision ?? ''} A ${formatDate(date, 'longUpper')}`, { size: s }),
    space(4),
    text('Datos de Identificación del Contribuyente:', { bold: true, size: s }),
    cells([...identity, 'Fecha inicio de operaciones:', formatDate(start, 'longUpper')], s),
    cells(['Estatus en el padrón:', 'ACTIVO', 'Nombre comercial:', ''], s),
    space(4),
    text('Datos del domicilio registrado', { bold: true, size: s }),
    cells(['Código Postal:', a.codigoPostal, 'Tipo de Vialidad:', a.vialidadTipo], s),
    cells(['Nombre de Vialidad:', a.vialidad, 'Número Exterior:', a.numero], s),
    cells(['Número Interior:', a.interior ?? '', 'Nombre de la Colonia:', a.colonia], s),
    cells(['Nombre de la Localidad:', '', 'Nombre del Municipio o Demarcación Territorial:', a.municipio], s),
    cells(['Nombre de la Entidad Federativa:', a.entidad, 'Entre Calle:', ''], s),
    space(4),
    text('Actividades Económicas:', { bold: true, size: s }),
    cells(['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], s),
    ...f.chosenActivities.map((act, i) => cells([String(i + 1), act, String(f.percents[i] ?? ''), d(start)], s)),
    space(4),
    text('Regímenes:', { bold: true, size: s }),
    cells(['Régimen', 'Fecha Inicio', 'Fecha Fin'], s),
    ...f.regimes.map((r) => cells([r, d(start)], s)),
    space(4),
    text('Obligaciones:', { bold: true, size: s }),
    cells(['Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio', 'Fecha Fin'], s),
    cells(['Declaración informativa de IVA con la anual de ISR.', 'A más tardar el 30 de abril del ejercicio siguiente.'], s),
    space(4),
    text(`Cadena Original Sello: ||${rng.digits(4)}/${rng.digits(2)}/${rng.digits(2)}|CONSTANCIA DE SITUACIÓN FISCAL|${rng.digits(12)}||`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('camscanner', rng, date, s), title: 'CamScanner', producer: scanAppProducer.camscanner, date };
}
