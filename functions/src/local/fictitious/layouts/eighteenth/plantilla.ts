/**
 * The 18th plantilla layout (held out from session 12, written without reading the parsers): a payroll provider's
 * 'Plantilla de personal' export grouped by department: a heading line per department with its headcount, the workers
 * under it with the full name first and the identifiers after it (NSS, CURP, RFC), the month as 'Nómina de Marzo 2026'
 * and the company's data in a heading block with the provider's name above.
 */
import { capitalize, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaEighteenth = 'exportacion-de-proveedor-de-nomina-agrupada-por-departamento-nombre-primero-mes-con-nombre';

const departments = ['OPERACIONES', 'MANTENIMIENTO', 'ADMINISTRACIÓN'];

export function plantillaEighteenthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const month = Number(period.from.slice(5, 7));
  // Workers keep their order (the truth's index) and are split into consecutive department groups.
  const cut = Math.max(1, Math.min(workers.length - 1, rng.int(1, workers.length)));
  const groups = [workers.slice(0, cut), workers.slice(cut)].filter((g) => g.length > 0);
  const blocks: Block[] = [
    text('NominaPro · Reportes', { size: 7.5 }),
    text('Plantilla de personal', { bold: true, size: 13 }),
    text(`${supplier.name}   RFC ${supplier.rfc}`, { size: 9 }),
    text(`Nómina de ${capitalize(monthName(month))} ${period.from.slice(0, 4)}  ·  Empleados activos: ${workers.length}`, { size: 9 }),
    space(4),
    ...groups.map((g, i): Block => ({
      t: 'table',
      title: `Departamento: ${departments[i] ?? ''} (${g.length})`,
      headers: ['Nombre completo', 'NSS', 'CURP', 'RFC'],
      rows: g.map((w) => [w.fullName, w.nss, w.curp, w.rfc]),
      widths: [2.6, 1.2, 1.8, 1.3],
      size: 7.5,
    })),
  ];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 9, footer: (p, n) => `Página ${p} de ${n} · Generado por NominaPro` }, title: 'Plantilla de personal', producer: 'NominaPro Reportes', date: period.to };
}
