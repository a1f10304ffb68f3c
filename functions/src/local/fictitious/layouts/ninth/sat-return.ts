/**
 * The 9th layout of the SAT return acuses (ISR, IVA, annual; held out in session 11, tuned on since session 11):
 * another generation of the DyP acuse. The general data as one headed row (R.F.C., tipo, período as the DyP writes a
 * month, 'Marzo - Marzo', or 'Del Ejercicio' for the annual, ejercicio), the name under its caption, presentation date
 * and time, medium and operation as a second headed row, the taxes with ejercicio and período per line, amounts as
 * '$12,345.00 MN', the línea de captura in a box under its caption with the amount and the deadline after it.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnNinth = 'acuse-dyp-filas-encabezadas-periodo-mes-guion-mes-importe-mn';

export function returnNinthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const m = (n: number) => formatMoney(n, 'mnNoDots');
  const periodo = annual ? 'Del Ejercicio' : `${capitalize(monthName(month))} - ${capitalize(monthName(month))}`;
  const blocks: Block[] = [
    text('SHCP · SAT', { bold: true, size: 10 }),
    space(6),
    title('ACUSE DE RECIBO', 13),
    text(annual ? 'DECLARACIÓN ANUAL DE PERSONAS MORALES DEL RÉGIMEN GENERAL' : 'DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES', { align: 'center', size: 8, bold: true }),
    space(8),
    { t: 'table', title: 'Datos generales', headers: ['R.F.C.', 'Tipo de declaración', 'Período', 'Ejercicio'], rows: [[supplier.rfc, capitalize(tipo.toLowerCase()), periodo, ejercicio]], widths: [1.6, 1.5, 1.8, 1], size: 9 },
    space(4),
    text('Nombre, denominación o razón social', { size: 7 }),
    text(supplier.name),
    space(4),
    { t: 'table', headers: ['Fecha y hora de presentación', 'Medio de presentación', 'Número de operación'], rows: [[`${formatDate(presented, 'dash')} ${hhmm}:${seconds}`, 'Internet', numeroOperacion]], widths: [2, 1.4, 1.8], size: 9 },
    space(8),
    {
      t: 'table',
      title: 'Impuestos declarados',
      headers: ['Concepto de pago', 'Ejercicio', 'Período', 'Cantidad a cargo', 'Cantidad a pagar'],
      rows: [[capitalize(concept), ejercicio, periodo, m(importe), m(importe)]],
      widths: [2.6, 0.9, 1.6, 1.4, 1.4],
      size: 8.5,
    },
  ];
  if (!annual) {
    blocks.push(
      space(8),
      text('Línea de captura', { size: 8, bold: true }),
      { t: 'box', lines: [lineaCaptura], size: 12 },
      text(`Importe total a pagar: ${m(importe)}`, { size: 9 }),
      text(`Fecha de vigencia de la línea de captura: ${formatDate(vigencia, 'dash')}`, { size: 9 }),
    );
  }
  blocks.push(space(10), rule, text('Sello digital', { size: 7, bold: true }), text(sealNoise(rng, 172), { size: 7 }));
  return {
    blocks,
    truth: f.truth,
    style: { margin: 46, baseSize: 10, header: ['Declaraciones y Pagos'], footer: (p, n) => `${p} de ${n}` },
    title: annual ? 'Acuse de recibo declaración anual' : 'Acuse de recibo declaración provisional',
    producer: 'SAT DyP',
    date: presented,
  };
}
