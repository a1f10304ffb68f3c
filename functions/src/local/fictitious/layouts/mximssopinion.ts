/** IMSS "Opinión de cumplimiento de obligaciones en materia de seguridad social" (regla 2.1.47 RMF / acuerdo ACDO). */
import { formatDate, monthName } from '../format';
import { printRegistroPatronal } from '../identities';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { dateTime, issueDate, pair, rule, sealNoise, space, text, time, title } from './common';
import { imssOpinionEighth, imssOpinionEighthDocument } from './eighth/imssopinion';
import { imssOpinionNinth, imssOpinionNinthDocument } from './ninth/imssopinion';
import { imssOpinionTenth, imssOpinionTenthDocument } from './tenth/imssopinion';
import { imssOpinionEleventh, imssOpinionEleventhDocument } from './eleventh/imssopinion';
import { imssOpinionTwelfth, imssOpinionTwelfthDocument } from './twelfth/imssopinion';
import { imssOpinionThirteenth, imssOpinionThirteenthDocument } from './thirteenth/imssopinion';
import { imssOpinionFourteenth, imssOpinionFourteenthDocument } from './fourteenth/imssopinion';
import { imssOpinionFifteenth, imssOpinionFifteenthDocument } from './fifteenth/imssopinion';
import { imssOpinionSixteenth, imssOpinionSixteenthDocument } from './sixteenth/imssopinion';
import { imssOpinionSeventeenth, imssOpinionSeventeenthDocument } from './seventeenth/imssopinion';
import { imssOpinionEighteenth, imssOpinionEighteenthDocument } from './eighteenth/imssopinion';
import { imssOpinionNineteenth, imssOpinionNineteenthDocument } from './nineteenth/imssopinion';
import { imssOpinionTwentieth, imssOpinionTwentiethDocument } from './twentieth/imssopinion';
import { imssOpinionTwentyfirst, imssOpinionTwentyfirstDocument } from './twentyfirst/imssopinion';
import { imssOpinionTwentysecond, imssOpinionTwentysecondDocument } from './twentysecond/imssopinion';
import { imssOpinionTwentythird, imssOpinionTwentythirdDocument } from './twentythird/imssopinion';
import { imssOpinionTwentyfourth, imssOpinionTwentyfourthDocument } from './twentyfourth/imssopinion';
import { imssOpinionTwentyfifth, imssOpinionTwentyfifthDocument } from './twentyfifth/imssopinion';
import { imssOpinionTwentysixth, imssOpinionTwentysixthDocument } from './twentysixth/imssopinion';
import { imssOpinionTwentyseventh, imssOpinionTwentyseventhDocument } from './twentyseventh/imssopinion';
import { imssOpinionTwentyeighth, imssOpinionTwentyeighthDocument } from './twentyeighth/imssopinion';
import { imssOpinionTwentyninth, imssOpinionTwentyninthDocument } from './twentyninth/imssopinion';
import { imssOpinionThirtieth, imssOpinionThirtiethDocument } from './thirtieth/imssopinion';
import { imssOpinionThirtyfirst, imssOpinionThirtyfirstDocument } from './thirtyfirst/imssopinion';
import { imssOpinionThirtysecond, imssOpinionThirtysecondDocument } from './thirtysecond/imssopinion';
import { imssOpinionThirtythird, imssOpinionThirtythirdDocument } from './thirtythird/imssopinion';
import { imssOpinionThirtyfourth, imssOpinionThirtyfourthDocument } from './thirtyfourth/imssopinion';

