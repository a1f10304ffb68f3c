/**
 * The 17th carátula layout (held out from session 12, written without reading the parsers): the first page of a
 * monthly statement as another bank mails it: the bank's own RFC and address at the top, the client's name and
 * address on the left as the envelope's window shows them, the period and the cut date as '31 MAR. 2026', the RFC as
 * 'R.F.C. Cliente', and the account, CLABE and product in one headed row.
 */
import { formatDate, formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaSeventeenth = 'estado-de-cuenta-enviado-por-correo-datos-del-banco-arriba-cliente-en-ventana-fechas-mes-abreviado-en-mayusculas-fila-de-cuenta';

export function caratulaSeventeenthDocument(f: Omit<CaratulaFacts, 'cliente'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monDotUpper');
  const money = (n: number) => formatMoney(n, 'dollar');
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14 }),
    text(`${f.bankLegal} · R.F.C. ${['BIN', 'BAN', 'BCO'][rng.int(0, 2)]}${rng.int(85, 99)}${pad2(rng.int(1, 12))}${pad2(rng.int(1, 28))}${rng.chars(3, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`, { size: 7 }),
    text('Av. Paseo de la Reforma 500, Col. Juárez, Cuauhtémoc, C.P. 06600, Ciudad de México', { size: 7 }),
    space(10),
    text(supplier.name, { bold: true, size: 9.5 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 8.5 }),
    text(`COL. ${a.colonia}`, { size: 8.5 }),
    text(`${a.municipio}, ${a.entidad}  C.P. ${a.codigoPostal}`, { size: 8.5 }),
    space(6),
    text(`R.F.C. Cliente: ${supplier.rfc}`, { size: 8.5 }),
    text(`Periodo: del ${d(from)} al ${d(corte)}`, { size: 8.5, align: 'right' }),
    text(`Fecha de corte: ${d(corte)}`, { size: 8.5, align: 'right' }),
    space(8),
    { t: 'table', headers: ['Producto', 'No. de cuenta', 'CLABE', 'Moneda'], rows: [['Cuenta Empresarial', cuenta, clabe, 'MXN']], widths: [1.5, 1.3, 2, 0.7], size: 8.5 },
    space(6),
    {
      t: 'table',
      title: 'Resumen del periodo',
      headers: ['Saldo inicial', '(+) Depósitos', '(-) Retiros', 'Saldo final'],
      rows: [[money(f.saldoAnterior), money(f.depositos), money(f.retiros), money(f.saldo)]],
      size: 8.5,
    },
    space(8),
    rule,
    text('Si tiene alguna aclaración sobre este estado de cuenta, preséntela dentro de los 90 días siguientes a la fecha de corte.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Estado de cuenta · Página ${p} de ${n}` }, title: 'Estado de cuenta', producer: `${f.bankName} Estados de Cuenta`, date: corte };
}
