/**
 * The 8th bank statement cover (held out in session 10, tuned on since session 11): 'Razón social' for the holder with
 * its address, the account's data in a header-less grid two pairs wide at the top ('No. de cliente', 'Periodo', 'Fecha
 * de corte', 'No. de cuenta', 'CLABE'), dates as '31 mar. 2026', the summary amounts as 'MXN $12,345.60'.
 */
import { formatDate, formatMoney } from '../../format';
import { addressLine, type Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';

export const caratulaEighth = 'rejilla-cuenta-arriba-razon-social-fechas-mes-con-punto';

export type CaratulaFacts = {
  supplier: Supplier;
  truth: Record<string, string>;
  bankName: string;
  bankLegal: string;
  clabe: string;
  cuenta: string;
  cliente: string;
  from: string;
  corte: string;
  saldoAnterior: number;
  depositos: number;
  retiros: number;
  saldo: number;
};

export function caratulaEighthDocument(f: CaratulaFacts): BuiltDocument {
  const { supplier, clabe, cuenta, from, corte } = f;
  const m = (n: number) => formatMoney(n, 'mxnDollar');
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 18 }),
    text('Cuenta Negocios · Estado de cuenta', { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['No. de cliente', f.cliente, 'Periodo', `${formatDate(from, 'monDot')} - ${formatDate(corte, 'monDot')}`],
        ['No. de cuenta', cuenta, 'Fecha de corte', formatDate(corte, 'monDot')],
        ['CLABE', clabe, 'Moneda', 'Pesos mexicanos'],
      ],
      widths: [1.2, 2, 1.2, 2.4],
      size: 8.5,
    },
    space(8),
    text(`Razón social: ${supplier.name}`, { bold: true }),
    text(`R.F.C. ${supplier.rfc}`, { size: 9 }),
    text(addressLine(supplier.address), { size: 8 }),
    space(8),
    title('Resumen de su cuenta', 10),
    text(`Saldo inicial ................ ${m(f.saldoAnterior)}`, { size: 9 }),
    text(`(+) Depósitos ................ ${m(f.depositos)}`, { size: 9 }),
    text(`(-) Retiros ................ ${m(f.retiros)}`, { size: 9 }),
    text(`Saldo al corte ................ ${m(f.saldo)}`, { size: 9, bold: true }),
    space(10),
    rule,
    text(f.bankLegal, { size: 7 }),
    text('Consulte su estado de cuenta digital. Cualquier aclaración, dentro de los 90 días naturales siguientes a la fecha de corte.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Estado de cuenta', producer: `${f.bankName} Estados de Cuenta`, date: corte };
}
