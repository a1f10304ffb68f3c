/** A bank's receipt for paying federal taxes with a SAT línea de captura (pago referenciado). */
import { capitalize, formatDate, formatMoney, grouped, money, monthName, periodMonth } from '../format';
import { banks } from '../identities';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { afterPeriod, dateTime, pair, rule, space, text, time, title } from './common';
import { pagoIsrEighth, pagoIsrEighthDocument } from './eighth/pagoisr';
import { pagoIsrNinth, pagoIsrNinthDocument } from './ninth/pagoisr';
import { pagoIsrTenth, pagoIsrTenthDocument } from './tenth/pagoisr';
import { pagoIsrEleventh, pagoIsrEleventhDocument } from './eleventh/pagoisr';
import { pagoIsrTwelfth, pagoIsrTwelfthDocument } from './twelfth/pagoisr';
import { pagoIsrThirteenth, pagoIsrThirteenthDocument } from './thirteenth/pagoisr';
import { pagoIsrFourteenth, pagoIsrFourteenthDocument } from './fourteenth/pagoisr';
import { pagoIsrFifteenth, pagoIsrFifteenthDocument } from './fifteenth/pagoisr';
import { pagoIsrSixteenth, pagoIsrSixteenthDocument } from './sixteenth/pagoisr';
import { pagoIsrSeventeenth, pagoIsrSeventeenthDocument } from './seventeenth/pagoisr';
import { pagoIsrEighteenth, pagoIsrEighteenthDocument } from './eighteenth/pagoisr';
import { pagoIsrNineteenth, pagoIsrNineteenthDocument } from './nineteenth/pagoisr';
import { pagoIsrTwentieth, pagoIsrTwentiethDocument } from './twentieth/pagoisr';
import { pagoIsrTwentyfirst, pagoIsrTwentyfirstDocument, pagoIsrBank } from './twentyfirst/pagoisr';
import { pagoIsrTwentysecond, pagoIsrTwentysecondDocument } from './twentysecond/pagoisr';
import { pagoIsrTwentythird, pagoIsrTwentythirdDocument } from './twentythird/pagoisr';
import { pagoIsrTwentyfourth, pagoIsrTwentyfourthDocument } from './twentyfourth/pagoisr';
import { pagoIsrTwentyfifth, pagoIsrTwentyfifthDocument } from './twentyfifth/pagoisr';
import { pagoIsrTwentysixth, pagoIsrTwentysixthDocument } from './twentysixth/pagoisr';
import { pagoIsrTwentyseventh, pagoIsrTwentyseventhDocument } from './twentyseventh/pagoisr';
import { pagoIsrTwentyeighth, pagoIsrTwentyeighthDocument } from './twentyeighth/pagoisr';
import { pagoIsrTwentyninth, pagoIsrTwentyninthDocument } from './twentyninth/pagoisr';
import { pagoIsrThirtieth, pagoIsrThirtiethDocument } from './thirtieth/pagoisr';
import { pagoIsrThirtyfirst, pagoIsrThirtyfirstDocument } from './thirtyfirst/pagoisr';
import { pagoIsrThirtysecond, pagoIsrThirtysecondDocument } from './thirtysecond/pagoisr';
import { pagoIsrThirtythird, pagoIsrThirtythirdDocument } from './thirtythird/pagoisr';
import { pagoIsrThirtyfourth, pagoIsrThirtyfourthDocument } from './thirtyfourth/pagoisr';

