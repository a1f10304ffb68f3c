/**
 * The 31st SUA monthly cédula (written in session 14 without reading the parsers): the 2026-27 redesign of the
 * monthly determination a payroll system prints: numbered sections of cards for the employer and the period ('Marzo
 * 2026'), the workers' table with its totals row first (the month's total in it, amounts in MXN as the caption says),
 * the worker's name and NSS in one cell that wraps as the column allows, the table running over pages with its header repeated, and
 * the accessibility footer.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { card, cardRow, monthYear, section, signedStyle, sum } from './formats';

export const imsscopThirtyfirst = 'rediseno-2026-cedula-mensual-tarjetas-periodo-mes-aaaa-tabla-con-renglon-de-totales-primero-nombre-y-nss-en-una-celda';

export function imsscopThirtyfirstDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (x: number) => formatMoney(x, 'plain');
  const totals = ['Totales del periodo', '', '', p(sum(rows.map((r) => r.cuotaFija))), p(sum(rows.map((r) => r.excedente))), p(sum(rows.map((r) => r.rt))), p(total)];
  const blocks: Block[] = [
    text('Cédula de determinación de cuotas obrero patronales', { bold: true, size: 13 }),
    text('Mensual · Seguro de enfermedades y maternidad, invalidez y vida, riesgos de trabajo y guarderías', { size: 8 }),
    section(1, 'Datos del patrón'),
    cardRow([['Número de registro patronal', supplier.registroPatronal], ['Registro federal de contribuyentes', supplier.rfc]]),
    ...card('Nombre, denominación o razón social', supplier.name),
    ...card('Periodo de cotización', monthYear(period.from)),
    section(2, `Trabajadores (${rows.length}) · importes en MXN`),
    {
      t: 'table',
      headers: ['Trabajador / NSS', 'Días', 'SBC', 'Cuota fija', 'Excedente', 'RT', 'Total'],
      widths: [2.6, 0.5, 0.9, 0.9, 0.9, 0.8, 0.9],
      size: 7,
      // The system prints the name and the NSS in one cell; the column's width decides where it wraps.
      rows: [totals, ...rows.map((r) => [`${r.worker.fullName} NSS ${r.worker.nss}`, String(r.dias), p(r.worker.sbc), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)])],
    },
    text(`Generada el ${rng.int(1, 17)} del mes siguiente con la versión 2026 del sistema de nómina.`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Sistema Único de Autodeterminación · Cédula mensual'), title: 'Cédula de determinación de cuotas', producer: 'Nómina 2026 · Reportes', date: period.to };
}
