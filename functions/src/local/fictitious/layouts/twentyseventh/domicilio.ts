/**
 * The 27th proof-of-address layout (written in session 13 without reading the parsers): a small town's wireless
 * internet provider's monthly statement, printed and captured with CamScanner (its watermark at the foot): the
 * provider's name, RFC and address at the top, beside them on the photographed page the subscriber's block (name,
 * street, colonia, 'C.P. 12345 MUNICIPIO, ENTIDAD' on three lines, where the column ended), the statement's summary
 * table read row by row ('Fecha de emisión Fecha límite de pago Total a pagar' then '5 MAR 2026 20 MAR 2026 $449.00').
 * Wiring: the dispatcher passes wispIssuer as the emisor.
 */
import { addDays, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { cells, scanAppProducer, scanAppStyle, scanDate } from './scan-app';

export const domicilioTwentyseventh = 'estado-de-cuenta-de-proveedor-local-de-internet-escaneado-con-camscanner-resumen-leido-renglon-a-renglon';

export const wispIssuer = 'INTERNET INALÁMBRICO DE LA SIERRA, S.A. DE C.V.';

export function domicilioTwentyseventhDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = (iso: string) => scanDate(iso, 'monUpperNoPad');
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 11 }),
    text(`RFC IIS${rng.digits(6)}${rng.chars(3, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}  Av. Juárez ${rng.int(10, 400)}, Centro, atención a clientes 800 ${rng.digits(3)} ${rng.digits(4)}`, { size: 7 }),
    space(6),
    text('ESTADO DE CUENTA - SERVICIO DE INTERNET', { bold: true }),
    text(`No. de suscriptor: ${rng.digits(7)}   Plan: Hogar ${rng.pick(['20', '30', '50'])} Mbps`, { size: 8 }),
    space(4),
    text(supplier.name, { bold: true }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`.toUpperCase()),
    text(`COL. ${a.colonia}`.toUpperCase()),
    text(`C.P. ${a.codigoPostal} ${a.municipio}, ${a.entidad}`.toUpperCase()),
    space(6),
    cells(['Fecha de emisión', 'Fecha límite de pago', 'Total a pagar']),
    cells([d(date), d(addDays(date, 15)), formatMoney(importe, 'dollar')]),
    space(6),
    cells(['Concepto', 'Periodo', 'Importe']),
    cells(['Renta mensual de internet', `${d(addDays(date, -30))} al ${d(addDays(date, -1))}`, formatMoney(importe, 'plain')]),
    space(6),
    text('Pague en ventanilla, en tiendas de conveniencia o por transferencia con su número de suscriptor como referencia.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('camscanner', rng, date), title: 'CamScanner', producer: scanAppProducer.camscanner, date };
}
