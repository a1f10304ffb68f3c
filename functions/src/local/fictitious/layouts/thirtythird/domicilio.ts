/**
 * The 33rd proof of address (written in session 14 without reading the parsers): CFE's electricity bill for a
 * business (tarifa PDBT) downloaded from the CFE portal, opened in Safari on the office's Mac and saved again with
 * 'Guardar como PDF': Safari's header (the file's name and the print date) and footer (the address and 'Página 1 de
 * 1'); inside it the bill: the issuer's name, R.F.C. and address on top beside the customer's, the customer's name and
 * service address over four lines ('COL.', 'C.P.' and the municipality with the state), the service's data as a grid
 * (service number, tariff, billed period as 'dd mmm aa', the issue date as 'dd/mm/aaaa', the due date), the amount due.
 * The issuer is the dispatcher's: cfeIssuer (layouts/ninth/domicilio.ts).
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { viewerStyle } from './formats';

export const domicilioThirtythird = 'recibo-de-luz-pdbt-descargado-y-guardado-desde-safari-emisor-junto-al-cliente-domicilio-en-cuatro-lineas-fecha-de-emision-dd-mm-aaaa';

const slash = (iso: string): string => iso.split('-').reverse().join('/');

export function domicilioThirtythirdDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const servicio = rng.digits(12);
  const printed = addDays(date, rng.int(1, 10));
  const blocks: Block[] = [
    {
      t: 'table',
      headers: [],
      widths: [1, 1],
      size: 8.5,
      rows: [
        [f.emisor, supplier.name],
        ['RFC: CSS160330CP7', `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`],
        ['AV. PASEO DE LA REFORMA 164', `COL. ${a.colonia}`],
        ['COL. JUÁREZ, C.P. 06600, CUAUHTÉMOC, CDMX', `C.P. ${a.codigoPostal}`],
        ['', `${a.municipio}, ${a.entidad}`],
      ],
    },
    { t: 'space', h: 8 },
    {
      t: 'table',
      headers: ['No. de servicio', 'Tarifa', 'Periodo facturado', 'Fecha de emisión', 'Límite de pago'],
      widths: [1.2, 0.6, 1.8, 1, 1],
      size: 8,
      rows: [[servicio, 'PDBT', `${formatDate(addDays(date, -62), 'monSpacedShort')} - ${formatDate(addDays(date, -2), 'monSpacedShort')}`, slash(date), slash(addDays(date, 14))]],
    },
    { t: 'space', h: 8 },
    text(`TOTAL A PAGAR: ${formatMoney(importe, 'dollar')}`, { bold: true, size: 13 }),
    text('Pague en cfe.mx, en tiendas de conveniencia o en su banco con el número de servicio.', { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: viewerStyle(rng, 'safari', `Recibo_CFE_${servicio}.pdf`, printed), title: `Recibo_CFE_${servicio}.pdf`, producer: 'macOS Versión 15.3 (Compilación 24D60) Quartz PDFContext', date: printed };
}
