/**
 * The 21st proof-of-address layout (held out from session 13, written without reading the parsers): a state water
 * commission's bimonthly 'aviso-recibo' as its older billing system prints it on pre-printed stock: the commission's
 * own address and RFC under its name, the user's mailing block for the window envelope (name, street, 'COL.', then
 * 'C.P. 12345  MUNICIPIO, ENTIDAD' on one line), the account and the bimester in a band, the meter readings in a table,
 * the issue date as '05-MAR-26' and the payment deadline at the foot of the stub.
 */
import { addDays, formatDate, formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioTwentyfirst = 'aviso-recibo-bimestral-de-comision-estatal-de-agua-domicilio-del-emisor-arriba-bloque-postal-del-usuario-fecha-anio-corto';

export const stateWaterIssuer = 'COMISIÓN ESTATAL DE AGUA Y SANEAMIENTO';

export function domicilioTwentyfirstDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const month = Number(date.slice(5, 7));
  // The bimester billed is the two months before the one the bill is issued in.
  const first = monthAbbr[(month + 9) % 12] ?? '';
  const second = monthAbbr[(month + 10) % 12] ?? '';
  const previous = rng.int(1000, 9000);
  const consumo = rng.int(8, 90);
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 12 }),
    text('AV. CONSTITUYENTES 2130, COL. CENTRO, C.P. 76000    R.F.C. CEA800315JK2    Atención a usuarios 800 000 2420', { size: 7 }),
    space(10),
    text('AVISO-RECIBO', { bold: true, size: 10, align: 'right' }),
    text(`FECHA DE EXPEDICIÓN: ${formatDate(date, 'monDashShort')}`, { size: 8.5, align: 'right' }),
    space(6),
    text(supplier.name, { bold: true, size: 9.5 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 9.5 }),
    text(`COL. ${a.colonia}`, { size: 9.5 }),
    text(`C.P. ${a.codigoPostal}  ${a.municipio}, ${a.entidad}`, { size: 9.5 }),
    space(8),
    { t: 'table', headers: ['No. de cuenta', 'Bimestre', 'Tarifa', 'Ruta'], rows: [[rng.digits(10), `${first}-${second}`, 'COMERCIAL', `${rng.int(1, 40)}-${rng.int(100, 999)}`]], widths: [1.3, 1, 1, 0.8], size: 8.5 },
    { t: 'table', headers: ['Lectura anterior', 'Lectura actual', 'Consumo m3', 'Total a pagar'], rows: [[String(previous), String(previous + consumo), String(consumo), formatMoney(importe, 'dollar')]], widths: [1, 1, 1, 1.2], size: 8.5 },
    space(6),
    rule,
    text(`PÁGUESE ANTES DEL ${formatDate(addDays(date, 20), 'monDashShort')}    Después de esta fecha se cobrarán recargos.`, { size: 8 }),
    text('Este aviso-recibo sirve como comprobante de domicilio del inmueble donde se presta el servicio.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Aviso-recibo de agua', producer: 'Sistema comercial CEAS', date };
}
