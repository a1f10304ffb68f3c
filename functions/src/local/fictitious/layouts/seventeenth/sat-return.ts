/**
 * The 17th DyP acuse layout (held out from session 12, written without reading the parsers): the acuse as the 2024
 * 'Declaración provisional o definitiva' service prints it: a headerless grid of four cells a row (label, value, label,
 * value), the date and hour of presentation as '03-03-2026 10:15:22', the month capitalised ('Marzo'), the amount with
 * the sign and the línea de captura in groups of four characters next to its 'Fecha de vigencia'.
 */
import { capitalize, formatDate, formatMoney, grouped, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnSeventeenth = 'servicio-2024-cuadricula-de-cuatro-celdas-fecha-con-guiones-mes-capitalizado-linea-en-grupos-de-cuatro';

export function returnSeventeenthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const rows: string[][] = [
    ['RFC', supplier.rfc, 'Ejercicio', ejercicio],
    ['Denominación o razón social', supplier.name, 'Periodo', annual ? 'Del ejercicio' : capitalize(monthName(month))],
    ['Tipo de declaración', capitalize(tipo.toLowerCase()), 'Periodicidad', annual ? 'Anual' : 'Mensual'],
    ['Número de operación', numeroOperacion, 'Fecha y hora de presentación', `${formatDate(presented, 'dash')} ${hhmm}:${seconds}`],
  ];
  const blocks: Block[] = [
    text('SAT · Declaraciones y Pagos', { bold: true, size: 10 }),
    space(6),
    title(annual ? 'Acuse de recibo · Declaración anual' : 'Acuse de recibo · Declaración provisional o definitiva de impuestos federales', 10.5),
    space(6),
    { t: 'table', headers: [], rows, widths: [1.4, 2.2, 1.5, 1.6], size: 8 },
    space(6),
    { t: 'table', headers: ['Concepto', 'Cantidad a cargo'], rows: [[concept, formatMoney(importe, 'dollar')]], widths: [3.6, 1.2], size: 8 },
    space(4),
    ...(annual ? [] : [{ t: 'table' as const, headers: ['Línea de captura', 'Fecha de vigencia'], rows: [[grouped(lineaCaptura, 4), formatDate(vigencia, 'dash')]], widths: [2.4, 1], size: 8.5 }]),
    space(8),
    text('Conserve este acuse. Para verificar su autenticidad, capture el número de operación en el portal del SAT.', { size: 7.5 }),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Acuse de recibo', producer: 'SAT Declaraciones', date: presented };
}
