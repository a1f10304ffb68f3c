/**
 * The 33rd Infonavit opinion (written in session 14 without reading the parsers): the supplier's staff re-type the
 * Infonavit's constancia de situación fiscal del patrón into the company's Word letter template: the client's
 * purchasing department as addressee, the body 'Por medio del presente se hace constar …' naming the employer, then
 * the constancia's data under the Portal Empresarial's captions at Word's tab stop ('Número de Registro Patronal
 * (NRP)', 'Folio de la constancia', the issue date as 'd de mes de aaaa'), the closing and the signature, the address
 * and the page in the template's footer.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { letterClosing, letterOpening, letterStyle, signerOf, tabbed } from './formats';

export const infonavitOpinionThirtythird = 'carta-en-plantilla-de-word-por-medio-del-presente-se-hace-constar-datos-de-la-constancia-en-tabulador-fecha-d-de-mes-de-aaaa';

export function infonavitOpinionThirtythirdDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const a = supplier.address;
  const written = addDays(date, rng.int(1, 8));
  const blocks: Block[] = [
    ...letterOpening(`${a.municipio}, ${a.entidad}, ${formatDate(written, 'slash')}`, 'Departamento de Compras y Alta de Proveedores', 'Presente'),
    text(
      `Por medio del presente se hace constar que ${supplier.name} solicitó en el Portal Empresarial del Instituto del Fondo Nacional de la Vivienda para los Trabajadores la constancia de situación fiscal en materia de aportaciones patronales y entero de descuentos, con el resultado siguiente:`,
    ),
    { t: 'space', h: 10 },
    tabbed('Número de Registro Patronal (NRP)', supplier.registroPatronal, 230),
    tabbed('R.F.C.', supplier.rfc, 230),
    tabbed('Folio de la constancia', folio, 230),
    tabbed('Fecha de emisión', formatDate(date, 'longNoPad'), 230),
    tabbed('Situación', positive ? 'POSITIVA' : 'NEGATIVA', 230),
    { t: 'space', h: 10 },
    text('Adjuntamos la constancia emitida por el Instituto para su cotejo.'),
    ...letterClosing(signerOf(rng), 'Administración y Finanzas'),
  ];
  const footer = `${a.vialidadTipo} ${a.vialidad} ${a.numero}, C.P. ${a.codigoPostal}`;
  return { blocks, truth, style: letterStyle(footer), title: 'Carta constancia Infonavit', producer: 'Microsoft® Word para Microsoft 365', date: written };
}
