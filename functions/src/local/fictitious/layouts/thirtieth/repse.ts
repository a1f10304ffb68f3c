/**
 * The 30th REPSE registration (written in session 14 without reading the parsers): the STPS platform's mobile view of
 * the registration as the phone prints it: the browser's header and footer, the registration's card ('No. de
 * registro', 'Folio del aviso', 'Registrado el', 'Vence el' as 'jue, 05 mar 2026'), the company's card, and each
 * specialised service as its own numbered card ('Ver más' expanded).
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { appDate } from './formats';
import { appBar, card, field, mobileStyle, seeLess } from './mobile';

export const repseThirtieth = 'vista-movil-del-repse-impresa-desde-el-telefono-tarjetas-registro-y-empresa-servicios-una-tarjeta-por-renglon';

export function repseThirtiethDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    ...appBar('Mi registro REPSE'),
    ...card('Registro vigente'),
    ...field('No. de registro', numeroRegistro),
    ...field('Folio del aviso', aviso),
    ...field('Registrado el', appDate(date)),
    ...field('Vence el', appDate(end)),
    ...card('Empresa'),
    ...field('Razón social', supplier.name),
    ...card(`Servicios u obras especializadas (${chosen.length})`),
    ...chosen.flatMap((s, i) => [text(`Servicio ${i + 1} de ${chosen.length}`, { size: 7.5 }), text(s, { bold: true })]),
    seeLess,
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas, artículo 15 de la Ley Federal del Trabajo.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: mobileStyle(rng, date, 'REPSE | STPS', 'repse.stps.gob.mx/m/registro'), title: 'REPSE | STPS', producer: 'Android Print Service (Chrome Mobile 131)', date };
}
