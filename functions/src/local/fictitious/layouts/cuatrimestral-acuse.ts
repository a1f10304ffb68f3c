/** Acuses of the cuatrimestral informative returns: ICSOE (IMSS) and SISUB (INFONAVIT). */
import { formatDate } from '../format';
import { printRegistroPatronal } from '../identities';
import type { Block } from '../layout';
import type { BuiltDocument, LayoutContext, TypeLayout } from '../types';
import { pair, rule, sealNoise, space, stacked, text, time, title } from './common';
import { acuseEighth, acuseEighthDocument } from './eighth/cuatrimestral-acuse';
import { acuseNinth, acuseNinthDocument } from './ninth/cuatrimestral-acuse';
import { acuseTenth, acuseTenthDocument } from './tenth/cuatrimestral-acuse';
import { acuseEleventh, acuseEleventhDocument } from './eleventh/cuatrimestral-acuse';
import { acuseTwelfth, acuseTwelfthDocument } from './twelfth/cuatrimestral-acuse';
import { acuseThirteenth, acuseThirteenthDocument } from './thirteenth/cuatrimestral-acuse';
import { acuseFourteenth, acuseFourteenthDocument } from './fourteenth/cuatrimestral-acuse';
import { acuseFifteenth, acuseFifteenthDocument } from './fifteenth/cuatrimestral-acuse';
import { acuseSeventeenth, acuseSeventeenthDocument } from './seventeenth/cuatrimestral-acuse';
import { acuseEighteenth, acuseEighteenthDocument } from './eighteenth/cuatrimestral-acuse';
import { acuseNineteenth, acuseNineteenthDocument } from './nineteenth/cuatrimestral-acuse';
import { acuseTwentieth, acuseTwentiethDocument } from './twentieth/cuatrimestral-acuse';
import { acuseTwentyfirst, acuseTwentyfirstDocument } from './twentyfirst/cuatrimestral-acuse';
import { acuseTwentysecond, acuseTwentysecondDocument } from './twentysecond/cuatrimestral-acuse';
import { acuseTwentythird, acuseTwentythirdDocument } from './twentythird/cuatrimestral-acuse';
import { acuseTwentyfourth, acuseTwentyfourthDocument } from './twentyfourth/cuatrimestral-acuse';
import { acuseTwentyfifth, acuseTwentyfifthDocument } from './twentyfifth/cuatrimestral-acuse';
import { acuseTwentysixth, acuseTwentysixthDocument } from './twentysixth/cuatrimestral-acuse';
import { acuseTwentyseventh, acuseTwentyseventhDocument } from './twentyseventh/cuatrimestral-acuse';
import { acuseTwentyeighth, acuseTwentyeighthDocument } from './twentyeighth/cuatrimestral-acuse';
import { acuseTwentyninth, acuseTwentyninthDocument } from './twentyninth/cuatrimestral-acuse';
import { acuseThirtieth, acuseThirtiethDocument } from './thirtieth/cuatrimestral-acuse';
import { acuseThirtyfirst, acuseThirtyfirstDocument } from './thirtyfirst/cuatrimestral-acuse';
import { acuseThirtysecond, acuseThirtysecondDocument } from './thirtysecond/cuatrimestral-acuse';
import { acuseThirtythird, acuseThirtythirdDocument } from './thirtythird/cuatrimestral-acuse';
import { acuseThirtyfourth, acuseThirtyfourthDocument } from './thirtyfourth/cuatrimestral-acuse';
import { acuseSixteenth, acuseSixteenthDocument } from './sixteenth/cuatrimestral-acuse';

