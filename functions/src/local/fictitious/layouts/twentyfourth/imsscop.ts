/**
 * The 24th SUA cédula layout (written in session 13 without reading the parsers): the monthly cédula as a regional
 * payroll outsourcer exports it to PDF for its client: the outsourcer's letterhead (its own name, RFC and address)
 * above the IMSS form, the patrón's registro with the IMSS dashes ('Y12-34567-10-8'), the period as 'Marzo/2026', the
 * workers' table with the SUA's licencias/incapacidades/ausentismos columns and a 'TOTALES' row closing it, and the
 * outsourcer's 'Elaboró / Revisó' line at the foot.
 */
import { capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { printRegistroPatronal } from '../../identities';
import { space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { outsourcerLetterhead } from './formats';

export const imsscopTwentyfourth = 'exportada-por-maquiladora-de-nomina-con-membrete-registro-con-guiones-periodo-mes-barra-anio-fila-de-totales';

export function imsscopTwentyfourthDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const letterhead = outsourcerLetterhead(rng);
  const blocks: Block[] = [
    ...letterhead.lines,
    space(6),
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 8.5, align: 'center' }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS OBRERO PATRONALES', 10.5),
    space(4),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', printRegistroPatronal(supplier.registroPatronal, true), 'Periodo', `${capitalize(monthName(Number(period.from.slice(5, 7))))}/${period.from.slice(0, 4)}`],
        ['R.F.C.', supplier.rfc, 'Prima de R.T.', (rng.int(5000, 75000) / 10000).toFixed(4)],
      ],
      widths: [1, 2.2, 1, 1.6],
      size: 8,
    },
    // The name gets the grid's whole width: the form's last row spans its columns.
    { t: 'table', headers: [], rows: [['Nombre o razón social', supplier.name]], widths: [1, 4.8], size: 8 },
    space(4),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'Días', 'SDI', 'Lic.', 'Inc.', 'Aus.', 'Cuota fija', 'Excedente', 'R. de T.', 'Total'],
      rows: [
        ...rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), '0', '0', '0', p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]),
        ['TOTALES', '', '', '', '', '', '', p(sum((r) => r.cuotaFija)), p(sum((r) => r.excedente)), p(sum((r) => r.rt)), p(total)],
      ],
      widths: [1, 2, 0.4, 0.65, 0.35, 0.35, 0.35, 0.7, 0.7, 0.65, 0.75],
      size: 6.8,
    },
    space(8),
    text(`Elaboró: ${letterhead.name}          Revisó: ____________________`, { size: 7.5 }),
    text('Cédula generada con el SUA a partir de los movimientos afiliatorios del periodo.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 9, footer: (pg, n) => `Hoja ${pg}/${n}` }, title: 'Cédula de determinación de cuotas', producer: letterhead.name, date: period.to };
}
