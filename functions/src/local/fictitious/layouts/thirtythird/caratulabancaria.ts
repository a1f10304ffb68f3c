/**
 * The 33rd bank statement cover (written in session 14 without reading the parsers): the first page of the month's
 * statement PDF, opened in Safari on the office's Mac and saved again with 'Guardar como PDF' to send only the cover:
 * Safari's header (the file's name and the print date) and footer (the file's address and 'Página 1 de 1'); inside it
 * the statement's cover as the bank issues it: the bank's name, the holder's name and address on the left with the
 * account's data on the right as a two-column grid ('No. de cuenta', 'CLABE interbancaria', 'R.F.C.', 'Fecha de
 * corte' as 'dd/mmm/aaaa' in lower case, the period's length in days), the summary of the balances and the bank's legend.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { viewerStyle } from './formats';

export const caratulaThirtythird = 'portada-del-estado-de-cuenta-guardada-desde-safari-rejilla-de-dos-columnas-fecha-de-corte-dd-mmm-aaaa-minusculas-dias-del-periodo';

export function caratulaThirtythirdDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, cliente, from, corte, saldoAnterior, depositos, retiros, saldo } = f;
  const a = supplier.address;
  const m = (x: number) => formatMoney(x, 'dollar');
  const days = Math.round((Date.parse(corte) - Date.parse(from)) / 86_400_000) + 1;
  const printed = addDays(corte, rng.int(2, 12));
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14 }),
    text('Estado de cuenta · Cuenta empresarial', { size: 9 }),
    { t: 'space', h: 8 },
    {
      t: 'table',
      headers: [],
      widths: [2.6, 1.3, 1.7],
      size: 8.5,
      rows: [
        [supplier.name, 'No. de cliente', cliente],
        [`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, 'No. de cuenta', cuenta],
        [`COL. ${a.colonia}`, 'CLABE interbancaria', clabe],
        [`${a.municipio}, ${a.entidad}`, 'R.F.C.', supplier.rfc],
        [`C.P. ${a.codigoPostal}`, 'Fecha de corte', formatDate(corte, 'monSlashLower')],
        ['', 'Días del periodo', String(days)],
      ],
    },
    { t: 'space', h: 8 },
    { t: 'table', title: 'Resumen del periodo', headers: ['Saldo anterior', '(+) Depósitos', '(-) Retiros', 'Saldo al corte'], size: 8.5, rows: [[m(saldoAnterior), m(depositos), m(retiros), m(saldo)]] },
    { t: 'space', h: 8 },
    text(`${f.bankLegal}. Los recursos de los usuarios en las operaciones realizadas con la institución están garantizados por el IPAB hasta por 400 mil UDIS por persona.`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: viewerStyle(rng, 'safari', 'EstadoDeCuenta.pdf', printed), title: 'EstadoDeCuenta.pdf', producer: 'macOS Versión 15.3 (Compilación 24D60) Quartz PDFContext', date: printed };
}
