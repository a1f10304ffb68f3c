/**
 * The 23rd INFONAVIT bimonthly layout (written in session 13 without reading the parsers): the SUA 2025 bimonthly
 * cédula with the bimester named by its two months in full ('Marzo-Abril 2026'), the patrón's data in a header-less
 * grid (two pairs a row), the workers with retiro, cesantía y vejez and vivienda columns and a totals row at the
 * table's foot, and the línea de captura and the amount in a box under it.
 */
import { capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimTwentythird = 'sua-2025-cedula-bimestral-meses-completos-con-guion-rejilla-del-patron-renglon-de-totales-linea-e-importe-en-recuadro';

export function infonavitBimTwentythirdDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const b = (n: number) => formatMoney(n, 'bare');
  const end = Number(period.to.slice(5, 7));
  const bimestre = `${capitalize(monthName(end - 1))}-${capitalize(monthName(end))} ${period.to.slice(0, 4)}`;
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const blocks: Block[] = [
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS, APORTACIONES Y AMORTIZACIONES', 10),
    text('Retiro, Cesantía en Edad Avanzada y Vejez · Vivienda (Infonavit)', { size: 7.5, align: 'center' }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal, 'R.F.C.', supplier.rfc],
        ['Bimestre', bimestre, 'Cotizantes', String(rows.length)],
      ],
      widths: [1, 1.5, 0.8, 1.5],
      size: 8.5,
    },
    text(`Nombre o razón social: ${supplier.name}`, { size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'Días', 'SBC', 'RCV', 'Aportación', 'Amortización'],
      rows: [
        ...rows.map((r, i) => [r.worker.nss, r.worker.fullName, String(r.dias), b(r.worker.sbc), b(rcv[i] ?? 0), b(aport[i] ?? 0), '0.00']),
        ['', 'TOTALES', '', '', b(sum(rcv)), b(sum(aport)), '0.00'],
      ],
      widths: [1.05, 2.2, 0.4, 0.7, 0.8, 0.8, 0.85],
      size: 7.5,
    },
    space(6),
    { t: 'box', lines: [`Línea de captura: ${linea}`, `Importe total a pagar: ${formatMoney(total, 'dollarSpace')}`], size: 9 },
    space(4),
    rule,
    text('Pague en SIPARE o en ventanilla bancaria con la línea de captura antes de su vencimiento.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (pg, n) => `SUA · ${pg} de ${n}` }, title: 'Cédula bimestral', producer: 'SUA', date: f.generated };
}