/** The layouts' names, shared by the ICSOE and SISUB that print this acuse (TypeLayout's docblocks say when each was written). */
export const acuseLayoutNames: Omit<TypeLayout, 'code' | 'cadence' | 'build'> = {
  variants: ['acuse-en-linea', 'columnas-ordinal', 'parrafo-periodo-meses'],
  fourth: 'tabla-cuatrimestre-romano',
  fifth: 'tabla-concepto-valor-meses',
  sixth: 'evidencia-etiquetas-apiladas-ordinal',
  seventh: 'acuse-periodo-rango-fechas-resumen-numerado',
  eighth: acuseEighth,
  ninth: acuseNinth,
  tenth: acuseTenth,
  eleventh: acuseEleventh,
  twelfth: acuseTwelfth,
  thirteenth: acuseThirteenth,
  fourteenth: acuseFourteenth,
  fifteenth: acuseFifteenth,
  sixteenth: acuseSixteenth,
  seventeenth: acuseSeventeenth,
  eighteenth: acuseEighteenth,
  nineteenth: acuseNineteenth,
  twentieth: acuseTwentieth,
  twentyfirst: acuseTwentyfirst,
  twentysecond: acuseTwentysecond,
  twentythird: acuseTwentythird,
  twentyfourth: acuseTwentyfourth,
  twentyfifth: acuseTwentyfifth,
  twentysixth: acuseTwentysixth,
  twentyseventh: acuseTwentyseventh,
  twentyeighth: acuseTwentyeighth,
  twentyninth: acuseTwentyninth,
  thirtieth: acuseThirtieth,
  thirtyfirst: acuseThirtyfirst,
  thirtysecond: acuseThirtysecond,
  thirtythird: acuseThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: acuseThirtyfourth,
};
const roman = ['I', 'II', 'III'];
const ordinal = ['Primer', 'Segundo', 'Tercer'];
const spans = ['Enero - Abril', 'Mayo - Agosto', 'Septiembre - Diciembre'];

