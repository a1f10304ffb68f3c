/**
 * The 31st ICSOE / SISUB acknowledgement (written in session 14 without reading the parsers): the IMSS's or the
 * Infonavit's 2026-27 redesign of the acknowledgement: numbered sections of cards, the four-month period named by
 * its ordinal and its months ('2.º cuatrimestre · mayo a agosto') beside the year, the type as a chip in brackets, the
 * counts as a two-column table, the sending time in ISO form ('2026-05-12 10:45 h'), the QR block and
 * the accessibility footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { satSeal, text } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { bracketChip, card, cardRow, qrBlock, section, signedStyle } from './formats';

export const acuseThirtyfirst = 'rediseno-2026-acuse-secciones-numeradas-cuatrimestre-ordinal-con-meses-tipo-en-corchetes-conteos-en-tabla-fecha-iso-qr';

const months = ['enero a abril', 'mayo a agosto', 'septiembre a diciembre'];

export function acuseThirtyfirstDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const icsoe = kind === 'icsoe';
  const blocks: Block[] = [
    text('Acuse de recibo', { bold: true, size: 14 }),
    text(icsoe ? 'Informativa de contratos de servicios u obras especializados (ICSOE)' : 'Sistema de Información de Subcontratación (SISUB)', { size: 9 }),
    section(1, 'Datos del patrón'),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Número de registro patronal', supplier.registroPatronal),
    ...card('Nombre, denominación o razón social', supplier.name),
    section(2, 'Datos de la informativa'),
    ...card('Folio de recepción', folio),
    cardRow([['Periodo', `${cuatrimestre}.º cuatrimestre · ${months[cuatrimestre - 1] ?? ''}`], ['Ejercicio', year], ['Tipo', bracketChip(tipo === 'NORMAL' ? 'Normal' : 'Complementaria')]], [2.4, 0.8, 1.2]),
    ...card('Fecha y hora de envío', `${presented} ${hhmm} h`),
    section(3, 'Información presentada'),
    { t: 'table', headers: ['Concepto', 'Cantidad'], widths: [3, 1], size: 8, rows: [['Contratos informados (total)', String(contratos)], ['Trabajadores asignados', String(trabajadores)]] },
    section(4, 'Verificación'),
    qrBlock(rng, icsoe ? 'https://serviciosdigitales.imss.gob.mx/icsoe/acuse' : 'https://empresarios.infonavit.org.mx/sisub/acuse'),
    ...satSeal(rng, 'Cadena de sello digital'),
  ];
  return { blocks, truth: f.truth, style: signedStyle(icsoe ? 'Instituto Mexicano del Seguro Social · ICSOE' : 'Infonavit · SISUB'), title: `Acuse ${icsoe ? 'ICSOE' : 'SISUB'}`, producer: icsoe ? 'IMSS · Servicios Digitales' : 'Infonavit · Portal Empresarial', date: presented };
}
