/**
 * The 26th bimonthly RCV / INFONAVIT layout (written in session 13 without reading the parsers): the SUA desktop's
 * 'Reportes > Cédula bimestral' printed to PDF as a fixed-width listing: a header line with the program, the run date
 * and the sheet ('PAG. 1'), the period as the bimester's last month with a slash ('PERIODO DE PAGO: 04/2026'), one line
 * per worker with the NSS unspaced, the RCV and vivienda amounts right-aligned in columns without the sign, totals
 * under a dashed rule, and the línea de captura on the last line after the totals.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { columns, dashes, legacyDate } from './formats';

export const infonavitBimTwentysixth = 'sua-escritorio-cedula-bimestral-ancho-fijo-periodo-de-pago-con-diagonal-linea-de-captura-al-final';

export function infonavitBimTwentysixthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const n = (x: number) => formatMoney(x, 'plain');
  const line = (s: string, bold = false): Block => text(s, { size: 7.2, bold });
  const w = [12, 34, -4, -10, -12, -12];
  const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
  const blocks: Block[] = [
    line('CEDULA DE DETERMINACION DE CUOTAS, APORTACIONES Y AMORTIZACIONES  -  BIMESTRAL', true),
    line(`REGISTRO PATRONAL    : ${supplier.registroPatronal}`),
    line(`R.F.C.               : ${supplier.rfc}`),
    line(`RAZON SOCIAL         : ${supplier.name}`),
    line(`PERIODO DE PAGO      : ${period.to.slice(5, 7)}/${period.to.slice(0, 4)}`),
    line(dashes(112)),
    line(columns(['NSS', 'NOMBRE', 'DIAS', 'SBC', 'RETIRO/CYV', 'VIVIENDA'], w), true),
    line(dashes(112)),
    ...rows.map((r, i) => line(columns([r.worker.nss, r.worker.fullName, String(r.dias), n(r.worker.sbc), n(rcv[i] ?? 0), n(aport[i] ?? 0)], w))),
    line(dashes(112)),
    line(columns(['', 'SUMAS', '', '', n(sum(rcv)), n(sum(aport))], w), true),
    line(`TOTAL A PAGAR RCV + INFONAVIT ........ ${n(total)}`, true),
    space(6),
    line(`LINEA DE CAPTURA SIPARE: ${linea}`),
  ];
  const header = [`SUA 3.6   RPT-BIM   IMPRESO ${legacyDate(generated, 'monDotUpperFull')}`];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 8, header, footer: (p) => `PAG. ${p}` }, title: 'Cédula bimestral', producer: 'SUA', date: generated };
}
