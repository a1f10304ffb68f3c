/**
 * The 12th plantilla layout (held out in session 11, measured there and tuned on since): the 'Relación de trabajadores
 * vigentes' a small employer exports from its SUA data to a spreadsheet and prints. The registro patronal, RFC and
 * company as the sheet's first lines, the month as the spreadsheet shows it ('3/2026'), one row a worker with the NSS
 * first and the name surname first without a comma ('HERNÁNDEZ GARCÍA JUAN', as SUA stores it), the RFC and CURP, the
 * date of the worker's alta as 'dd/mm/aaaa' and the SDI, and a count at the foot.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaTwelfth = 'relacion-de-vigentes-sua-hoja-de-calculo-nss-primero-apellidos-sin-coma-mes-sin-cero';

export function plantillaTwelfthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const blocks: Block[] = [
    text(`Registro patronal: ${supplier.registroPatronal}`, { size: 9 }),
    text(`R.F.C.: ${supplier.rfc}`, { size: 9 }),
    text(`Razón social: ${supplier.name}`, { size: 9, bold: true }),
    text(`Periodo: ${Number(period.from.slice(5, 7))}/${period.from.slice(0, 4)}`, { size: 9 }),
    space(4),
    text('RELACIÓN DE TRABAJADORES VIGENTES', { bold: true, size: 11 }),
    space(4),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'RFC', 'CURP', 'Fecha alta', 'SDI'],
      rows: workers.map((w) => [w.nss, `${w.paterno} ${w.materno} ${w.nombre}`, w.rfc, w.curp, formatDate(addDays(period.from, -rng.int(30, 2500)), 'slash'), w.sbc.toFixed(2)]),
      widths: [1.25, 2.6, 1.45, 2, 0.95, 0.7],
      size: 7,
    },
    space(4),
    text(`Total de registros: ${workers.length}`, { size: 8 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 36, baseSize: 9, header: ['Vigentes'], footer: (p) => `Página ${p}` },
    title: 'Relación de trabajadores vigentes',
    producer: 'Microsoft Excel',
    date: period.to,
  };
}
