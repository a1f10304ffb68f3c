/**
 * The 9th CSF layout (held out in session 11, measured there and tuned on since): the SAT's 2025 print with the QR. The place
 * and date of issue as a caption with its value on the next line ('A 03 DE MARZO DEL 2026'), every section as one-row
 * tables whose headers are the form's field names (a persona física's name split as on the form), the address with
 * 'Entre Calle' / 'Y Calle', activities with the percentage before the activity, the obligations, and the seal and QR
 * legend at the foot.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import { csfAddressFields, csfIdentityFields, type CsfFacts } from '../eighth/csf';

export const csfNinth = 'qr-secciones-en-tablas-de-una-fila-fecha-del-mayusculas';

const crossStreets = ['ALLENDE', 'ZARAGOZA', 'ABASOLO', 'GUERRERO', 'MINA', 'BRAVO'];

/** A section of the form as one-row tables, at most three fields a table (the print's column width). */
function rows(heading: string, fields: [string, string][]): Block[] {
  const blocks: Block[] = [text(heading, { bold: true, size: 9 })];
  for (let i = 0; i < fields.length; i += 3) {
    const chunk = fields.slice(i, i + 3);
    // Columns as wide as their caption needs (the print never wraps a caption).
    blocks.push({ t: 'table', headers: chunk.map(([label]) => label), rows: [chunk.map(([, value]) => value)], widths: chunk.map(([label]) => Math.max(label.length, 14)), size: 8 });
  }
  return blocks;
}

export function csfNinthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const since = formatDate(start, 'longUpper');
  // The form's field names as the 8th prints them, with the last change of status and the cross streets this print adds.
  const identity: [string, string][] = [...csfIdentityFields(supplier, idCif, since), ['Fecha de último cambio de estado:', since]];
  const [entre = '', y = ''] = rng.shuffle(crossStreets);
  const address: [string, string][] = [...csfAddressFields(a), ['Entre Calle:', entre], ['Y Calle:', y]];
  const tableDate = formatDate(start, 'slash');
  const blocks: Block[] = [
    text('HACIENDA | SAT', { bold: true, size: 10 }),
    space(4),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 13),
    space(4),
    text('[código QR]', { size: 7 }),
    text(`idCIF: ${idCif}`, { size: 8 }),
    text('VALIDA TU INFORMACIÓN FISCAL', { size: 7 }),
    space(4),
    text('Lugar y Fecha de Emisión', { size: 8, bold: true, align: 'right' }),
    text(`${a.municipio} , ${a.entidad} A ${formatDate(date, 'longDelUpper')}`, { size: 9, align: 'right' }),
    space(8),
    ...rows('Datos de Identificación del Contribuyente:', identity),
    space(6),
    ...rows('Datos del domicilio registrado', address),
    space(6),
    {
      t: 'table',
      title: 'Actividades Económicas:',
      headers: ['Orden', 'Porcentaje', 'Actividad Económica', 'Fecha Inicio', 'Fecha Fin'],
      rows: f.chosenActivities.map((act, i) => [String(i + 1), String(f.percents[i] ?? ''), act, tableDate, '']),
      widths: [0.6, 1, 5, 1.3, 1],
      size: 8,
    },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, tableDate, '']), widths: [5, 1.3, 1], size: 8 },
    {
      t: 'table',
      title: 'Obligaciones:',
      headers: ['Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio', 'Fecha Fin'],
      rows: [
        ['Declaración informativa de IVA con la anual de ISR', 'A más tardar el 31 de marzo del ejercicio siguiente', tableDate, ''],
        ['Entero de retenciones mensuales de ISR por sueldos y salarios', 'A más tardar el día 17 del mes inmediato posterior', tableDate, ''],
      ],
      widths: [4, 3.5, 1.3, 1],
      size: 7,
    },
    space(8),
    text('Sus datos personales son incorporados y protegidos en los sistemas del SAT, de conformidad con los Lineamientos de Protección de Datos Personales.', { size: 7 }),
    rule,
    text('Cadena Original Sello:', { size: 7, bold: true }),
    text(`||${formatDate(date, 'isoSlash')}|${supplier.rfc}|CONSTANCIA DE SITUACIÓN FISCAL|${idCif}|${sealNoise(rng, 40)}||`, { size: 7 }),
    text('Sello Digital:', { size: 7, bold: true }),
    text(sealNoise(rng, 172), { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 40, baseSize: 9, footer: (p, n) => `Página [${p}] de [${n}]    Escanea el código QR para validar la autenticidad de esta constancia.` },
    title: 'Constancia de Situación Fiscal',
    producer: 'SAT Constancia QR',
    date,
  };
}
