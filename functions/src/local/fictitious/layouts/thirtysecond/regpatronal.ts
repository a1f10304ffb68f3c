/**
 * The 32nd employer registration (written in session 14 without reading the parsers): the supplier's labour
 * consultant replies to the office with the IMSS's registration data quoted inline from the IMSS's notice and the
 * office prints the thread from Outlook: the reply on top, then the quoted notice's lines after '> ' with the IMSS's
 * captions ('Registro Patronal', 'Clase de riesgo', 'Fecha de alta' as 'dd/mm/aaaa'), the
 * consultant's signature and confidentiality notice.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { body, disclaimer, mailboxOf, mailDay, mailTime, officePerson, outlookHeader, outlookSent, outlookStyle, quoted, signature } from './formats';

export const regPatronalThirtysecond = 'respuesta-del-consultor-impresa-desde-outlook-aviso-del-imss-citado-con-mayor-que-fecha-dd-mm-aaaa';

export function regPatronalThirtysecondDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const owner = officePerson(rng);
  const sent = mailDay(rng, alta, 30, 900);
  const blocks: Block[] = [
    ...outlookHeader(owner, {
      from: 'Lic. Ernesto Villaseñor <evillasenor@consultoria-laboral.mx>',
      sent: outlookSent(sent, mailTime(rng)),
      to: `${owner} <${mailboxOf(owner)}>`,
      subject: 'RE: Datos del registro patronal para el cliente',
    }),
    ...body(['Equipo:', '', 'Les dejo abajo el aviso que nos mandó el IMSS cuando se dio de alta el registro; ahí vienen los datos que piden.', '']),
    ...quoted([
      'De: IMSS Escritorio Virtual <no-responder@imss.gob.mx>',
      'Asunto: Inscripción patronal concluida',
      '',
      'Se concluyó la inscripción del patrón con los datos siguientes:',
      `Registro Patronal: ${supplier.registroPatronal}`,
      `R.F.C.: ${supplier.rfc}`,
      `Nombre o razón social: ${supplier.name}`,
      `Fecha de alta: ${alta.split('-').reverse().join('/')}`,
      `Clase de riesgo: ${clase}   Fracción: ${fraccion}   Prima: ${prima}`,
      `Actividad: ${actividad}`,
    ]),
    ...signature(['Lic. Ernesto Villaseñor Tapia', 'Consultoría Laboral y de Seguridad Social', 'Tel. 55 5264 1183']),
    disclaimer('Consultoría Laboral y de Seguridad Social'),
  ];
  return { blocks, truth: f.truth, style: outlookStyle(), title: 'RE: Datos del registro patronal para el cliente', producer: 'Microsoft® Outlook® para Microsoft 365', date: sent };
}
