/** SIPARE "Formato para pago de cuotas obrero patronales" with the bank's receipt of the payment. */
import { capitalize, formatDate, formatMoney, grouped, money, monthName, periodMonth } from '../format';
import { banks, printRegistroPatronal } from '../identities';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { afterPeriod, dateTime, pair, rule, space, spacedNss, text, time, title } from './common';
import { imssLineaCaptura, totalOf, workerRows, workerTruth } from './imss-payment';
import { sipareEighth, sipareEighthDocument } from './eighth/sipare';
import { sipareNinth, sipareNinthDocument } from './ninth/sipare';
import { sipareTenth, sipareTenthDocument } from './tenth/sipare';
import { sipareEleventh, sipareEleventhDocument } from './eleventh/sipare';
import { sipareTwelfth, sipareTwelfthDocument } from './twelfth/sipare';
import { sipareThirteenth, sipareThirteenthDocument } from './thirteenth/sipare';
import { sipareFourteenth, sipareFourteenthDocument } from './fourteenth/sipare';
import { sipareFifteenth, sipareFifteenthDocument } from './fifteenth/sipare';
import { sipareSixteenth, sipareSixteenthDocument } from './sixteenth/sipare';
import { sipareSeventeenth, sipareSeventeenthDocument } from './seventeenth/sipare';
import { sipareEighteenth, sipareEighteenthDocument } from './eighteenth/sipare';
import { sipareNineteenth, sipareNineteenthDocument } from './nineteenth/sipare';
import { sipareTwentieth, sipareTwentiethDocument } from './twentieth/sipare';
import { sipareTwentyfirst, sipareTwentyfirstDocument, sipareBank } from './twentyfirst/sipare';
import { sipareTwentysecond, sipareTwentysecondDocument } from './twentysecond/sipare';
import { sipareTwentythird, sipareTwentythirdDocument } from './twentythird/sipare';
import { sipareTwentyfourth, sipareTwentyfourthDocument } from './twentyfourth/sipare';
import { sipareTwentyfifth, sipareTwentyfifthDocument } from './twentyfifth/sipare';
import { sipareTwentysixth, sipareTwentysixthDocument } from './twentysixth/sipare';
import { sipareTwentyseventh, sipareTwentyseventhDocument } from './twentyseventh/sipare';
import { sipareTwentyeighth, sipareTwentyeighthDocument } from './twentyeighth/sipare';
import { sipareTwentyninth, sipareTwentyninthDocument } from './twentyninth/sipare';
import { sipareThirtieth, sipareThirtiethDocument } from './thirtieth/sipare';
import { sipareThirtyfirst, sipareThirtyfirstDocument } from './thirtyfirst/sipare';
import { sipareThirtysecond, sipareThirtysecondDocument } from './thirtysecond/sipare';
import { sipareThirtythird, sipareThirtythirdDocument } from './thirtythird/sipare';
import { sipareThirtyfourth, sipareThirtyfourthDocument } from './thirtyfourth/sipare';

