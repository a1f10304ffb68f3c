/**
 * The 8th layout of the SAT return acuses (ISR, IVA, annual; held out in session 10, tuned on since session 11): the
 * 2025 DyP print with the acuse's field names in capitals in a grid two pairs wide ('R.F.C.', 'EJERCICIO', 'PERÍODO DE
 * LA DECLARACIÓN' as the month's name, 'TIPO DE DECLARACIÓN'), the date as '03 de Marzo de 2026 14:05:33', the tax and
 * its amount as '12,345.00 M.N.', the línea de captura, its amount and deadline in a three-column table.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';

export const returnEighth = 'dyp-rejilla-mayusculas-importe-mn-tabla-linea';

export type ReturnFacts = {
  rng: Rng;
  supplier: Supplier;
  truth: Record<string, string>;
  annual: boolean;
  presented: string;
  hhmm: string;
  seconds: string;
  tipo: string;
  ejercicio: string;
  month: number;
  numeroOperacion: string;
  lineaCaptura: string;
  importe: number;
  vigencia: string;
  concept: string;
};

export function returnEighthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const general: string[][] = annual
    ? [
        ['R.F.C.:', supplier.rfc, 'EJERCICIO:', ejercicio],
        ['TIPO DE DECLARACIÓN:', tipo, 'NÚMERO DE OPERACIÓN:', numeroOperacion],
      ]
    : [
        ['R.F.C.:', supplier.rfc, 'EJERCICIO:', ejercicio],
        ['PERÍODO DE LA DECLARACIÓN:', monthName(month).toUpperCase(), 'PERIODICIDAD:', 'MENSUAL'],
        ['TIPO DE DECLARACIÓN:', tipo, 'NÚMERO DE OPERACIÓN:', numeroOperacion],
      ];
  const blocks: Block[] = [
    text('HACIENDA | SAT', { bold: true, size: 11 }),
    space(6),
    title(annual ? 'DECLARACIÓN ANUAL · ACUSE DE RECIBO' : 'ACUSE DE RECIBO · PAGOS PROVISIONALES Y DEFINITIVOS', 11),
    space(8),
    text(`NOMBRE, DENOMINACIÓN O RAZÓN SOCIAL: ${supplier.name}`, { size: 9 }),
    { t: 'table', headers: [], rows: general, widths: [2.3, 1.8, 2, 1.6], size: 8.5 },
    pair('FECHA Y HORA DE PRESENTACIÓN:', `${formatDate(presented, 'longCap')} ${hhmm}:${seconds}`, 'tab', 200),
    pair('MEDIO DE PRESENTACIÓN:', 'INTERNET', 'tab', 200),
    space(8),
    text('CONCEPTOS DECLARADOS', { bold: true, size: 9 }),
    text(`${capitalize(concept)} ................ ${formatMoney(importe, 'mnPlain')}`, { size: 9 }),
    text(`Cantidad a cargo ................ ${formatMoney(importe, 'mnPlain')}`, { size: 9 }),
  ];
  if (!annual) {
    blocks.push(space(6), { t: 'table', title: 'Datos para el pago', headers: ['Línea de captura', 'Importe a pagar', 'Pagar a más tardar'], rows: [[lineaCaptura, formatMoney(importe, 'mnPlain'), formatDate(vigencia, 'longCap')]], widths: [2.6, 1.4, 1.8], size: 8.5 });
  }
  blocks.push(space(10), rule, text('Sello digital del SAT', { size: 7, bold: true }), text(sealNoise(rng, 150), { size: 7 }), text(`Acuse generado con el folio ${numeroOperacion}.`, { size: 7 }));
  return {
    blocks,
    truth: f.truth,
    style: { margin: 46, baseSize: 10, footer: (p, n) => `Declaraciones y Pagos · Hoja ${p} de ${n}` },
    title: annual ? 'Acuse declaración anual' : 'Acuse declaración provisional',
    producer: 'SAT Declaraciones y Pagos 2025',
    date: presented,
  };
}
