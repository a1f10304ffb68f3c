/**
 * The 11th CSF layout (held out in session 11, measured there and tuned on since): the constancia of the barcode
 * generation (2016-2020), as the SAT office's kiosk prints it. The cédula carries the barcode, the RFC, the name and
 * the idCIF (each once: the sections below do not repeat them); the identification and the address come side by side in
 * one header-less grid (the identity's labels and values on the left, the address's on the right), the place and date
 * of issue as 'MONTERREY, NUEVO LEÓN, A MARZO 03 DE 2026', each activity over two lines (its name, then percentage and
 * dates), and the régimen and obligations tables after them.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, sealNoise, space, text, title } from '../common';
import { csfAddressFields, type CsfFacts } from '../eighth/csf';

export const csfEleventh = 'codigo-de-barras-identidad-y-domicilio-lado-a-lado-actividad-en-dos-renglones';

const crossStreets = ['JIMÉNEZ', 'ARTEAGA', 'VICTORIA', 'PINO SUÁREZ', 'DEGOLLADO', 'ESCOBEDO'];

export function csfEleventhDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const since = formatDate(start, 'slash');
  const [entre = '', y = ''] = rng.shuffle(crossStreets);
  const identity: [string, string][] =
    supplier.kind === 'fisica'
      ? [['CURP:', supplier.curp ?? ''], ['Fecha inicio de operaciones:', since], ['Estatus en el padrón:', 'ACTIVO'], ['Nombre Comercial:', '']]
      : [['Régimen Capital:', supplier.regimenCapital ?? ''], ['Nombre Comercial:', ''], ['Fecha inicio de operaciones:', since], ['Estatus en el padrón:', 'ACTIVO']];
  // The form's address fields as the 8th prints them, with the cross streets this generation adds.
  const address: [string, string][] = [...csfAddressFields(a), ['Entre Calle:', entre], ['Y Calle:', y]];
  // Identity on the left, address on the right, row by row; the shorter side leaves its cells blank.
  const side = Array.from({ length: Math.max(identity.length, address.length) }, (_, i) => [...(identity[i] ?? ['', '']), ...(address[i] ?? ['', ''])]);
  const activities: Block[] = f.chosenActivities.flatMap((act, i) => [
    text(`${i + 1}   ${act}`, { size: 8.5 }),
    text(`Porcentaje: ${f.percents[i] ?? ''}      Fecha Inicio: ${since}      Fecha Fin:`, { size: 8, indent: 18 }),
  ]);
  const blocks: Block[] = [
    text('SHCP', { bold: true, size: 10 }),
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { size: 8 }),
    space(6),
    text('CÉDULA DE IDENTIFICACIÓN FISCAL', { bold: true, size: 9 }),
    { t: 'box', lines: ['||||| |||| ||| |||||| || |||| ||||| (código de barras)', `${supplier.rfc}`, 'Registro Federal de Contribuyentes', supplier.name, 'Nombre, denominación o razón social', `idCIF: ${idCif}`], size: 8.5 },
    space(8),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 12),
    text(`${a.municipio}, ${a.entidad}, A ${formatDate(date, 'monthFirstUpperDe')}`, { align: 'center', size: 9 }),
    space(8),
    { t: 'table', headers: ['Datos de Identificación del Contribuyente', '', 'Datos del domicilio registrado', ''], rows: side, widths: [1.7, 2.1, 1.8, 1.8], size: 7.5 },
    space(6),
    text('Actividades Económicas:', { bold: true, size: 9 }),
    ...activities,
    space(4),
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, since, '']), widths: [5, 1.3, 1], size: 8 },
    {
      t: 'table',
      title: 'Obligaciones:',
      headers: ['Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio', 'Fecha Fin'],
      rows: [
        ['Pago definitivo mensual de IVA', 'A más tardar el día 17 del mes inmediato posterior', since, ''],
        ['Entero de retenciones mensuales de ISR por sueldos y salarios', 'A más tardar el día 17 del mes inmediato posterior', since, ''],
        ['Declaración anual de ISR del ejercicio', 'Dentro de los tres meses siguientes al cierre del ejercicio', since, ''],
      ],
      widths: [4, 3.5, 1.2, 1],
      size: 7,
    },
    space(8),
    rule,
    text('Cadena Original Sello:', { size: 7, bold: true }),
    text(`||${idCif}|CONSTANCIA DE SITUACIÓN FISCAL|${sealNoise(rng, 44)}||`, { size: 7 }),
    ...satSeal(rng, 'Sello Digital:'),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 40, baseSize: 9, footer: (p, n) => `Página ${p} de ${n} · Servicios y trámites en sat.gob.mx` },
    title: 'Constancia de Situación Fiscal',
    producer: 'SAT Kiosco',
    date,
  };
}
