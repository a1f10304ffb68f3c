/**
 * The 17th plantilla layout (held out from session 12, written without reading the parsers): a cloud payroll
 * provider's 'Reporte de colaboradores activos' exported to PDF: the worker's name in three columns (apellido paterno,
 * apellido materno, nombre(s)) as IMSS and payroll exports split it, the employee number first and the NSS, CURP and
 * RFC after; the period as 'Del 01-mar-2026 al 31-mar-2026'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaSeventeenth = 'reporte-de-colaboradores-nombre-en-tres-columnas-numero-de-empleado-primero-periodo-del-al-mes-abreviado';

export function plantillaSeventeenthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const first = rng.int(100, 900);
  const step = rng.int(1, 7);
  const blocks: Block[] = [
    text('Reporte de colaboradores activos', { bold: true, size: 12 }),
    text(`Empresa: ${supplier.name}  ·  RFC: ${supplier.rfc}`, { size: 8.5 }),
    text(`Periodo: Del ${formatDate(period.from, 'monLower')} al ${formatDate(period.to, 'monLower')}  ·  Tipo de nómina: Mensual`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['No. empleado', 'Apellido paterno', 'Apellido materno', 'Nombre(s)', 'NSS', 'CURP', 'RFC'],
      rows: workers.map((w, i) => [String(first + i * step), w.paterno, w.materno, w.nombre, w.nss, w.curp, w.rfc]),
      widths: [0.8, 1.1, 1.1, 1.1, 1.1, 1.7, 1.3],
      size: 7,
    },
    space(4),
    text(`Colaboradores: ${workers.length}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 30, baseSize: 9, footer: (p, n) => `Generado desde el portal de nómina · ${p} de ${n}` }, title: 'Reporte de colaboradores', producer: 'wkhtmltopdf 0.12.6', date: period.to };
}
