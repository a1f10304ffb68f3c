/**
 * The 9th bank statement cover (held out in session 11, measured there and tuned on since): a statement whose first page
 * carries the holder's name and address as the envelope window prints them, the period and cut date as '01-Mar-2026' /
 * '31-Mar-2026', the account's product, number, CLABE and currency as one headed row, the summary as a concepto/importe
 * table and the first movements of the period below it.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaNinth = 'ventana-sobre-periodo-dd-mmm-aaaa-fila-producto-cuenta-clabe-movimientos';

const concepts = ['SPEI RECIBIDO', 'PAGO A PROVEEDOR', 'DEPÓSITO EN EFECTIVO', 'COMISIÓN MANEJO DE CUENTA', 'TRASPASO ENTRE CUENTAS'];

export function caratulaNinthDocument(f: Omit<CaratulaFacts, 'cliente'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monTitleDash');
  const movements = Array.from({ length: 4 }, (_, i) => [d(addDays(from, i * 6 + rng.int(0, 5))), rng.pick(concepts), formatMoney(rng.int(500, 90_000) + rng.int(0, 99) / 100, 'plain')]);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 18 }),
    text('Estado de cuenta · Enlace Negocios', { size: 9 }),
    space(8),
    text(supplier.name, { bold: true, size: 9 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 8 }),
    text(`COL. ${a.colonia}`, { size: 8 }),
    text(`${a.municipio}, ${a.entidad} C.P. ${a.codigoPostal}`, { size: 8 }),
    space(8),
    text(`Periodo: Del ${d(from)} al ${d(corte)}`, { align: 'right', size: 9 }),
    text(`Fecha de corte: ${d(corte)}`, { align: 'right', size: 9 }),
    text(`R.F.C.: ${supplier.rfc}`, { align: 'right', size: 9 }),
    space(6),
    { t: 'table', title: 'Información de su cuenta', headers: ['Producto', 'Número de cuenta', 'CLABE', 'Moneda'], rows: [['Enlace Negocios PyME', cuenta, clabe, 'MXN']], widths: [1.6, 1.4, 2, 0.8], size: 9 },
    space(6),
    {
      t: 'table',
      title: 'Resumen del periodo',
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Saldo inicial', formatMoney(f.saldoAnterior, 'dollar')],
        ['Depósitos', formatMoney(f.depositos, 'dollar')],
        ['Retiros', formatMoney(f.retiros, 'dollar')],
        ['Saldo final', formatMoney(f.saldo, 'dollar')],
      ],
      widths: [3, 1.6],
      size: 9,
    },
    space(6),
    { t: 'table', title: 'Detalle de movimientos', headers: ['Fecha', 'Concepto', 'Importe'], rows: movements, widths: [1.2, 3.4, 1.2], size: 8 },
    space(10),
    rule,
    text(f.bankLegal, { size: 7 }),
    text('Unidad Especializada de Atención a Usuarios (UNE). Para aclaraciones cuenta con 90 días naturales a partir de la fecha de corte.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Estado de cuenta', producer: `${f.bankName} Estados de Cuenta`, date: corte };
}
