/**
 * The 25th DyP acuse layout (session 13, written without reading the parsers): the SAT's acuse of a persona física or
 * moral supplier reprinted for a customer's expediente: a física's name in the SAT's separate fields ('Apellido
 * paterno', 'Apellido materno', 'Nombre(s)') with its CURP, the ejercicio, periodicity, period and type in one headed
 * row, the filing date and time as 'DD/MM/AAAA HH:MM:SS', and the wide 'Concepto de pago' table split into two stacked
 * tables, the amount with 'M.N.'.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { nameParts } from './formats';

export const returnTwentyfifth = 'reimpresion-nombre-de-fisica-en-campos-separados-con-curp-ejercicio-y-periodo-en-renglon-encabezado-concepto-en-dos-tablas-apiladas';

export function returnTwentyfifthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const n = nameParts(supplier.name);
  const m = formatMoney(importe, 'mnPlain');
  const who: Block[] =
    supplier.kind === 'fisica'
      ? [{ t: 'table', headers: ['Apellido paterno', 'Apellido materno', 'Nombre(s)', 'CURP'], rows: [[n.paterno, n.materno, n.nombre, supplier.curp ?? '']], widths: [1, 1, 1, 1.6], size: 8.5 }]
      : [pair('Denominación o razón social:', supplier.name, 'below')];
  const blocks: Block[] = [
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 10 }),
    title('Acuse de recibo · Declaración', 11.5),
    pair('RFC:', supplier.rfc, 'inline'),
    ...who,
    space(4),
    { t: 'table', headers: ['Ejercicio', 'Periodicidad', 'Período', 'Tipo de declaración'], rows: [[ejercicio, annual ? 'Anual' : 'Mensual', annual ? 'Del ejercicio' : capitalize(monthName(month)), tipo]], widths: [1, 1, 1, 1.4], size: 8.5 },
    pair('Número de operación:', numeroOperacion, 'inline'),
    pair('Fecha y hora de presentación:', `${formatDate(presented, 'slash')} ${hhmm}:${seconds}`, 'inline'),
    { t: 'table', title: 'Concepto de pago (1 de 2)', headers: ['Concepto', 'Impuesto a cargo', 'Parte actualizada', 'Recargos'], rows: [[concept, m, '0.00 M.N.', '0.00 M.N.']], widths: [2.4, 1.2, 1.1, 1], size: 8 },
    { t: 'table', title: 'Concepto de pago (2 de 2)', headers: ['Multa por corrección', 'Compensaciones', 'Estímulos', 'Cantidad a pagar'], rows: [['0.00 M.N.', '0.00 M.N.', '0.00 M.N.', m]], widths: [1.2, 1.2, 1.2, 1.2], size: 8 },
    ...(annual ? [] : [space(4), pair('Línea de captura:', lineaCaptura, 'inline'), pair('Vigente hasta:', formatDate(vigencia, 'slash'), 'inline')]),
    space(6),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 9.5, footer: (p, pages) => `Hoja ${p} de ${pages}` }, title: 'Acuse de recibo', producer: 'SAT', date: presented };
}
