/**
 * The 14th plantilla layout (held out from session 11, written after the 13th was measured): a payroll package's
 * 'Catálogo de empleados' export, the name split over three columns in the order Mexican payroll systems keep it
 * (apellido paterno, apellido materno, nombre(s)), the employee number first, RFC, CURP and NSS after the name with
 * dotted column heads ('R.F.C.', 'C.U.R.P.', 'N.S.S.'), and the period as a range of dates ('Del 01/mar/2026 al
 * 31/mar/2026') in the export's header.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaFourteenth = 'catalogo-de-empleados-nombre-en-tres-columnas-paterno-materno-nombre-periodo-como-rango';

export function plantillaFourteenthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const d = (iso: string) => formatDate(iso, 'monSlashLower');
  const blocks: Block[] = [
    text(supplier.name, { bold: true, size: 10 }),
    text(`R.F.C. ${supplier.rfc}`, { size: 8.5 }),
    text('Catálogo de empleados activos', { bold: true, size: 9 }),
    text(`Del ${d(period.from)} al ${d(period.to)}`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['No. Emp.', 'Apellido paterno', 'Apellido materno', 'Nombre(s)', 'R.F.C.', 'C.U.R.P.', 'N.S.S.'],
      rows: workers.map((w, i) => [String(100 + i * rng.int(1, 3)), w.paterno, w.materno, w.nombre, w.rfc, w.curp, w.nss]),
      widths: [0.6, 1.1, 1.1, 1.1, 1.3, 1.8, 1.1],
      size: 7,
    },
    space(4),
    text(`Total de empleados: ${workers.length}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 30, baseSize: 9, footer: (p, n) => `Catálogo de empleados · Página ${p} de ${n}` }, title: 'Catálogo de empleados', producer: 'Paquete de nómina', date: period.to };
}
