/**
 * The 17th SUA cédula layout (held out from session 12, written without reading the parsers): the 'Cédula de
 * determinación de cuotas' as SUA 3.x reprints it for a month: the registro patronal dashed as the IMSS writes it
 * ('Y12-34567-10-8'), the period as 'MARZO/2026', the workers' table headed 'Afiliación' with the name after the NSS
 * and the SDI before the days, and the total as '$12,345.60 M/N' at the foot of the summary.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopSeventeenth = 'sua-3-registro-patronal-con-guiones-periodo-mes-diagonal-anio-afiliacion-primero-total-m-diagonal-n';

/** 'Y1234567108' as 'Y12-34567-10-8', the way the IMSS writes a registro patronal on its forms. */
export const dashedRegistro = (rp: string): string => `${rp.slice(0, 3)}-${rp.slice(3, 8)}-${rp.slice(8, 10)}-${rp.slice(10)}`;

export function imsscopSeventeenthDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const month = Number(period.from.slice(5, 7));
  const blocks: Block[] = [
    text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 9 }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS', 11),
    space(4),
    text(`Registro Patronal: ${dashedRegistro(supplier.registroPatronal)}     R.F.C.: ${supplier.rfc}`, { size: 8.5 }),
    text(`Nombre o Razón Social: ${supplier.name}`, { size: 8.5 }),
    text(`Período de Proceso: ${monthName(month).toUpperCase()}/${period.from.slice(0, 4)}`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['Afiliación', 'Nombre del asegurado', 'S.D.I.', 'Días', 'Cuota fija', 'Excedente', 'Riesgo trab.', 'Suma'],
      rows: rows.map((r) => [r.worker.nss, r.worker.fullName, p(r.worker.sbc), String(r.dias), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]),
      widths: [1.2, 2.6, 0.8, 0.5, 0.8, 0.8, 0.9, 0.9],
      size: 7,
    },
    space(6),
    { t: 'table', title: 'Resumen de liquidación', headers: ['Concepto', 'Importe'], rows: [['Cotizantes', String(rows.length)], ['Total de cuotas IMSS del mes', formatMoney(total, 'mnSlash')]], widths: [3, 1.4], size: 8 },
    space(8),
    rule,
    text('Cédula generada con la información registrada en el SUA. Verifique los movimientos afiliatorios antes de pagar.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 9, footer: (pg, n) => `Página ${pg} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: period.to };
}
