/**
 * The 28th ICSOE / SISUB acuse (written in session 13 without reading the parsers): the IMSS's or Infonavit's acuse
 * as it goes in a REPSE compliance package: the DMS's stamp on every page, 'COPIA COTEJADA', the acuse's data in a
 * label/value grid with the four months spelt out ('Segundo cuatrimestre: mayo a agosto de 2026'), the sending date
 * as '5 de marzo, 2026' with the hour, and a second page with the supplier's own control of its four-monthly filings
 * restating the folio, the period and the counts.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { cotejo, note, office, officeDate, officeStyle, pageBreak } from './office';

export const acuseTwentyeighth = 'acuse-en-paquete-repse-del-proveedor-cuatrimestre-en-palabras-con-sus-meses-y-control-de-informativas-en-la-segunda-pagina';

const spans = ['Primer cuatrimestre: enero a abril', 'Segundo cuatrimestre: mayo a agosto', 'Tercer cuatrimestre: septiembre a diciembre'];

export function acuseTwentyeighthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const o = office(rng, presented, 'Expediente REPSE');
  const span = `${spans[cuatrimestre - 1] ?? ''} de ${year}`;
  const blocks: Block[] = [
    cotejo(o),
    text(kind === 'icsoe' ? 'INSTITUTO MEXICANO DEL SEGURO SOCIAL' : 'INSTITUTO DEL FONDO NACIONAL DE LA VIVIENDA PARA LOS TRABAJADORES', { bold: true, size: 10 }),
    text(kind === 'icsoe' ? 'ACUSE DE RECIBO · INFORMATIVA DE CONTRATOS DE SERVICIOS U OBRAS ESPECIALIZADOS (ICSOE)' : 'ACUSE DE RECIBO · SISTEMA DE INFORMACIÓN DE SUBCONTRATACIÓN (SISUB)', { bold: true }),
    space(6),
    {
      t: 'table',
      headers: [],
      widths: [1.6, 3],
      rows: [
        ['Folio de recepción', folio],
        ['Fecha y hora de envío', `${officeDate(presented, 'commaYear')}, ${hhmm} h`],
        ['R.F.C.', supplier.rfc],
        ['Registro patronal', supplier.registroPatronal],
        ['Nombre o razón social', supplier.name],
        ['Periodo', span],
        ['Tipo de declaración', tipo],
        ['Contratos informados', String(contratos)],
        ['Trabajadores informados', String(trabajadores)],
      ],
    },
    note(o, 'Presentada en tiempo — OK'),
    space(6),
    text('La información se recibió con fundamento en el artículo 15 A de la Ley del Seguro Social y el 29 Bis de la Ley del Infonavit; su recepción no implica que haya sido revisada.', { size: 8 }),
    pageBreak,
    text(supplier.name, { bold: true, size: 10 }),
    text('CONTROL DE INFORMATIVAS CUATRIMESTRALES', { bold: true }),
    { t: 'table', headers: ['Informativa', 'Periodo', 'Folio', 'Enviada', 'Contratos', 'Trabajadores'], widths: [0.9, 2.2, 1.8, 1, 0.8, 0.9], rows: [[kind === 'icsoe' ? 'ICSOE' : 'SISUB', span, folio, officeDate(presented, 'roman'), String(contratos), String(trabajadores)]] },
    text(`Revisó: ${o.reviewer}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Acuse ${kind === 'icsoe' ? 'ICSOE' : 'SISUB'}`, producer: 'DocuWare', date: presented };
}
