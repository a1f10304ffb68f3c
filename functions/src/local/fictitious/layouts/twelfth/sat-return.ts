/**
 * The 12th layout of the SAT return acuses (ISR, IVA, annual; held out in session 11, measured there and tuned on
 * since): the DyP acuse that lists each tax as a numbered block of its own ('Concepto de pago 1'), one 'label: value'
 * line per amount (a cargo, parte actualizada, recargos, total de contribuciones, cantidad a pagar) in whole pesos
 * ('$12,345'), the general data with the date of presentation in capitals without the leading zero ('17 DE ABRIL DE
 * 2026') and the time apart, and the línea de captura in a narrow box that breaks it over two lines of ten characters.
 */
import { formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnTwelfth = 'conceptos-de-pago-numerados-en-bloques-pesos-enteros-linea-en-dos-renglones';

export function returnTwelfthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const whole = (n: number) => formatMoney(n, 'wholePesos');
  const line = (label: string, value: string): Block => pair(`${label}:`, value, 'tab', 200);
  const blocks: Block[] = [
    text('SAT', { bold: true, size: 14 }),
    title('ACUSE DE RECIBO', 12),
    text(annual ? 'Declaración anual de personas morales' : 'Declaración provisional o definitiva de impuestos federales', { align: 'center', size: 8.5 }),
    space(8),
    line('RFC', supplier.rfc),
    line('Denominación o razón social', supplier.name),
    line('Tipo de declaración', tipo === 'NORMAL' ? 'Normal' : 'Complementaria'),
    ...(annual ? [] : [line('Periodicidad', 'Mensual'), line('Período de la declaración', monthName(month).toUpperCase())]),
    line('Ejercicio', ejercicio),
    line('Fecha de presentación', formatDate(presented, 'longUpperNoPad')),
    line('Hora de presentación', `${hhmm}:${seconds}`),
    line('Número de operación', numeroOperacion),
    line('Medio de presentación', 'Internet'),
    space(8),
    text('Concepto de pago 1', { bold: true, size: 9.5 }),
    text(`Impuesto: ${concept.toUpperCase()}`, { size: 9, indent: 12 }),
    text(`A cargo: ${whole(importe)}`, { size: 9, indent: 12 }),
    text('Parte actualizada: $0', { size: 9, indent: 12 }),
    text('Recargos: $0', { size: 9, indent: 12 }),
    text(`Total de contribuciones: ${whole(importe)}`, { size: 9, indent: 12 }),
    text(`Cantidad a pagar: ${whole(importe)}`, { size: 9, indent: 12, bold: true }),
  ];
  if (!annual) {
    blocks.push(
      space(8),
      text('Línea de captura', { size: 8 }),
      // The box is as narrow as the acuse's right column, so the twenty characters wrap after the tenth.
      { t: 'box', lines: [lineaCaptura.slice(0, 10), lineaCaptura.slice(10)], size: 11 },
      text(`Importe total a pagar: ${whole(importe)}`, { size: 9 }),
      text(`Vigente hasta: ${formatDate(vigencia, 'slash')}`, { size: 9 }),
    );
  } else blocks.push(space(4), text(`Total a pagar: ${whole(importe)}`, { size: 9, bold: true }));
  blocks.push(space(10), rule, ...satSeal(rng, 'Sello digital:'));
  return {
    blocks,
    truth: f.truth,
    style: { margin: 50, baseSize: 10, header: ['Declaraciones y Pagos'], footer: (p, n) => `Página ${p} de ${n}` },
    title: annual ? 'Acuse de recibo declaración anual' : 'Acuse de recibo declaración provisional',
    producer: 'SAT DyP',
    date: presented,
  };
}
