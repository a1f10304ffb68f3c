/**
 * The 33rd REPSE registration (written in session 14 without reading the parsers): the supplier's staff re-type the
 * STPS's registration notice into the company's Word letter template for the client: the place and date, the
 * addressee, the body 'Por medio del presente se hace constar …' naming the company, the registration's data under the
 * platform's captions at Word's tab stop (the dates as 'd de mes del aaaa'), the authorised services as Word's
 * numbered list ('1.', '2.'), the closing and the signature, the address and the page in the template's footer.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { letterClosing, letterOpening, letterStyle, signerOf, signerRole, tabbed } from './formats';

export const repseThirtythird = 'carta-en-plantilla-de-word-por-medio-del-presente-se-hace-constar-registro-en-tabulador-fechas-d-de-mes-del-aaaa-servicios-numerados';

export function repseThirtythirdDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const a = supplier.address;
  const written = addDays(date, rng.int(10, 300));
  const blocks: Block[] = [
    ...letterOpening(`${a.municipio}, ${a.entidad}, a ${formatDate(written, 'longNoPad')}.`, 'A QUIEN CORRESPONDA', 'Presente'),
    text(
      `Por medio del presente se hace constar que ${supplier.name} cuenta con registro vigente en el Padrón Público de Contratistas de Servicios Especializados u Obras Especializadas de la Secretaría del Trabajo y Previsión Social (REPSE), con los datos siguientes:`,
    ),
    { t: 'space', h: 10 },
    tabbed('Número de registro', numeroRegistro),
    tabbed('Folio del aviso de registro', aviso),
    tabbed('Fecha de registro', formatDate(date, 'longDel')),
    tabbed('Vigencia', formatDate(end, 'longDel')),
    { t: 'space', h: 8 },
    text('Servicios u obras especializadas registrados:'),
    ...chosen.map((s, i) => text(`${i + 1}.  ${s}`, { indent: 18 })),
    { t: 'space', h: 10 },
    text('Se extiende la presente a petición del interesado, anexando el aviso de registro emitido por la plataforma REPSE.'),
    ...letterClosing(signerOf(rng), signerRole(supplier.kind)),
  ];
  const footer = `${a.vialidadTipo} ${a.vialidad} ${a.numero}, Col. ${a.colonia}, ${a.municipio}`;
  return { blocks, truth: f.truth, style: letterStyle(footer), title: 'Carta registro REPSE', producer: 'Microsoft® Word para Microsoft 365', date: written };
}
