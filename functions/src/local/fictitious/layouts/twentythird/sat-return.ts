/**
 * The 23rd DyP acuse layout (written in session 13 without reading the parsers): the 2025-2026 SAT acuse de recibo:
 * the QR code's box at the top with the operation number, the return's data in a header-less grid (two pairs a row),
 * the filing date as the new Angular portal writes it ('5 mar 2026, 10:41:07'), the amount in whole pesos as the
 * returns state it ('12,345'), the línea de captura and its validity in a box, and the original chain and the seal at
 * the foot.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { angularMedium, chainAndSeal } from './formats';

export const returnTwentythird = 'sat-2025-qr-con-numero-de-operacion-arriba-rejilla-de-dos-pares-fecha-angular-media-importe-en-pesos-enteros-linea-en-recuadro';

export function returnTwentythirdDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const blocks: Block[] = [
    { t: 'box', lines: ['[ Código QR ]', `Número de operación: ${numeroOperacion}`], size: 8 },
    space(4),
    text('Servicio de Administración Tributaria', { bold: true, size: 10 }),
    title('ACUSE DE RECIBO', 12),
    text(annual ? 'Declaración anual' : 'Declaración provisional o definitiva de impuestos federales', { align: 'center', size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: [],
      rows: [
        ['RFC', supplier.rfc, 'Tipo de declaración', tipo],
        ['Ejercicio', ejercicio, 'Periodo', annual ? 'Del ejercicio' : capitalize(monthName(month))],
        ['Medio de presentación', 'Internet', 'Fecha y hora de presentación', angularMedium(presented, hhmm, seconds)],
      ],
      widths: [1, 1.4, 1.2, 1.6],
      size: 8.5,
    },
    text(`Nombre o razón social: ${supplier.name}`, { size: 8.5 }),
    space(4),
    { t: 'table', headers: ['Concepto', 'Importe a cargo'], rows: [[concept, formatMoney(importe, 'wholeBare')]], widths: [3.6, 1.2], size: 8.5 },
    ...(annual ? [] : [space(4), { t: 'box', lines: [`Línea de captura: ${lineaCaptura}`, `Pagar a más tardar el: ${formatDate(vigencia, 'slash')}`], size: 9 } as Block]),
    space(6),
    ...chainAndSeal(rng, 'SAT970701NN3|'),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Acuse de recibo', producer: 'SAT DyP', date: presented };
}
