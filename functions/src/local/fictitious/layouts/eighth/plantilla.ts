/**
 * The 8th plantilla layout (held out in session 10, tuned on since session 11): a spreadsheet export ('Layout REPSE'
 * tab) with the company, RFC and month as header rows ('Mes: 03/2026'), one table with the RFC first and the name as
 * 'PATERNO MATERNO, NOMBRE' after the identifiers, no signature block, the export date as '3/3/2026'.
 */
import { formatDate } from '../../format';
import type { Supplier, Worker } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument, Period } from '../../types';
import { space, text } from '../common';

export const plantillaEighth = 'hoja-calculo-rfc-primero-apellidos-coma-nombre';

export type PlantillaFacts = { supplier: Supplier; truth: Record<string, string>; period: Period; workers: Worker[]; producer: string };

export function plantillaEighthDocument(f: PlantillaFacts): BuiltDocument {
  const { supplier, period, workers } = f;
  const blocks: Block[] = [
    text(`Empresa: ${supplier.name}`, { bold: true, size: 9 }),
    text(`RFC: ${supplier.rfc}`, { size: 9 }),
    text(`Mes: ${period.from.slice(5, 7)}/${period.from.slice(0, 4)}`, { size: 9 }),
    text(`Total de trabajadores: ${workers.length}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['RFC', 'CURP', 'NSS', 'Apellidos y nombre'],
      rows: workers.map((w) => [w.rfc, w.curp, w.nss, `${w.paterno} ${w.materno}, ${w.nombre}`]),
      widths: [1.6, 2.2, 1.3, 3.4],
      size: 7.5,
    },
    space(8),
    text(`Exportado el ${formatDate(period.to, 'slashNoPad')}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, header: ['Layout REPSE'], footer: (p) => `Hoja${p}` }, title: 'Layout REPSE', producer: f.producer, date: period.to };
}
