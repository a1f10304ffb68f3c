/**
 * The 20th DyP acuse layout (held out from session 12, written without reading the parsers): the 'Acuse de recibo' as
 * the SAT's 2025 Declaraciones y Pagos prints it after a filing: the taxpayer's data as label lines, the period as the
 * month's name alone with the ejercicio on its own line, the filing date as '05 de mar. de 2026, 10:41:07 h', the
 * amounts with '$ ' and cents, and the línea de captura with its 'Pagar antes de' date in a box.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnTwentieth = 'dyp-2025-pares-en-renglon-periodo-por-nombre-del-mes-fecha-con-mes-abreviado-y-de-linea-en-recuadro';

export function returnTwentiethDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const row = (label: string, value: string): Block => pair(label, value, 'inline');
  const blocks: Block[] = [
    text('Hacienda  |  SAT', { bold: true, size: 11 }),
    space(6),
    title('ACUSE DE RECIBO', 12),
    text(annual ? 'Declaración del ejercicio · Personas morales' : 'Declaración de pagos provisionales y definitivos', { align: 'center', size: 8.5 }),
    space(8),
    row('RFC:', supplier.rfc),
    row('Nombre, denominación o razón social:', supplier.name),
    row('Tipo de declaración:', capitalize(tipo.toLowerCase())),
    ...(annual ? [] : [row('Período de la declaración:', capitalize(monthName(month)))]),
    row('Ejercicio:', ejercicio),
    row('Fecha y hora de presentación:', `${formatDate(presented, 'monDotDe')}, ${hhmm}:${seconds} h`),
    row('Número de operación:', numeroOperacion),
    space(6),
    { t: 'table', title: 'Determinación', headers: ['Impuesto', 'A cargo', 'Total a pagar'], rows: [[concept, formatMoney(importe, 'dollarSpace'), formatMoney(importe, 'dollarSpace')]], widths: [3, 1.2, 1.2], size: 8.5 },
    ...(annual ? [] : [space(6), { t: 'box' as const, lines: [`Línea de captura: ${lineaCaptura}`, `Pagar antes de: ${formatDate(vigencia, 'monDotDe')}`], size: 9.5 }]),
    space(8),
    text('Los datos de este acuse corresponden a la información enviada; su recepción no implica aceptación de los mismos.', { size: 7.5 }),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Acuse de recibo', producer: 'SAT Declaraciones y Pagos 2025', date: presented };
}
