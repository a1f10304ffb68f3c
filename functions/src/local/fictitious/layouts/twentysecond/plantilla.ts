/**
 * The 22nd plantilla layout (written in session 13 without reading the parsers): a payroll system's 'Plantilla de
 * personal' report with many columns (employee number, name, RFC, CURP, NSS, entry date, daily salary, position, type
 * of contract), the company and its RFC in the report's title lines, the period as a date range ('Del 01-mar-2026 al
 * 31-mar-2026'), and names wrapping inside their narrow column.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaTwentysecond = 'plantilla-de-personal-del-sistema-de-nomina-muchas-columnas-periodo-como-rango-de-fechas-nombres-en-columna-angosta';

export function plantillaTwentysecondDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const d = (iso: string) => formatDate(iso, 'monLower');
  const positions = ['Auxiliar de limpieza', 'Guardia de seguridad', 'Técnico de mantenimiento', 'Ayudante general', 'Supervisor de turno'];
  const blocks: Block[] = [
    text(supplier.name, { bold: true, size: 10.5 }),
    text(`R.F.C. ${supplier.rfc}`, { size: 8.5 }),
    text('PLANTILLA DE PERSONAL ACTIVO', { bold: true, size: 9.5 }),
    text(`Del ${d(period.from)} al ${d(period.to)}`, { size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: ['No. emp.', 'Nombre', 'R.F.C.', 'C.U.R.P.', 'N.S.S.', 'Ingreso', 'S.D.', 'Puesto', 'Contrato'],
      rows: workers.map((w) => [String(rng.int(1, 999)).padStart(4, '0'), w.fullName, w.rfc, w.curp, w.nss, d(addDays(period.from, -rng.int(30, 3000))), formatMoney(w.sbc * 0.95, 'plain'), rng.pick(positions), rng.pick(['Indeterminado', 'Temporal'])]),
      widths: [0.45, 1.5, 1.15, 1.6, 0.95, 0.85, 0.6, 1.1, 0.85],
      size: 6.3,
    },
    space(4),
    text(`Total de empleados: ${workers.length}`, { size: 8.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 26, baseSize: 9, footer: (p, n) => `Sistema de Nómina · Plantilla · Página ${p} de ${n}` }, title: 'Plantilla de personal', producer: 'Sistema de Nómina', date: period.to };
}
