/**
 * The 14th bank statement cover (held out from session 11, written after the 13th was measured): a statement whose
 * first lines pair the branch's own address (left) with the holder's name and address (right) in a header-less grid,
 * as printed for window envelopes; the account's data follow as one headed row (cuenta, CLABE spaced as bank, plaza,
 * account and check digit, '072 744 04049775397 2', period and cut date as '30 de abr. de 2026'), then the summary.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaFourteenth = 'sucursal-y-cliente-lado-a-lado-fila-encabezada-clabe-en-grupos-3-3-11-1-fecha-mes-abreviado-con-de';

const branchStreets = ['AV. CONSTITUCIÓN 1200 PTE.', 'BLVD. MANUEL ÁVILA CAMACHO 40', 'AV. VALLARTA 6503', 'PASEO DE LA REFORMA 510'];

export function caratulaFourteenthDocument(f: Omit<CaratulaFacts, 'cliente'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monDotDe');
  const m = (n: number) => formatMoney(n, 'dollar');
  const branch = rng.int(100, 9999);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 17 }),
    text(f.bankLegal, { size: 7 }),
    space(8),
    {
      t: 'table',
      headers: [],
      rows: [
        [`SUCURSAL ${branch}`, supplier.name],
        [rng.pick(branchStreets), `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`],
        [`${a.municipio}, ${a.entidad}`, `COL. ${a.colonia} C.P. ${a.codigoPostal}`],
        ['', `${a.municipio}, ${a.entidad}`],
        ['', `RFC: ${supplier.rfc}`],
      ],
      widths: [1, 1.4],
      size: 8.5,
    },
    space(8),
    title('ESTADO DE CUENTA · CUENTA EMPRESARIAL', 11),
    space(4),
    {
      t: 'table',
      headers: ['No. de cuenta', 'CLABE', 'Periodo', 'Fecha de corte'],
      rows: [[cuenta, `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`, `${d(from)} - ${d(corte)}`, d(corte)]],
      widths: [1.1, 1.7, 2.2, 1.2],
      size: 8.5,
    },
    space(8),
    {
      t: 'table',
      title: 'Comportamiento',
      headers: ['Concepto', 'Operaciones', 'Importe'],
      // The number of operations beside each total, as the statements of the large banks print it.
      rows: [
        ['Saldo anterior', '', m(f.saldoAnterior)],
        ['Depósitos / abonos (+)', String(rng.int(3, 60)), m(f.depositos)],
        ['Retiros / cargos (-)', String(rng.int(3, 90)), m(f.retiros)],
        ['Saldo final', '', m(f.saldo)],
      ],
      widths: [2.6, 1, 1.4],
      size: 8.5,
    },
    space(10),
    rule,
    text('Si desea recibir pagos por transferencia electrónica de fondos a través del SPEI, proporcione su CLABE. Consultas y aclaraciones en su sucursal o en la línea de atención a empresas.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Estado de cuenta empresarial', producer: `${f.bankName} Estados de cuenta`, date: corte };
}
