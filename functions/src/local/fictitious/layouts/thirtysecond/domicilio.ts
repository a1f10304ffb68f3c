/**
 * The 32nd proof of address (written in session 14 without reading the parsers): a natural gas distributor's
 * e-bill notice, received in the office's Outlook and printed from it: the mailbox owner's name over the header
 * lines, the notice ('Estimado cliente:') with the bill's data as a one-row grid (account, period, issue date as
 * 'dd/mm/aaaa', due date, amount), the holder and the service address over three lines under 'Datos del servicio',
 * the PDF and the XML of the CFDI listed as attachments, the distributor's name, RFC and address in the footer of
 * the notice, the 'no responda' footer.
 */
import { addDays, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { attachment, body, mailboxOf, mailDay, mailTime, noReply, officePerson, outlookHeader, outlookSent, outlookStyle } from './formats';

export const domicilioThirtysecond = 'factura-electronica-de-gas-natural-por-correo-impresa-desde-outlook-rejilla-de-una-fila-domicilio-en-tres-lineas-adjuntos-pdf-y-xml';

/** A natural gas distributor that mails its bills, as its notices name it. */
export const gasMailIssuer = 'NATURGAS DISTRIBUCIÓN DEL NOROESTE, S.A. DE C.V.';

const slash = (iso: string): string => iso.split('-').reverse().join('/');

export function domicilioThirtysecondDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const owner = officePerson(rng);
  const received = mailDay(rng, date, 0, 2);
  const cuenta = rng.digits(10);
  const blocks: Block[] = [
    ...outlookHeader(owner, {
      from: 'Facturación Naturgas <facturacion@naturgas-noroeste.mx>',
      sent: outlookSent(received, mailTime(rng)),
      to: `${owner} <${mailboxOf(owner)}>`,
      subject: `Tu factura de gas natural - Cuenta ${cuenta}`,
      attachments: [attachment(rng, `FAC_${cuenta}.pdf`), attachment(rng, `FAC_${cuenta}.xml`)],
    }),
    ...body(['Estimado cliente:', '', 'Tu factura electrónica ya está disponible. Te compartimos el resumen:', '']),
    {
      t: 'table',
      headers: ['No. de cuenta', 'Periodo', 'Fecha de emisión', 'Pagar antes de', 'Total a pagar'],
      widths: [1.1, 1.6, 1, 1, 1.1],
      size: 8,
      rows: [[cuenta, `${slash(addDays(date, -32))} - ${slash(addDays(date, -2))}`, slash(date), slash(addDays(date, 15)), formatMoney(importe, 'dollar')]],
    },
    ...body(['', 'Datos del servicio']),
    { t: 'box', size: 9, lines: [supplier.name, `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}, COL. ${a.colonia}`, `C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`] },
    ...body(['', 'Paga en línea, en tiendas de conveniencia o domicilia tu pago desde naturgas-noroeste.mx.', '']),
    { t: 'text', text: `${f.emisor} · RFC NDN0903${rng.int(10, 28)}Q${rng.digits(1)}7 · Blvd. Kino ${rng.int(100, 990)}, Hermosillo, Sonora`, size: 7 },
    noReply('nuestro sistema de facturación'),
  ];
  return { blocks, truth: f.truth, style: outlookStyle(), title: `Tu factura de gas natural - Cuenta ${cuenta}`, producer: 'Microsoft® Outlook® para Microsoft 365', date: received };
}
