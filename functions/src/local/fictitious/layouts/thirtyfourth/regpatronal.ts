/**
 * The 34th employer registration (written in session 14 without reading the parsers): the IMSS's 'Constancia de
 * registro patronal' in its dense form: the employer's name in a box across the page, a band with 'Identificación y
 * domicilio' (registro patronal, R.F.C., address in lines) beside 'Datos del registro' (the registration date as
 * 'dd Mmm aaaa', class, fraction, prima) and a narrow column with the subdelegation's data; the activity in a box
 * across the page under them.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { band, densePage, spacedMonTitle, wideBox } from './formats';

export const regPatronalThirtyfourth = 'constancia-de-registro-patronal-densa-patron-y-registro-lado-a-lado-fecha-dd-mmm-aaaa-columna-de-subdelegacion';

export function regPatronalThirtyfourthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text('CONSTANCIA DE REGISTRO PATRONAL', { bold: true, size: 9 }),
    { t: 'space', h: 4 },
    wideBox('Datos del patrón', [['Nombre, denominación o razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación y domicilio', lines: [['Registro patronal', supplier.registroPatronal], ['R.F.C.', supplier.rfc], ['Domicilio', `${a.vialidadTipo} ${a.vialidad} ${a.numero}`], ['', `COL. ${a.colonia}, C.P. ${a.codigoPostal}`]] },
        { caption: 'Datos del registro', lines: [['Fecha de registro', spacedMonTitle(alta)], ['Clase', clase], ['Fracción', fraccion], ['Prima de R.T.', prima]] },
      ],
      { widths: [1.9, 1.2], size: 7.5, sidebar: { caption: 'Subdelegación', lines: [a.municipio, a.entidad] } },
    ),
    band([{ caption: 'Actividad económica', lines: [[actividad, '']] }], { size: 7.5 }),
    { t: 'space', h: 6 },
    text('Conserve esta constancia; el registro patronal debe citarse en todo trámite ante el Instituto.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: densePage(['IMSS · Escritorio Virtual'], (p, n) => `${p} de ${n}`), title: 'Constancia de registro patronal', producer: 'JasperReports Library version 6.20.0', date: alta };
}
