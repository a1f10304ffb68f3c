/**
 * The 10th layout of the SAT return acuses (ISR, IVA, annual; held out in session 11, measured there and tuned on
 * since): a DyP acuse whose general data is a header-less grid three pairs wide (the period as the month's number,
 * '03', beside the ejercicio), the date and time as '17/04/2026 12:34:56'. A complementaria also prints the operation
 * number and date of the return it replaces. The taxes are a table; the línea de captura and its deadline come on a
 * second sheet of their own.
 */
import { addDays, capitalize, formatDate, formatMoney, lastDayOfMonth, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnTenth = 'dyp-rejilla-tres-pares-periodo-numero-mes-linea-en-segunda-hoja';

export function returnTenthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const grid: string[][] = [
    ['R.F.C.', supplier.rfc, 'Tipo de declaración', capitalize(tipo.toLowerCase()), 'Ejercicio', ejercicio],
    annual ? ['Periodicidad', 'Anual', 'Medio de presentación', 'Internet', '', ''] : ['Periodicidad', 'Mensual', 'Período', pad2(month), 'Medio de presentación', 'Internet'],
    ['Fecha y hora de presentación', `${formatDate(presented, 'slash')} ${hhmm}:${seconds}`, 'Número de operación', numeroOperacion, '', ''],
  ];
  const blocks: Block[] = [
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 9 }),
    space(4),
    title('ACUSE DE RECIBO', 13),
    text(annual ? 'Declaración del ejercicio · Personas morales' : 'Declaración provisional o definitiva de impuestos federales', { align: 'center', size: 8 }),
    space(8),
    text(`Nombre, denominación o razón social: ${supplier.name}`, { size: 9 }),
    { t: 'table', headers: [], rows: grid, widths: [1.5, 1.6, 1.4, 1.3, 1.3, 0.9], size: 8 },
  ];
  if (tipo === 'COMPLEMENTARIA') {
    // The return this one replaces: another operation number and a date between the period's end and this one's.
    const earliest = annual ? `${Number(ejercicio) + 1}-01-02` : addDays(lastDayOfMonth(Number(ejercicio), month), 1);
    const before = addDays(earliest, rng.int(0, Math.max(0, Math.round((Date.parse(presented) - Date.parse(earliest)) / 86_400_000))));
    blocks.push(
      space(4),
      text('Datos de la declaración que se complementa', { bold: true, size: 8 }),
      { t: 'table', headers: [], rows: [['Número de operación anterior', rng.digits(14), 'Fecha de presentación anterior', formatDate(before, 'slash')]], widths: [1.8, 1.4, 1.8, 1.2], size: 8 },
    );
  }
  blocks.push(
    space(8),
    { t: 'table', title: 'Impuestos declarados', headers: ['Concepto de pago', 'Ejercicio', annual ? 'Tipo' : 'Período', 'Cantidad a pagar'], rows: [[capitalize(concept), ejercicio, annual ? 'Del ejercicio' : pad2(month), formatMoney(importe, 'plain')]], widths: [3, 1, 1, 1.5], size: 9 },
    space(6),
    text('Sello digital:', { size: 7, bold: true }),
    text(sealNoise(rng, 172), { size: 7 }),
  );
  if (!annual) {
    // The payment data on a sheet of its own (a space taller than the page starts the next one).
    blocks.push({ t: 'space', h: 900 }, title('LÍNEA DE CAPTURA', 12), space(6), text('Utilice esta línea de captura para efectuar su pago en las instituciones de crédito autorizadas.', { size: 8 }), space(6));
    blocks.push(text(lineaCaptura, { bold: true, size: 13, align: 'center' }), space(4), text(`Pagar a más tardar el: ${formatDate(vigencia, 'slash')}`, { align: 'center', size: 9 }), space(10), rule);
  }
  return {
    blocks,
    truth: f.truth,
    style: { margin: 48, baseSize: 10, header: ['Declaraciones y Pagos · Acuse de recibo'], footer: (p, n) => `Hoja ${p} de ${n}` },
    title: annual ? 'Acuse de recibo declaración anual' : 'Acuse de recibo declaración provisional',
    producer: 'SAT DyP',
    date: presented,
  };
}
