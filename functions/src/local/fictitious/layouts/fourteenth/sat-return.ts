/**
 * The 14th SAT return acuse (held out from session 11, written after the 13th was measured): the DeclaraSAT / DyP
 * 'Acuse de recibo de la declaración' reprinted from 'Consulta de declaraciones', in headed rows read across: the RFC,
 * the type and the ejercicio in one row; the period as its first and last day ('Del 01/01/2025 al 31/01/2025') beside
 * the periodicity; the date and time of presentation as '05 de feb. de 2025 13:09:27' beside the operation number; the
 * amount to pay and, for monthly returns, the línea de captura in a box.
 */
import { formatDate, formatMoney, lastDayOfMonth, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnFourteenth = 'consulta-de-declaraciones-filas-encabezadas-periodo-como-rango-de-fechas-fecha-mes-abreviado-con-de';

export function returnFourteenthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const first = `${ejercicio}-${pad2(month)}-01`;
  const period = annual ? `Del 01/01/${ejercicio} al 31/12/${ejercicio}` : `Del ${formatDate(first, 'slash')} al ${formatDate(lastDayOfMonth(Number(ejercicio), month), 'slash')}`;
  const blocks: Block[] = [
    text('SHCP · SAT', { bold: true, size: 11 }),
    text('Declaraciones y pagos · Consulta de declaraciones', { size: 8 }),
    space(8),
    title('Acuse de recibo de la declaración', 12),
    space(6),
    text(`Nombre o razón social: ${supplier.name}`, { size: 9 }),
    { t: 'table', headers: ['RFC', 'Tipo de declaración', 'Ejercicio'], rows: [[supplier.rfc, tipo, ejercicio]], size: 8.5 },
    { t: 'table', headers: ['Periodo', 'Periodicidad'], rows: [[period, annual ? 'Anual' : 'Mensual']], size: 8.5 },
    { t: 'table', headers: ['Fecha y hora de presentación', 'Número de operación', 'Medio de presentación'], rows: [[`${formatDate(presented, 'monDotDe')} ${hhmm}:${seconds}`, numeroOperacion, 'Internet']], size: 8.5 },
    space(6),
    { t: 'table', title: 'Conceptos declarados', headers: ['Concepto', 'A cargo'], rows: [[concept, formatMoney(importe, 'plain')]], widths: [3.5, 1.2], size: 8.5 },
    space(6),
    {
      t: 'box',
      lines: annual
        ? [`Cantidad a pagar: ${formatMoney(importe, 'dollar')}`]
        : [`Cantidad a pagar: ${formatMoney(importe, 'dollar')}`, `Línea de captura: ${lineaCaptura}`, `Pagar a más tardar el: ${formatDate(vigencia, 'monDotDe')}`],
      size: 9.5,
    },
    space(8),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Acuse de recibo de la declaración', producer: 'SAT DyP', date: presented };
}
