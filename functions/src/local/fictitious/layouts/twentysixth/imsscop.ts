/**
 * The 26th SUA cédula layout (written in session 13 without reading the parsers): the 'Cédula de determinación de
 * cuotas' as the SUA desktop's 'Reportes' menu prints it to PDF: fixed-width lines, the patrón's data and the period as
 * 'PERIODO: 03/2026' in the report's head, each worker on two lines (NSS with dashes and name, then days, SDI and
 * the cuotas right-aligned), dashed rules between the head and the rows, and the total right-aligned without the
 * sign on the 'TOTAL' line.
 */
import { formatMoney, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dashedNss, space, text } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { columns, dashes } from './formats';

export const imsscopTwentysixth = 'sua-escritorio-menu-reportes-ancho-fijo-trabajador-en-dos-renglones-nss-con-guiones-total-sin-signo';

export function imsscopTwentysixthDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const n = (x: number) => formatMoney(x, 'plain');
  const line = (s: string, bold = false): Block => text(s, { size: 7.5, bold });
  const w = [-5, -12, -12, -12, -12, -12];
  const blocks: Block[] = [
    line('CEDULA DE DETERMINACION DE CUOTAS OBRERO PATRONALES', true),
    line(`REG. PATRONAL: ${supplier.registroPatronal}     R.F.C.: ${supplier.rfc}`),
    line(`NOMBRE O RAZON SOCIAL: ${supplier.name}`),
    line(`PERIODO: ${period.from.slice(5, 7)}/${period.from.slice(0, 4)}     PRIMA DE R.T.: ${(rng.int(50000, 750000) / 100000).toFixed(5)}     AREA GEOGRAFICA: A`),
    line(dashes(110)),
    line('NUM. DE SEGURIDAD SOCIAL   NOMBRE DEL ASEGURADO', true),
    line(columns(['DIAS', 'S.D.I.', 'CUOTA FIJA', 'EXCEDENTE', 'RIESGO TRAB.', 'TOTAL'], w), true),
    line(dashes(110)),
    ...rows.flatMap((r) => [
      line(`${dashedNss(r.worker.nss)}   ${r.worker.fullName}`),
      line(columns([String(r.dias), n(r.worker.sbc), n(r.cuotaFija), n(r.excedente), n(r.rt), n(r.total)], w)),
    ]),
    line(dashes(110)),
    line(`TOTAL  ${n(total).padStart(20)}`, true),
    space(6),
    line(`COTIZANTES: ${rows.length}`),
  ];
  const header = [`SUA 3.6  REPORTES  CEDULA MENSUAL          FECHA DE IMPRESION: ${formatDate(period.to, 'slash')}`];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 8, header, footer: (p, pages) => `PAG. ${p} DE ${pages}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: period.to };
}
