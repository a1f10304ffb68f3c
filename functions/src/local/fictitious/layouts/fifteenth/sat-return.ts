/**
 * The 15th SAT return acuse (held out from session 12, written without reading the parsers): the 'Acuse de recibo' of
 * the provisional and annual returns as the SAT's current portal prints it from 'Consulta de declaraciones': a grid of
 * cells each holding its label and value together ('Tipo de declaración: Normal', the type in title case as the portal
 * writes it), two a row; the month by name beside the ejercicio; the date and time of presentation as dd/mm/aaaa with a
 * 12-hour clock; the amount in whole pesos in the concept's row; the línea de captura and its vigencia in a box after it.
 */
import { capitalize, clock12, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnFifteenth = 'consulta-de-declaraciones-celdas-etiqueta-y-valor-juntos-tipo-en-tipo-titulo-reloj-de-doce-horas-pesos-enteros';

export function returnFifteenthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const whole = formatMoney(importe, 'wholePesos');
  const blocks: Block[] = [
    text('SAT', { bold: true, size: 16 }),
    text('Servicio de Administración Tributaria', { size: 8 }),
    space(8),
    title(annual ? 'Acuse de recibo · Declaración anual' : 'Acuse de recibo · Declaración provisional o definitiva de impuestos federales', 11),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        [`RFC: ${supplier.rfc}`, `Nombre: ${supplier.name}`],
        [`Tipo de declaración: ${capitalize(tipo.toLowerCase())}`, `Periodicidad: ${annual ? 'Anual' : 'Mensual'}`],
        [annual ? 'Periodo: Del Ejercicio' : `Periodo: ${capitalize(monthName(month))}`, `Ejercicio: ${ejercicio}`],
        [`Número de operación: ${numeroOperacion}`, `Fecha y hora de presentación: ${formatDate(presented, 'slash')} ${clock12(hhmm, seconds)}`],
      ],
      widths: [1, 1.4],
      size: 8.5,
    },
    space(6),
    { t: 'table', title: 'Impuestos declarados', headers: ['Concepto', 'Cantidad a pagar'], rows: [[concept, whole]], widths: [3, 1.2], size: 8.5 },
    space(6),
    ...(annual ? [] : [{ t: 'box', lines: [`Línea de captura: ${lineaCaptura}`, `Vigente hasta: ${formatDate(vigencia, 'slash')}`], size: 9.5 } as Block]),
    space(8),
    text('Realice su pago en la institución de crédito autorizada de su preferencia con la línea de captura, dentro de su vigencia.', { size: 7.5 }),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Acuse de recibo de la declaración', producer: 'SAT Declaraciones', date: presented };
}
