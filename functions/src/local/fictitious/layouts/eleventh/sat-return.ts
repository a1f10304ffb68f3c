/**
 * The 11th layout of the SAT return acuses (ISR, IVA, annual; held out in session 11, measured there and tuned on
 * since): the DyP 'Declaración' print (the full return, not the short acuse) as the accountant keeps it. The general
 * data one 'LABEL: value' line each in capitals, the period as the month's name with the ejercicio apart, then the
 * determination of the tax as a concept / amount table in which the amount to pay is one line among the tax caused, the
 * compensations and, for a complementaria, what the previous return paid; the línea de captura in groups of four with
 * its deadline as '03-mayo-2026', and the presentation's date, time and operation number in the acuse block at the
 * foot.
 */
import { capitalize, formatDate, formatMoney, grouped, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnEleventh = 'declaracion-completa-determinacion-del-impuesto-linea-en-grupos-de-cuatro-acuse-al-pie';

export function returnEleventhDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const compensaciones = rng.chance(0.4) ? rng.int(100, Math.max(101, Math.floor(importe / 3))) : 0;
  const pagadoAntes = tipo === 'COMPLEMENTARIA' ? rng.int(500, 90_000) : 0;
  const causado = importe + compensaciones + pagadoAntes;
  const line = (label: string, value: string): Block => text(`${label}: ${value}`, { size: 9 });
  const blocks: Block[] = [
    text('SAT · DECLARACIONES Y PAGOS', { bold: true, size: 9 }),
    title(annual ? 'DECLARACIÓN DEL EJERCICIO' : 'DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES', 11),
    space(8),
    line('R.F.C.', supplier.rfc),
    line('DENOMINACIÓN O RAZÓN SOCIAL', supplier.name),
    line('TIPO DE DECLARACIÓN', tipo),
    ...(annual ? [] : [line('PERIODICIDAD', 'MENSUAL'), line('PERÍODO', monthName(month).toUpperCase())]),
    line('EJERCICIO', ejercicio),
    space(8),
    {
      t: 'table',
      title: `Determinación · ${capitalize(concept)}`,
      headers: ['Concepto', 'Importe'],
      rows: [
        [annual ? 'Impuesto del ejercicio' : 'Impuesto a cargo', m(causado)],
        ['Compensaciones', m(compensaciones)],
        ...(pagadoAntes ? [['Importe pagado en la última declaración', m(pagadoAntes)]] : []),
        ['Cantidad a pagar', m(importe)],
      ],
      widths: [4, 1.4],
      size: 9,
    },
  ];
  if (!annual) {
    blocks.push(
      space(8),
      text('LÍNEA DE CAPTURA', { bold: true, size: 9 }),
      text(grouped(lineaCaptura, 4), { size: 11 }),
      text(`Pagar a más tardar el ${formatDate(vigencia, 'longDash')}`, { size: 9 }),
    );
  }
  blocks.push(
    space(10),
    rule,
    text('ACUSE DE RECIBO', { bold: true, size: 9 }),
    text(`Fecha y hora de presentación: ${formatDate(presented, 'longDash')} ${hhmm}:${seconds}`, { size: 9 }),
    text(`Número de operación: ${numeroOperacion}`, { size: 9 }),
    text('Medio de presentación: Internet', { size: 9 }),
    ...satSeal(rng),
  );
  return {
    blocks,
    truth: f.truth,
    style: { margin: 46, baseSize: 10, header: ['Declaración · impresión completa'], footer: (p, n) => `Página ${p} de ${n}` },
    title: annual ? 'Declaración del ejercicio' : 'Declaración provisional o definitiva',
    producer: 'SAT DyP',
    date: presented,
  };
}
