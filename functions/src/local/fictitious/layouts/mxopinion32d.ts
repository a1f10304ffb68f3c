/** SAT's "Opinión del cumplimiento de obligaciones fiscales" (art. 32-D CFF). */
import { formatDate } from '../format';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { captioned, dateTime, issueDate, pair, rule, sealNoise, space, text, time, title } from './common';
import { opinion32dEighth, opinion32dEighthDocument } from './eighth/opinion32d';
import { opinion32dNinth, opinion32dNinthDocument } from './ninth/opinion32d';
import { opinion32dTenth, opinion32dTenthDocument } from './tenth/opinion32d';
import { opinion32dEleventh, opinion32dEleventhDocument } from './eleventh/opinion32d';
import { opinion32dTwelfth, opinion32dTwelfthDocument } from './twelfth/opinion32d';
import { opinion32dThirteenth, opinion32dThirteenthDocument } from './thirteenth/opinion32d';
import { opinion32dFourteenth, opinion32dFourteenthDocument } from './fourteenth/opinion32d';
import { opinion32dFifteenth, opinion32dFifteenthDocument } from './fifteenth/opinion32d';
import { opinion32dSixteenth, opinion32dSixteenthDocument } from './sixteenth/opinion32d';
import { opinion32dSeventeenth, opinion32dSeventeenthDocument } from './seventeenth/opinion32d';
import { opinion32dEighteenth, opinion32dEighteenthDocument } from './eighteenth/opinion32d';
import { opinion32dNineteenth, opinion32dNineteenthDocument } from './nineteenth/opinion32d';
import { opinion32dTwentieth, opinion32dTwentiethDocument } from './twentieth/opinion32d';
import { opinion32dTwentyfirst, opinion32dTwentyfirstDocument } from './twentyfirst/opinion32d';
import { opinion32dTwentysecond, opinion32dTwentysecondDocument } from './twentysecond/opinion32d';
import { opinion32dTwentythird, opinion32dTwentythirdDocument } from './twentythird/opinion32d';
import { opinion32dTwentyfourth, opinion32dTwentyfourthDocument } from './twentyfourth/opinion32d';
import { opinion32dTwentyfifth, opinion32dTwentyfifthDocument } from './twentyfifth/opinion32d';
import { opinion32dTwentysixth, opinion32dTwentysixthDocument } from './twentysixth/opinion32d';
import { opinion32dTwentyseventh, opinion32dTwentyseventhDocument } from './twentyseventh/opinion32d';
import { opinion32dTwentyeighth, opinion32dTwentyeighthDocument } from './twentyeighth/opinion32d';
import { opinion32dTwentyninth, opinion32dTwentyninthDocument } from './twentyninth/opinion32d';
import { opinion32dThirtieth, opinion32dThirtiethDocument } from './thirtieth/opinion32d';
import { opinion32dThirtyfirst, opinion32dThirtyfirstDocument } from './thirtyfirst/opinion32d';
import { opinion32dThirtysecond, opinion32dThirtysecondDocument } from './thirtysecond/opinion32d';
import { opinion32dThirtythird, opinion32dThirtythirdDocument } from './thirtythird/opinion32d';
import { opinion32dThirtyfourth, opinion32dThirtyfourthDocument } from './thirtyfourth/opinion32d';

