/**
 * The 30th CSF (written in session 14 without reading the parsers): the constancia as the SAT's mobile site shows it
 * ('Constancia de situación fiscal' in the phone's browser) and the phone prints it: the browser's header and footer,
 * the app's bar, the identification and the address as cards of caption-over-value lines, each activity and each
 * regime as its own card ('Ver más' expanded), dates as 'jue, 05 mar 2026', the percentage with its sign.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { appDate } from './formats';
import { appBar, card, field, mobileStyle, seeLess } from './mobile';

export const csfThirtieth = 'vista-movil-del-sat-impresa-desde-el-telefono-tarjetas-una-bajo-otra-actividades-una-tarjeta-por-renglon-fechas-dia-abreviado';

export function csfThirtiethDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const identity = supplier.kind === 'fisica' ? field('CURP', supplier.curp ?? '') : field('Régimen capital', supplier.regimenCapital ?? '');
  const blocks: Block[] = [
    ...appBar('Constancia de situación fiscal'),
    text('Cédula de identificación fiscal', { bold: true, size: 11 }),
    ...field('RFC', supplier.rfc),
    ...field('idCIF', idCif),
    ...field(supplier.kind === 'fisica' ? 'Nombre' : 'Denominación o razón social', supplier.name),
    ...card('Datos de identificación'),
    ...identity,
    ...field('Inicio de operaciones', appDate(start)),
    ...field('Estatus en el padrón', 'ACTIVO'),
    ...field('Lugar y fecha de emisión', `${f.truth.lugarEmision ?? ''}, ${appDate(date)}`),
    ...card('Domicilio registrado'),
    ...field('Vialidad', `${a.vialidadTipo} ${a.vialidad}`),
    ...field('No. exterior', a.numero),
    ...(a.interior ? field('No. interior', a.interior) : []),
    ...field('Colonia', a.colonia),
    ...field('C.P.', a.codigoPostal),
    ...field('Municipio o demarcación', a.municipio),
    ...field('Entidad federativa', a.entidad),
    ...card(`Actividades económicas (${f.chosenActivities.length})`),
    ...f.chosenActivities.flatMap((act, i) => [text(`Orden ${i + 1}`, { size: 7.5, bold: true }), ...field('Actividad', act), ...field('Porcentaje', `${f.percents[i] ?? ''}%`), ...field('Desde', appDate(start))]),
    seeLess,
    ...card(`Regímenes (${f.regimes.length})`),
    ...f.regimes.flatMap((r) => [...field('Régimen', r), ...field('Desde', appDate(start))]),
    seeLess,
  ];
  return { blocks, truth: f.truth, style: mobileStyle(rng, date, 'Constancia de situación fiscal | SAT', 'sat.gob.mx/app/constancia'), title: 'Constancia de situación fiscal | SAT', producer: 'Android Print Service (Chrome Mobile 131)', date };
}
