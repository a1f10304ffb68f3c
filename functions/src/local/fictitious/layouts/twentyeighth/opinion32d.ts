/**
 * The 28th SAT compliance opinion (written in session 13 without reading the parsers): the opinion as the supplier's
 * office sends it to a client: the DMS's stamp on every page, 'COPIA COTEJADA' over the SAT's text, the folio and the
 * issue date and hour in a label/value grid with no header ('06.01.2026 10:45 hrs.'), a reviewer's note beside the
 * result, and the legal representative's statement 'bajo protesta de decir verdad' at the end.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { satSeal, space, text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { cotejo, note, office, officeStyle, protesta } from './office';

export const opinion32dTwentyeighth = 'enviada-por-el-proveedor-sello-del-gestor-documental-copia-cotejada-rejilla-folio-fecha-con-hrs-y-protesta-del-representante';

export function opinion32dTwentyeighthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const o = office(rng, date, 'Expediente REPSE');
  const blocks: Block[] = [
    cotejo(o),
    text('SAT · Servicio de Administración Tributaria', { bold: true, size: 10 }),
    text('OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES', { bold: true, size: 11, align: 'center' }),
    space(6),
    { t: 'table', headers: [], widths: [1.6, 3], rows: [['Folio', folio], ['Clave de R.F.C.', supplier.rfc], ['Nombre, denominación o razón social', supplier.name], ['Fecha y hora de emisión', `${formatDate(date, 'dots')} ${hhmm} hrs.`]] },
    space(6),
    text(`Estimado contribuyente: en atención a su solicitud, se le informa que en los controles electrónicos del SAT se observa que se encuentra ${positive ? 'al corriente' : 'con incumplimientos'} en sus obligaciones fiscales, por lo que se emite opinión en sentido ${positive ? 'POSITIVO' : 'NEGATIVO'}.`),
    note(o, positive ? 'OK — vigente 30 días naturales' : 'Pedir aclaración al proveedor antes de pagar'),
    space(4),
    text('La opinión se emite con fundamento en el artículo 32-D del Código Fiscal de la Federación y la regla 2.1.37 de la Resolución Miscelánea Fiscal vigente; no constituye resolución en sentido favorable.', { size: 8 }),
    ...satSeal(rng, 'Sello digital'),
    ...protesta(o, supplier.name, 'Ciudad de México', 'opinión de cumplimiento de obligaciones fiscales'),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Opinión 32-D`, producer: 'Adobe Acrobat Pro (64-bit) 24.1.20604', date };
}
