/**
 * The 20th 32-D opinion layout (held out from session 12, written without reading the parsers): the opinion as the
 * SAT's 2024 download prints it: the folio and the issue date with its hour ('05/Mar/2026 a las 10:41:07 horas') in
 * one line under the title, the taxpayer's RFC and name as two label lines, and the sense in capitals inside a box
 * ('SENTIDO DE LA OPINIÓN: POSITIVO').
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dTwentieth = 'descarga-2024-folio-y-fecha-con-hora-en-un-renglon-mes-abreviado-sentido-en-recuadro';

export function opinion32dTwentiethDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('Hacienda | SAT', { bold: true, size: 12 }),
    space(6),
    title('OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES', 11),
    text(`Folio ${folio}  ·  Emitida el ${formatDate(date, 'abbrSlash')} a las ${hhmm}:${pad2(rng.int(0, 59))} horas`, { align: 'center', size: 8.5 }),
    space(8),
    text(`RFC del contribuyente: ${supplier.rfc}`, { size: 9.5 }),
    text(`Nombre, denominación o razón social: ${supplier.name}`, { size: 9.5 }),
    space(6),
    { t: 'box', lines: [`SENTIDO DE LA OPINIÓN: ${positive ? 'POSITIVO' : 'NEGATIVO'}`], size: 11 },
    space(4),
    text(
      positive
        ? 'Se emite opinión en sentido positivo: a la fecha no se identificaron obligaciones fiscales pendientes de cumplimiento.'
        : 'Se emite opinión en sentido negativo: a la fecha se identificaron obligaciones fiscales pendientes de cumplimiento.',
      { size: 8.5 },
    ),
    text('Regla 2.1.37 de la Resolución Miscelánea Fiscal vigente y artículo 32-D del Código Fiscal de la Federación.', { size: 7.5 }),
    space(6),
    rule,
    ...satSeal(rng, 'Cadena original:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}  ·  sat.gob.mx` }, title: 'Opinión de cumplimiento', producer: 'SAT Opinión del cumplimiento', date };
}
