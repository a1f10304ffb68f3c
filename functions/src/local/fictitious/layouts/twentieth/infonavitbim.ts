/**
 * The 20th INFONAVIT bimonthly layout (held out from session 12, written without reading the parsers): the SUA's
 * 'Resumen de liquidación' for the bimester as the patrón prints it to pay at the bank: the bimester named by its two
 * months ('Período: Marzo - Abril 2026'), the patrón's data in a label/value grid, the línea de captura printed in
 * groups of four as banks ask it typed, the workers' RCV and vivienda per row, and the total as '$12,345.60 pesos M.N.'.
 */
import { capitalize, formatMoney, grouped, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimTwentieth = 'resumen-de-liquidacion-sua-bimestre-por-sus-dos-meses-rejilla-del-patron-linea-en-grupos-de-cuatro-total-pesos-mn';

export function infonavitBimTwentiethDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const end = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    text('SUA  ·  Sistema Único de Autodeterminación', { bold: true, size: 9 }),
    title('RESUMEN DE LIQUIDACIÓN  ·  RCV E INFONAVIT', 11),
    text(`Período: ${capitalize(monthName(end - 1))} - ${capitalize(monthName(end))} ${period.to.slice(0, 4)}`, { align: 'center', bold: true, size: 9.5 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal],
        ['R.F.C.', supplier.rfc],
        ['Nombre o razón social', supplier.name],
      ],
      widths: [1.4, 4],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Detalle por trabajador',
      headers: ['N.S.S.', 'Nombre', 'Días', 'S.B.C.', 'Retiro, C. y V.', 'Vivienda'],
      rows: rows.map((r, i) => [r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), p(rcv[i] ?? 0), p(aport[i] ?? 0)]),
      widths: [1.1, 2.5, 0.5, 0.8, 1, 0.9],
      size: 7.2,
    },
    space(6),
    text(`Total a pagar: ${formatMoney(total, 'pesosMn')}`, { bold: true, size: 10.5, align: 'right' }),
    space(6),
    text('Línea de captura SIPARE:', { size: 8 }),
    text(grouped(linea, 4), { bold: true, size: 10 }),
    space(6),
    rule,
    text('Conserve este resumen junto con el comprobante bancario del pago.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, footer: (pg, n) => `Página ${pg} de ${n}` }, title: 'Resumen de liquidación bimestral', producer: 'SUA', date: f.generated };
}
