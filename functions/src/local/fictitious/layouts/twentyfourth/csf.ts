/**
 * The 24th CSF layout (written in session 13 without reading the parsers): the constancia the taxpayer opened in the
 * SAT portal and printed from Firefox with the page zoomed, so the SAT's two-column sections reflow into one: the
 * cédula's lines (RFC, idCIF) one under the other, every 'Label:' on its own line with its value on the next, each
 * activity as a small record (Orden, Actividad Económica, Porcentaje, Fecha Inicio) instead of a table row, and
 * Firefox's title, address and 'Página n de N'.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, satSeal, space, text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { firefoxPrint } from './formats';

export const csfTwentyfourth = 'impresa-desde-firefox-con-zoom-secciones-en-una-columna-etiqueta-arriba-valor-abajo-actividades-como-fichas';

export function csfTwentyfourthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'slash');
  const below = (label: string, value: string): Block => pair(label, value, 'below');
  const heading = (s: string): Block[] => [space(3), text(s, { bold: true, size: 9 })];
  const browser = firefoxPrint('Constancia de Situación Fiscal', 'https://wwwmat.sat.gob.mx/app/seg/cont/accesoC');
  const identity: Block[] =
    supplier.kind === 'fisica'
      ? [below('CURP:', supplier.curp ?? ''), below('Nombre (s) y apellidos:', supplier.name)]
      : [below('Denominación/Razón Social:', supplier.name), below('Régimen Capital:', supplier.regimenCapital ?? '')];
  const blocks: Block[] = [
    text('CÉDULA DE IDENTIFICACIÓN FISCAL', { bold: true, size: 11 }),
    text('[ Código QR ]', { size: 8 }),
    text(supplier.rfc, { bold: true, size: 12 }),
    text('Registro Federal de Contribuyentes', { size: 8 }),
    below('idCIF:', idCif),
    space(4),
    text('CONSTANCIA DE SITUACIÓN FISCAL', { bold: true, size: 13 }),
    below('Lugar y Fecha de Emisión', `${f.truth.lugarEmision ?? ''} A ${formatDate(date, 'longUpper')}`),
    ...heading('Datos de Identificación del Contribuyente:'),
    ...identity,
    below('Fecha inicio de operaciones:', formatDate(start, 'longUpper')),
    below('Estatus en el padrón:', 'ACTIVO'),
    ...heading('Datos del domicilio registrado'),
    below('Código Postal:', a.codigoPostal),
    below('Tipo de Vialidad:', a.vialidadTipo),
    below('Nombre de Vialidad:', a.vialidad),
    below('Número Exterior:', a.numero),
    below('Número Interior:', a.interior ?? ''),
    below('Nombre de la Colonia:', a.colonia),
    below('Nombre del Municipio o Demarcación Territorial:', a.municipio),
    below('Nombre de la Entidad Federativa:', a.entidad),
    ...heading('Actividades Económicas:'),
    ...f.chosenActivities.flatMap((act, i) => [
      text(`Orden: ${i + 1}`, { bold: true, size: 9 }),
      text(`Actividad Económica: ${act}`, { size: 9, indent: 12 }),
      text(`Porcentaje: ${f.percents[i] ?? ''}`, { size: 9, indent: 12 }),
      text(`Fecha Inicio: ${d(start)}`, { size: 9, indent: 12 }),
    ]),
    ...heading('Regímenes:'),
    ...f.regimes.flatMap((r) => [text(`Régimen: ${r}`, { size: 9 }), text(`Fecha Inicio: ${d(start)}`, { size: 9, indent: 12 })]),
    ...heading('Obligaciones:'),
    text('Descripción de la Obligación: Entero de retenciones mensuales de ISR por sueldos y salarios.', { size: 9 }),
    // Obligations are registered after the taxpayer's start.
    text(`Fecha Inicio: ${d(addDays(start, 45))}`, { size: 9, indent: 12 }),
    space(6),
    ...satSeal(rng, 'Sello Digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 28, baseSize: 9, header: browser.header, footer: browser.footer }, title: 'Constancia de Situación Fiscal', producer: 'Mozilla Firefox', date };
}
