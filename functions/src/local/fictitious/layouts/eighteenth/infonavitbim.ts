/**
 * The 18th bimonthly RCV-INFONAVIT layout (held out from session 12, written without reading the parsers): the SUA's
 * 'Cédula de determinación de cuotas, aportaciones y amortizaciones' as a reprint: the bimester named by its months and
 * year in a line of its own ('Mes de pago: Marzo-Abril de 2026'), the patrón's data as label lines with the registro
 * patronal's dashes, the workers with retiro, cesantía y vejez and the Infonavit aportación in separate columns, the
 * línea de captura beside the total in a grid at the end.
 */
import { capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { dashedRegistro } from '../seventeenth/imsscop';

export const infonavitBimEighteenth = 'reimpresion-sua-mes-de-pago-con-nombres-de-meses-retiro-y-cesantia-separados-linea-junto-al-total';

export function infonavitBimEighteenthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const end = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    text('SUA  ·  Sistema Único de Autodeterminación', { bold: true, size: 9 }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS, APORTACIONES Y AMORTIZACIONES', 10.5),
    text(`Mes de pago: ${capitalize(monthName(end - 1))}-${capitalize(monthName(end))} de ${period.to.slice(0, 4)}`, { bold: true, size: 9.5 }),
    space(4),
    text(`Registro patronal: ${dashedRegistro(supplier.registroPatronal)}`, { size: 8.5 }),
    text(`R.F.C.: ${supplier.rfc}`, { size: 8.5 }),
    text(`Nombre o razón social: ${supplier.name}`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'SDI', 'Días', 'Retiro', 'Cesantía y vejez', 'Aportación patronal'],
      rows: rows.map((r, i) => {
        const all = rcv[i] ?? 0;
        const retiro = Math.round(all * 0.4 * 100) / 100;
        return [r.worker.nss, r.worker.fullName, p(r.worker.sbc), String(r.dias), p(retiro), p(Math.round((all - retiro) * 100) / 100), p(aport[i] ?? 0)];
      }),
      widths: [1.1, 2.4, 0.8, 0.5, 0.8, 1, 1],
      size: 7,
    },
    space(6),
    { t: 'table', headers: [], rows: [['Total a pagar', formatMoney(total, 'dollarSpaceMnNoDots')], ['Línea de captura', linea]], widths: [1.2, 3], size: 8.5 },
    space(8),
    rule,
    text('Pague a más tardar el día 17 del mes siguiente al bimestre en las instituciones bancarias autorizadas.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (pg, n) => `Hoja: ${pg} / ${n}` }, title: 'Cédula de determinación bimestral', producer: 'SUA 3.6', date: f.generated };
}
