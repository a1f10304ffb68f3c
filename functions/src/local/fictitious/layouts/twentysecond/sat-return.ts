/**
 * The 22nd DyP acuse layout (written in session 13 without reading the parsers): the acuse as an accounting firm's
 * tax software reprints it after filing for its client: the firm's cover line at the top of every page, then the
 * SAT's data as a headed table (RFC, ejercicio, period, type), the filing date as '05 de marzo, 2026 10:41:07', the
 * operation number and the amount in a second table, and the línea de captura with its validity below.
 */
import { capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { longCommaDate } from './formats';

export const returnTwentysecond = 'reimpresion-de-software-contable-con-encabezado-del-despacho-datos-en-tabla-fecha-con-coma-linea-y-vigencia-abajo';

export function returnTwentysecondDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const blocks: Block[] = [
    title('ACUSE DE RECIBO DE LA DECLARACIÓN', 11.5),
    text(annual ? 'Declaración anual del ejercicio' : 'Declaración provisional o definitiva de impuestos federales', { align: 'center', size: 8.5 }),
    space(6),
    text(supplier.name, { bold: true, size: 9.5 }),
    {
      t: 'table',
      headers: annual ? ['RFC', 'Ejercicio', 'Tipo de declaración'] : ['RFC', 'Ejercicio', 'Periodo', 'Tipo de declaración'],
      rows: [annual ? [supplier.rfc, ejercicio, tipo] : [supplier.rfc, ejercicio, capitalize(monthName(month)), tipo]],
      widths: annual ? [1.4, 1, 1.4] : [1.4, 0.8, 1, 1.4],
      size: 8.5,
    },
    text(`Presentada el ${longCommaDate(presented)} ${hhmm}:${seconds}`, { size: 8.5 }),
    space(4),
    { t: 'table', headers: ['Número de operación', 'Concepto', 'Cantidad a cargo'], rows: [[numeroOperacion, concept, formatMoney(importe, 'dollar')]], widths: [1.4, 2.2, 1.2], size: 8.5 },
    ...(annual ? [] : [space(4), text(`Línea de captura: ${lineaCaptura}`, { bold: true, size: 9.5 }), text(`Vigente hasta el ${longCommaDate(vigencia)}`, { size: 8.5 })]),
    space(6),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  // The firm's software prints its cover line on every page of the client's copy.
  const header = [`CONTAFISCAL · Despacho Ruiz y Salinas, S.C. · Cliente ${rng.digits(4)} · Copia del acuse para el expediente`];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, header, footer: (p, n) => `${p}/${n}` }, title: 'Acuse de recibo (copia del despacho)', producer: 'ContaFiscal', date: presented };
}
