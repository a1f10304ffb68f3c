/**
 * The 10th proof of address (held out in session 11, measured there and tuned on since): a landline telephone bill. The
 * company's own fiscal address and RFC under its name, the holder's name and address in the envelope window's box one
 * line each with the postal code last on a line of its own ('C.P. 64000'), the service data as one headed row with
 * dates as the bill prints them ('03-MAR-26'), the charges and the total.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import { companyRfc } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioTenth = 'telefono-fijo-recuadro-ventana-cp-en-linea-propia-fechas-dd-mmm-aa';

/** The issuer's name as the bill prints it (the truth's emisor). */
export const telmexIssuer = 'TELÉFONOS DE MÉXICO, S.A.B. DE C.V.';

export function domicilioTenthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monDashShort');
  const issuerRfc = companyRfc(rng, 'TELEFONOS DE MEXICO', `19${rng.int(80, 95)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`);
  // The total includes 16 % IVA.
  const servicio = Math.round((importe / 1.16) * 100) / 100;
  const iva = Math.round((importe - servicio) * 100) / 100;
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 12 }),
    text(`Parque Vía 190, Col. Cuauhtémoc, C.P. 06500, Ciudad de México · R.F.C. ${issuerRfc}`, { size: 7 }),
    space(8),
    title('Estado de cuenta · Servicio telefónico', 11),
    space(6),
    { t: 'box', lines: [supplier.name, `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, `COL. ${a.colonia}`, `${a.municipio}, ${a.entidad}`, `C.P. ${a.codigoPostal}`], size: 9 },
    space(8),
    {
      t: 'table',
      headers: ['Teléfono', 'Periodo de facturación', 'Fecha de emisión', 'Pagar antes de'],
      rows: [[`${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)}`, `${d(addDays(date, -31))} al ${d(addDays(date, -1))}`, d(date), d(addDays(date, 16))]],
      widths: [1.2, 2.2, 1.2, 1.2],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Resumen de cargos',
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Renta mensual e internet', formatMoney(servicio, 'dollar')],
        ['I.V.A. 16 %', formatMoney(iva, 'dollar')],
        ['Total a pagar', formatMoney(importe, 'dollar')],
      ],
      widths: [4, 1.4],
      size: 9,
    },
    space(10),
    rule,
    text('Este estado de cuenta sirve como comprobante de domicilio. Pague en tiendas, bancos o en línea.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10 }, title: 'Estado de cuenta Telmex', producer: 'Factura electrónica Telmex', date };
}