export function buildAcuse(kind: 'icsoe' | 'sisub', { rng, supplier, workers, period, variant }: LayoutContext): BuiltDocument {
  if (!period) throw new Error('an acuse needs its cuatrimestre');
  const cuatrimestre = (Number(period.from.slice(5, 7)) + 3) / 4;
  const year = period.from.slice(0, 4);
  const presented = `${Number(period.to.slice(5, 7)) === 12 ? Number(year) + 1 : year}-${String((Number(period.to.slice(5, 7)) % 12) + 1).padStart(2, '0')}-${String(rng.int(1, 17)).padStart(2, '0')}`;
  const hhmm = time(rng);
  const folio = kind === 'icsoe' ? `ICSOE${year}${cuatrimestre}${rng.digits(9)}` : `SISUB-${rng.digits(4)}-${rng.digits(8)}`;
  const complementaria = rng.chance(0.15);
  const tipo = complementaria ? 'COMPLEMENTARIA' : 'NORMAL';
  const contratos = rng.int(1, 6);
  const trabajadores = workers.length + rng.int(0, 3) * (contratos - 1);
  const truth: Record<string, string> = { folio, cuatrimestre: String(cuatrimestre), ejercicio: year, tipo, rfc: supplier.rfc, registroPatronal: supplier.registroPatronal, contratos: String(contratos), trabajadores: String(trabajadores) };
  const facts = { rng, kind, supplier, truth, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores };
  if (variant === 33) return acuseThirtyfourthDocument(facts);
  if (variant === 32) return acuseThirtythirdDocument(facts);
  if (variant === 31) return acuseThirtysecondDocument(facts);
  if (variant === 30) return acuseThirtyfirstDocument(facts);
  if (variant === 29) return acuseThirtiethDocument(facts);
  if (variant === 28) return acuseTwentyninthDocument(facts);
  if (variant === 27) return acuseTwentyeighthDocument(facts);
  if (variant === 26) return acuseTwentyseventhDocument(facts);
  if (variant === 25) return acuseTwentysixthDocument(facts);
  if (variant === 24) return acuseTwentyfifthDocument(facts);
  if (variant === 23) return acuseTwentyfourthDocument(facts);
  if (variant === 22) return acuseTwentythirdDocument(facts);
  if (variant === 21) return acuseTwentysecondDocument(facts);
  if (variant === 20) return acuseTwentyfirstDocument(facts);
  if (variant === 19) return acuseTwentiethDocument(facts);
  if (variant === 18) return acuseNineteenthDocument(facts);
  if (variant === 17) return acuseEighteenthDocument(facts);
  if (variant === 16) return acuseSeventeenthDocument(facts);
  if (variant === 15) return acuseSixteenthDocument(facts);
  if (variant === 14) return acuseFifteenthDocument(facts);
  if (variant === 13) return acuseFourteenthDocument(facts);
  if (variant === 12) return acuseThirteenthDocument(facts);
  if (variant === 11) return acuseTwelfthDocument(facts);
  if (variant === 10) return acuseEleventhDocument(facts);
  if (variant === 9) return acuseTenthDocument(facts);
  if (variant === 8) return acuseNinthDocument(facts);
  if (variant === 7) return acuseEighthDocument(facts);
  const issuer = kind === 'icsoe' ? 'INSTITUTO MEXICANO DEL SEGURO SOCIAL' : 'INFONAVIT';
  const system = kind === 'icsoe' ? 'Informativa de Contratos de Servicios u Obras Especializados (ICSOE)' : 'Sistema de Información de Subcontratación (SISUB)';
  const blocks: Block[] = [text(issuer, { bold: true, size: 10 }), space(6)];
  if (variant === 6) {
    // The acuse as a payroll outsourcer files it: the period as a date range (no cuatrimestre number), RFC and NRP on
    // one line between bars, the counts as a numbered summary, the type as 'Tipo de presentación'.
    blocks.push(title(kind === 'icsoe' ? 'Acuse de recibo de la información ICSOE' : 'Acuse de recibo de la información SISUB', 12), space(8));
    blocks.push(text(`Razón social del patrón: ${supplier.name}`), text(`RFC ${supplier.rfc} | Registro patronal ${supplier.registroPatronal}`));
    blocks.push(text(`Periodo que se informa: ${formatDate(period.from, 'slash')} al ${formatDate(period.to, 'slash')}`), text(`Tipo de presentación: ${tipo === 'NORMAL' ? 'Normal' : 'Complementaria'}`));
    blocks.push(text(`Folio de recepción: ${folio}`, { bold: true }), space(4), text('Resumen de lo informado', { bold: true }));
    blocks.push(text(`1. Contratos de servicios especializados: ${contratos}`, { indent: 10 }), text(`2. Personas trabajadoras asignadas: ${trabajadores}`, { indent: 10 }));
    blocks.push(text(`Recibido el ${formatDate(presented, 'monSlashUpper')} a las ${hhmm} hrs.`, { size: 9 }));
  } else if (variant === 5) {
    // A compliance platform's evidence sheet: labels in capitals above their values, the cuatrimestre as '2o.
    // cuatrimestre (mayo-agosto) del ejercicio 2026', the counts and the receipt date (with its weekday) in a table.
    const nth = ['1er.', '2o.', '3er.'][cuatrimestre - 1] ?? '';
    blocks.push(title('Evidencia de cumplimiento', 12), text(system, { align: 'center', size: 8 }), space(8));
    blocks.push(...stacked('Número de acuse', folio), ...stacked('Sujeto obligado', supplier.name), ...stacked('Clave RFC', supplier.rfc), ...stacked('NRP', printRegistroPatronal(supplier.registroPatronal, false)));
    blocks.push(...stacked('Periodo', `${nth} cuatrimestre (${(spans[cuatrimestre - 1] ?? '').toLowerCase().replace(' - ', '-')}) del ejercicio ${year}`), ...stacked('Tipo de envío', tipo === 'NORMAL' ? 'Normal' : 'Complementaria'));
    blocks.push(space(4), { t: 'table', headers: ['Contratos declarados', 'Personas trabajadoras', 'Recibido'], rows: [[String(contratos), String(trabajadores), `${formatDate(presented, 'weekday')} ${hhmm}`]], widths: [1.2, 1.2, 2.6] });
  } else if (variant === 4) {
    // A portal summary as a concepto/valor table, the four months by name, counts with their own wording.
    const [first = '', last = ''] = (spans[cuatrimestre - 1] ?? '').toLowerCase().split(' - ');
    blocks.push(title('Constancia de presentación', 12), text(system, { align: 'center', size: 8 }), space(8));
    blocks.push({
      t: 'table',
      headers: ['Concepto', 'Valor'],
      rows: [
        ['Folio', folio],
        ['Patrón', supplier.name],
        ['R.F.C.', supplier.rfc],
        ['Registro patronal', printRegistroPatronal(supplier.registroPatronal, true)],
        ['Periodo informado', `${first} a ${last} ${year}`],
        ['Tipo', tipo === 'NORMAL' ? 'Declaración normal' : 'Declaración complementaria'],
        ['Total de contratos registrados', String(contratos)],
        ['Total de trabajadores reportados', String(trabajadores)],
        ['Fecha y hora de recepción', `${formatDate(presented, 'longDel')} ${hhmm}`],
      ],
      widths: [2.4, 4],
    });
  } else   if (variant === 3) {
    // A later version of the portal: the period in Roman numerals inside a table, the counts as a summary line.
    blocks.push(title('Comprobante de recepción', 12), text(system, { align: 'center', size: 8 }), space(8));
    blocks.push(pair('Número de folio', folio, 'below'), pair('Patrón', supplier.name, 'below'));
    blocks.push(text(`R.F.C. del patrón ${supplier.rfc}          NRP ${printRegistroPatronal(supplier.registroPatronal, false)}`));
    blocks.push({ t: 'table', headers: ['Ejercicio', 'Cuatrimestre', 'Tipo de declaración'], rows: [[year, `${roman[cuatrimestre - 1]} (${(spans[cuatrimestre - 1] ?? '').toLowerCase()})`, tipo === 'NORMAL' ? 'Normal' : 'Complementaria']], widths: [1, 2, 1.6] });
    blocks.push(space(4), text(`Se informaron ${contratos} contrato(s) y ${trabajadores} trabajador(es).`));
    blocks.push(pair('Fecha de recepción:', `${formatDate(presented, 'dots')} ${hhmm}`, 'inline'));
  } else if (variant === 0) {
    blocks.push(title('ACUSE DE RECIBO', 13), text(system, { align: 'center', size: 9 }), space(8));
    blocks.push(pair('Folio:', folio, 'inline'), pair('Registro patronal:', printRegistroPatronal(supplier.registroPatronal, kind === 'icsoe'), 'inline'), pair('RFC:', supplier.rfc, 'inline'), pair('Razón social:', supplier.name, 'inline'));
    blocks.push(pair('Cuatrimestre:', `${cuatrimestre} (${spans[cuatrimestre - 1]})`, 'inline'), pair('Año:', year, 'inline'), pair('Tipo de declaración:', tipo === 'NORMAL' ? 'Normal' : 'Complementaria', 'inline'));
    blocks.push(pair('Número de contratos informados:', String(contratos), 'inline'), pair('Número de trabajadores informados:', String(trabajadores), 'inline'));
    blocks.push(pair('Fecha de presentación:', formatDate(presented, 'slash'), 'inline'));
  } else if (variant === 1) {
    blocks.push(title(kind === 'icsoe' ? 'Acuse de presentación ICSOE' : 'Acuse de presentación SISUB', 13), space(8));
    blocks.push(pair('Número de acuse', folio, 'tab', 220), pair('Periodo', `${ordinal[cuatrimestre - 1]} cuatrimestre ${year}`, 'tab', 220), pair('Tipo', tipo, 'tab', 220));
    blocks.push(pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 220), pair('Número de Registro Patronal', supplier.registroPatronal, 'tab', 220));
    blocks.push({ t: 'table', headers: ['Contratos', 'Trabajadores', 'Fecha y hora de envío'], rows: [[String(contratos), String(trabajadores), `${formatDate(presented, 'iso')} ${hhmm}`]], widths: [1, 1, 2] });
  } else {
    const [first, last] = (spans[cuatrimestre - 1] ?? '').toUpperCase().split(' - ');
    blocks.push(title(system, 11), space(8));
    blocks.push(
      text(`Se recibió la información ${tipo === 'NORMAL' ? 'normal' : 'complementaria'} del patrón ${supplier.name}, R.F.C. ${supplier.rfc}, registro patronal ${printRegistroPatronal(supplier.registroPatronal, true)}, correspondiente al periodo ${first} - ${last} de ${year} (cuatrimestre ${cuatrimestre}).`),
      space(4),
      text(`Contratos: ${contratos}     Trabajadores: ${trabajadores}`),
      pair('Folio de recepción', folio, 'below'),
      text(`Recibido el ${formatDate(presented, 'long')}.`),
    );
  }
  blocks.push(space(10), rule, text(`Cadena original: ||${folio}|${supplier.rfc}|${year}|${cuatrimestre}|${sealNoise(rng, 40)}||`, { size: 7 }));
  return { blocks, truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: `Acuse ${kind.toUpperCase()}`, producer: issuer, date: presented };
}
