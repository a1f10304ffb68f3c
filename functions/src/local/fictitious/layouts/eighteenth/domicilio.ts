/**
 * The 18th proof-of-address layout (held out from session 12, written without reading the parsers): a cable TV and
 * internet company's monthly statement: the issuer's RFC and address in the letterhead, the subscriber's name and
 * the service address ('Domicilio de instalación') in a box on the left, one line a part, with the account and the
 * dates in a column of label lines on the right side of the page below it; dates as '03/Marzo/2026'.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioEighteenth = 'estado-de-cuenta-de-cable-domicilio-de-instalacion-en-recuadro-fechas-con-mes-capitalizado';

/** A cable TV and internet company (fictitious), the issuer of the 18th proof of address. */
export const cableIssuer = 'TELECABLE Y CONECTIVIDAD DE OCCIDENTE, S.A. DE C.V.';

export function domicilioEighteenthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'slashMonthNameCap');
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 11 }),
    text('R.F.C. TCO0904217K3 · Av. Vallarta 3233, Col. Vallarta Poniente, Guadalajara, Jal., C.P. 44110', { size: 7 }),
    space(8),
    title('Estado de cuenta', 12),
    space(4),
    {
      t: 'box',
      lines: [
        'Suscriptor y domicilio de instalación',
        supplier.name,
        `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`,
        `COL. ${a.colonia}`,
        `${a.municipio}, ${a.entidad}`,
        `C.P. ${a.codigoPostal}`,
      ],
      size: 9,
    },
    space(6),
    text(`No. de suscriptor: ${rng.digits(9)}`, { align: 'right', size: 8.5 }),
    text(`Fecha de emisión: ${d(date)}`, { align: 'right', size: 8.5 }),
    text(`Periodo facturado: ${d(addDays(date, -30))} - ${d(addDays(date, -1))}`, { align: 'right', size: 8.5 }),
    text(`Pagar antes de: ${d(addDays(date, rng.int(10, 18)))}`, { align: 'right', size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['Servicio', 'Importe'],
      rows: [
        ['Paquete televisión + internet 100 Mbps', formatMoney(Math.round(importe * 0.862 * 100) / 100, 'dollar')],
        ['IVA', formatMoney(Math.round(importe * 0.138 * 100) / 100, 'dollar')],
      ],
      widths: [4, 1],
      size: 8.5,
    },
    text(`Total a pagar: ${formatMoney(importe, 'dollar')}`, { bold: true, size: 10.5, align: 'right' }),
    space(8),
    rule,
    text('Pague en sucursales, tiendas de conveniencia o en línea con su número de suscriptor. Este estado de cuenta es comprobante de domicilio.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Estado de cuenta', producer: 'Sistema de facturación de cable', date };
}
