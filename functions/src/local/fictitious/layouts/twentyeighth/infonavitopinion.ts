/**
 * The 28th Infonavit compliance constancia (written in session 13 without reading the parsers): downloaded from the
 * Portal Empresarial and filed by the supplier's office: the DMS's stamp, each caption on its line and its value under
 * it, the date of issue as 'MAYO 12, 2026', the reviewer's flattened note, and the legal representative's statement
 * at the end.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { note, office, officeDate, officeStyle, protesta } from './office';

export const infonavitOpinionTwentyeighth = 'constancia-del-portal-empresarial-archivada-por-el-proveedor-valor-bajo-su-titulo-fecha-mes-primero-y-protesta';

export function infonavitOpinionTwentyeighthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const o = office(rng, date, 'Expediente REPSE');
  const below = (label: string, value: string) => pair(label, value, 'below');
  const blocks: Block[] = [
    text('INFONAVIT · Portal Empresarial', { bold: true, size: 11 }),
    text('Constancia de situación fiscal (opinión de cumplimiento de obligaciones)', { bold: true }),
    space(4),
    below('Fecha de emisión', officeDate(date, 'upperMonthFirst')),
    below('Folio de la constancia', folio),
    below('Número de Registro Patronal (NRP)', supplier.registroPatronal),
    below('RFC del patrón', supplier.rfc),
    below('Nombre o razón social', supplier.name),
    space(6),
    text('Con base en la información de los sistemas del Instituto a la fecha de emisión, la situación del patrón en el cumplimiento de sus obligaciones de aportaciones y amortizaciones es:'),
    text(positive ? 'SITUACIÓN POSITIVA' : 'SITUACIÓN NEGATIVA', { bold: true }),
    note(o, positive ? 'Vigente — OK' : 'Revisar adeudo con el proveedor'),
    space(4),
    text('Artículo 32-D del Código Fiscal de la Federación. Esta constancia tiene vigencia de 30 días naturales.', { size: 8 }),
    ...protesta(o, supplier.name, 'Monterrey, Nuevo León', 'constancia de situación fiscal del Infonavit'),
  ];
  return { blocks, truth, style: officeStyle(o), title: `${o.docId} Constancia Infonavit`, producer: 'M-Files', date };
}
