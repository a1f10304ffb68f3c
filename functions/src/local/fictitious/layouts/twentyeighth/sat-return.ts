/**
 * The 28th SAT return acuse (written in session 13 without reading the parsers): the acuse as it goes in a REPSE
 * compliance package: the DMS's stamp, 'COPIA COTEJADA', the acuse's data as 'Label: value' lines, the presentation
 * date and hour as '5 de marzo, 2026 a las 10:07 hrs', and a second page with the supplier's own 'control de
 * declaraciones' restating the period, the operation number and the amount.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, space, text } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { cotejo, note, office, officeDate, officeStyle, pageBreak } from './office';

export const returnTwentyeighth = 'acuse-en-paquete-repse-del-proveedor-renglones-titulo-valor-fecha-d-de-mes-coma-anio-a-las-y-control-de-declaraciones';

export function returnTwentyeighthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const o = office(rng, presented, 'Expediente Fiscal');
  const line = (label: string, value: string) => pair(label, value, 'inline');
  const periodo = annual ? `Del ejercicio ${ejercicio}` : `${capitalize(monthName(month))} ${ejercicio}`;
  const blocks: Block[] = [
    cotejo(o),
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 10 }),
    text(annual ? 'ACUSE DE RECIBO · DECLARACIÓN DEL EJERCICIO, PERSONAS MORALES' : 'ACUSE DE RECIBO · DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES', { bold: true }),
    space(6),
    line('R.F.C.:', supplier.rfc),
    line('Nombre o razón social:', supplier.name),
    line('Tipo de declaración:', tipo),
    line('Período:', periodo),
    line('Fecha y hora de presentación:', `${officeDate(presented, 'commaYear')} a las ${hhmm} hrs`),
    line('Número de operación:', numeroOperacion),
    line('Medio de presentación:', 'Internet'),
    space(4),
    line('Concepto:', concept),
    line(annual ? 'Cantidad a cargo:' : 'Total a pagar:', formatMoney(importe, 'dollar')),
    ...(annual ? [] : [line('Línea de captura:', lineaCaptura), line('Pagar antes de:', formatDate(vigencia, 'slash'))]),
    note(o, annual ? 'Anual presentada en tiempo — OK' : 'Pagada, ver comprobante bancario'),
    space(6),
    text('El presente acuse no es comprobante de pago. Sello digital:', { size: 7.5 }),
    text(rng.chars(88, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), { size: 6.5 }),
    pageBreak,
    text(supplier.name, { bold: true, size: 10 }),
    text('CONTROL DE DECLARACIONES PRESENTADAS', { bold: true }),
    { t: 'table', headers: ['Período', 'Presentada', 'No. de operación', 'Importe'], widths: [1.4, 1, 1.6, 1.2], rows: [[periodo, officeDate(presented, 'roman'), numeroOperacion, formatMoney(importe, 'dollar')]] },
    text(`Revisó: ${o.reviewer}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Acuse de declaración`, producer: 'DocuWare', date: presented };
}
