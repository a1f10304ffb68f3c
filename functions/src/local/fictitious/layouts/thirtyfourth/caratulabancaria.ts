/**
 * The 34th bank statement cover (written in session 14 without reading the parsers): the first page of a business
 * account's monthly statement as the big banks print it dense: under the bank's name the holder's name in bold, then a
 * band of three framed boxes side by side, 'Domicilio' (the holder's address in lines), 'Datos de la cuenta' (the
 * account, the CLABE, the R.F.C., the customer number, the cut-off date) and 'Resumen del periodo' (the balances
 * in their box), with a narrow sidebar of the bank's phone lines; the period and the cut-off date as
 * 'dd-MMM-aaaa' in capitals; the bank's legal line at the foot.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { band, dashMon, densePage } from './formats';

export const caratulaThirtyfourth = 'estado-de-cuenta-denso-tres-recuadros-cliente-cuenta-resumen-lado-a-lado-barra-lateral-de-telefonos-fechas-dd-mmm-aaaa-mayusculas';

export function caratulaThirtyfourthDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, cliente, from, corte, saldoAnterior, depositos, retiros, saldo } = f;
  const a = supplier.address;
  const m = (x: number) => formatMoney(x, 'dollarSpace');
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 13 }),
    text(`ESTADO DE CUENTA   CUENTA DE CHEQUES EMPRESARIAL   PERIODO DEL ${dashMon(from)} AL ${dashMon(corte)}`, { size: 7.5 }),
    { t: 'space', h: 4 },
    text(supplier.name, { bold: true, size: 9 }),
    band(
      [
        { caption: 'Domicilio', split: 0.9, lines: [[`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, ''], [`COL. ${a.colonia}`, ''], [`${a.municipio}, ${a.entidad}`, ''], [`C.P. ${a.codigoPostal}`, '']] },
        { caption: 'Datos de la cuenta', lines: [['No. de cuenta', cuenta], ['CLABE', clabe], ['R.F.C.', supplier.rfc], ['No. de cliente', cliente], ['Fecha de corte', dashMon(corte)], ['Moneda', 'M.N.']] },
        { caption: 'Resumen del periodo', lines: [['Saldo anterior', m(saldoAnterior)], ['(+) Depósitos', m(depositos)], ['(-) Retiros', m(retiros)], ['Saldo final', m(saldo)]] },
      ],
      { widths: [1.6, 1.5, 1.2], sidebar: { caption: 'Línea directa', lines: ['CDMX 55 5169 4300', 'Resto del país', '800 226 2663', 'Consulte su saldo', 'en la app'] } },
    ),
    { t: 'space', h: 8 },
    { t: 'table', title: 'Detalle de movimientos', headers: ['Fecha', 'Concepto', 'Referencia', 'Cargos', 'Abonos'], widths: [0.8, 2.6, 1.1, 0.9, 0.9], size: 7.5, rows: [[dashMon(from), 'SALDO INICIAL DEL PERIODO', '', '', '']] },
    { t: 'space', h: 8 },
    text(`${f.bankLegal}. Si encuentra alguna diferencia, cuenta con 90 días naturales a partir de la fecha de corte para presentar su aclaración.`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: densePage(['Estado de cuenta · Banca empresarial'], (p, n) => `Página ${p} de ${n}    ${rng.digits(10)}`), title: 'Estado de cuenta', producer: 'Adobe Experience Manager Forms', date: corte };
}
