/**
 * The 12th proof of address (held out in session 11, measured there and tuned on since): a satellite-television
 * company's monthly statement. The issuer's legal name, RFC and fiscal address (with its own postal code) in small
 * print under its logo, right above the subscriber's block; the subscriber under 'Titular de la cuenta' with the
 * address over four lines and the postal code before the city on the third ('C.P. 64000 MONTERREY'); the date of issue
 * as the web statement prints it ('3 mar 2026'); the account, service period, deadline and total as one headed row.
 */
import { addDays, formatDate, formatMoney, pad2 } from '../../format';
import { companyRfc, uuid } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioTwelfth = 'television-satelital-datos-del-emisor-junto-al-titular-cp-antes-de-la-ciudad-fecha-mediana';

/** The issuer's name as the statement prints it (the truth's emisor). */
export const satelliteIssuer = 'CORPORACIÓN NOVAVISIÓN, S. DE R.L. DE C.V.';

export function domicilioTwelfthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const issuerRfc = companyRfc(rng, 'CORPORACION NOVAVISION', `19${rng.int(90, 99)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`);
  const periodStart = addDays(date, -rng.int(20, 28));
  // The total includes 16 % IVA.
  const subtotal = Math.round((importe / 1.16) * 100) / 100;
  const blocks: Block[] = [
    text('sky', { bold: true, size: 20 }),
    text(`${f.emisor} · RFC ${issuerRfc}`, { size: 7 }),
    text('Av. Javier Barros Sierra 540, Col. Santa Fe, C.P. 01210, Álvaro Obregón, Ciudad de México', { size: 7 }),
    space(8),
    text('Titular de la cuenta', { size: 7.5 }),
    text(supplier.name, { bold: true, size: 10 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 9.5 }),
    text(`COL. ${a.colonia}`, { size: 9.5 }),
    text(`C.P. ${a.codigoPostal} ${a.municipio}`, { size: 9.5 }),
    text(a.entidad, { size: 9.5 }),
    space(8),
    title('ESTADO DE CUENTA', 11),
    text(`Fecha de emisión: ${formatDate(date, 'intlMedium')}`, { align: 'center', size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['Número de cuenta', 'Periodo de servicio', 'Pagar antes de', 'Total a pagar'],
      rows: [[rng.digits(12), `${formatDate(periodStart, 'slash')} - ${formatDate(addDays(periodStart, 29), 'slash')}`, formatDate(addDays(date, 15), 'slash'), formatMoney(importe, 'dollar')]],
      widths: [1.3, 2, 1.1, 1.1],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Detalle de cargos',
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Paquete de televisión empresarial', formatMoney(subtotal, 'plain')],
        ['IVA 16 %', formatMoney(Math.round((importe - subtotal) * 100) / 100, 'plain')],
      ],
      widths: [4, 1.2],
      size: 8.5,
    },
    space(10),
    rule,
    text(`Folio fiscal (UUID): ${uuid(rng)}`, { size: 7 }),
    text('Este documento es una representación impresa de un CFDI. Pague en bancos, tiendas de conveniencia o en sky.com.mx.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10 }, title: 'Estado de cuenta Sky', producer: 'Sky Facturación', date };
}
