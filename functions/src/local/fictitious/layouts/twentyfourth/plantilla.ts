/**
 * The 24th plantilla layout (written in session 13 without reading the parsers): a small supplier's payroll package
 * report 'Plantilla de personal por departamento': the company's name and RFC in the report's page header, the month
 * as 'Correspondiente al mes de MARZO DEL 2026', the workers grouped under each department's heading with the
 * package's own employee number first, the name as the payroll writes it, then RFC, CURP and NSS, a 'Subtotal' line of
 * workers per department and the 'Total general' at the end.
 */
import { monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { Worker } from '../../identities';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaTwentyfourth = 'plantilla-por-departamento-con-subtotales-empresa-en-encabezado-de-pagina-mes-del-anio-numero-de-empleado-primero';

const departments = ['PRODUCCIÓN', 'ADMINISTRACIÓN', 'MANTENIMIENTO', 'LOGÍSTICA', 'VENTAS'];

export function plantillaTwentyfourthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const month = Number(period.from.slice(5, 7));
  // Each worker's department, then the groups in the package's department order (workers keep their order within).
  const assigned = workers.map((w, index) => ({ w, index, dept: rng.pick(departments.slice(0, Math.min(departments.length, 2 + Math.floor(workers.length / 3)))), clave: String(rng.int(10, 999)).padStart(4, '0') }));
  const groups = departments.map((dept) => ({ dept, members: assigned.filter((a) => a.dept === dept) })).filter((g) => g.members.length > 0);
  // The truth lists the workers in the order the report prints them (grouped), each keeping its own values.
  const printed = groups.flatMap((g) => g.members);
  const truth = Object.fromEntries(Object.entries(f.truth).filter(([k]) => !k.startsWith('trabajadores[')));
  printed.forEach((a, i) => {
    for (const [k, v] of Object.entries(f.truth)) if (k.startsWith(`trabajadores[${a.index}].`)) truth[`trabajadores[${i}].${k.slice(k.indexOf('].') + 2)}`] = v;
  });
  const blocks: Block[] = [
    text('PLANTILLA DE PERSONAL POR DEPARTAMENTO', { bold: true, size: 12, align: 'center' }),
    text(`Correspondiente al mes de ${monthName(month).toUpperCase()} DEL ${period.from.slice(0, 4)}`, { size: 9, align: 'center' }),
    space(6),
  ];
  const cells = (w: Worker, clave: string): string[] => [clave, w.fullName, w.rfc, w.curp, w.nss];
  for (const g of groups) {
    blocks.push(
      { t: 'table', title: `Departamento: ${g.dept}`, headers: ['No. emp.', 'Nombre', 'R.F.C.', 'C.U.R.P.', 'N.S.S.'], rows: g.members.map((a) => cells(a.w, a.clave)), widths: [0.6, 2.6, 1.3, 1.8, 1.1], size: 7.5 },
      text(`Subtotal ${g.dept.toLowerCase()}: ${g.members.length} ${g.members.length === 1 ? 'empleado' : 'empleados'}`, { size: 8, align: 'right', bold: true }),
      space(6),
    );
  }
  blocks.push(rule, text(`Total general: ${workers.length} empleados en ${groups.length} ${groups.length === 1 ? 'departamento' : 'departamentos'}`, { bold: true, size: 9 }));
  const header = [`${supplier.name}`, `R.F.C. ${supplier.rfc}`];
  return { blocks, truth, style: { margin: 36, baseSize: 9, header, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Plantilla de personal por departamento', producer: 'Nómina Básica', date: period.to };
}
