/**
 * The 35th ISR payment (written in session 14 without reading the parsers): an accounting SaaS's 'Pagos de impuestos'
 * report built from the bank's API: the taxpayer's R.F.C. and name over a wide table whose captions are the API's keys
 * (impuesto, periodo as 'aaaa-mm', ejercicio, linea_captura, numero_operacion, banco, pagado_en as an ISO timestamp
 * with its zone, importe as a plain decimal), one payment a row, in small type to fit the page's width;
 * the request's metadata at the foot. It prints the payment's time: the truth's fechaPago carries it (hh:mm).
 */
import { pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { fetchMeta, fieldTable, plain, platformPage, zoned } from './formats';

export const pagoIsrThirtyfifth = 'reporte-de-saas-contable-pagos-de-impuestos-tabla-ancha-con-claves-de-la-api-pagado-en-iso-con-zona-importe-decimal-simple';

export function pagoIsrThirtyfifthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, importe } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const meta = fetchMeta(rng, paid);
  const blocks: Block[] = [
    text('Pagos de impuestos federales', { bold: true, size: 13 }),
    text('Fuente: banca electrónica (conexión API) · estado: aplicado', { size: 7.5 }),
    { t: 'space', h: 6 },
    fieldTable([['contribuyente.rfc', supplier.rfc], ['contribuyente.nombre', supplier.name]]),
    { t: 'space', h: 8 },
    {
      t: 'table',
      title: 'pagos (1)',
      headers: ['impuesto', 'periodo', 'ejercicio', 'linea_captura', 'numero_operacion', 'banco', 'pagado_en', 'importe'],
      widths: [0.45, 0.55, 0.55, 1.5, 0.85, 0.8, 1.65, 0.65],
      size: 7,
      rows: [['ISR', `${ejercicio}-${pad2(month)}`, ejercicio, lineaCaptura, numeroOperacion, f.bankName, zoned(paid, hhmm, pad2(rng.int(0, 59))), plain(importe)]],
    },
    { t: 'space', h: 8 },
    text('El comprobante del banco con su sello digital es el documento oficial del pago.', { size: 7.5 }),
  ];
  return { blocks, truth, style: platformPage('Contabilízate · Impuestos', `request_id ${meta.requestId} · fetched_at ${meta.fetchedAt}`), title: 'Pagos de impuestos', producer: 'Chromium (Skia/PDF m124)', date: paid };
}
