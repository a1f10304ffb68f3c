/**
 * The 30th IMSS opinion (written in session 14 without reading the parsers): the opinion as the IMSS app for employers
 * shows it and the phone prints it: the browser's header and footer, the app's bar, the employer's card ('NRP', 'RFC',
 * 'Patrón'), the opinion's card with the result and the folio, the date as '05.MAR.2026' and the hour on its own line.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { dotMonth } from './formats';
import { appBar, card, mobileStyle, row, seeLess } from './mobile';

export const imssOpinionThirtieth = 'vista-movil-del-imss-impresa-desde-el-telefono-tarjetas-patron-y-opinion-fecha-dd-mmm-aaaa-con-puntos-y-hora-aparte';

export function imssOpinionThirtiethDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it, as the other opinions that print one.
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    ...appBar('Opinión de cumplimiento'),
    ...card('Patrón'),
    row('NRP', supplier.registroPatronal),
    row('RFC', supplier.rfc),
    row('Nombre o razón social', supplier.name),
    ...card('Opinión en materia de seguridad social'),
    row('Resultado', positive ? 'POSITIVA' : 'NEGATIVA'),
    row('Folio', folio),
    row('Fecha de emisión', dotMonth(date)),
    row('Hora', `${hhmm} hrs`),
    ...card('Ver más'),
    text('La opinión se emite conforme al artículo 32-D del CFF y a las reglas del H. Consejo Técnico del IMSS; no constituye constancia de inexistencia de adeudos.', { size: 7.5 }),
    seeLess,
  ];
  return { blocks, truth, style: mobileStyle(rng, date, 'IMSS Patrones', 'imss.gob.mx/patrones/app/opinion'), title: 'IMSS Patrones', producer: 'Android Print Service (Chrome Mobile 131)', date };
}