export const mximssopinion: TypeLayout = {
  code: 'mximssopinion',
  cadence: 'monthly',
  variants: ['etiquetas-en-linea', 'columnas-fecha-larga', 'tabla-registros'],
  fourth: 'encabezado-tabla-resultado-minusculas',
  fifth: 'escritorio-tabla-campo-dato',
  sixth: 'validador-lineas-cortas-tabla-revision',
  seventh: 'carta-subdelegacion-lista-numerada-fecha-notarial',
  eighth: imssOpinionEighth,
  ninth: imssOpinionNinth,
  tenth: imssOpinionTenth,
  eleventh: imssOpinionEleventh,
  twelfth: imssOpinionTwelfth,
  thirteenth: imssOpinionThirteenth,
  fourteenth: imssOpinionFourteenth,
  fifteenth: imssOpinionFifteenth,
  sixteenth: imssOpinionSixteenth,
  seventeenth: imssOpinionSeventeenth,
  eighteenth: imssOpinionEighteenth,
  nineteenth: imssOpinionNineteenth,
  twentieth: imssOpinionTwentieth,
  twentyfirst: imssOpinionTwentyfirst,
  twentysecond: imssOpinionTwentysecond,
  twentythird: imssOpinionTwentythird,
  twentyfourth: imssOpinionTwentyfourth,
  twentyfifth: imssOpinionTwentyfifth,
  twentysixth: imssOpinionTwentysixth,
  twentyseventh: imssOpinionTwentyseventh,
  twentyeighth: imssOpinionTwentyeighth,
  twentyninth: imssOpinionTwentyninth,
  thirtieth: imssOpinionThirtieth,
  thirtyfirst: imssOpinionThirtyfirst,
  thirtysecond: imssOpinionThirtysecond,
  thirtythird: imssOpinionThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: imssOpinionThirtyfourth,
  build({ rng, supplier, period, variant }) {
    const date = issueDate(rng, period);
    const hhmm = time(rng);
    const positive = !rng.chance(0.15);
    const resultado = positive ? 'POSITIVA' : 'NEGATIVA';
    const folio = rng.digits(2) + date.slice(2, 4) + rng.digits(10);
    const rp = supplier.registroPatronal;
    const blocks: Block[] = [text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }), text('Dirección de Incorporación y Recaudación', { size: 8 }), space(10)];
    const truth: Record<string, string> = { folio, rfc: supplier.rfc, nrp: rp, nombre: supplier.name, resultado };
    if (variant === 33) return imssOpinionThirtyfourthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 32) return imssOpinionThirtythirdDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 31) return imssOpinionThirtysecondDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 30) return imssOpinionThirtyfirstDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 29) return imssOpinionThirtiethDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 28) return imssOpinionTwentyninthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 27) return imssOpinionTwentyeighthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 26) return imssOpinionTwentyseventhDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 25) return imssOpinionTwentysixthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 24) return imssOpinionTwentyfifthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 23) return imssOpinionTwentyfourthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 22) return imssOpinionTwentythirdDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 21) return imssOpinionTwentysecondDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 20) return imssOpinionTwentyfirstDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 19) return imssOpinionTwentiethDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 18) return imssOpinionNineteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 17) return imssOpinionEighteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 16) return imssOpinionSeventeenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 15) return imssOpinionSixteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 14) return imssOpinionFifteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 13) return imssOpinionFourteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 12) return imssOpinionThirteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 11) return imssOpinionTwelfthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 10) return imssOpinionEleventhDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 9) return imssOpinionTenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 8) return imssOpinionNinthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 7) return imssOpinionEighthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    const explanation = positive
      ? 'De la revisión efectuada en los sistemas institucionales se desprende que el patrón se encuentra al corriente en el cumplimiento de sus obligaciones en materia de seguridad social.'
      : 'De la revisión efectuada en los sistemas institucionales se desprende que el patrón presenta adeudos o incumplimientos en materia de seguridad social.';
    if (variant === 6) {
      // A subdelegación's letter: place and date as 'a los 3 días del mes de marzo de 2026', the data as a numbered
      // list, the registro patronal with spaces, the result as 'sentido positivo'.
      truth.fechaEmision = date;
      blocks.push(text(`${supplier.address.municipio}, ${supplier.address.entidad}, a los ${formatDate(date, 'legalDays')}`, { align: 'right', size: 9 }), space(6));
      blocks.push(title('Constancia de opinión de cumplimiento de obligaciones en materia de seguridad social', 11), space(6));
      blocks.push(text(`1. Número de registro patronal: ${rp.slice(0, 3)} ${rp.slice(3, 8)} ${rp.slice(8, 10)} ${rp.slice(10)}`), text(`2. Denominación del patrón: ${supplier.name}`), text(`3. Clave R.F.C.: ${supplier.rfc}`), text(`4. Folio de la constancia: ${folio}`));
      blocks.push(text(`5. Sentido de la opinión: ${positive ? 'Positivo' : 'Negativo'}`, { bold: true }), space(4), text(explanation, { size: 9 }));
    } else if (variant === 5) {
      // A third-party validator's report: one short label a line ('Folio IMSS', 'NRP'), the date as '03 MAR 2026', the
      // result in a two-column table of checks.
      truth.fechaEmision = date;
      blocks.push(title('Reporte de validación · opinión IMSS', 12), space(8));
      blocks.push(text(`Folio IMSS: ${folio}`), text(`Fecha: ${formatDate(date, 'monSpaced')}`), text(`Patrón: ${supplier.name}`), text(`RFC: ${supplier.rfc}`), text(`NRP: ${printRegistroPatronal(rp, false)}`));
      blocks.push(space(6), { t: 'table', headers: ['Revisión', 'Resultado'], rows: [['Opinión de cumplimiento en materia de seguridad social', positive ? 'Positiva' : 'Negativa']], widths: [4, 1.5] }, text(explanation, { size: 9 }));
    } else if (variant === 4) {
      // The Escritorio Virtual's print: every datum in a campo/dato table, the date month first, the result in a sentence.
      truth.fechaEmision = date;
      blocks.push(title('Opinión del cumplimiento en materia de seguridad social', 12), space(8));
      blocks.push({
        t: 'table',
        headers: ['Campo', 'Dato'],
        rows: [
          ['Folio', folio],
          ['Fecha de la consulta', formatDate(date, 'monthFirst')],
          ['Registro patronal', printRegistroPatronal(rp, true)],
          ['R.F.C.', supplier.rfc],
          ['Denominación o razón social', supplier.name],
        ],
        widths: [2, 4],
      });
      blocks.push(space(6), text(`El patrón cuenta con opinión ${positive ? 'positiva' : 'negativa'} del cumplimiento de sus obligaciones.`, { bold: true }), text(explanation, { size: 9 }));
    } else     if (variant === 3) {
      // A delegación's template: the header as a two-row table, the patrón's data below their labels.
      truth.fechaEmision = date;
      blocks.push(title('CONSTANCIA DE OPINIÓN · SEGURIDAD SOCIAL', 12), space(8));
      blocks.push({ t: 'table', headers: ['Número de folio', 'Fecha de expedición', 'Registro patronal'], rows: [[folio, formatDate(date, 'abbrSlash'), printRegistroPatronal(rp, false)]], widths: [2, 1.6, 1.6] });
      blocks.push(space(6), pair('Nombre del patrón', supplier.name, 'below'), pair('Clave R.F.C.', supplier.rfc, 'below'));
      blocks.push(space(6), text(explanation), text(`Resultado de la consulta: opinión ${positive ? 'positiva' : 'negativa'}.`, { bold: true }));
    } else if (variant === 0) {
      truth.fechaEmision = date;
      blocks.push(title('Opinión de cumplimiento de obligaciones en materia de seguridad social', 12), space(10));
      blocks.push(pair('Folio:', folio, 'inline'), pair('Fecha de emisión:', formatDate(date, 'slash'), 'inline'));
      blocks.push(pair('Nombre, Denominación o Razón Social:', supplier.name, 'inline'), pair('R.F.C.:', supplier.rfc, 'inline'));
      blocks.push(pair('Registro(s) Patronal(es):', printRegistroPatronal(rp, true), 'inline'), space(8), text(explanation));
      blocks.push(space(4), text(`Por lo anterior, se emite opinión de cumplimiento en sentido ${resultado}.`, { bold: true }));
    } else if (variant === 1) {
      truth.fechaEmision = dateTime(date, hhmm);
      blocks.push(title('OPINIÓN DE CUMPLIMIENTO DE OBLIGACIONES EN MATERIA DE SEGURIDAD SOCIAL', 11), space(10));
      blocks.push(pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 210), pair('Razón social', supplier.name, 'tab', 210), pair('Número de Registro Patronal', rp, 'tab', 210));
      blocks.push(pair('Número de folio', folio, 'tab', 210), pair('Opinión', resultado, 'tab', 210), space(8), text(explanation));
      blocks.push(text(`Emitida en la Ciudad de México, el ${formatDate(date, 'long')} a las ${hhmm} hrs.`));
    } else {
      truth.fechaEmision = date;
      blocks.push(title('Opinión de Cumplimiento de Obligaciones en Materia de Seguridad Social', 12), text(`Consulta del mes de ${monthName(Number(date.slice(5, 7)))} ${date.slice(0, 4)}`, { align: 'center', size: 9 }), space(8));
      blocks.push(pair('RFC', supplier.rfc, 'below'), pair('Nombre o razón social', supplier.name, 'below'), pair('Folio de la opinión', folio, 'below'));
      blocks.push({ t: 'table', title: 'Registros patronales asociados', headers: ['Registro patronal', 'Delegación', 'Subdelegación', 'Situación'], rows: [[rp, supplier.address.entidad, supplier.address.municipio, positive ? 'AL CORRIENTE' : 'CON ADEUDO']], widths: [2, 2, 2, 1.5] });
      blocks.push(space(8), pair('Resultado:', resultado, 'inline'), pair('Fecha de emisión:', formatDate(date, 'mon'), 'inline'), text(explanation, { size: 9 }));
    }
    blocks.push(space(12), rule, text('Sello digital IMSS:', { size: 7, bold: true }), text(sealNoise(rng, 120), { size: 7 }));
    return {
      blocks,
      truth,
      style: { margin: 48, baseSize: 10, header: ['IMSS · Servicios Digitales', `Folio ${folio}`] },
      title: 'Opinión de cumplimiento IMSS',
      producer: 'IMSS Digital',
      date,
    };
  },
};