export const mxpagoisr: TypeLayout = {
  code: 'mxpagoisr',
  cadence: 'monthly',
  variants: ['comprobante-banca-linea', 'ticket-ventanilla', 'spei-columnas'],
  fourth: 'tabla-periodo-folio-bancario',
  fifth: 'recibo-autorizacion-fecha-aaaa-mm-dd',
  sixth: 'comprobante-operacion-tabla-dato-detalle',
  seventh: 'ticket-sucursal-fecha-compacta-referencia',
  eighth: pagoIsrEighth,
  ninth: pagoIsrNinth,
  tenth: pagoIsrTenth,
  eleventh: pagoIsrEleventh,
  twelfth: pagoIsrTwelfth,
  thirteenth: pagoIsrThirteenth,
  fourteenth: pagoIsrFourteenth,
  fifteenth: pagoIsrFifteenth,
  sixteenth: pagoIsrSixteenth,
  seventeenth: pagoIsrSeventeenth,
  eighteenth: pagoIsrEighteenth,
  nineteenth: pagoIsrNineteenth,
  twentieth: pagoIsrTwentieth,
  twentyfirst: pagoIsrTwentyfirst,
  twentysecond: pagoIsrTwentysecond,
  twentythird: pagoIsrTwentythird,
  twentyfourth: pagoIsrTwentyfourth,
  twentyfifth: pagoIsrTwentyfifth,
  twentysixth: pagoIsrTwentysixth,
  twentyseventh: pagoIsrTwentyseventh,
  twentyeighth: pagoIsrTwentyeighth,
  twentyninth: pagoIsrTwentyninth,
  thirtieth: pagoIsrThirtieth,
  thirtyfirst: pagoIsrThirtyfirst,
  thirtysecond: pagoIsrThirtysecond,
  thirtythird: pagoIsrThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: pagoIsrThirtyfourth,
  build({ rng, supplier, period, variant }) {
    if (!period) throw new Error('a payment needs its period');
    // The 21st is a bank the drawn list lacks.
    const bank = variant === 20 ? pagoIsrBank : rng.pick(banks);
    const paid = afterPeriod(rng, period);
    const hhmm = time(rng);
    const month = Number(period.from.slice(5, 7));
    const ejercicio = period.from.slice(0, 4);
    const lineaCaptura = `0${rng.int(1, 9)}${paid.slice(2, 4)}${rng.chars(16, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ')}`;
    const numeroOperacion = rng.digits(rng.pick([10, 12]));
    const llave = rng.chars(10, '0123456789ABCDEF');
    const importe = rng.int(2_000, 250_000);
    const cuenta = `****${rng.digits(4)}`;
    const truth: Record<string, string> = { rfc: supplier.rfc, banco: bank.name, periodo: periodMonth(period.from), ejercicio, fechaPago: paid, lineaCaptura, numeroOperacion, importe: money(importe) };
    const facts = { supplier, truth, bankName: bank.name, bankLegal: bank.legal, paid, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta };
    if (variant === 33) return pagoIsrThirtyfourthDocument({ ...facts, hhmm, rng });
    if (variant === 32) return pagoIsrThirtythirdDocument({ ...facts, hhmm, rng });
    if (variant === 31) return pagoIsrThirtysecondDocument({ ...facts, hhmm, rng });
    if (variant === 30) return pagoIsrThirtyfirstDocument({ ...facts, hhmm, rng });
    if (variant === 29) return pagoIsrThirtiethDocument({ ...facts, hhmm, rng });
    if (variant === 28) return pagoIsrTwentyninthDocument({ ...facts, hhmm, rng });
    if (variant === 27) return pagoIsrTwentyeighthDocument({ ...facts, hhmm, rng });
    if (variant === 26) return pagoIsrTwentyseventhDocument({ ...facts, hhmm, rng });
    if (variant === 25) return pagoIsrTwentysixthDocument({ ...facts, hhmm, rng });
    if (variant === 24) return pagoIsrTwentyfifthDocument({ ...facts, hhmm, rng });
    if (variant === 23) return pagoIsrTwentyfourthDocument({ ...facts, hhmm, rng });
    if (variant === 22) return pagoIsrTwentythirdDocument({ ...facts, hhmm, rng });
    if (variant === 21) return pagoIsrTwentysecondDocument({ ...facts, hhmm, rng });
    if (variant === 20) return pagoIsrTwentyfirstDocument({ ...facts, hhmm, rng });
    if (variant === 19) return pagoIsrTwentiethDocument({ ...facts, hhmm, rng });
    if (variant === 18) return pagoIsrNineteenthDocument({ ...facts, hhmm, rng });
    if (variant === 17) return pagoIsrEighteenthDocument({ ...facts, hhmm, rng });
    if (variant === 16) return pagoIsrSeventeenthDocument({ ...facts, hhmm, rng });
    if (variant === 15) return pagoIsrSixteenthDocument({ ...facts, hhmm, rng });
    if (variant === 14) return pagoIsrFifteenthDocument({ ...facts, hhmm, rng });
    if (variant === 13) return pagoIsrFourteenthDocument({ ...facts, hhmm, rng });
    if (variant === 12) return pagoIsrThirteenthDocument({ ...facts, hhmm, rng });
    if (variant === 11) return pagoIsrTwelfthDocument({ ...facts, hhmm });
    if (variant === 10) return pagoIsrEleventhDocument({ ...facts, rng, hhmm });
    if (variant === 9) return pagoIsrTenthDocument({ ...facts, rng, hhmm });
    if (variant === 8) return pagoIsrNinthDocument({ ...facts, hhmm });
    if (variant === 7) return pagoIsrEighthDocument(facts);
    const blocks: Block[] = [text(bank.name, { size: 18, bold: true })];
    if (variant === 6) {
      // A branch ticket in capitals without accents: the date as '20260417', period and year as 'PERIODO/EJERCICIO
      // 03/2026', the línea de captura as 'REFERENCIA', the operation as 'OPERACION No.', noise lines between.
      truth.fechaPago = dateTime(paid, hhmm);
      blocks.push(text('PAGO DE IMPUESTOS FEDERALES SAT', { size: 9, bold: true }), text(`SUC ${rng.int(100, 9999)}  CAJERO ${rng.int(10, 99)}  SECUENCIA ${rng.digits(6)}`, { size: 8 }), space(4));
      blocks.push(text(`FECHA ${formatDate(paid, 'compact')}   HORA ${hhmm}:${rng.int(10, 59)}`, { size: 9 }), text(`RFC ${supplier.rfc}`, { size: 9 }), text(`PERIODO/EJERCICIO ${String(month).padStart(2, '0')}/${ejercicio}`, { size: 9 }));
      blocks.push(text(`REFERENCIA ${lineaCaptura}`, { size: 9 }), text(`IMPORTE ${formatMoney(importe, 'dollarSpace')}`, { size: 9 }), text(`OPERACION No. ${numeroOperacion}`, { size: 9 }), text(`LLAVE DE PAGO ${llave}`, { size: 9 }));
      blocks.push(space(4), text('CONSERVE ESTE COMPROBANTE. NO ES VALIDO SI PRESENTA TACHADURAS O ENMENDADURAS.', { size: 7 }));
    } else if (variant === 5) {
      // Another bank's 'comprobante de operación': a dato/detalle table, the period as 'Marzo 2026', the date with its
      // weekday, 'Folio de la operación', the amount as '$1,234.00 (MXN)'.
      // The time is printed next to the date, so the truth carries it (FictitiousDocument.truth's rule for dates).
      truth.fechaPago = dateTime(paid, hhmm);
      blocks.push(text('Comprobante de operación · Impuestos federales', { size: 10, bold: true }), text(bank.legal, { size: 7 }), space(8));
      blocks.push({
        t: 'table',
        headers: ['Dato', 'Detalle'],
        rows: [
          ['RFC del contribuyente', supplier.rfc],
          ['Nombre', supplier.name],
          ['Periodo de pago', `${capitalize(monthName(month))} ${ejercicio}`],
          ['Ejercicio', ejercicio],
          ['Referencia (línea de captura)', lineaCaptura],
          ['Monto', formatMoney(importe, 'dollarMxn')],
          ['Folio de la operación', numeroOperacion],
          ['Fecha de aplicación', `${formatDate(paid, 'weekday')} ${hhmm}`],
          ['Cuenta de cargo', cuenta],
        ],
        widths: [2, 4],
      });
    } else if (variant === 4) {
      // A bank's receipt with 'autorización' for the operation, the date year first, the period as month/year.
      blocks.push(text('Recibo de pago de contribuciones federales', { size: 10, bold: true }), text(bank.legal, { size: 7 }), space(8));
      // The charge's hour is printed beside its date, so the truth carries it (session 12: it had been left out).
      truth.fechaPago = dateTime(paid, hhmm);
      blocks.push(text(`Fecha de cargo: ${formatDate(paid, 'isoSlash')}     Hora: ${hhmm}`), text(`Contribuyente: ${supplier.name}`), text(`RFC: ${supplier.rfc}`));
      blocks.push(text(`Concepto: Pago referenciado SAT · periodo ${String(month).padStart(2, '0')}/${ejercicio}`), text(`Ejercicio fiscal: ${ejercicio}`));
      blocks.push(pair('Línea de captura', lineaCaptura.replace(/(.{4})(?=.)/g, '$1 '), 'below'), pair('Cantidad pagada', formatMoney(importe, 'mxnPrefix'), 'below'), pair('Autorización / No. de operación', numeroOperacion, 'below'));
    } else     if (variant === 3) {
      // Another bank's online receipt: period, year and amount in a two-row table, the date with dots.
      blocks.push(text('Constancia de pago de impuestos federales', { size: 10, bold: true }), space(8));
      blocks.push(text(`Contribuyente R.F.C.: ${supplier.rfc}          Cuenta de cargo: ${cuenta}`));
      blocks.push({ t: 'table', headers: ['Ejercicio', 'Periodo', 'Importe pagado'], rows: [[ejercicio, capitalize(monthName(month)), formatMoney(importe, 'mn')]], widths: [1, 1.4, 1.6] });
      blocks.push(pair('Referencia (línea de captura SAT)', grouped(lineaCaptura, 5), 'below'), pair('Fecha de operación', formatDate(paid, 'dots'), 'below'), pair('Folio bancario de la operación', numeroOperacion, 'below'));
    } else if (variant === 0) {
      blocks.push(text('Comprobante de operación', { size: 9 }), space(8), title('Pago de Contribuciones Federales', 12), text('Pago referenciado SAT', { align: 'center', size: 9 }), space(8));
      blocks.push(pair('Cuenta de cargo:', cuenta, 'inline'), pair('Línea de captura:', grouped(lineaCaptura, 4), 'inline'), pair('Importe:', formatMoney(importe, 'dollar'), 'inline'));
      blocks.push(pair('RFC:', supplier.rfc, 'inline'), pair('Periodo:', `${capitalize(monthName(month))} ${ejercicio}`, 'inline'), pair('Ejercicio:', ejercicio, 'inline'));
      blocks.push(pair('Fecha de pago:', formatDate(paid, 'slash'), 'inline'), pair('Número de operación:', numeroOperacion, 'inline'), pair('Llave de pago:', llave, 'inline'));
    } else if (variant === 1) {
      blocks.push(text(bank.legal, { size: 7 }), space(6), title('COMPROBANTE DE PAGO', 12), text('IMPUESTOS FEDERALES · VENTANILLA', { align: 'center', size: 8 }), space(6));
      blocks.push(text(`SUCURSAL ${rng.int(100, 9999)}   CAJA ${rng.int(1, 12)}   FECHA ${formatDate(paid, 'mon')}`, { size: 9 }));
      blocks.push(text(`R.F.C. ${supplier.rfc}`, { size: 9 }), text(`PERIODO ${String(month).padStart(2, '0')}  EJERCICIO ${ejercicio}`, { size: 9 }));
      blocks.push(text(`LINEA DE CAPTURA ${lineaCaptura}`, { size: 9 }), text(`IMPORTE PAGADO ${formatMoney(importe, 'dollarSpace')}`, { size: 9 }), text(`NO. DE OPERACION ${numeroOperacion}`, { size: 9 }));
      blocks.push(space(6), text('ESTE COMPROBANTE ES VÁLIDO SIN FIRMA NI SELLO. CONSÉRVELO PARA CUALQUIER ACLARACIÓN.', { size: 7 }));
    } else {
      truth.fechaPago = dateTime(paid, hhmm);
      blocks.push(space(6), title('Recibo bancario de pago de contribuciones, productos y aprovechamientos federales', 10), space(8));
      blocks.push(pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 220), pair('Nombre', supplier.name, 'tab', 220), pair('Periodo de pago', `${periodMonth(period.from)}`, 'tab', 220), pair('Ejercicio fiscal', ejercicio, 'tab', 220));
      blocks.push(pair('Línea de captura', lineaCaptura, 'tab', 220), pair('Total efectivamente pagado', formatMoney(importe, 'mxn'), 'tab', 220), pair('Fecha y hora de aplicación', `${formatDate(paid, 'slash')} ${hhmm}:${rng.int(10, 59)}`, 'tab', 220));
      blocks.push(pair('Número de operación', numeroOperacion, 'tab', 220), pair('Medio de presentación', 'Banca electrónica', 'tab', 220));
    }
    blocks.push(space(10), rule, text(`Sello digital: ${rng.chars(64, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`, { size: 7 }));
    return { blocks, truth, style: { margin: 56, baseSize: 10 }, title: 'Comprobante de pago', producer: `${bank.name} Net`, date: paid };
  },
};
