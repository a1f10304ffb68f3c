/**
 * The 25th ICSOE / SISUB acuse layout (session 13, written without reading the parsers): the acuse as a customer's
 * shared-service centre files it in the supplier's expediente: its 'RECIBIDO' stamp above the platform's print, the
 * registro, the RFC and the folio in one headed row, the cuatrimestre and the ejercicio as separate lines (the
 * cuatrimestre's number with its months beside it), and the counts written as a letter does, the figure and its
 * word ('3 (tres)').
 */
import { amountInWords, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { receivedStamp } from './formats';

export const acuseTwentyfifth = 'sello-recibido-registro-rfc-y-folio-en-renglon-encabezado-cuatrimestre-y-ejercicio-en-renglones-conteos-con-letra';

const months = ['enero a abril', 'mayo a agosto', 'septiembre a diciembre'];
const counted = (n: number): string => `${n} (${n === 1 ? 'uno' : amountInWords(n).toLowerCase()})`;

export function acuseTwentyfifthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 190);
  const truth = { ...f.truth };
  const blocks: Block[] = [
    receivedStamp(rng, presented),
    space(6),
    text(kind === 'icsoe' ? 'INSTITUTO MEXICANO DEL SEGURO SOCIAL · ICSOE' : 'INFONAVIT · SISUB', { bold: true, size: 10 }),
    title('Acuse de recibo de la informativa cuatrimestral', 11.5),
    { t: 'table', headers: ['Registro patronal', 'RFC', 'Folio'], rows: [[supplier.registroPatronal, supplier.rfc, folio]], widths: [1.1, 1.1, 1.8], size: 8.5 },
    pair('Nombre o razón social:', supplier.name, 'below'),
    space(4),
    row('Cuatrimestre:', `${cuatrimestre} (${months[cuatrimestre - 1] ?? ''})`),
    row('Ejercicio:', year),
    row('Tipo de informativa:', tipo),
    row('Contratos informados:', counted(contratos)),
    row('Trabajadores informados:', counted(trabajadores)),
    row('Fecha de presentación:', `${formatDate(presented, 'slash')} ${hhmm}`),
    space(6),
    rule,
    text(`Cadena de verificación: ${sealNoise(rng, 60)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Acuse de recibo', producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB', date: presented };
}
