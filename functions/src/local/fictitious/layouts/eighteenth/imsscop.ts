/**
 * The 18th SUA cédula layout (held out from session 12, written without reading the parsers): the 'Cédula de
 * determinación de cuotas' as an SUA 3.6 reprint: the patrón's data as a headed row with the period as its month's
 * name in capitals and the year ('MARZO 2026'), the name on a line under it, the worker table split in two lines per
 * worker (the NSS and name on the first, the amounts on the second, as the wide SUA report folds onto a portrait page)
 * and the total with '$ … MN'.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopEighteenth = 'reimpresion-sua-36-periodo-mes-en-mayusculas-y-anio-trabajador-en-dos-renglones-total-con-mn';

export function imsscopEighteenthDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const month = Number(period.from.slice(5, 7));
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 9 }),
    text(`SUA 3.6.${rng.int(1, 9)}  ·  Reimpresión`, { size: 7.5 }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS O.P.', 11),
    space(4),
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Período de cotización', 'Área geográfica'], rows: [[supplier.registroPatronal, supplier.rfc, `${monthName(month).toUpperCase()} ${period.from.slice(0, 4)}`, 'Única']], widths: [1.3, 1.3, 1.3, 1], size: 8 },
    text(`Nombre o razón social: ${supplier.name}`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['NSS / Nombre del trabajador', 'SDI', 'Días', 'Cuota fija', 'Excedente', 'R.T.', 'Total'],
      rows: rows.flatMap((r) => [[`${r.worker.nss}  ${r.worker.fullName}`, '', '', '', '', '', ''], ['', p(r.worker.sbc), String(r.dias), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]]),
      widths: [3.2, 0.8, 0.5, 0.8, 0.8, 0.7, 0.8],
      size: 7,
    },
    space(6),
    text(`Número de trabajadores cotizantes: ${rows.length}`, { size: 8.5 }),
    text(`TOTAL A PAGAR IMSS: ${formatMoney(total, 'dollarSpaceMnNoDots')}`, { bold: true, size: 9.5 }),
    space(8),
    rule,
    text('Esta cédula es una reimpresión de la información del SUA; el pago se efectúa con la línea de captura del SIPARE.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (pg, n) => `Hoja: ${pg} / ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA 3.6', date: period.to };
}
