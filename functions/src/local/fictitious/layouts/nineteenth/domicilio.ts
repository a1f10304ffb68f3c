/**
 * The 19th proof-of-address layout (held out from session 12, written without reading the parsers): not a utility bill
 * but a bank's account statement, which Mexican suppliers' files accept as proof of address: the bank (the issuer) in
 * the letterhead with its own address, the holder's name and address in the envelope window with the postal code
 * before the city ('C.P. 44026 GUADALAJARA, JALISCO'), and the statement's date as the cut-off date ('20 mar 2025').
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioNineteenth = 'estado-de-cuenta-bancario-direccion-en-ventanilla-codigo-postal-antes-de-la-ciudad-fecha-de-corte-mes-abreviado';

/** A regional bank (fictitious), the issuer of the 19th proof of address. */
export const bankStatementIssuer = 'BANCO REGIONAL DEL AHORRO, S.A., INSTITUCIÓN DE BANCA MÚLTIPLE';

export function domicilioNineteenthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 10.5 }),
    text('Av. Constitución 1850 Ote., Col. Centro, Monterrey, N.L., C.P. 64000 · R.F.C. BRA950612KQ4', { size: 7 }),
    space(10),
    text(supplier.name, { size: 9 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 9 }),
    text(`COL. ${a.colonia}`, { size: 9 }),
    text(`C.P. ${a.codigoPostal} ${a.municipio}, ${a.entidad}`, { size: 9 }),
    space(8),
    text('ESTADO DE CUENTA  ·  CUENTA DE CHEQUES', { bold: true, size: 11, align: 'right' }),
    text(`Fecha de corte: ${formatDate(date, 'monSpacedLower')}`, { align: 'right', size: 8.5 }),
    text(`No. de cuenta: ${rng.digits(10)}`, { align: 'right', size: 8.5 }),
    space(6),
    {
      t: 'table',
      title: 'Resumen de saldos',
      headers: ['Saldo anterior', 'Depósitos', 'Retiros', 'Saldo al corte'],
      rows: [[formatMoney(importe * 3.1, 'dollar'), formatMoney(importe * 1.4, 'dollar'), formatMoney(importe * 3.5, 'dollar'), formatMoney(importe, 'dollar')]],
      size: 8.5,
    },
    space(8),
    rule,
    text('Este documento es válido como comprobante de domicilio del titular. Consulte el detalle de movimientos en las páginas siguientes o en su banca en línea.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Estado de cuenta', producer: 'Estados de cuenta bancarios', date };
}
