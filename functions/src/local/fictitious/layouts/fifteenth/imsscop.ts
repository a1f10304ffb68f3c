/**
 * The 15th SUA cédula layout (held out from session 12, written without reading the parsers): the monthly 'Cédula de
 * determinación de cuotas' as SUA 3.x prints it on landscape-like sheets: the patrón's block carries the SUA header's
 * other data (delegación, subdelegación, área geográfica, prima de riesgo, actividad) in two columns of label lines, the
 * month as a phrase ('Mes de marzo de 2026'), the workers numbered in a headed table with the cuotas by branch, and the
 * total with a space after the sign and 'M.N.' under the table.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopFifteenth = 'sua-3-encabezado-con-delegacion-y-area-geografica-mes-en-frase-trabajadores-numerados-total-con-espacio-y-mn';

export function imsscopFifteenthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const a = supplier.address;
  const p = (n: number) => formatMoney(n, 'plain');
  const month = Number(period.from.slice(5, 7));
  const blocks: Block[] = [
    text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 9 }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS', 11),
    text(`Mes de ${monthName(month)} de ${period.from.slice(0, 4)}`, { align: 'center', size: 9 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal:', supplier.registroPatronal, 'Delegación IMSS:', a.entidad],
        ['R.F.C.:', supplier.rfc, 'Subdelegación IMSS:', a.municipio],
        ['Nombre o razón social:', supplier.name, 'Área geográfica:', 'Resto del país'],
        ['Actividad:', rng.pick(['SERVICIOS DE LIMPIEZA', 'SERVICIOS DE VIGILANCIA', 'MANTENIMIENTO INDUSTRIAL']), 'Prima de R.T.:', (rng.int(50000, 750000) / 100000).toFixed(5)],
      ],
      widths: [1.3, 2.6, 1.3, 1.4],
      size: 7.5,
    },
    space(6),
    {
      t: 'table',
      headers: ['Núm.', 'Número de seguridad social', 'Nombre del asegurado', 'Días', 'S.B.C.', 'Cuota fija', 'Excedente', 'Riesgos de trabajo', 'Suma'],
      rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]),
      widths: [0.4, 1.3, 2.4, 0.5, 0.9, 0.9, 0.9, 0.9, 0.9],
      size: 7,
    },
    space(4),
    text(`Total de cuotas IMSS del mes: ${formatMoney(total, 'dollarSpaceMn')}`, { bold: true, size: 9.5 }),
    space(8),
    rule,
    text('Determinación realizada por el patrón con el Sistema Único de Autodeterminación. Verifique las cifras antes de efectuar el pago.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 32, baseSize: 9, footer: (pg, n) => `Hoja ${pg} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: period.to };
}
