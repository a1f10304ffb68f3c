/**
 * The 16th plantilla layout (held out from session 12, written without reading the parsers): an ERP's personnel
 * report ('Ficha de personal por periodo', SAP-style) instead of a table: the period as the payroll area's dates in the
 * ERP's short form ('01.03.26 - 31.03.26'), then one card per worker: the personnel number and name on the first line,
 * the identifiers as label/value pieces on the second (R.F.C., C.U.R.P., N.S.S.), the organisational unit and position
 * on the third; the company's name and RFC once at the top of the report.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaSixteenth = 'erp-ficha-por-trabajador-periodo-dd-mm-aa-con-puntos-identificadores-en-un-renglon-empresa-una-vez-arriba';

const units = ['Operaciones Norte', 'Operaciones Sur', 'Seguridad Patrimonial', 'Mantenimiento', 'Administración'];
const positions = ['Auxiliar de limpieza', 'Guardia de seguridad', 'Técnico de mantenimiento', 'Supervisor', 'Auxiliar administrativo'];

export function plantillaSixteenthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const cards: Block[] = workers.flatMap((w) => [
    text(`Núm. personal ${rng.digits(8)}    ${w.fullName}`, { bold: true, size: 8.5 }),
    text(`R.F.C. ${w.rfc}    C.U.R.P. ${w.curp}    N.S.S. ${w.nss}`, { size: 8, indent: 12 }),
    text(`Unidad organizativa: ${rng.pick(units)}    Posición: ${rng.pick(positions)}    Área de nómina: MX Mensual`, { size: 7.5, indent: 12 }),
    rule,
  ]);
  const blocks: Block[] = [
    text('Ficha de personal por periodo', { bold: true, size: 12 }),
    text(`Sociedad: ${supplier.name}    R.F.C.: ${supplier.rfc}`, { size: 8.5 }),
    text(`Periodo de nómina: ${formatDate(period.from, 'dotsShortYear')} - ${formatDate(period.to, 'dotsShortYear')}    Área de nómina: MX Mensual`, { size: 8.5 }),
    text(`Personas seleccionadas: ${workers.length}`, { size: 8.5 }),
    space(4),
    rule,
    ...cards,
  ];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 9, footer: (p, n) => `Página ${p} de ${n}    Ejecutado por: NOMINA01` }, title: 'Ficha de personal', producer: 'SAP NetWeaver', date: period.to };
}
