/**
 * The 10th SUA cédula layout (held out in session 11, measured there and tuned on since): a SUA print in two sheets.
 * The first carries the patrón's data one label a line (the period as 'Marzo/2026', the fiscal address with its postal
 * code, the prima de riesgo) and the amounts per branch; the second the workers, each with the affiliation movement
 * that explains fewer days ('REINGRESO 12/03/2026'), and the total as '$12,345.60 (M.N.)' at its foot.
 */
import { addDays, capitalize, formatDate, formatMoney, monthName } from '../../format';
import { addressLine } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { afterPeriod, rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopTenth = 'sua-dos-hojas-resumen-por-ramo-movimientos-por-trabajador-total-mn-parentesis';

const round = (n: number) => Math.round(n * 100) / 100;

export function imsscopTenthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const generated = afterPeriod(rng, period);
  const full = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  const sum = (pick: (r: (typeof rows)[number]) => number) => round(rows.reduce((s, r) => s + pick(r), 0));
  // A worker with fewer days than the month came back (reingreso) during it.
  const movement = (dias: number) => (dias < full ? `REINGRESO ${formatDate(addDays(period.to, -(dias - 1)), 'slash')}` : '');
  const blocks: Block[] = [
    text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 9 }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS', 12),
    space(6),
    text(`Periodo de Pago: ${capitalize(monthName(Number(period.from.slice(5, 7))))}/${period.from.slice(0, 4)}`, { bold: true }),
    text(`Registro Patronal: ${supplier.registroPatronal}`),
    text(`Nombre o Razón Social: ${supplier.name}`),
    text(`R.F.C.: ${supplier.rfc}`),
    text(`Domicilio: ${addressLine(supplier.address)}`, { size: 8 }),
    text(`Prima de R.T.: ${(rng.int(50000, 750000) / 100000).toFixed(5)}     Área geográfica: Resto del país`, { size: 8 }),
    space(6),
    {
      t: 'table',
      title: 'Resumen por ramo',
      headers: ['Ramo de seguro', 'Importe'],
      rows: [
        ['Enfermedades y maternidad (cuota fija)', m(sum((r) => r.cuotaFija))],
        ['Enfermedades y maternidad (excedente)', m(sum((r) => r.excedente))],
        ['Riesgos de trabajo', m(sum((r) => r.rt))],
      ],
      widths: [4, 1.4],
      size: 8.5,
    },
    text(`Cotizantes: ${rows.length}`, { size: 8 }),
    // The detail on its own sheet, as SUA prints it.
    { t: 'space', h: 900 },
    text('RELACIÓN DE TRABAJADORES', { bold: true, size: 10 }),
    {
      t: 'table',
      headers: ['N.S.S.', 'Nombre del trabajador', 'Movimiento', 'Días', 'S.D.I.', 'Cuota fija', 'Excedente', 'R.T.', 'Total'],
      rows: rows.map((r) => [r.worker.nss, `${r.worker.paterno} ${r.worker.materno} ${r.worker.nombre}`, movement(r.dias), String(r.dias), m(r.worker.sbc), m(r.cuotaFija), m(r.excedente), m(r.rt), m(r.total)]),
      widths: [1.3, 2.6, 1.5, 0.5, 0.8, 0.8, 0.8, 0.7, 0.8],
      size: 6.5,
    },
    space(6),
    text(`TOTAL DE CUOTAS: ${formatMoney(f.total, 'mnParen')}`, { bold: true, align: 'right' }),
    space(8),
    rule,
    text(`Fecha de proceso: ${formatDate(generated, 'slash')} · SUA 3.6.${rng.int(0, 9)}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, header: ['SUA · Cédula mensual de cuotas IMSS'], footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: generated };
}
