/**
 * The 30th ICSOE / SISUB acknowledgement (written in session 14 without reading the parsers): the filing as the IMSS
 * or Infonavit employers' mobile site shows it under 'Informativas' and the phone prints it: the browser's header and
 * footer, a status line on top ('Recibida'), the filing's card (folio, the cuatrimestre as its number with its months
 * '2 (MAY-AGO)', the year on its own line, the type in capitals), the employer's card, the counts' card, the time of
 * receipt as 'jue, 05 mar 2026 · 14:05 h'.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { appDate } from './formats';
import { appBar, card, mobileStyle, row } from './mobile';

export const acuseThirtieth = 'vista-movil-del-portal-patronal-impresa-desde-el-telefono-estatus-arriba-cuatrimestre-numero-y-meses-anio-aparte';

const months = ['ENE-ABR', 'MAY-AGO', 'SEP-DIC'];

export function acuseThirtiethDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const name = kind === 'icsoe' ? 'ICSOE' : 'SISUB';
  const blocks: Block[] = [
    ...appBar(`Informativas ${name}`),
    text(`Estatus: Recibida · ${appDate(presented)} · ${hhmm} h`, { size: 8 }),
    ...card(kind === 'icsoe' ? 'Informativa de contratos de servicios u obras especializados' : 'Informativa de subcontratación (SISUB)'),
    row('Folio', folio),
    row('Cuatrimestre', `${cuatrimestre} (${months[cuatrimestre - 1] ?? ''})`),
    row('Año', year),
    row('Tipo de declaración', tipo),
    ...card('Patrón'),
    row('Reg. patronal', supplier.registroPatronal),
    row('RFC', supplier.rfc),
    row('Razón social', supplier.name),
    ...card('Lo informado'),
    row('Contratos', String(contratos)),
    row('Trabajadores', String(trabajadores)),
    text('La recepción no implica que la información haya sido validada por el Instituto.', { size: 7.5 }),
  ];
  const site = kind === 'icsoe' ? ['Informativas | IMSS Patrones', 'imss.gob.mx/patrones/app/icsoe'] : ['Informativas | Infonavit Patrones', 'empresarios.infonavit.org.mx/m/sisub'];
  return { blocks, truth: f.truth, style: mobileStyle(rng, presented, site[0] ?? '', site[1] ?? ''), title: site[0] ?? '', producer: 'Android Print Service (Chrome Mobile 131)', date: presented };
}
