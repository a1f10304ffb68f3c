/**
 * The 20th ISR payment layout (held out from session 12, written without reading the parsers): the 'Recibo bancario de
 * pago de contribuciones federales' as a third bank's business portal prints it: the bank and the taxpayer in a
 * label/value grid, the period and the ejercicio as columns of a headed table ('Periodo 03', 'Ejercicio 2026'), the
 * date and time as '2026/03/05 10:41:07', the amount as '$ 12,345.60 MXN', and the bank's digital seal at the foot.
 */
import { formatDate, formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrTwentieth = 'recibo-bancario-portal-empresarial-rejilla-periodo-y-ejercicio-en-columnas-fecha-iso-con-diagonales-y-hora-importe-mxn-despues';

export function pagoIsrTwentiethDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 12 }),
    text('Banca Electrónica Empresarial', { size: 8 }),
    space(6),
    title('RECIBO BANCARIO DE PAGO DE CONTRIBUCIONES FEDERALES', 10.5),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['R.F.C.', supplier.rfc],
        ['Denominación o razón social', supplier.name],
        ['Fecha y hora de pago', `${formatDate(paid, 'isoSlash')} ${hhmm}:${pad2(rng.int(0, 59))}`],
        ['Medio de presentación', 'Internet'],
        ['Número de operación', numeroOperacion],
        ['Línea de captura', lineaCaptura],
        ['Cuenta de cargo', cuenta],
      ],
      widths: [1.6, 3.4],
      size: 8.5,
    },
    space(6),
    { t: 'table', headers: ['Concepto', 'Periodo', 'Ejercicio', 'Importe pagado'], rows: [['ISR retenciones por salarios', pad2(month), ejercicio, formatMoney(importe, 'dollarSpaceMxn')]], widths: [2.4, 0.7, 0.8, 1.3], size: 8.5 },
    space(6),
    text(`Llave de pago: ${llave}`, { size: 8.5 }),
    space(6),
    rule,
    text(`Sello digital: ${sealNoise(rng, 64)}`, { size: 6.5 }),
    text(`${f.bankLegal}. El pago se aplica conforme a las disposiciones del SAT.`, { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Recibo bancario de pago', producer: `${f.bankName} Empresarial`, date: paid };
}
