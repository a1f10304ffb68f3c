/**
 * The 14th SUA cédula layout (held out from session 11, written after the 13th was measured): a payroll provider's
 * re-printed 'Cédula de determinación de cuotas' for the month, whose worker table keeps the NSS with its check digit
 * apart ('5203973404-2') and puts the insured's name and CURP together in one wide cell that wraps over two lines, the
 * days and the SBC after it, the cuotas by branch and the total per worker; the month as 'SEP/2025' in a header-less
 * grid with the patrón's data, and the total to pay after the table.
 */
import { formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { nssWithCheckDigit } from './nss';

export const imsscopFourteenth = 'cedula-reimpresa-nombre-y-curp-en-una-celda-nss-con-digito-aparte-mes-abreviado-con-diagonal';

export function imsscopFourteenthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const month = Number(period.from.slice(5, 7));
  const blocks: Block[] = [
    text('Cédula de determinación de cuotas IMSS', { bold: true, size: 12 }),
    text('Reporte generado desde el sistema de nómina a partir del archivo de pago SUA', { size: 7.5 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal, 'Periodo', `${monthAbbr[month - 1] ?? ''}/${period.from.slice(0, 4)}`],
        ['R.F.C.', supplier.rfc, 'Prima RT', `${(rng.int(50000, 750000) / 100000).toFixed(5)}`],
        ['Razón social', supplier.name, 'Cotizantes', String(rows.length)],
      ],
      widths: [1.1, 3, 0.9, 1],
      size: 8,
    },
    space(6),
    title('Detalle por trabajador', 10),
    {
      t: 'table',
      headers: ['NSS', 'Nombre / CURP', 'Días', 'SBC', 'C. fija', 'Excedente', 'R. trabajo', 'Total'],
      rows: rows.map((r) => [nssWithCheckDigit(r.worker.nss), `${r.worker.fullName} / ${r.worker.curp}`, String(r.dias), p(r.worker.sbc), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]),
      widths: [1.3, 2.8, 0.5, 0.9, 0.9, 0.9, 0.9, 0.9],
      size: 7,
    },
    space(4),
    text(`Total a pagar IMSS: ${formatMoney(total, 'dollar')}`, { bold: true, size: 10, align: 'right' }),
    space(8),
    text('Las cifras corresponden a la determinación del patrón en SUA y no sustituyen al comprobante de pago.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (pg, n) => `Nómina · Cédula IMSS · ${pg} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'Sistema de nómina', date: period.to };
}
