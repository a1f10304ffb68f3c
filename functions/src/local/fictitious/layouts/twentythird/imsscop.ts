/**
 * The 23rd SUA cédula layout (written in session 13 without reading the parsers): the 2025 SUA's monthly cédula
 * printed to PDF, whose patrón block is the page header SUA repeats at the top of every page (registro, RFC, name and
 * period as 'MARZO 2026'), so a long table breaks with the patrón's data and the column heads again; the workers'
 * names wrap in a narrow column, and the total comes in a summary under the table.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopTwentythird = 'sua-2025-cedula-mensual-patron-en-encabezado-repetido-por-pagina-periodo-mes-en-mayusculas-nombres-en-columna-angosta-total-en-resumen';

export function imsscopTwentythirdDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const periodo = `${monthName(Number(period.from.slice(5, 7))).toUpperCase()} ${period.from.slice(0, 4)}`;
  const blocks: Block[] = [
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS (MENSUAL)', 10.5),
    text(`Delegación ${rng.int(1, 38)} · Subdelegación ${rng.int(1, 60)} · Prima de RT ${(rng.int(5000, 75000) / 10000).toFixed(5)}`, { size: 7.5, align: 'center' }),
    space(4),
    {
      t: 'table',
      headers: ['NSS', 'Nombre del asegurado', 'Días', 'SDI', 'Cuota fija', 'Excedente', 'Riesgos de trabajo', 'Suma'],
      rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]),
      widths: [1.05, 1.5, 0.4, 0.7, 0.75, 0.75, 0.85, 0.8],
      size: 7.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Resumen',
      headers: [],
      rows: [
        ['Cuota fija', p(sum((r) => r.cuotaFija))],
        ['Excedente', p(sum((r) => r.excedente))],
        ['Riesgos de trabajo', p(sum((r) => r.rt))],
        ['Total a pagar', p(total)],
      ],
      widths: [2, 1],
      size: 8,
    },
    space(4),
    rule,
    text(`Archivo de pago generado por SUA 3.6.x · Cotizantes: ${rows.length}`, { size: 7 }),
  ];
  // SUA repeats the patrón's block at the top of every page of the cédula.
  const header = [`REGISTRO PATRONAL: ${supplier.registroPatronal}     R.F.C.: ${supplier.rfc}     PERIODO: ${periodo}`, `NOMBRE O RAZÓN SOCIAL: ${supplier.name}`];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, header, footer: (pg, n) => `SUA · Hoja ${pg} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: period.to };
}
