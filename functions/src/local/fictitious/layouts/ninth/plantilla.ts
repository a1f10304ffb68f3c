/**
 * The 9th plantilla layout (held out in session 11, measured there and tuned on since): a payroll provider's 'plantilla activa'
 * export. The company, employer RFC and registro patronal as header lines, the period as ISO dates ('2026-03-01 a
 * 2026-03-31'), one row a worker with the payroll's own columns (employee number, job, hiring date, SDI) around NSS,
 * RFC and CURP, and the export's date and user at the foot.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaNinth = 'exportacion-nomina-plantilla-activa-periodo-iso-columnas-de-nomina';

const jobs = ['AUXILIAR DE LIMPIEZA', 'GUARDIA DE SEGURIDAD', 'TÉCNICO DE MANTENIMIENTO', 'SUPERVISOR DE TURNO', 'AYUDANTE GENERAL'];

export function plantillaNinthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const blocks: Block[] = [
    text('Reporte: Plantilla activa por centro de trabajo', { bold: true, size: 10 }),
    text(`Empresa: ${supplier.name}`, { size: 8 }),
    text(`RFC patronal: ${supplier.rfc}     Registro patronal: ${supplier.registroPatronal}`, { size: 8 }),
    text(`Periodo: ${period.from} a ${period.to}     Tipo de nómina: Quincenal`, { size: 8 }),
    space(6),
    {
      t: 'table',
      headers: ['No. Emp.', 'Nombre', 'Puesto', 'Fecha ingreso', 'NSS', 'RFC', 'CURP', 'SDI'],
      rows: workers.map((w) => [String(rng.int(100, 9999)), w.fullName, rng.pick(jobs), formatDate(`${rng.int(2015, 2025)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'isoDots'), w.nss, w.rfc, w.curp, formatMoney(w.sbc, 'bare')]),
      widths: [0.6, 2.4, 1.7, 0.9, 1.2, 1.4, 1.9, 0.7],
      size: 6.5,
    },
    space(6),
    text(`Registros: ${workers.length}`, { size: 8 }),
    text(`Generado: ${formatDate(period.to, 'isoDots')} 18:40 · Usuario: NOMINAS01`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 30, baseSize: 8, footer: (p, n) => `Pág. ${p} de ${n}` }, title: 'Plantilla activa', producer: 'Nómina en la nube', date: period.to };
}