export const mxopinion32d: TypeLayout = {
  code: 'mxopinion32d',
  cadence: 'monthly',
  variants: ['clasica-sentido', 'parrafo-sin-etiqueta', 'etiquetas-arriba'],
  fourth: 'reimpresion-dos-columnas',
  fifth: 'app-movil-opinion-femenina-rfc-espacios',
  sixth: 'portal-proveedores-tabla-folio-fecha-dia',
  seventh: 'acuse-consulta-valor-sobre-leyenda-numero-control',
  eighth: opinion32dEighth,
  ninth: opinion32dNinth,
  tenth: opinion32dTenth,
  eleventh: opinion32dEleventh,
  twelfth: opinion32dTwelfth,
  thirteenth: opinion32dThirteenth,
  fourteenth: opinion32dFourteenth,
  fifteenth: opinion32dFifteenth,
  sixteenth: opinion32dSixteenth,
  seventeenth: opinion32dSeventeenth,
  eighteenth: opinion32dEighteenth,
  nineteenth: opinion32dNineteenth,
  twentieth: opinion32dTwentieth,
  twentyfirst: opinion32dTwentyfirst,
  twentysecond: opinion32dTwentysecond,
  twentythird: opinion32dTwentythird,
  twentyfourth: opinion32dTwentyfourth,
  twentyfifth: opinion32dTwentyfifth,
  twentysixth: opinion32dTwentysixth,
  twentyseventh: opinion32dTwentyseventh,
  twentyeighth: opinion32dTwentyeighth,
  twentyninth: opinion32dTwentyninth,
  thirtieth: opinion32dThirtieth,
  thirtyfirst: opinion32dThirtyfirst,
  thirtysecond: opinion32dThirtysecond,
  thirtythird: opinion32dThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: opinion32dThirtyfourth,
  build({ rng, supplier, period, variant }) {
    const date = issueDate(rng, period);
    const hhmm = time(rng);
    const positive = !rng.chance(0.15);
    const sentido = positive ? 'POSITIVO' : 'NEGATIVO';
    const folio = `${date.slice(2, 4)}N${rng.pick(['A', 'B', 'C'])}${rng.digits(7)}`;
    const revision = `Revisión practicada el día ${formatDate(date, 'long')}, a las ${hhmm} horas`;
    const observed = positive
      ? 'En los controles electrónicos internos del Servicio de Administración Tributaria se observa que el contribuyente se encuentra al corriente en el cumplimiento de sus obligaciones fiscales.'
      : 'En los controles electrónicos internos del Servicio de Administración Tributaria se observa que el contribuyente no se encuentra al corriente en el cumplimiento de sus obligaciones fiscales, por presentar omisiones en la presentación de declaraciones.';
    const blocks: Block[] = [text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { size: 9, bold: true }), text('HACIENDA  |  SAT', { size: 8, align: 'right' }), space(10)];
    const truth: Record<string, string> = { folio, rfc: supplier.rfc, nombre: supplier.name, sentido, fechaEmision: dateTime(date, hhmm) };
    if (variant === 33) return opinion32dThirtyfourthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 32) return opinion32dThirtythirdDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 31) return opinion32dThirtysecondDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 30) return opinion32dThirtyfirstDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 29) return opinion32dThirtiethDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 28) return opinion32dTwentyninthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 27) return opinion32dTwentyeighthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 26) return opinion32dTwentyseventhDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 25) return opinion32dTwentysixthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 24) return opinion32dTwentyfifthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 23) return opinion32dTwentyfourthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 22) return opinion32dTwentythirdDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 21) return opinion32dTwentysecondDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 20) return opinion32dTwentyfirstDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 19) return opinion32dTwentiethDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 18) return opinion32dNineteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 17) return opinion32dEighteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 16) return opinion32dSeventeenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 15) return opinion32dSixteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 14) return opinion32dFifteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 13) return opinion32dFourteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 12) return opinion32dThirteenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 11) return opinion32dTwelfthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 10) return opinion32dEleventhDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 9) return opinion32dTenthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 8) return opinion32dNinthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 7) return opinion32dEighthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 6) {
      // The portal's 'acuse de consulta': date and time first ('03/MAR/2026 a las 14:05:33 hrs.'), name and RFC above
      // their captions, the sense as the taxpayer's situation, the folio as 'número de control' at the end.
      blocks.push(title('Acuse de consulta de la opinión del cumplimiento', 12), text('Artículo 32-D del Código Fiscal de la Federación', { align: 'center', size: 8 }), space(6));
      blocks.push(text(`Consulta realizada el ${formatDate(date, 'monSlashUpper')} a las ${hhmm}:${String(rng.int(10, 59))} hrs.`), space(6));
      blocks.push(...captioned(supplier.name, 'Nombre, denominación o razón social'), ...captioned(supplier.rfc, 'Clave en el RFC'), space(6));
      blocks.push(text(observed), text(`Situación del contribuyente: ${positive ? 'AL CORRIENTE (opinión en sentido positivo)' : 'CON INCUMPLIMIENTOS (opinión en sentido negativo)'}`, { bold: true }));
      blocks.push(space(6), text(`Número de control de la opinión: ${folio}`));
    } else     if (variant === 5) {
      // A supplier portal's validation screen: folio, RFC and date (with its weekday) as a three-column table, the name
      // after 'A nombre de', the sense after the explanation.
      blocks.push(title('Validación de opinión 32-D', 12), space(6));
      blocks.push({ t: 'table', headers: ['Folio', 'RFC consultado', 'Fecha y hora de emisión'], rows: [[folio, supplier.rfc, `${formatDate(date, 'weekday')}, ${hhmm}`]], widths: [1.6, 1.6, 2.8] });
      blocks.push(space(4), text(`A nombre de: ${supplier.name}`), space(4), text(observed), text(`Opinión emitida en sentido ${sentido}.`, { bold: true }));
    } else if (variant === 4) {
      // A phone app's summary: the folio in a box, the RFC in three spaced groups, the result as 'opinión positiva'.
      blocks.push(title('Tu opinión de cumplimiento', 13), text('Artículo 32-D del Código Fiscal de la Federación', { align: 'center', size: 8 }), space(8));
      blocks.push({ t: 'box', lines: ['Folio de la opinión', folio] });
      blocks.push(space(4), text(`RFC ${supplier.rfc.slice(0, -9)} ${supplier.rfc.slice(-9, -3)} ${supplier.rfc.slice(-3)}`), text('Nombre del contribuyente', { size: 8 }), text(supplier.name, { bold: true }));
      blocks.push(text(`Consultada el ${formatDate(date, 'longDel')}, ${hhmm} h`));
      blocks.push(space(6), text(`Estado de tu opinión: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true, size: 12 }), text(observed, { size: 9 }));
    } else     if (variant === 3) {
      // A consultant's re-print: folio and date side by side, the RFC with dashes, the sense in its own words.
      blocks.push(title('Constancia de opinión de cumplimiento (Art. 32-D CFF)', 12), space(10));
      blocks.push(text(`No. de folio ${folio}                    Emitida ${formatDate(date, 'dots')} ${hhmm} hrs`));
      blocks.push(pair('Contribuyente', supplier.name, 'below'), pair('R.F.C.', `${supplier.rfc.slice(0, -9)}-${supplier.rfc.slice(-9, -3)}-${supplier.rfc.slice(-3)}`, 'below'));
      blocks.push(space(6), text(`Resultado: opinión en sentido ${positive ? 'positivo' : 'negativo'}.`, { bold: true }), text(observed));
    } else if (variant === 0) {
      blocks.push(title('Opinión del cumplimiento de obligaciones fiscales'), space(12));
      blocks.push(pair('Folio:', folio, 'inline'), pair('Clave de R.F.C.:', supplier.rfc, 'inline'), pair('Nombre, denominación o razón social:', supplier.name, 'inline'));
      blocks.push(space(6), text(revision), pair('Sentido:', sentido, 'inline'), space(6), text(observed));
      blocks.push(text('La presente opinión se emite con base en lo establecido en el artículo 32-D del Código Fiscal de la Federación y la regla 2.1.37 de la Resolución Miscelánea Fiscal vigente.', { size: 8 }));
    } else if (variant === 1) {
      blocks.push(title('OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES', 12), space(10));
      blocks.push(pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 200), pair('Nombre o razón social', supplier.name, 'tab', 200), pair('Folio', folio, 'tab', 200), space(8));
      blocks.push(
        text(`${revision}. ${observed} Por lo anterior se emite la presente opinión en sentido ${sentido}.`),
        space(6),
        text('Esta opinión no constituye resolución en sentido favorable al contribuyente sobre el correcto cálculo y entero de las contribuciones.', { size: 8 }),
      );
    } else {
      blocks.push(title('Opinión del Cumplimiento de Obligaciones Fiscales', 14), space(8));
      blocks.push(pair('Folio', folio, 'below'), pair('RFC', supplier.rfc, 'below'), pair('Nombre, denominación o razón social', supplier.name, 'below'));
      blocks.push(pair('Sentido', positive ? 'Positivo' : 'Negativo', 'below'), space(6), text(observed), text(`${revision}.`));
    }
    blocks.push(space(14), rule, text('Cadena original:', { size: 7, bold: true }), text(`||${folio}|${supplier.rfc}|${date}|${sentido}|${sealNoise(rng, 60)}||`, { size: 7 }));
    blocks.push(text('Sello digital:', { size: 7, bold: true }), text(sealNoise(rng, 172), { size: 7 }));
    return {
      blocks,
      truth,
      style: { margin: 50, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}   ·   Av. Hidalgo 77, Col. Guerrero, C.P. 06300, Ciudad de México   ·   sat.gob.mx` },
      title: 'Opinión del cumplimiento de obligaciones fiscales',
      producer: 'SAT - Servicio de Administración Tributaria',
      date,
    };
  },
};
