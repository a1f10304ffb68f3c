/**
 * The 29th ISR payment (written in session 13 without reading the parsers): the business bank portal's 'Consulta de
 * pagos de impuestos' screen exported to PDF: breadcrumb and toolbar, the payment as a definition list, the payment
 * date and hour as the portal's date library prints them ('05/03/2026, 10:45:12 a. m.'), the period as 'MAR-2026',
 * the amount as 'MX$12,345.60', and the export's footer.
 */
import { monthAbbr, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, space, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { portalDateTime, chrome, dd, exported, exportStyle, intlPesos } from './export';

export const pagoIsrTwentyninth = 'exportado-del-portal-bancario-consulta-de-pagos-lista-de-definiciones-fecha-hora-a-m-p-m-importe-mx';

export function pagoIsrTwentyninthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const e = exported(rng, paid);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Pagos', 'Impuestos federales', 'Consulta de pagos']),
    text(`${f.bankName} · Detalle del pago referenciado`, { bold: true, size: 11 }),
    ...dd('Fecha y hora de aplicación', portalDateTime(paid, hhmm, pad2(rng.int(0, 59)))),
    ...dd('RFC', supplier.rfc),
    ...dd('Nombre o razón social', supplier.name),
    ...dd('Periodo', `${monthAbbr[month - 1] ?? ''}-${ejercicio}`),
    ...dd('Concepto', 'ISR RETENCIONES POR SALARIOS'),
    ...dd('Línea de captura', lineaCaptura),
    ...dd('Cuenta de cargo', cuenta),
    ...dd('Número de operación', numeroOperacion),
    ...dd('Llave de pago', llave),
    ...dd('Importe', intlPesos(importe)),
    ...dd('Estatus', 'Aplicado'),
    space(6),
    text(`${f.bankLegal}. Consulta informativa; el comprobante fiscal es el recibo bancario de pago de contribuciones.`, { size: 7.5 }),
  ];
  return { blocks, truth, style: exportStyle(e, `${f.bankName} · Banca Empresarial`), title: 'Consulta de pagos', producer: 'Skia/PDF m122', date: paid };
}
