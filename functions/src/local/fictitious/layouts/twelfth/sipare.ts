/**
 * The 12th SIPARE layout (held out in session 11, measured there and tuned on since): the 'Formato para pago de cuotas
 * obrero patronales, aportaciones y amortizaciones' of an employer with eventual workers, which SIPARE lists apart: the
 * insured in two tables ('Trabajadores permanentes', then 'Trabajadores eventuales' for those who did not cotizar the
 * whole month), the wage before the days. The period as 'Mar 2026', the patrón's registro, RFC and name as 'label:
 * value' lines, and the bank's receipt after the format with the date of application on the bank's 12-hour clock
 * ('17/04/2026 12:34:56 p. m.').
 */
import { capitalize, clock12, formatDate, formatMoney, monthAbbr, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, space, text, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { workerTruth } from '../imss-payment';

export const sipareTwelfth = 'eventuales-en-tabla-aparte-periodo-mes-abreviado-anio-comprobante-reloj-de-doce-horas';

export function sipareTwelfthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const hhmm = `${pad2(rng.int(8, 21))}:${pad2(rng.int(0, 59))}`;
  const full = Math.max(...rows.map((r) => r.dias));
  const permanent = rows.filter((r) => r.dias === full);
  const eventual = rows.filter((r) => r.dias < full);
  // The truth lists the workers in the order the format prints them.
  const truth: Record<string, string> = Object.fromEntries(Object.entries(f.truth).filter(([k]) => !k.startsWith('trabajadores[')));
  truth.fechaPago = dateTime(paid, hhmm);
  workerTruth(truth, [...permanent, ...eventual]);
  const table = (heading: string, group: typeof rows): Block[] =>
    group.length === 0
      ? []
      : [{ t: 'table', title: heading, headers: ['N.S.S.', 'Nombre del asegurado', 'S.B.C.', 'Días', 'Importe'], rows: group.map((r) => [r.worker.nss, r.worker.fullName, m(r.worker.sbc), String(r.dias), m(r.total)]), widths: [1.4, 3.2, 0.9, 0.6, 1], size: 8 }];
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 9 }),
    title('SIPARE', 14),
    text('Formato para pago de cuotas obrero patronales, aportaciones y amortizaciones', { align: 'center', size: 8.5 }),
    space(8),
    pair('Registro patronal:', supplier.registroPatronal, 'inline'),
    pair('R.F.C.:', supplier.rfc, 'inline'),
    pair('Nombre o razón social:', supplier.name, 'inline'),
    pair('Periodo:', `${capitalize((monthAbbr[Number(period.from.slice(5, 7)) - 1] ?? '').toLowerCase())} ${period.from.slice(0, 4)}`, 'inline'),
    space(6),
    ...table('Trabajadores permanentes', permanent),
    ...table('Trabajadores eventuales', eventual),
    space(6),
    pair('Línea de captura SIPARE:', linea, 'below'),
    pair('Total a pagar:', formatMoney(total, 'dollar'), 'inline'),
    space(12),
    rule,
    text(bankName, { bold: true, size: 12 }),
    text('Comprobante de pago de cuotas IMSS-INFONAVIT', { size: 9 }),
    text(`Fecha de aplicación: ${formatDate(paid, 'slash')} ${clock12(hhmm, pad2(rng.int(0, 59)))}`, { size: 9 }),
    text(`Número de referencia: ${operacion}`, { size: 9 }),
    text(`Importe: ${formatMoney(total, 'dollar')}`, { size: 9 }),
  ];
  return { blocks, truth, style: { margin: 46, baseSize: 9, header: ['IMSS · SIPARE'], footer: (p, n) => `Página ${p} de ${n}` }, title: 'Formato de pago SIPARE', producer: 'IMSS SIPARE', date: paid };
}
