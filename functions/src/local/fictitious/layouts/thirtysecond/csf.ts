/**
 * The 32nd CSF (written in session 14 without reading the parsers): the supplier's accountant answers the client's
 * request for the constancia and the office prints the reply from Outlook: the mailbox owner's name over the header
 * lines, a short note, the constancia's data copied from the SAT portal into the body as 'Caption: value' lines with
 * the SAT's own captions ('Fecha inicio de operaciones: 09 DE MAYO DE 2006', 'Estatus en el padrón: ACTIVO', 'Lugar
 * y Fecha de Emisión'), the address's fields one a line, the activities and the regimes as the portal's tables with
 * dd/mm/aaaa dates, the PDF in the attachments, the firm's signature and confidentiality notice.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { CsfFacts } from '../eighth/csf';
import { attachment, body, disclaimer, mailboxOf, mailDay, mailTime, officePerson, outlookHeader, outlookSent, outlookStyle, signature } from './formats';

export const csfThirtysecond = 'correo-impreso-desde-outlook-datos-de-la-constancia-copiados-del-portal-en-lineas-caption-valor-fechas-en-mayusculas-tablas-dd-mm-aaaa';

const slash = (iso: string): string => iso.split('-').reverse().join('/');

export function csfThirtysecondDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const fisica = supplier.kind === 'fisica';
  const owner = officePerson(rng);
  const sent = mailDay(rng, date, 0, 4);
  const line = (caption: string, value: string): Block => text2(`${caption}: ${value}`);
  const blocks: Block[] = [
    ...outlookHeader(owner, {
      from: 'Despacho Fiscal Arriaga <contacto@despacho-arriaga.com.mx>',
      sent: outlookSent(sent, mailTime(rng)),
      to: `${owner} <${mailboxOf(owner)}>`,
      subject: 'RE: Constancia de situación fiscal actualizada',
      attachments: [attachment(rng, 'Constancia_Situacion_Fiscal.pdf')],
    }),
    ...body(['Hola, buen día.', '', 'Adjunto la constancia que descargamos del portal del SAT; les copio los datos para el registro del cliente:', '']),
    line('RFC', supplier.rfc),
    line('idCIF', idCif),
    line(fisica ? 'Nombre (s)' : 'Denominación/Razón Social', supplier.name),
    fisica ? line('CURP', supplier.curp ?? '') : line('Régimen Capital', supplier.regimenCapital ?? ''),
    line('Fecha inicio de operaciones', formatDate(start, 'longUpper')),
    line('Estatus en el padrón', 'ACTIVO'),
    line('Lugar y Fecha de Emisión', `${f.truth.lugarEmision ?? ''} A ${formatDate(date, 'longUpper')}`),
    text2(''),
    text2('Datos del domicilio registrado', true),
    line('Código Postal', a.codigoPostal),
    line('Tipo de Vialidad', a.vialidadTipo),
    line('Nombre de Vialidad', a.vialidad),
    line('Número Exterior', a.numero),
    line('Número Interior', a.interior ?? ''),
    line('Nombre de la Colonia', a.colonia),
    line('Nombre del Municipio o Demarcación Territorial', a.municipio),
    line('Nombre de la Entidad Federativa', a.entidad),
    text2(''),
    { t: 'table', title: 'Actividades Económicas:', headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], widths: [0.6, 3.6, 0.9, 1, 0.9], size: 7.5, rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), slash(start), '']) },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], widths: [3.8, 1, 0.9], size: 7.5, rows: f.regimes.map((r) => [r, slash(start), '']) },
    ...signature(['Lic. Fernanda Arriaga Ponce', 'Despacho Fiscal Arriaga · Cumplimiento fiscal']),
    disclaimer('Despacho Fiscal Arriaga'),
  ];
  return { blocks, truth: f.truth, style: outlookStyle(), title: 'RE: Constancia de situación fiscal actualizada', producer: 'Microsoft® Outlook® para Microsoft 365', date: sent };
}

const text2 = (s: string, bold = false): Block => (s === '' ? { t: 'space', h: 5 } : { t: 'text', text: s, size: 9, bold });
