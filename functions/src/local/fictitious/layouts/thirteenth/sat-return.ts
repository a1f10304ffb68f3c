/**
 * The 13th layout of the SAT return acuses (ISR, IVA, annual; held out from session 11, after the 12th was measured):
 * the acuse of a monthly return that declares several concepts at once, as most employers' returns do (ISR withheld on
 * wages together with ISR withheld on assimilated wages and on fees; IVA together with the IVA withheld). The general
 * data are a header-less label/value grid, one pair a row; the taxes a headed table with one row per concept (a cargo,
 * compensaciones, cantidad a pagar) and no total row; the amount to pay comes once, under the línea de captura, as
 * 'Importe total a pagar'. The annual return declares its one concept the same way.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnThirteenth = 'varios-conceptos-por-renglon-sin-fila-de-total-importe-total-bajo-la-linea-rejilla-una-pareja-por-fila';

/** The concepts a return declares besides its main one (ISR or IVA withheld from others). */
const companions: Record<string, string[]> = {
  'ISR retenciones por salarios': ['ISR retenciones por asimilados a salarios', 'ISR retenciones por servicios profesionales'],
  IVA: ['IVA retenciones'],
};

export function returnThirteenthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const whole = (n: number) => formatMoney(n, 'wholePesos');
  // The other concepts take a small share of the total in whole pesos; the main one the rest.
  const others = (companions[concept] ?? []).slice(0, annual ? 0 : rng.int(1, 2)).map((c) => [c, Math.max(1, Math.floor((importe * rng.int(3, 12)) / 100))] as const);
  const main = importe - others.reduce((s, [, n]) => s + n, 0);
  const general: string[][] = [
    ['RFC', supplier.rfc],
    ['Denominación o razón social', supplier.name],
    ['Tipo de declaración', capitalize(tipo.toLowerCase())],
    ...(annual ? [] : [['Periodicidad', 'Mensual'], ['Período', capitalize(monthName(month))]]),
    ['Ejercicio', ejercicio],
    ['Fecha y hora de presentación', `${formatDate(presented, 'slash')} ${hhmm}:${seconds}`],
    ['Número de operación', numeroOperacion],
    ['Medio de presentación', 'Internet'],
  ];
  const blocks: Block[] = [
    text('SAT', { bold: true, size: 14 }),
    text('Servicio de Administración Tributaria', { size: 8 }),
    space(6),
    title('ACUSE DE RECIBO', 12),
    text(annual ? 'Declaración anual. Personas morales. Régimen general' : 'Declaración provisional o definitiva de impuestos federales', { align: 'center', size: 8.5 }),
    space(6),
    { t: 'table', headers: [], rows: general, widths: [1.6, 3], size: 9 },
    space(6),
    {
      t: 'table',
      title: 'Conceptos declarados',
      headers: ['Concepto de pago', 'A cargo', 'Compensaciones', 'Cantidad a pagar'],
      rows: [[concept, main] as const, ...others].map(([c, n]) => [c, whole(n), '$0', whole(n)]),
      widths: [3.2, 1.1, 1.2, 1.3],
      size: 8.5,
    },
  ];
  if (!annual) {
    blocks.push(
      space(8),
      text('Línea de captura', { bold: true, size: 9 }),
      text(lineaCaptura, { size: 11 }),
      text(`Importe total a pagar: ${whole(importe)}`, { size: 9.5, bold: true }),
      text(`Pagar a más tardar el: ${formatDate(vigencia, 'slash')}`, { size: 9 }),
    );
  } else blocks.push(space(6), text(`Importe total a pagar: ${whole(importe)}`, { size: 9.5, bold: true }));
  blocks.push(space(10), rule, ...satSeal(rng, 'Sello digital:'));
  return {
    blocks,
    truth: f.truth,
    style: { margin: 48, baseSize: 10, header: ['Hacienda · SAT · Declaraciones y Pagos'], footer: (p, n) => `Página ${p} de ${n}` },
    title: annual ? 'Acuse de recibo declaración anual' : 'Acuse de recibo declaración provisional',
    producer: 'SAT DyP',
    date: presented,
  };
}
