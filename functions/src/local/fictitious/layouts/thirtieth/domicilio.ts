/**
 * The 30th proof of address (written in session 14 without reading the parsers): a fibre and cable provider's app,
 * 'Mi recibo', as the phone prints it: the browser's header and footer, the provider's name, RFC and fiscal address
 * over the customer's card, the service address as the app breaks it (street and number, 'COL.', 'C.P.', municipality
 * and state on their own lines), the bill's card with the issue date as 'jue, 05 mar 2026' and the amount as
 * '1,234.56 MXN'.
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { appDate, appPesos } from './formats';
import { appBar, card, field, mobileStyle } from './mobile';

export const domicilioThirtieth = 'vista-movil-de-la-app-de-fibra-optica-mi-recibo-impresa-desde-el-telefono-datos-del-emisor-sobre-la-direccion-en-lineas';

/** A regional fibre and cable provider, as its app names itself. */
export const fibreAppIssuer = 'FIBRA Y CABLE DEL CENTRO, S.A. DE C.V.';

export function domicilioThirtiethDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    ...appBar('Mi recibo'),
    text(f.emisor, { bold: true, size: 9.5 }),
    text(`RFC FCC${rng.digits(6)}${rng.chars(3, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')} · Blvd. Adolfo López Mateos ${rng.int(100, 3000)}, León, Gto.`, { size: 7.5 }),
    ...card('Titular'),
    text(supplier.name, { bold: true }),
    text(`No. de cliente ${rng.digits(9)}`, { size: 7.5 }),
    ...card('Domicilio del servicio'),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`),
    text(`COL. ${a.colonia}`),
    text(`C.P. ${a.codigoPostal}`),
    text(`${a.municipio}, ${a.entidad}`),
    ...card('Recibo del mes'),
    ...field('Fecha de emisión', appDate(date)),
    ...field('Periodo facturado', `${appDate(addDays(date, -30))} al ${appDate(addDays(date, -1))}`),
    ...field('Total a pagar', appPesos(importe)),
    ...field('Pagar antes del', appDate(addDays(date, 12))),
    text('Paquete Doble Play 200 Mbps · Ver más', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: mobileStyle(rng, date, 'Mi recibo | Fibra y Cable', 'fibraycable.mx/app/mi-recibo'), title: 'Mi recibo | Fibra y Cable', producer: 'Android Print Service (Chrome Mobile 131)', date };
}
