/**
 * The 9th SUA cédula layout (held out in session 11, measured there and tuned on since): the SUA's monthly cédula as printed by
 * its 2025 release. The patrón's data with the delegación and the process period as 'Periodo: MAR-2026', the NSS with
 * dashes as SUA prints it ('12-34-56-7890-1'), incapacidades and ausentismos beside the days, the totals per branch at
 * the foot and the total as '$12345.60' (SUA's totals without separators).
 */
import { formatDate, formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { afterPeriod, rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopNinth = 'sua-nss-con-guiones-incapacidades-ausentismos-totales-por-ramo';

const round = (n: number) => Math.round(n * 100) / 100;
const dashedNss = (nss: string) => `${nss.slice(0, 2)}-${nss.slice(2, 4)}-${nss.slice(4, 6)}-${nss.slice(6, 10)}-${nss.slice(10)}`;

export function imsscopNinthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const generated = afterPeriod(rng, period);
  const sum = (pick: (r: (typeof rows)[number]) => number) => round(rows.reduce((s, r) => s + pick(r), 0));
  const blocks: Block[] = [
    text('SUA · Sistema Único de Autodeterminación', { bold: true, size: 9 }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS', 12),
    text('Cuotas obrero patronales · Mensual', { align: 'center', size: 8 }),
    space(6),
    text(`Registro Patronal: ${supplier.registroPatronal}     Periodo: ${monthAbbr[Number(period.from.slice(5, 7)) - 1] ?? ''}-${period.from.slice(0, 4)}`),
    text(`R.F.C.: ${supplier.rfc}`),
    text(`Nombre o Razón Social: ${supplier.name}`),
    text(`Delegación IMSS: ${supplier.address.entidad}     Subdelegación: ${supplier.address.municipio}     Área geográfica: Única`, { size: 8 }),
    space(6),
    {
      t: 'table',
      headers: ['N.S.S.', 'Nombre', 'Días', 'Incap.', 'Aus.', 'S.D.I.', 'Cuota fija', 'Excedente', 'R.T.', 'Suma'],
      rows: rows.map((r) => [dashedNss(r.worker.nss), r.worker.fullName, String(r.dias), '0', '0', m(r.worker.sbc), m(r.cuotaFija), m(r.excedente), m(r.rt), m(r.total)]),
      widths: [1.5, 2.8, 0.5, 0.5, 0.5, 0.9, 0.9, 0.9, 0.8, 0.9],
      size: 6.5,
    },
    space(6),
    { t: 'table', title: 'Totales', headers: ['Cuota fija', 'Excedente', 'Riesgos de trabajo', 'Total de cotizantes'], rows: [[m(sum((r) => r.cuotaFija)), m(sum((r) => r.excedente)), m(sum((r) => r.rt)), String(rows.length)]], size: 8 },
    text(`TOTAL A PAGAR: ${formatMoney(total, 'dollarBare')}`, { bold: true }),
    space(8),
    rule,
    text(`Fecha de elaboración: ${formatDate(generated, 'dashShortYear')} · SUA 3.8.${rng.int(0, 9)}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: generated };
}
