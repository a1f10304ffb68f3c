/**
 * The 31st bank statement cover (written in session 14 without reading the parsers): a bank's 2026-27 redesigned
 * statement: the bank's name over a card band (holder, RFC spelled out as 'Registro federal de contribuyentes'), the
 * account's cards with the CLABE in its groups (bank, branch, account, check digit: '012 180 00123456789 1'), the
 * period as its month ('Febrero 2026') and the cut-off date with its weekday, the summary table with the closing
 * balance first ('MXN 12,345.60'), the QR block and the accessibility footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { card, cardRow, monthYear, mxn, qrBlock, section, signedStyle, weekdayDate } from './formats';

export const caratulaThirtyfirst = 'rediseno-2026-tarjetas-clabe-en-grupos-periodo-como-mes-corte-con-dia-de-la-semana-saldo-final-primero-mxn-qr';

/** The CLABE in its four groups: bank, branch square, account, check digit. */
const clabeGroups = (clabe: string): string => `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`;

export function caratulaThirtyfirstDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 15 }),
    text('Estado de cuenta · Cuenta empresarial', { size: 9 }),
    space(4),
    section(1, 'Datos del titular'),
    ...card('Titular', supplier.name),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Domicilio', `${a.vialidadTipo} ${a.vialidad} ${a.numero}, ${a.colonia}, C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`),
    section(2, 'Datos de la cuenta'),
    cardRow([['Número de cuenta', cuenta], ['CLABE interbancaria', clabeGroups(clabe)], ['Número de cliente', f.cliente]], [1, 1.6, 1]),
    cardRow([['Periodo', monthYear(from)], ['Fecha de corte', weekdayDate(corte)], ['Moneda', 'MXN']], [1, 1.6, 1]),
    section(3, 'Resumen del periodo'),
    { t: 'table', headers: ['Concepto', 'Importe'], widths: [3, 1.2], size: 8, rows: [['Saldo final', mxn(saldo)], ['Saldo inicial', mxn(saldoAnterior)], ['(+) Depósitos', mxn(depositos)], ['(-) Retiros y cargos', mxn(retiros)]] },
    section(4, 'Verificación'),
    qrBlock(rng, 'https://estadosdecuenta.banco.mx/verifica'),
    text(`${f.bankLegal}. Revise este estado de cuenta; tiene 90 días naturales desde la fecha de corte para objetarlo.`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Estado de cuenta digital'), title: 'Estado de cuenta', producer: 'Banca Empresarial · Estados de cuenta 2026', date: corte };
}
