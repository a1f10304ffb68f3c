/**
 * The 15th SIPARE layout (held out from session 12, written without reading the parsers): the 'Formato para pago de
 * cuotas obrero patronales' as SIPARE generates it for a patrón paying through a bank's SPEI, with the amount to pay
 * boxed at the top beside the período as 'aaaa-mm', the línea de captura on its own line, the workers as a headed table
 * with the days split into cotizados, ausentismos and incapacidades; the bank's electronic payment record follows with
 * the date and time of operation as the SPEI writes them ('2026-03-17 10:15:22').
 */
import { formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, space, text, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareFifteenth = 'formato-sipare-importe-en-recuadro-arriba-periodo-aaaa-guion-mm-dias-ausentismos-incapacidades-registro-spei-al-final';

export function sipareFifteenthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const hhmm = `${pad2(rng.int(8, 19))}:${pad2(rng.int(0, 59))}`;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const full = rows.reduce((m, r) => Math.max(m, r.dias), 0);
  const blocks: Block[] = [
    text('IMSS · Sistema de Pago Referenciado (SIPARE)', { bold: true, size: 10 }),
    space(4),
    title('Formato para pago de cuotas obrero patronales, aportaciones y amortizaciones', 10.5),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Nombre o razón social', supplier.name, 'Importe total a pagar', formatMoney(total, 'dollarSpace')],
        ['Registro patronal', supplier.registroPatronal, 'Período de pago', period.from.slice(0, 7)],
        ['R.F.C.', supplier.rfc, 'Trabajadores', String(rows.length)],
      ],
      widths: [1.2, 2.6, 1.3, 1.1],
      size: 8.5,
    },
    text(`Línea de captura: ${linea}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      title: 'Detalle de trabajadores',
      headers: ['NSS', 'Nombre', 'SBC', 'Cotizados', 'Ausentismos', 'Incapacidades'],
      rows: rows.map((r) => {
        const missing = full - r.dias;
        const incap = missing > 0 && rng.chance(0.4) ? rng.int(1, missing) : 0;
        return [r.worker.nss, r.worker.fullName, formatMoney(r.worker.sbc, 'plain'), String(r.dias), String(missing - incap), String(incap)];
      }),
      widths: [1.3, 2.6, 0.9, 0.8, 0.9, 0.9],
      size: 7.5,
    },
    space(10),
    rule,
    text(`${bankName} · Registro de operación SPEI`, { bold: true, size: 9 }),
    text(`Concepto: PAGO SIPARE  ·  Clave de rastreo: ${operacion}`, { size: 8.5 }),
    text(`Fecha y hora de operación: ${paid} ${hhmm}:${pad2(rng.int(0, 59))}`, { size: 8.5 }),
    text('Estado: LIQUIDADA', { size: 8.5 }),
  ];
  return { blocks, truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `SIPARE · Página ${p} de ${n}` }, title: 'Formato de pago SIPARE', producer: 'IMSS SIPARE', date: paid };
}
