/**
 * The 19th plantilla layout (held out from session 12, written without reading the parsers): a desktop payroll
 * system's 'Lista de empleados' report: the system's name and the report's title repeated at the top of every page,
 * the company's data as label lines, the period as its first and last days ('Del 01-03-2026 al 31-03-2026'), and the
 * workers with their payroll code first and the NSS printed with the IMSS's dashes ('24-07-88-3864-6').
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaNineteenth = 'lista-de-empleados-de-sistema-de-escritorio-codigo-primero-nss-con-guiones-periodo-por-sus-dias';

const dashedNss = (nss: string): string => `${nss.slice(0, 2)}-${nss.slice(2, 4)}-${nss.slice(4, 6)}-${nss.slice(6, 10)}-${nss.slice(10)}`;

export function plantillaNineteenthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const first = rng.int(1, 40);
  const blocks: Block[] = [
    text(`Empresa: ${supplier.name}`, { bold: true, size: 9.5 }),
    text(`R.F.C.: ${supplier.rfc}`, { size: 8.5 }),
    text(`Periodo: Mensual  Del ${formatDate(period.from, 'dash')} al ${formatDate(period.to, 'dash')}`, { size: 8.5 }),
    text(`Empleados: ${workers.length}`, { size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: ['Código', 'Nombre', 'Afiliación IMSS', 'CURP', 'R.F.C.'],
      rows: workers.map((w, i) => [pad2(first + i).padStart(4, '0'), w.fullName, dashedNss(w.nss), w.curp, w.rfc]),
      widths: [0.6, 2.5, 1.3, 1.8, 1.3],
      size: 7.5,
    },
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, header: ['NOMIPLUS Nóminas 11.2', 'Lista de empleados'], footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Lista de empleados', producer: 'NOMIPLUS Nóminas', date: period.to };
}
