/**
 * The 27th workforce-list layout (written in session 13 without reading the parsers): the signed 'Relación de
 * trabajadores' a supplier prints from its spreadsheet and captures with Microsoft Lens (its capture stamp at the
 * foot): the company, RFC and 'Mes de marzo 2026' above, each worker's row read as one line of single-space separated
 * cells (number, name, RFC, CURP, NSS), the total and the legal representative's signature line below.
 */
import { monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';
import { cells, scanAppProducer, scanAppStyle } from './scan-app';

export const plantillaTwentyseventh = 'relacion-firmada-capturada-con-microsoft-lens-mes-de-nombre-y-anio-trabajadores-leidos-renglon-a-renglon';

export function plantillaTwentyseventhDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const blocks: Block[] = [
    text(supplier.name, { bold: true, size: 11 }),
    text(`RFC: ${supplier.rfc}`),
    text('RELACIÓN DE TRABAJADORES ASIGNADOS', { bold: true }),
    text(`Mes de ${monthName(Number(period.from.slice(5, 7)))} ${period.from.slice(0, 4)}`),
    space(6),
    cells(['No.', 'Nombre completo', 'RFC', 'CURP', 'NSS'], 8.5),
    ...workers.map((w, i) => cells([String(i + 1), w.fullName, w.rfc, w.curp, w.nss], 8.5)),
    space(4),
    text(`Total de trabajadores: ${workers.length}`),
    space(24),
    text('______________________________'),
    text('Representante legal', { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('lens', rng, period.to), title: 'Microsoft Lens', producer: scanAppProducer.lens, date: period.to };
}
