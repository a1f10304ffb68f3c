/**
 * The 15th plantilla layout (held out from session 12, written without reading the parsers): a desktop payroll
 * package's 'Listado de trabajadores' printed to PDF, which writes every RFC with dashes between its letters, its date
 * and its homoclave ('GAHJ-850101-AB3', the company's 'ABC-010101-XY1' in the header), the month as its name and year
 * ('marzo 2026') after the payroll's number, the employee's department and position between the name and the
 * identifiers, and a page header repeated on every sheet.
 */
import { monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaFifteenth = 'listado-de-trabajadores-de-escritorio-rfc-con-guiones-mes-en-letra-depto-y-puesto-antes-de-los-identificadores';

/** An RFC as older payroll programs print it: letters, date and homoclave apart. */
export const dashedRfc = (rfc: string): string => {
  const letters = rfc.length - 9;
  return `${rfc.slice(0, letters)}-${rfc.slice(letters, letters + 6)}-${rfc.slice(letters + 6)}`;
};

const departments: [string, string][] = [
  ['OPERACIONES', 'AUXILIAR DE LIMPIEZA'],
  ['OPERACIONES', 'SUPERVISOR DE TURNO'],
  ['SEGURIDAD', 'GUARDIA'],
  ['MANTENIMIENTO', 'TÉCNICO'],
  ['ADMINISTRACIÓN', 'AUXILIAR ADMINISTRATIVO'],
];

export function plantillaFifteenthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const month = Number(period.from.slice(5, 7));
  const blocks: Block[] = [
    text(`Periodo: Nómina mensual ${month} · ${monthName(month)} ${period.from.slice(0, 4)}`, { size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: ['Clave', 'Nombre del trabajador', 'Departamento', 'Puesto', 'R.F.C.', 'C.U.R.P.', 'Afiliación IMSS'],
      rows: workers.map((w, i) => {
        const [dept, puesto] = rng.pick(departments);
        return [String(i + 1).padStart(5, '0'), w.fullName, dept, puesto, dashedRfc(w.rfc), w.curp, w.nss];
      }),
      widths: [0.6, 2.2, 1.2, 1.4, 1.4, 1.8, 1.1],
      size: 6.8,
    },
    space(4),
    text(`Trabajadores listados: ${workers.length}`, { size: 8 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: {
      margin: 28,
      baseSize: 9,
      // The package repeats the company and the report's name on every sheet.
      header: [`${supplier.name}    R.F.C. ${dashedRfc(supplier.rfc)}`, 'Listado de trabajadores'],
      footer: (p, n) => `Hoja: ${p} / ${n}`,
    },
    title: 'Listado de trabajadores',
    producer: 'Nómina de escritorio',
    date: period.to,
  };
}
