/**
 * The 13th bank statement cover (held out from session 11, after the 12th was measured): a statement that names its cut
 * date only in its title ('ESTADO DE CUENTA AL 31 DE MARZO DE 2026') and counts the period in days instead of printing
 * its first and last dates; the holder's name, RFC and address in capitals under 'Datos del cliente', the account in a
 * header-less grid under 'Información de su cuenta' (cliente, cuenta, CLABE, sucursal, moneda), and a summary with the
 * average balance and the days of the period.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaThirteenth = 'fecha-de-corte-solo-en-el-titulo-al-dd-de-mes-periodo-en-dias-rejilla-informacion-de-su-cuenta';

export function caratulaThirteenthDocument(f: Omit<CaratulaFacts, 'cliente'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte } = f;
  const a = supplier.address;
  const m = (n: number) => formatMoney(n, 'dollar');
  const days = Math.round((Date.parse(corte) - Date.parse(from)) / 86_400_000) + 1;
  const promedio = Math.round(((f.saldoAnterior + f.saldo) / 2) * 100) / 100;
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 18 }),
    text(f.bankLegal, { size: 7 }),
    space(8),
    title(`ESTADO DE CUENTA AL ${formatDate(corte, 'longUpper')}`, 12),
    text('Cuenta de cheques para empresas', { align: 'center', size: 9 }),
    space(8),
    text('Datos del cliente', { bold: true, size: 9 }),
    text(supplier.name, { size: 9.5 }),
    text(`R.F.C. ${supplier.rfc}`, { size: 9 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}, COL. ${a.colonia}`, { size: 9 }),
    text(`${a.municipio}, ${a.entidad}, C.P. ${a.codigoPostal}`, { size: 9 }),
    space(8),
    text('Información de su cuenta', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: [],
      rows: [
        ['No. de cliente', rng.digits(8), 'Sucursal', `${rng.int(100, 9999)} ${a.municipio}`],
        ['No. de cuenta', cuenta, 'Moneda', 'Pesos mexicanos'],
        ['CLABE interbancaria', clabe, 'Días del periodo', String(days)],
      ],
      widths: [1.4, 2, 1.3, 2],
      size: 8.5,
    },
    space(8),
    {
      t: 'table',
      title: 'Resumen del periodo',
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Saldo anterior', m(f.saldoAnterior)],
        ['(+) Depósitos', m(f.depositos)],
        ['(-) Retiros', m(f.retiros)],
        ['Saldo al corte', m(f.saldo)],
        ['Saldo promedio', m(promedio)],
      ],
      widths: [3, 1.4],
      size: 8.5,
    },
    space(10),
    rule,
    text('Las aclaraciones se reciben dentro de los 90 días naturales siguientes a la fecha de corte. Unidad Especializada de Atención a Usuarios en sucursales.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Estado de cuenta', producer: `${f.bankName} Estados de cuenta`, date: corte };
}
