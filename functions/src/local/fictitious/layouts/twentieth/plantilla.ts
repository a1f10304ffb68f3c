/**
 * The 20th plantilla layout (held out from session 12, written without reading the parsers): a cloud payroll
 * provider's 'Reporte de colaboradores activos' export: the company and its RFC in a two-column band, the period as
 * 'Periodo de nómina: marzo 2026', the headcount, and the workers' table numbered, NSS, CURP and RFC in that order after
 * the name, and each worker's entry date and department.
 */
import { addDays, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaTwentieth = 'reporte-de-colaboradores-activos-de-nomina-en-la-nube-mes-en-palabra-nss-curp-rfc-con-ingreso-y-departamento';

export function plantillaTwentiethDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const month = Number(period.from.slice(5, 7));
  const departments = ['Operaciones', 'Administración', 'Mantenimiento', 'Ventas', 'Almacén'];
  const blocks: Block[] = [
    text('Reporte de colaboradores activos', { bold: true, size: 12 }),
    space(4),
    { t: 'table', headers: ['Razón social', 'RFC patronal'], rows: [[supplier.name, supplier.rfc]], widths: [3.5, 1.3], size: 8.5 },
    text(`Periodo de nómina: ${monthName(month)} ${period.from.slice(0, 4)}      Colaboradores activos: ${workers.length}`, { size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: ['#', 'Colaborador', 'NSS', 'CURP', 'RFC', 'Ingreso', 'Departamento'],
      rows: workers.map((w, i) => [String(i + 1), w.fullName, w.nss, w.curp, w.rfc, addDays(period.from, -rng.int(60, 2500)), rng.pick(departments)]),
      widths: [0.3, 2.2, 1.1, 1.7, 1.3, 0.9, 1.1],
      size: 7,
    },
  ];
  return { blocks, truth: f.truth, style: { margin: 30, baseSize: 9, footer: (p, n) => `Generado desde el portal de nómina · ${p} de ${n}` }, title: 'Reporte de colaboradores activos', producer: 'Portal de nómina', date: period.to };
}
