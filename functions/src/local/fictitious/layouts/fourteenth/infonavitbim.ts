/**
 * The 14th INFONAVIT bimonthly cédula (held out from session 11, written after the 13th was measured): the cédula as a
 * payroll provider re-prints it from SUA's payment file: the period as 'Año: 2026   Bimestre: 3° (mayo-junio)', the
 * línea de captura in groups of six characters, the workers as a headed table whose NSS keeps its check digit apart and
 * whose name comes last, aportación and RCV per worker, and the total to pay under the table.
 */
import { formatMoney, grouped, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { nssWithCheckDigit } from './nss';

export const infonavitBimFourteenth = 'cedula-bimestral-reimpresa-anio-y-bimestre-ordinal-linea-en-grupos-de-seis-nss-con-digito-aparte';

export function infonavitBimFourteenthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const endMonth = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    text('Cédula de determinación bimestral · Aportaciones INFONAVIT y RCV', { bold: true, size: 11 }),
    text('Reporte del sistema de nómina con base en el archivo de pago SUA', { size: 7.5 }),
    space(6),
    text(`Registro patronal: ${supplier.registroPatronal}      R.F.C.: ${supplier.rfc}`, { size: 9 }),
    text(`Razón social: ${supplier.name}`, { size: 9 }),
    text(`Año: ${period.to.slice(0, 4)}      Bimestre: ${endMonth / 2}° (${monthName(endMonth - 1)}-${monthName(endMonth)})`, { size: 9 }),
    text(`Línea de captura: ${grouped(linea, 6)}`, { size: 9 }),
    space(6),
    title('Detalle por trabajador', 10),
    {
      t: 'table',
      headers: ['NSS', 'Días', 'SBC', 'Aportación 5%', 'RCV', 'Nombre del trabajador'],
      rows: rows.map((r, i) => [nssWithCheckDigit(r.worker.nss), String(r.dias), p(r.worker.sbc), p(aport[i] ?? 0), p(rcv[i] ?? 0), r.worker.fullName]),
      widths: [1.3, 0.5, 0.9, 1, 0.9, 2.8],
      size: 7.5,
    },
    space(4),
    text(`Total a pagar: ${formatMoney(total, 'dollar')}`, { bold: true, size: 10, align: 'right' }),
    space(8),
    text(`Generado el ${generated.split('-').reverse().join('/')}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, footer: (pg, n) => `Nómina · Cédula bimestral · ${pg} de ${n}` }, title: 'Cédula bimestral INFONAVIT', producer: 'Sistema de nómina', date: generated };
}