export const mxsipare: TypeLayout = {
  code: 'mxsipare',
  cadence: 'monthly',
  variants: ['formato-y-comprobante', 'comprobante-primero', 'resumen-columnas'],
  fourth: 'resumen-tabla-dias-primero',
  fifth: 'banco-primero-sbc-antes-de-dias',
  sixth: 'despacho-tabla-encabezado-nombre-primero',
  seventh: 'banca-ticket-nss-espaciado-importe-en-letra',
  eighth: sipareEighth,
  ninth: sipareNinth,
  tenth: sipareTenth,
  eleventh: sipareEleventh,
  twelfth: sipareTwelfth,
  thirteenth: sipareThirteenth,
  fourteenth: sipareFourteenth,
  fifteenth: sipareFifteenth,
  sixteenth: sipareSixteenth,
  seventeenth: sipareSeventeenth,
  eighteenth: sipareEighteenth,
  nineteenth: sipareNineteenth,
  twentieth: sipareTwentieth,
  twentyfirst: sipareTwentyfirst,
  twentysecond: sipareTwentysecond,
  twentythird: sipareTwentythird,
  twentyfourth: sipareTwentyfourth,
  twentyfifth: sipareTwentyfifth,
  twentysixth: sipareTwentysixth,
  twentyseventh: sipareTwentyseventh,
  twentyeighth: sipareTwentyeighth,
  twentyninth: sipareTwentyninth,
  thirtieth: sipareThirtieth,
  thirtyfirst: sipareThirtyfirst,
  thirtysecond: sipareThirtysecond,
  thirtythird: sipareThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: sipareThirtyfourth,
  build({ rng, supplier, workers, period, variant }) {
    if (!period) throw new Error('a payment needs its period');
    const rows = workerRows(rng, workers, period);
    const total = totalOf(rows);
    const linea = imssLineaCaptura(rng, period);
    const paid = afterPeriod(rng, period);
    // The 21st is a regional bank the drawn list lacks.
    const bank = variant === 20 ? sipareBank : rng.pick(banks);
    const operacion = rng.digits(12);
    const truth: Record<string, string> = { registroPatronal: supplier.registroPatronal, rfc: supplier.rfc, razonSocial: supplier.name, periodo: periodMonth(period.from), lineaCaptura: linea, importe: money(total), fechaPago: paid };
    workerTruth(truth, rows);
    const facts = { supplier, truth, period, rows, total, linea, paid, bankName: bank.name, operacion };
    if (variant === 33) return sipareThirtyfourthDocument({ ...facts, rng });
    if (variant === 32) return sipareThirtythirdDocument({ ...facts, rng });
    if (variant === 31) return sipareThirtysecondDocument({ ...facts, rng });
    if (variant === 30) return sipareThirtyfirstDocument({ ...facts, rng });
    if (variant === 29) return sipareThirtiethDocument({ ...facts, rng });
    if (variant === 28) return sipareTwentyninthDocument({ ...facts, rng });
    if (variant === 27) return sipareTwentyeighthDocument({ ...facts, rng });
    if (variant === 26) return sipareTwentyseventhDocument({ ...facts, rng });
    if (variant === 25) return sipareTwentysixthDocument({ ...facts, rng });
    if (variant === 24) return sipareTwentyfifthDocument({ ...facts, rng });
    if (variant === 23) return sipareTwentyfourthDocument({ ...facts, rng });
    if (variant === 22) return sipareTwentythirdDocument({ ...facts, rng });
    if (variant === 21) return sipareTwentysecondDocument({ ...facts, rng });
    if (variant === 20) return sipareTwentyfirstDocument({ ...facts, rng });
    if (variant === 19) return sipareTwentiethDocument({ ...facts, rng });
    if (variant === 18) return sipareNineteenthDocument({ ...facts, rng });
    if (variant === 17) return sipareEighteenthDocument({ ...facts, rng });
    if (variant === 16) return sipareSeventeenthDocument({ ...facts, rng });
    if (variant === 15) return sipareSixteenthDocument({ ...facts, rng });
    if (variant === 14) return sipareFifteenthDocument({ ...facts, rng });
    if (variant === 13) return sipareFourteenthDocument({ ...facts, rng });
    if (variant === 12) return sipareThirteenthDocument({ ...facts, rng });
    if (variant === 11) return sipareTwelfthDocument({ ...facts, rng });
    if (variant === 10) return sipareEleventhDocument({ ...facts, rng });
    if (variant === 9) return sipareTenthDocument({ ...facts, rng });
    if (variant === 8) return sipareNinthDocument(facts);
    if (variant === 7) return sipareEighthDocument(facts);
    const m = (n: number) => formatMoney(n, 'plain');
    const formato: Block[] = [title('SISTEMA DE PAGO REFERENCIADO (SIPARE)', 12), text('Formato para pago de cuotas obrero patronales, aportaciones y amortizaciones', { align: 'center', size: 8 }), space(6)];
    const receipt: Block[] = [space(8), rule, text(bank.name, { bold: true, size: 14 }), text('Comprobante de pago SIPARE', { size: 9 })];
    if (variant === 6) {
      // A bank app's SIPARE receipt: the date as the bank prints it ('20260417'), the period 'mar/2026', the NSS spaced
      // the IMSS way, the daily wage before the days and a consecutive number first, the total with its words.
      const abbr = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'][Number(period.from.slice(5, 7)) - 1] ?? '';
      const header: Block[] = [text(bank.name, { bold: true, size: 14 }), text('PAGO DE CUOTAS IMSS / INFONAVIT (SIPARE)', { size: 9, bold: true }), space(4)];
      header.push(text(`FECHA DE OPERACIÓN ${formatDate(paid, 'compact')}    FOLIO ${operacion}`, { size: 9 }), text(`REGISTRO PATRONAL IMSS ${supplier.registroPatronal}`, { size: 9 }), text(`RFC DEL PATRÓN ${supplier.rfc}`, { size: 9 }));
      header.push(text(`PATRÓN ${supplier.name}`, { size: 9 }), text(`PERIODO ${abbr}/${period.from.slice(0, 4)}`, { size: 9 }), text(`REFERENCIA SIPARE ${grouped(linea, 8)}`, { size: 9 }), text(`IMPORTE ${formatMoney(total, 'words')}`, { size: 9 }));
      const detail: Block = { t: 'table', title: 'Desglose por asegurado', headers: ['Consec.', 'Número de seguridad social', 'Nombre', 'Sal. diario', 'Días'], rows: rows.map((r, i) => [String(i + 1), spacedNss(r.worker.nss), r.worker.fullName, m(r.worker.sbc), String(r.dias)]), widths: [0.6, 1.9, 3.2, 1, 0.6], size: 7.5 };
      return done([...header, space(6), detail]);
    } else if (variant === 5) {
      // An outsourcer's payment proof: registro, RFC and period ('2026-03') as a table, 'LC SIPARE' for the línea de
      // captura, workers with the name first and 'Días cotizados' / 'SBC', the bank's data at the foot.
      formato.push({ t: 'table', headers: ['Registro patronal', 'RFC', 'Periodo'], rows: [[printRegistroPatronal(supplier.registroPatronal, false), supplier.rfc, period.from.slice(0, 7)]], widths: [1.6, 1.6, 1] });
      formato.push(text(`Nombre o razón social: ${supplier.name}`), text(`LC SIPARE: ${linea}`, { size: 8 }));
      formato.push({ t: 'table', title: 'Detalle por trabajador', headers: ['Nombre', 'N.S.S.', 'Días cotizados', 'SBC', 'Cuota'], rows: rows.map((r) => [r.worker.fullName, r.worker.nss, String(r.dias), m(r.worker.sbc), m(r.total)]), widths: [3.2, 1.6, 1, 1, 1], size: 7.5 });
      receipt.push(text(`Operación ${operacion} · pagado el ${formatDate(paid, 'weekday')}`, { size: 9 }), text(`Total pagado ${formatMoney(total, 'dollarMxn')}`, { size: 9 }));
      return done([...formato, ...receipt]);
    } else if (variant === 4) {
      // A bank's SIPARE receipt first, then the worker table with the wage before the days and the names in between.
      receipt.push(text(`Fecha de pago: ${formatDate(paid, 'longDel')}`, { size: 9 }), text(`Importe pagado: ${formatMoney(total, 'mxnPrefix')}`, { size: 9 }), text(`Número de autorización bancaria: ${operacion}`, { size: 9 }));
      formato.push(text(`Patrón: ${supplier.name}`), text(`Reg. patronal ${printRegistroPatronal(supplier.registroPatronal, true)}    R.F.C. ${supplier.rfc}`));
      formato.push(text(`Periodo de cotización: ${capitalize(monthName(Number(period.from.slice(5, 7))))}/${period.from.slice(0, 4)}`), pair('Línea de captura', grouped(linea, 4), 'below'));
      formato.push({ t: 'table', title: 'Trabajadores cotizantes', headers: ['Núm. de afiliación', 'Salario base', 'Nombre', 'Días trab.'], rows: rows.map((r) => [r.worker.nss, m(r.worker.sbc), r.worker.fullName, String(r.dias)]), widths: [1.6, 1.1, 3.4, 0.8], size: 8 });
      return done([...receipt.slice(1), space(10), ...formato]);
    }
    if (variant === 3) {
      // A payroll provider's summary: the header as a two-row table, the month by name, the workers' days first.
      formato.push({ t: 'table', headers: ['Registro patronal', 'Mes de pago', 'Total'], rows: [[printRegistroPatronal(supplier.registroPatronal, false), `${capitalize(monthName(Number(period.from.slice(5, 7))))} ${period.from.slice(0, 4)}`, formatMoney(total, 'mn')]], widths: [1.6, 1.6, 1.6] });
      formato.push(pair('Nombre del patrón', supplier.name, 'below'), pair('R.F.C. del patrón:', supplier.rfc, 'inline'), pair('Referencia (línea de captura)', grouped(linea, 6), 'below'));
      formato.push({ t: 'table', title: 'Cuotas por trabajador', headers: ['Días', 'NSS', 'SBC diario', 'Trabajador'], rows: rows.map((r) => [String(r.dias), r.worker.nss, m(r.worker.sbc), r.worker.fullName]), widths: [0.7, 1.6, 1.1, 3.5], size: 8 });
      receipt.push(text(`Pagado el ${formatDate(paid, 'abbrSlash')} · Folio bancario ${operacion}`, { size: 9 }));
      return done([...formato, ...receipt]);
    }
    if (variant === 0) {
      formato.push(pair('Registro Patronal:', printRegistroPatronal(supplier.registroPatronal, true), 'inline'), pair('RFC:', supplier.rfc, 'inline'), pair('Nombre o razón social:', supplier.name, 'inline'), pair('Periodo de pago:', periodMonth(period.from), 'inline'));
      formato.push(pair('Línea de captura:', grouped(linea, 4), 'inline'), pair('Importe total a pagar:', formatMoney(total, 'dollar'), 'inline'));
      formato.push({ t: 'table', title: 'Detalle por trabajador', headers: ['NSS', 'Nombre', 'Días', 'SBC'], rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), m(r.worker.sbc)]), widths: [1.5, 3.5, 0.7, 1.1], size: 8 });
      // The payment's hour is printed under its date, so the truth carries it (session 12: it had been left out).
      const hora = time(rng);
      const seconds = rng.int(10, 59);
      truth.fechaPago = dateTime(paid, hora);
      receipt.push(pair('Fecha de pago:', formatDate(paid, 'slash'), 'inline'), pair('Hora:', `${hora}:${seconds}`, 'inline'), pair('Número de operación:', operacion, 'inline'), pair('Importe pagado:', formatMoney(total, 'dollar'), 'inline'));
      return done([...formato, ...receipt]);
    }
    if (variant === 1) {
      receipt.push(pair('Fecha de aplicación', formatDate(paid, 'long'), 'tab', 200), pair('Línea de captura', linea, 'tab', 200), pair('Importe', formatMoney(total, 'dollarSpace'), 'tab', 200), pair('Folio de operación', operacion, 'tab', 200));
      formato.push(pair('Registro patronal', supplier.registroPatronal, 'tab', 200), pair('R.F.C.', supplier.rfc, 'tab', 200), pair('Razón social', supplier.name, 'tab', 200), pair('Periodo', `${period.from.slice(5, 7)}/${period.from.slice(0, 4)}`, 'tab', 200));
      formato.push({ t: 'table', title: 'Trabajadores', headers: ['Número de seguridad social', 'Días cotizados', 'Salario base de cotización'], rows: rows.map((r) => [r.worker.nss, String(r.dias), m(r.worker.sbc)]), widths: [2, 1.2, 1.6], size: 8 });
      return done([...receipt.slice(1), space(10), ...formato]);
    }
    formato.push(text(`REGISTRO PATRONAL ${supplier.registroPatronal}    RFC ${supplier.rfc}`), text(`RAZÓN SOCIAL ${supplier.name}`), text(`PERIODO ${periodMonth(period.from)}    FECHA DE PAGO ${formatDate(paid, 'mon')}`));
    formato.push(text(`LÍNEA DE CAPTURA ${linea}`, { size: 8 }), text(`TOTAL ${formatMoney(total, 'mxn')}`, { bold: true }));
    formato.push({ t: 'table', headers: ['#', 'NSS', 'DÍAS', 'S.B.C.', 'CUOTAS'], rows: rows.map((r, i) => [String(i + 1), r.worker.nss, String(r.dias), m(r.worker.sbc), m(r.total)]), widths: [0.4, 1.6, 0.7, 1, 1], size: 8 });
    return done([...formato, space(6), text(`Pagado en ${bank.name} · operación ${operacion}`, { size: 8 })]);

    function done(blocks: Block[]) {
      blocks.push(space(8), text('Este comprobante es válido como recibo de pago de cuotas obrero patronales.', { size: 7 }));
      return { blocks, truth, style: { margin: 48, baseSize: 9, header: ['IMSS · SIPARE'] }, title: 'SIPARE', producer: 'IMSS SIPARE', date: paid };
    }
  },
};
