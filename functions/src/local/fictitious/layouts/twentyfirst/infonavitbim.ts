/**
 * The 21st INFONAVIT bimonthly layout (held out from session 13, written without reading the parsers): the bimonthly
 * 'Cédula de determinación de cuotas, aportaciones y amortizaciones' as an older SUA version printed it: the bimester
 * by its number and year with its months abbreviated ('Bimestre: 2-2026 (MAR-ABR)'), the patrón in the page header on
 * every sheet, one worker over two lines (NSS with dashes and name, then days, SDI and the three amounts), and the
 * totals and the línea de captura in a closing box.
 */
import { formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dashedNss, rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimTwentyfirst = 'sua-anterior-bimestre-por-numero-y-anio-con-meses-abreviados-patron-en-encabezado-trabajador-en-dos-renglones-linea-en-recuadro';

export function infonavitBimTwentyfirstDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const end = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS, APORTACIONES Y AMORTIZACIONES', 10),
    text(`Bimestre: ${end / 2}-${period.to.slice(0, 4)} (${monthAbbr[end - 2] ?? ''}-${monthAbbr[end - 1] ?? ''})`, { align: 'center', bold: true, size: 9.5 }),
    space(6),
    text('NSS / Nombre del trabajador', { bold: true, size: 8 }),
    text('Días    SDI    Retiro    Cesantía y vejez    Aportación patronal', { bold: true, size: 8, indent: 18 }),
    rule,
    ...rows.flatMap((r, i) => {
      const retiro = Math.round(r.worker.sbc * r.dias * 0.02 * 100) / 100;
      return [
        text(`${dashedNss(r.worker.nss)}    ${r.worker.fullName}`, { size: 8 }),
        text(`${r.dias}    ${p(r.worker.sbc)}    ${p(retiro)}    ${p(Math.round(((rcv[i] ?? 0) - retiro) * 100) / 100)}    ${p(aport[i] ?? 0)}`, { size: 8, indent: 18 }),
      ];
    }),
    rule,
    space(6),
    {
      t: 'box',
      lines: [
        `Total RCV: ${p(rcv.reduce((a, b) => a + b, 0))}    Total aportaciones: ${p(aport.reduce((a, b) => a + b, 0))}`,
        `TOTAL A PAGAR: ${formatMoney(total, 'dollar')}`,
        `Línea de captura: ${linea}`,
      ],
      size: 9,
    },
  ];
  const header = [`Reg. Pat.: ${supplier.registroPatronal}   R.F.C.: ${supplier.rfc}`, `Razón social: ${supplier.name}`];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, header, footer: (pg, n) => `SUA 3.3.8   Hoja ${pg}/${n}` }, title: 'Cédula bimestral RCV e INFONAVIT', producer: 'SUA 3.3', date: f.generated };
}
