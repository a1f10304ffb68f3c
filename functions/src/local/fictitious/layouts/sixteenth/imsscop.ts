/**
 * The 16th SUA cédula layout (held out from session 12, written without reading the parsers): the monthly cédula as a
 * SUA reprint on continuous-form paper: the patrón's registro, R.F.C. and name as the sheet's running header (SUA
 * repeats them on every sheet), the period as the dates it spans ('Del 01/03/2026 al 31/03/2026'), the NSS written with
 * dashes between its parts ('12-34-56-7890-1'), the days split into cotizados and ausencias, and the total as a
 * 'Total a pagar' line in pesos with the 'MN' suffix.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopSixteenth = 'reimpresion-sua-patron-en-el-encabezado-de-hoja-periodo-como-rango-de-fechas-nss-con-guiones-dias-y-ausencias';

const dashedNss = (nss: string): string => `${nss.slice(0, 2)}-${nss.slice(2, 4)}-${nss.slice(4, 6)}-${nss.slice(6, 10)}-${nss.slice(10)}`;

export function imsscopSixteenthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const full = rows.reduce((m, r) => Math.max(m, r.dias), 0);
  const blocks: Block[] = [
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS OBRERO PATRONALES', 10.5),
    text(`Periodo de cotización: Del ${formatDate(period.from, 'slash')} al ${formatDate(period.to, 'slash')}`, { align: 'center', size: 9 }),
    text(`Prima de riesgo de trabajo vigente: ${(rng.int(50000, 750000) / 100000).toFixed(5)}     Área geográfica: A`, { align: 'center', size: 8 }),
    space(6),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'Cotizados', 'Ausencias', 'SBC', 'C. fija', 'Excedente', 'R. trabajo', 'Total'],
      rows: rows.map((r) => [dashedNss(r.worker.nss), r.worker.fullName, String(r.dias), String(full - r.dias), p(r.worker.sbc), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]),
      widths: [1.3, 2.4, 0.7, 0.7, 0.8, 0.8, 0.8, 0.8, 0.9],
      size: 7,
    },
    space(4),
    text(`Trabajadores: ${rows.length}`, { size: 8.5 }),
    text(`Total a pagar: ${formatMoney(total, 'mnNoDots')}`, { bold: true, size: 10, align: 'right' }),
    space(8),
    rule,
    text('Reimpresión generada por el Sistema Único de Autodeterminación. Los importes se calcularon con los salarios registrados en el periodo.', { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: {
      margin: 30,
      baseSize: 9,
      header: [`SUA  ·  REG. PAT. ${supplier.registroPatronal}    R.F.C. ${supplier.rfc}`, supplier.name],
      footer: (pg, n) => `Hoja ${pg} de ${n}`,
    },
    title: 'Cédula de determinación de cuotas',
    producer: 'SUA',
    date: period.to,
  };
}
