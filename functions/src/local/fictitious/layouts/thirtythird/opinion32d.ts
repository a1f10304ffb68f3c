/**
 * The 32-D opinion in the 33rd variant (written in session 14 without reading the parsers): the supplier's staff
 * re-type the SAT's opinion into the company's Word letter template for the client's supplier file: the place and
 * the letter's own date on the right, 'A QUIEN CORRESPONDA', the body 'Por medio del presente se hace constar …' that
 * names the taxpayer and its R.F.C., the opinion's data under the SAT's captions at Word's tab stop (the date and hour
 * of issue as 'dd/mm/aaaa a las hh:mm horas'), the closing and the signature (the legal representative's for a company), the company's
 * address and the page in the template's footer.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { letterClosing, letterOpening, letterStyle, signerOf, signerRole, tabbed } from './formats';

export const opinion32dThirtythird = 'carta-en-plantilla-de-word-por-medio-del-presente-se-hace-constar-datos-de-la-opinion-en-tabulador-fecha-dd-mm-aaaa-a-las-hh-mm-horas';

export function opinion32dThirtythirdDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it.
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const a = supplier.address;
  const written = addDays(date, rng.int(1, 6));
  const blocks: Block[] = [
    ...letterOpening(`${a.municipio}, ${a.entidad}, a ${formatDate(written, 'longNoPad')}.`, 'A QUIEN CORRESPONDA', 'P R E S E N T E'),
    text('Asunto: Opinión del cumplimiento de obligaciones fiscales (artículo 32-D del Código Fiscal de la Federación).', { bold: true, size: 10 }),
    { t: 'space', h: 10 },
    text(
      `Por medio del presente se hace constar que ${supplier.name}, con Clave de R.F.C. ${supplier.rfc}, obtuvo del Servicio de Administración Tributaria la opinión del cumplimiento de obligaciones fiscales cuyos datos se transcriben a continuación:`,
    ),
    { t: 'space', h: 10 },
    tabbed('Folio', folio),
    tabbed('Fecha de emisión', `${date.split('-').reverse().join('/')} a las ${hhmm} horas`),
    tabbed('Sentido', positive ? 'POSITIVO' : 'NEGATIVO'),
    { t: 'space', h: 10 },
    text('Se anexa la opinión en formato PDF tal como se descargó del portal del SAT, la cual puede verificarse con su código QR.'),
    ...letterClosing(signerOf(rng), signerRole(supplier.kind)),
  ];
  const footer = `${a.vialidadTipo} ${a.vialidad} ${a.numero}, Col. ${a.colonia}, ${a.municipio}`;
  return { blocks, truth, style: letterStyle(footer), title: 'Carta opinión de cumplimiento SAT', producer: 'Microsoft® Word para Microsoft 365', date: written };
}
