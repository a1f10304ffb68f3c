/**
 * The 17th ICSOE / SISUB acuse layout (held out from session 12, written without reading the parsers): the 'Acuse de
 * recibo' as a letter: the date and hour of receipt inside the opening sentence, one headed row across the page
 * (folio, ejercicio, cuatrimestre written '2º (mayo-agosto)', tipo), the RFC and registro patronal as dotted lines and
 * the counts as sentences ('Contratos informados: 3').
 */
import { formatDate, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { leader, rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseSeventeenth = 'acuse-en-forma-de-carta-fecha-en-el-parrafo-fila-de-folio-cuatrimestre-ordinal-con-meses-rfc-y-registro-con-puntos';

export function acuseSeventeenthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const first = (cuatrimestre - 1) * 4 + 1;
  const system = kind === 'icsoe' ? 'Informativa de Contratos de Servicios u Obras Especializadas (ICSOE)' : 'Sistema de Información de Subcontratación (SISUB)';
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'Instituto Mexicano del Seguro Social' : 'Instituto del Fondo Nacional de la Vivienda para los Trabajadores', { bold: true, size: 10 }),
    space(8),
    title('ACUSE DE RECIBO', 12),
    space(6),
    text(`El ${formatDate(presented, 'longNoPad')} a las ${hhmm} horas se recibió en la ${system} la información que se resume a continuación:`, { size: 9 }),
    space(6),
    { t: 'table', headers: ['Folio', 'Ejercicio', 'Cuatrimestre', 'Tipo'], rows: [[folio, year, `${cuatrimestre}º (${monthName(first)}-${monthName(first + 3)})`, tipo]], widths: [2, 0.8, 1.6, 1.3], size: 8.5 },
    space(4),
    leader('R.F.C.', supplier.rfc, 30, 9),
    leader('Registro patronal', supplier.registroPatronal, 30, 9),
    space(4),
    text(`Contratos informados: ${contratos}`, { size: 9 }),
    text(`Trabajadores informados: ${trabajadores}`, { size: 9 }),
    space(8),
    text('La recepción de la información no implica su validación ni prejuzga sobre el cumplimiento de las obligaciones del patrón.', { size: 7.5 }),
    rule,
    text(`Código de verificación: ${sealNoise(rng, 48)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Acuse de recibo', producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB', date: presented };
}
