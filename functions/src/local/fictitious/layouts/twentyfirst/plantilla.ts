/**
 * The 21st plantilla layout (held out from session 13, written without reading the parsers): the 'Lista de empleados'
 * report a desktop payroll program exports to PDF: the company, its RFC with dashes ('ABC-010101-XY9') and its
 * registro patronal in the report's page header on every sheet, the payroll period as 'Periodo 3 Mensual del
 * 01/Mar/2026 al 31/Mar/2026', the employees with their four-digit code, the name as 'APELLIDOS NOMBRE(S)', the NSS
 * with the IMSS dashes, RFC and CURP, and the print date and the program's name in the footer.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dashedNss, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaTwentyfirst = 'lista-de-empleados-de-programa-de-nomina-de-escritorio-encabezado-de-pagina-rfc-con-guiones-periodo-numerado-con-mes-abreviado';

const dashedRfc = (rfc: string) => `${rfc.slice(0, -9)}-${rfc.slice(-9, -3)}-${rfc.slice(-3)}`;

export function plantillaTwentyfirstDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const d = (iso: string) => formatDate(iso, 'abbrSlash');
  const blocks: Block[] = [
    text('Lista de empleados', { bold: true, size: 11 }),
    text(`Periodo ${Number(period.from.slice(5, 7))} Mensual del ${d(period.from)} al ${d(period.to)}`, { size: 8.5 }),
    text(`Empleados en el reporte: ${workers.length}    Estado: Activos`, { size: 8 }),
    {
      t: 'table',
      headers: ['Código', 'Empleado', 'Afiliación IMSS', 'R.F.C.', 'C.U.R.P.'],
      rows: workers.map((w, i) => [String(i + 1).padStart(4, '0'), w.fullName, dashedNss(w.nss), dashedRfc(w.rfc), w.curp]),
      widths: [0.6, 2.8, 1.3, 1.4, 1.9],
      size: 7.5,
    },
  ];
  const printed = addDays(period.to, rng.int(1, 5));
  const header = [supplier.name, `R.F.C.: ${dashedRfc(supplier.rfc)}    Reg. Pat. IMSS: ${supplier.registroPatronal}`];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, header, footer: (p, n) => `Impreso el ${formatDate(printed, 'slash')}    Nóminas 2019 · Hoja ${p} de ${n}` }, title: 'Lista de empleados', producer: 'Nominas 2019', date: period.to };
}
