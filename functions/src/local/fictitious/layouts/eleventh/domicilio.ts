/**
 * The 11th proof of address (held out in session 11, measured there and tuned on since): a mobile-phone company's
 * monthly invoice as the printed form of its CFDI 4.0. The issuer's block (name, RFC, régimen, lugar de expedición)
 * beside the receptor's (name, RFC, uso del CFDI), the date of issue as the CFDI stamps it ('2026-03-03T14:05:22'), the
 * mailing address over three lines with the postal code bare at the end of the city line ('MONTERREY, NUEVO LEÓN
 * 64000'), the plan's charges and the total as '$ 12,345.60 M.N.', and the stamp's UUID and seals at the foot.
 */
import { addDays, formatDate, formatMoney, pad2 } from '../../format';
import { companyRfc, uuid } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioEleventh = 'factura-telefonia-movil-cfdi-emisor-junto-al-receptor-cp-al-final-de-la-ciudad';

/** The issuer's name as the invoice prints it (the truth's emisor). */
export const mobileIssuer = 'RADIOMÓVIL DIPSA, S.A. DE C.V.';

export function domicilioEleventhDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const hhmm = `${pad2(rng.int(0, 23))}:${pad2(rng.int(0, 59))}`;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const issuerRfc = companyRfc(rng, 'RADIOMOVIL DIPSA', `19${rng.int(80, 89)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`);
  // The total includes 16 % IVA.
  const subtotal = Math.round((importe / 1.16) * 100) / 100;
  const iva = Math.round((importe - subtotal) * 100) / 100;
  const blocks: Block[] = [
    text('Telcel', { bold: true, size: 16 }),
    title('FACTURA DE SERVICIOS DE TELECOMUNICACIONES', 10.5),
    space(6),
    {
      t: 'table',
      headers: ['Emisor', 'Receptor'],
      rows: [
        [f.emisor, supplier.name],
        [`RFC: ${issuerRfc}`, `RFC: ${supplier.rfc}`],
        ['Régimen fiscal: 601 General de Ley Personas Morales', 'Uso del CFDI: G03 Gastos en general'],
        [`Lugar de expedición: ${rng.pick(['11529', '11000', '03100'])}`, `Fecha de emisión: ${formatDate(date, 'iso')}T${hhmm}:${pad2(rng.int(0, 59))}`],
      ],
      widths: [1, 1],
      size: 8.5,
    },
    space(8),
    text('Domicilio de envío', { bold: true, size: 8 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 9.5 }),
    text(`COL. ${a.colonia}`, { size: 9.5 }),
    text(`${a.municipio}, ${a.entidad} ${a.codigoPostal}`, { size: 9.5 }),
    space(8),
    {
      t: 'table',
      title: `Número telefónico ${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} · Plan empresarial`,
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Renta mensual del plan', formatMoney(subtotal, 'plain')],
        ['IVA 16 %', formatMoney(iva, 'plain')],
      ],
      widths: [4, 1.4],
      size: 9,
    },
    text(`Total a pagar: ${formatMoney(importe, 'dollarSpaceMn')}`, { bold: true, align: 'right' }),
    text(`Fecha límite de pago: ${formatDate(addDays(date, 20), 'longDash')}`, { align: 'right', size: 9 }),
    space(10),
    rule,
    text(`Folio fiscal: ${uuid(rng)}`, { size: 7 }),
    text(`Sello digital del CFDI: ${sealNoise(rng, 120)}`, { size: 7 }),
    text('Este documento es una representación impresa de un CFDI.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10 }, title: 'Factura Telcel', producer: 'Telcel Facturación Electrónica', date };
}
