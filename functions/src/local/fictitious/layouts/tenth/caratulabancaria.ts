/**
 * The 10th bank statement cover (held out in session 11, measured there and tuned on since): the bank's own legal name,
 * address and RFC printed above the customer's, then the statement's two columns side by side (the holder's name,
 * address and RFC on the left; the period, cut date, account, CLABE and branch on the right, one label and value a
 * line), dates as '31 Mar 2026', and the summary with 'Abonos' and 'Cargos'.
 */
import { formatDate, formatMoney } from '../../format';
import { companyRfc } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaTenth = 'datos-del-banco-arriba-dos-columnas-titular-y-cuenta-fechas-dd-mmm-aaaa';

export function caratulaTenthDocument(f: Omit<CaratulaFacts, 'cliente'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monSpacedTitle');
  const bankRfc = companyRfc(rng, f.bankLegal.toUpperCase(), `19${rng.int(70, 99)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 18 }),
    text(`${f.bankLegal} · R.F.C. ${bankRfc}`, { size: 7 }),
    text(`Av. Paseo de la Reforma ${rng.int(100, 510)}, Col. Juárez, C.P. 06600, Ciudad de México`, { size: 7 }),
    space(10),
    text('ESTADO DE CUENTA · CUENTA MAESTRA PYME', { bold: true, size: 10 }),
    space(4),
    {
      t: 'table',
      headers: [],
      rows: [
        [supplier.name, `Periodo: ${d(from)} al ${d(corte)}`],
        [`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, `Fecha de corte: ${d(corte)}`],
        [`COL. ${a.colonia}`, `Número de cuenta: ${cuenta}`],
        [`${a.municipio}, ${a.entidad}, C.P. ${a.codigoPostal}`, `CLABE: ${clabe}`],
        [`R.F.C. ${supplier.rfc}`, `Sucursal: ${rng.digits(4)}   Moneda: M.N.`],
      ],
      widths: [1, 1],
      size: 8.5,
    },
    space(8),
    {
      t: 'table',
      title: 'Resumen de movimientos',
      headers: ['Saldo anterior', 'Abonos', 'Cargos', 'Saldo al corte'],
      rows: [[formatMoney(f.saldoAnterior, 'dollar'), formatMoney(f.depositos, 'dollar'), formatMoney(f.retiros, 'dollar'), formatMoney(f.saldo, 'dollar')]],
      size: 9,
    },
    space(10),
    rule,
    text('Para aclaraciones acuda a su sucursal o a la Unidad Especializada de Atención a Usuarios dentro de los 90 días siguientes a la fecha de corte.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Estado de cuenta', producer: `${f.bankName} Estados de Cuenta`, date: corte };
}
