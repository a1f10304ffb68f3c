/**
 * The 23rd plantilla layout (written in session 13 without reading the parsers): the supplier's own spreadsheet of
 * its staff exported to PDF: the sheet's title rows (company, RFC, 'Plantilla de personal · marzo 2026'), the frozen
 * header row repeated on every printed page, one worker a row with a running number, the entry date as the sheet
 * formats it ('5/3/2024'), and a totals row (head count and sum of daily wages) at the bottom. The sheet's name and
 * column letters are not printed; the spreadsheet's default footer 'Página 1 de 2' is.
 */
import { addDays, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaTwentythird = 'hoja-de-calculo-exportada-renglones-de-titulo-encabezado-fijo-repetido-numero-consecutivo-fecha-sin-ceros-renglon-de-totales';

export function plantillaTwentythirdDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const wage = workers.map((w) => Math.round(w.sbc * 0.96 * 100) / 100);
  const totalWage = wage.reduce((s, x) => s + x, 0);
  const blocks: Block[] = [
    text(supplier.name, { bold: true, size: 11 }),
    text(supplier.rfc, { size: 9 }),
    text(`Plantilla de personal · ${monthName(Number(period.from.slice(5, 7)))} ${period.from.slice(0, 4)}`, { bold: true, size: 9.5 }),
    {
      t: 'table',
      // The frozen header row: paginate repeats the heads on every page the table reaches.
      headers: ['No.', 'Nombre completo', 'NSS', 'CURP', 'RFC', 'Fecha de ingreso', 'Salario diario'],
      rows: [
        ...workers.map((w, i) => [String(i + 1), w.fullName, w.nss, w.curp, w.rfc, formatDate(addDays(period.from, -rng.int(40, 2500)), 'slashNoPad'), formatMoney(wage[i] ?? 0, 'plain')]),
        ['', `Total: ${workers.length} trabajadores`, '', '', '', '', formatMoney(totalWage, 'plain')],
      ],
      widths: [0.3, 2.6, 1, 1.6, 1.2, 0.85, 0.8],
      size: 7,
    },
  ];
  return { blocks, truth: f.truth, style: { margin: 30, baseSize: 9, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Plantilla de personal', producer: 'Microsoft® Excel® para Microsoft 365', date: period.to };
}
