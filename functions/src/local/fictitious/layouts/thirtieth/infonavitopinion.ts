/**
 * The 30th Infonavit opinion (written in session 14 without reading the parsers): the employer's 'Constancia de
 * situación fiscal del patrón' as the Infonavit employers' mobile site shows it and the phone prints it: the browser's
 * header and footer, the status as a badge line ('Situación: Positiva'), the employer's card, the document's card with
 * the folio and the date as 'jue, 05 mar 2026' (no hour).
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { appDate } from './formats';
import { appBar, card, mobileStyle, row } from './mobile';

export const infonavitOpinionThirtieth = 'vista-movil-del-infonavit-impresa-desde-el-telefono-situacion-en-tarjeta-superior-fecha-dia-abreviado-sin-hora';

export function infonavitOpinionThirtiethDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    ...appBar('Mis constancias'),
    text('Constancia de situación fiscal del patrón', { bold: true, size: 11 }),
    row('Situación', positive ? 'Positiva' : 'Negativa'),
    ...card('Datos del patrón'),
    row('Registro patronal (NRP)', supplier.registroPatronal),
    row('RFC', supplier.rfc),
    row('Razón social', supplier.name),
    ...card('Datos de la constancia'),
    row('Folio', folio),
    row('Emitida el', appDate(date)),
    row('Vigencia', '30 días naturales'),
    space(6),
    text('Art. 32-D del CFF. La situación refleja la información del Instituto a la fecha de emisión.', { size: 7.5 }),
  ];
  return { blocks, truth, style: mobileStyle(rng, date, 'Mis constancias | Infonavit Patrones', 'empresarios.infonavit.org.mx/m/constancias'), title: 'Mis constancias | Infonavit Patrones', producer: 'Android Print Service (Chrome Mobile 131)', date };
}
