/**
 * The 25th plantilla layout (session 13, written without reading the parsers): a multinational payroll provider's
 * bilingual 'Plantilla de personal / Employee census' export, printed as its reprint does when the table is too wide
 * for the page: two stacked tables keyed by the row number (name and NSS first, then CURP and RFC), the period as
 * 'Periodo / Period: 03/2026' and the employer in a headed row.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaTwentyfifth = 'censo-bilingue-de-proveedor-de-nomina-tabla-ancha-partida-en-dos-tablas-apiladas-por-numero-de-renglon';

export function plantillaTwentyfifthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const blocks: Block[] = [
    text('Plantilla de personal / Employee census', { bold: true, size: 12 }),
    { t: 'table', headers: ['Patrón / Employer', 'RFC / Tax ID'], rows: [[supplier.name, supplier.rfc]], widths: [3.6, 1.2], size: 8.5 },
    text(`Periodo / Period: ${period.from.slice(5, 7)}/${period.from.slice(0, 4)}      Empleados activos / Active employees: ${workers.length}`, { size: 8.5 }),
    space(4),
    { t: 'table', title: 'Parte 1 de 2 / Part 1 of 2', headers: ['No.', 'Nombre / Name', 'NSS / Social security no.', 'Centro de costos / Cost centre'], rows: workers.map((w, i) => [String(i + 1), w.fullName, w.nss, `CC-${rng.digits(4)}`]), widths: [0.4, 3, 1.5, 1.3], size: 7.5 },
    { t: 'table', title: 'Parte 2 de 2 / Part 2 of 2', headers: ['No.', 'CURP', 'RFC / Tax ID', 'Tipo de contrato / Contract'], rows: workers.map((w, i) => [String(i + 1), w.curp, w.rfc, rng.pick(['Indeterminado / Permanent', 'Determinado / Fixed term'])]), widths: [0.4, 2, 1.5, 1.9], size: 7.5 },
  ];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 9, footer: (p, n) => `Confidencial / Confidential    ${p} / ${n}` }, title: 'Employee census', producer: 'Payroll provider reporting', date: period.to };
}
