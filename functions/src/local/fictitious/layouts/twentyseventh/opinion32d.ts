/**
 * The 27th SAT opinion layout (written in session 13 without reading the parsers): the opinión del cumplimiento
 * printed and captured with Adobe Scan (its file name and the scan's date at the top): the header table 'Folio | Clave
 * de R.F.C. | Nombre, denominación o razón social' read row by row (captions on one line, the values on the next),
 * the revision sentence broken where the photographed column ended with the date and the hour on a line of their own,
 * and an OCR slip in the rule's number ('2.l.37').
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { cells, column, scanAppProducer, scanAppStyle } from './scan-app';

export const opinion32dTwentyseventh = 'escaneada-con-adobe-scan-tabla-de-encabezado-leida-renglon-a-renglon-fecha-y-hora-en-renglon-propio';

export function opinion32dTwentyseventhDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('HACIENDA SAT', { bold: true, size: 10 }),
    text('Opinión del cumplimiento de obligaciones fiscales', { bold: true, size: 11 }),
    space(6),
    cells(['Folio', 'Clave de R.F.C.', 'Nombre, denominación o razón social']),
    cells([folio, supplier.rfc, supplier.name]),
    space(6),
    text('Revisión practicada el día'),
    text(`${formatDate(date, 'longNoPad')}, a las ${hhmm} horas`),
    space(4),
    ...column(
      positive
        ? 'En los controles electrónicos internos del Servicio de Administración Tributaria se observa que el contribuyente se encuentra al corriente en el cumplimiento de sus obligaciones fiscales, por lo que se emite opinión en sentido POSITIVO.'
        : 'En los controles electrónicos internos del Servicio de Administración Tributaria se observa que el contribuyente no se encuentra al corriente en el cumplimiento de sus obligaciones fiscales, por lo que se emite opinión en sentido NEGATIVO.',
      68,
    ),
    space(4),
    ...column('La presente opinión se emite con base en lo dispuesto por el artículo 32-D del Código Fiscal de la Federación y la regla 2.l.37 de la Resolución Miscelánea Fiscal vigente.', 68, 8),
    space(6),
    text('Sello digital:', { size: 7 }),
    text(rng.chars(90, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('adobeScan', rng, date, 10), title: 'Adobe Scan', producer: scanAppProducer.adobeScan, date };
}
