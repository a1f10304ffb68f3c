/**
 * The 16th INFONAVIT bimonthly cédula (held out from session 12, written without reading the parsers): the bimestral
 * cédula as SUA's 'Cédula de determinación de cuotas, aportaciones y amortizaciones' second part prints it: the
 * bimester as an ordinal with its year ('3er. bimestre de 2026'), the patrón's data as label lines, the workers with
 * their Infonavit credit number and amortización beside the aportación and the RCV, the línea de captura printed in
 * groups of five as the bank's window reads it, and the total in 'MXN $' form.
 */
import { formatMoney, grouped } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimSixteenth = 'sua-segunda-parte-bimestre-ordinal-con-ano-credito-y-amortizacion-por-trabajador-linea-en-grupos-de-cinco-mxn';

const ordinals = ['1er.', '2do.', '3er.', '4to.', '5to.', '6to.'];

export function infonavitBimSixteenthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const bimestre = Number(period.to.slice(5, 7)) / 2;
  const blocks: Block[] = [
    text('SISTEMA ÚNICO DE AUTODETERMINACIÓN · INFONAVIT', { bold: true, size: 9 }),
    title('CÉDULA DE DETERMINACIÓN DE APORTACIONES Y AMORTIZACIONES', 10.5),
    text(`${ordinals[bimestre - 1] ?? ''} bimestre de ${period.to.slice(0, 4)}`, { align: 'center', size: 9.5, bold: true }),
    space(6),
    text(`Registro patronal: ${supplier.registroPatronal}`, { size: 9 }),
    text(`R.F.C.: ${supplier.rfc}`, { size: 9 }),
    text(`Nombre o razón social: ${supplier.name}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['NSS', 'Nombre del trabajador', 'Días', 'SBC', 'Aportación patronal', 'RCV', 'Núm. de crédito', 'Amortización'],
      rows: rows.map((r, i) => [r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), p(aport[i] ?? 0), p(rcv[i] ?? 0), '', '0.00']),
      widths: [1.2, 2.4, 0.5, 0.8, 1, 0.9, 1, 0.9],
      size: 7,
    },
    space(6),
    text('Línea de captura:', { bold: true, size: 8.5 }),
    text(grouped(linea, 5), { size: 9.5 }),
    text(`Total a pagar del bimestre: ${formatMoney(total, 'mxnDollar')}`, { bold: true, size: 9.5 }),
    space(8),
    rule,
    text('Las amortizaciones se determinan con los avisos de retención de descuentos vigentes en el bimestre.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 9, footer: (pg, n) => `Hoja ${pg} de ${n}` }, title: 'Cédula bimestral Infonavit', producer: 'SUA', date: f.generated };
}
