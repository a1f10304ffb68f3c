/**
 * The 11th SUA cédula layout (held out in session 11, measured there and tuned on since): the monthly cédula of a SUA
 * release that splits the excedente into its patronal and obrero shares. The period as 'PERÍODO: MARZO 2026', the
 * patrón's data as label and value lines with the prima de riesgo and the área geográfica, a determination summary,
 * then the workers' table that starts at the foot of the first sheet and carries on to the second under its repeated
 * header (NSS, name, days, SDI, cuota fija, excedente patronal and obrero, R.T., total), and the total as '$ 12,345.60
 * M.N.'.
 */
import { formatDate, formatMoney, monthName } from '../../format';
import { paginate, PAGE_HEIGHT, type Block, type PageStyle } from '../../layout';
import type { BuiltDocument } from '../../types';
import { afterPeriod, pair, rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopEleventh = 'sua-excedente-patronal-y-obrero-tabla-partida-entre-dos-hojas-total-con-espacio-mn';

const round = (n: number) => Math.round(n * 100) / 100;

/** Where the last page of these blocks ends (the baseline of its lowest item, the page footer aside). */
function lastY(blocks: Block[], style: PageStyle): number {
  const pages = paginate(blocks, { ...style, footer: undefined });
  const items = pages[pages.length - 1]?.items ?? [];
  return Math.max(0, ...items.map((i) => (i.kind === 'text' ? i.y : Math.max(i.y1, i.y2))));
}

export function imsscopEleventhDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const generated = afterPeriod(rng, period);
  const sum = (pick: (r: (typeof rows)[number]) => number) => round(rows.reduce((s, r) => s + pick(r), 0));
  // The patronal share of the excedente is 1.10 % of the excess and the obrero's 0.40 %: split as SUA prints them.
  const split = (excedente: number): [number, number] => {
    const patronal = round((excedente * 1.1) / 1.5);
    return [patronal, round(excedente - patronal)];
  };
  const style: PageStyle = { margin: 36, baseSize: 9, header: ['SUA · Cédula mensual de cuotas'], footer: (p, n) => `Hoja ${p} de ${n}` };
  const size = 6.5;
  const head: Block[] = [
    text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 9 }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS IMSS', 12),
    text(`PERÍODO: ${monthName(Number(period.from.slice(5, 7))).toUpperCase()} ${period.from.slice(0, 4)}`, { align: 'center', bold: true }),
    space(8),
    pair('Registro Patronal', supplier.registroPatronal, 'tab', 150),
    pair('R.F.C.', supplier.rfc, 'tab', 150),
    pair('Nombre o Razón Social', supplier.name, 'tab', 150),
    pair('Actividad', 'Servicios especializados', 'tab', 150),
    pair('Prima de R.T.', (rng.int(50000, 750000) / 100000).toFixed(5), 'tab', 150),
    pair('Área geográfica', 'Resto del país', 'tab', 150),
    space(8),
    {
      t: 'table',
      title: 'Determinación de cuotas',
      headers: ['Concepto', 'Patronal', 'Obrera', 'Suma'],
      rows: [
        ['Cuota fija', m(sum((r) => r.cuotaFija)), '0.00', m(sum((r) => r.cuotaFija))],
        ['Excedente de 3 UMA', m(sum((r) => split(r.excedente)[0])), m(sum((r) => split(r.excedente)[1])), m(sum((r) => r.excedente))],
        ['Riesgos de trabajo', m(sum((r) => r.rt)), '0.00', m(sum((r) => r.rt))],
      ],
      widths: [2.6, 1, 1, 1],
      size: 8,
    },
    text(`Número de cotizantes: ${rows.length}`, { size: 8 }),
  ];
  // The workers' table starts where two of its rows still fit on the first sheet; the rest goes to the second.
  const rowsOnFirst = Math.min(2, rows.length - 1);
  const needed = size * 3 + rowsOnFirst * size * 1.4 + size * 0.5;
  const bottom = PAGE_HEIGHT - style.margin - 24;
  const gap = Math.max(0, bottom - lastY(head, style) - needed - 2);
  const blocks: Block[] = [
    ...head,
    space(gap),
    {
      t: 'table',
      headers: ['N.S.S.', 'Nombre', 'Días', 'S.D.I.', 'C. fija', 'Exc. pat.', 'Exc. obr.', 'R.T.', 'Total'],
      rows: rows.map((r) => {
        const [pat, obr] = split(r.excedente);
        return [r.worker.nss, r.worker.fullName, String(r.dias), m(r.worker.sbc), m(r.cuotaFija), m(pat), m(obr), m(r.rt), m(r.total)];
      }),
      widths: [1.2, 3, 0.45, 0.8, 0.8, 0.8, 0.8, 0.8, 0.9],
      size,
    },
    space(6),
    text(`TOTAL A PAGAR: ${formatMoney(total, 'dollarSpaceMn')}`, { bold: true, align: 'right' }),
    space(8),
    rule,
    text(`Fecha de elaboración: ${formatDate(generated, 'longDash')}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: generated };
}
