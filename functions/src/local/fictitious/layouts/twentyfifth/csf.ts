/**
 * The 25th CSF layout (session 13, written without reading the parsers): the constancia as a customer's shared-service
 * centre files it: its 'RECIBIDO' stamp over the SAT print, the cédula's RFC and idCIF in a headed row, a persona
 * física's name split into 'Nombre (s)', 'Primer Apellido' and 'Segundo Apellido' beside the CURP (a moral's name once,
 * in the cédula), the place and date in the SAT's 'MUNICIPIO , ENTIDAD A 05 DE MARZO DE 2026', and the address's wide
 * table split into two stacked tables as the reprint breaks it.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, satSeal, space, text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { nameParts, receivedStamp } from './formats';

export const csfTwentyfifth = 'sello-recibido-de-centro-de-servicios-cedula-en-renglon-encabezado-nombre-en-campos-separados-domicilio-en-dos-tablas-apiladas';

export function csfTwentyfifthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'slash');
  const n = nameParts(supplier.name);
  // A física's name is printed once, in its parts: the truth keeps the full name the SAT prints in the cédula.
  const identity: Block[] =
    supplier.kind === 'fisica'
      ? [
          { t: 'table', headers: ['CURP', 'Nombre (s)', 'Primer Apellido', 'Segundo Apellido'], rows: [[supplier.curp ?? '', n.nombre, n.paterno, n.materno]], widths: [1.8, 1.2, 1.2, 1.2], size: 8 },
        ]
      : [{ t: 'table', headers: ['Régimen Capital', 'Nombre Comercial'], rows: [[supplier.regimenCapital ?? '', '']], widths: [3, 1.5], size: 8 }];
  const blocks: Block[] = [
    receivedStamp(rng, date),
    space(4),
    text('CÉDULA DE IDENTIFICACIÓN FISCAL', { bold: true, size: 10 }),
    { t: 'table', headers: ['RFC', 'idCIF'], rows: [[supplier.rfc, idCif]], widths: [1, 1], size: 8.5 },
    pair('Nombre, denominación o razón social:', supplier.name, 'below'),
    text(`Lugar y Fecha de Emisión: ${a.municipio} , ${a.entidad} A ${formatDate(date, 'longUpper')}`, { size: 8 }),
    space(4),
    text('CONSTANCIA DE SITUACIÓN FISCAL', { bold: true, size: 11, align: 'center' }),
    text('Datos de Identificación del Contribuyente:', { bold: true, size: 8.5 }),
    ...identity,
    { t: 'table', headers: ['Fecha inicio de operaciones', 'Estatus en el padrón', 'Fecha de último cambio de estado'], rows: [[d(start), 'ACTIVO', d(start)]], widths: [1, 1, 1], size: 8 },
    text('Datos del domicilio registrado', { bold: true, size: 8.5 }),
    { t: 'table', headers: ['Código Postal', 'Tipo de Vialidad', 'Nombre de Vialidad', 'Número Exterior', 'Número Interior'], rows: [[a.codigoPostal, a.vialidadTipo, a.vialidad, a.numero, a.interior ?? '']], widths: [0.9, 1, 1.8, 0.9, 0.9], size: 7.5 },
    { t: 'table', headers: ['Nombre de la Colonia', 'Nombre del Municipio o Demarcación Territorial', 'Nombre de la Entidad Federativa'], rows: [[a.colonia, a.municipio, a.entidad]], widths: [1.5, 2, 1.5], size: 7.5 },
    { t: 'table', title: 'Actividades Económicas:', headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), d(start), '']), widths: [0.5, 3.6, 0.8, 0.9, 0.7], size: 7.2 },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, d(start), '']), widths: [4.2, 0.9, 0.7], size: 7.2 },
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (p, pages) => `Página [${p}] de [${pages}]` }, title: 'Constancia de Situación Fiscal', producer: 'SAT', date };
}
