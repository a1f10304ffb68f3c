/** The SAT "Acuse de recibo" of a return (provisional ISR retenciones, IVA, or the annual return); shared by three types. */
import { addDays, capitalize, formatDate, formatMoney, grouped, money, monthName, periodMonth } from '../format';
import type { Block } from '../layout';
import type { BuiltDocument, LayoutContext, TypeLayout } from '../types';
import { afterPeriod, dateTime, pair, rule, sealNoise, space, stacked, text, time, title } from './common';
import { returnEighth, returnEighthDocument } from './eighth/sat-return';
import { returnNinth, returnNinthDocument } from './ninth/sat-return';
import { returnTenth, returnTenthDocument } from './tenth/sat-return';
import { returnEleventh, returnEleventhDocument } from './eleventh/sat-return';
import { returnTwelfth, returnTwelfthDocument } from './twelfth/sat-return';
import { returnThirteenth, returnThirteenthDocument } from './thirteenth/sat-return';
import { returnFourteenth, returnFourteenthDocument } from './fourteenth/sat-return';
import { returnFifteenth, returnFifteenthDocument } from './fifteenth/sat-return';
import { returnSeventeenth, returnSeventeenthDocument } from './seventeenth/sat-return';
import { returnEighteenth, returnEighteenthDocument } from './eighteenth/sat-return';
import { returnNineteenth, returnNineteenthDocument } from './nineteenth/sat-return';
import { returnTwentieth, returnTwentiethDocument } from './twentieth/sat-return';
import { returnTwentyfirst, returnTwentyfirstDocument } from './twentyfirst/sat-return';
import { returnTwentysecond, returnTwentysecondDocument } from './twentysecond/sat-return';
import { returnTwentythird, returnTwentythirdDocument } from './twentythird/sat-return';
import { returnTwentyfourth, returnTwentyfourthDocument } from './twentyfourth/sat-return';
import { returnTwentyfifth, returnTwentyfifthDocument } from './twentyfifth/sat-return';
import { returnTwentysixth, returnTwentysixthDocument } from './twentysixth/sat-return';
import { returnTwentyseventh, returnTwentyseventhDocument } from './twentyseventh/sat-return';
import { returnTwentyeighth, returnTwentyeighthDocument } from './twentyeighth/sat-return';
import { returnTwentyninth, returnTwentyninthDocument } from './twentyninth/sat-return';
import { returnThirtieth, returnThirtiethDocument } from './thirtieth/sat-return';
import { returnThirtyfirst, returnThirtyfirstDocument } from './thirtyfirst/sat-return';
import { returnThirtysecond, returnThirtysecondDocument } from './thirtysecond/sat-return';
import { returnThirtythird, returnThirtythirdDocument } from './thirtythird/sat-return';
import { returnThirtyfourth, returnThirtyfourthDocument } from './thirtyfourth/sat-return';
import { returnSixteenth, returnSixteenthDocument } from './sixteenth/sat-return';

export type ReturnKind = 'isr' | 'iva' | 'anual';
/** The layouts' names, shared by the three returns that print this acuse (TypeLayout's docblocks say when each was written). */
export const returnLayoutNames: Omit<TypeLayout, 'code' | 'cadence' | 'build'> = {
  variants: ['acuse-clasico', 'columnas-mes-numerico', 'linea-captura-primero'],
  fourth: 'tabla-encabezado-importe-mn',
  fifth: 'despacho-periodo-mes-guion-anio',
  sixth: 'bitacora-tabla-mes-anio-folio-sat',
  seventh: 'declarasat-pesos-enteros-rango-periodo-linea-en-recuadro',
  eighth: returnEighth,
  ninth: returnNinth,
  tenth: returnTenth,
  eleventh: returnEleventh,
  twelfth: returnTwelfth,
  thirteenth: returnThirteenth,
  fourteenth: returnFourteenth,
  fifteenth: returnFifteenth,
  sixteenth: returnSixteenth,
  seventeenth: returnSeventeenth,
  eighteenth: returnEighteenth,
  nineteenth: returnNineteenth,
  twentieth: returnTwentieth,
  twentyfirst: returnTwentyfirst,
  twentysecond: returnTwentysecond,
  twentythird: returnTwentythird,
  twentyfourth: returnTwentyfourth,
  twentyfifth: returnTwentyfifth,
  twentysixth: returnTwentysixth,
  twentyseventh: returnTwentyseventh,
  twentyeighth: returnTwentyeighth,
  twentyninth: returnTwentyninth,
  thirtieth: returnThirtieth,
  thirtyfirst: returnThirtyfirst,
  thirtysecond: returnThirtysecond,
  thirtythird: returnThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: returnThirtyfourth,
};

const concepts: Record<ReturnKind, string[]> = {
  isr: ['ISR retenciones por salarios', 'ISR RETENCIONES POR SALARIOS'],
  iva: ['IVA', 'IMPUESTO AL VALOR AGREGADO'],
  anual: ['ISR personas morales', 'ISR DEL EJERCICIO'],
};

export function buildReturn(kind: ReturnKind, { rng, supplier, period, variant }: LayoutContext): BuiltDocument {
  if (!period) throw new Error('a return needs its period');
  const annual = kind === 'anual';
  const presented = annual ? `${Number(period.to.slice(0, 4)) + 1}-0${rng.int(3, 4)}-${String(rng.int(1, 28)).padStart(2, '0')}` : afterPeriod(rng, period);
  const hhmm = time(rng);
  const seconds = String(rng.int(10, 59));
  const complementaria = rng.chance(0.2);
  const tipo = complementaria ? 'COMPLEMENTARIA' : 'NORMAL';
  const ejercicio = period.from.slice(0, 4);
  const month = Number(period.from.slice(5, 7));
  const numeroOperacion = rng.digits(14);
  const lineaCaptura = `0${rng.int(1, 9)}${presented.slice(2, 4)}${rng.chars(16, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ')}`;
  const importe = rng.int(1_500, 380_000);
  const vigencia = addDays(presented, rng.int(5, 20));
  const [concept, conceptUpper] = concepts[kind] as [string, string];
  const truth: Record<string, string> = {
    rfc: supplier.rfc,
    tipo,
    ejercicio,
    fechaPresentacion: dateTime(presented, hhmm),
    numeroOperacion,
    importe: money(importe),
  };
  if (!annual) {
    truth.periodo = periodMonth(period.from);
    truth.lineaCaptura = lineaCaptura;
  }
  const facts = { rng, supplier, truth, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept };
  if (variant === 33) return returnThirtyfourthDocument(facts);
  if (variant === 32) return returnThirtythirdDocument(facts);
  if (variant === 31) return returnThirtysecondDocument(facts);
  if (variant === 30) return returnThirtyfirstDocument(facts);
  if (variant === 29) return returnThirtiethDocument(facts);
  if (variant === 28) return returnTwentyninthDocument(facts);
  if (variant === 27) return returnTwentyeighthDocument(facts);
  if (variant === 26) return returnTwentyseventhDocument(facts);
  if (variant === 25) return returnTwentysixthDocument(facts);
  if (variant === 24) return returnTwentyfifthDocument(facts);
  if (variant === 23) return returnTwentyfourthDocument(facts);
  if (variant === 22) return returnTwentythirdDocument(facts);
  if (variant === 21) return returnTwentysecondDocument(facts);
  if (variant === 20) return returnTwentyfirstDocument(facts);
  if (variant === 19) return returnTwentiethDocument(facts);
  if (variant === 18) return returnNineteenthDocument(facts);
  if (variant === 17) return returnEighteenthDocument(facts);
  if (variant === 16) return returnSeventeenthDocument(facts);
  if (variant === 15) return returnSixteenthDocument(facts);
  if (variant === 14) return returnFifteenthDocument(facts);
  if (variant === 13) return returnFourteenthDocument(facts);
  if (variant === 12) return returnThirteenthDocument(facts);
  if (variant === 11) return returnTwelfthDocument(facts);
  if (variant === 10) return returnEleventhDocument(facts);
  if (variant === 9) return returnTenthDocument(facts);
  if (variant === 8) return returnNinthDocument(facts);
  if (variant === 7) return returnEighthDocument(facts);
  const heading = annual ? 'DECLARACIÓN ANUAL. PERSONAS MORALES. RÉGIMEN GENERAL' : 'DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES';
  const blocks: Block[] = [text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 9 }), space(6)];
  const payBlocks = (mode: 'inline' | 'tab' | 'below', style: 'dollar' | 'plain' | 'dollarSpace'): Block[] =>
    annual
      ? [pair(mode === 'tab' ? 'Cantidad a cargo' : 'Importe a cargo:', formatMoney(importe, style), mode, 220)]
      : [pair(mode === 'below' ? 'Línea de captura' : 'Línea de captura:', mode === 'tab' ? lineaCaptura : grouped(lineaCaptura, 4), mode, 220), pair('Importe total a pagar:', formatMoney(importe, style), mode, 220), pair('Vigente hasta:', formatDate(vigencia, 'slash'), mode, 220)];
  if (variant === 6) {
    // The 2025 DeclaraSAT acuse: label and value in two columns with its own words, the period as a date range, the
    // operation as 'Núm. de acuse de recibo', amounts in whole pesos ('$12,345', as SAT prints them), the línea de
    // captura in a box with its caption below it.
    blocks.push(title('Acuse de recibo de la declaración', 12), text(annual ? 'Declaración del ejercicio de personas morales' : 'Pago provisional o definitivo', { align: 'center', size: 8 }), space(8));
    blocks.push(pair('Clave en el RFC', supplier.rfc, 'tab', 210), pair('Nombre o razón social del contribuyente', supplier.name, 'tab', 210));
    blocks.push(pair('Declaración', capitalize(tipo.toLowerCase()), 'tab', 210), pair('Ejercicio fiscal', ejercicio, 'tab', 210));
    if (!annual) blocks.push(pair('Periodo que se declara', `${formatDate(period.from, 'slash')} - ${formatDate(period.to, 'slash')}`, 'tab', 210));
    blocks.push(pair('Recibida por el SAT', `${formatDate(presented, 'monSlashUpper')} ${hhmm}:${seconds}`, 'tab', 210), pair('Núm. de acuse de recibo', numeroOperacion, 'tab', 210));
    blocks.push(space(6), { t: 'table', headers: ['Impuesto', annual ? 'ISR a cargo del ejercicio' : 'Impuesto a cargo', 'Cantidad a pagar'], rows: [[conceptUpper, formatMoney(importe, 'wholePesos'), formatMoney(importe, 'wholePesos')]], widths: [3, 1.8, 1.6] });
    if (!annual) blocks.push(space(4), { t: 'box', lines: [grouped(lineaCaptura, 10), 'Línea de captura', `Pague a más tardar el ${formatDate(vigencia, 'monSlashUpper')}`] });
  } else if (variant === 5) {
    // A payroll outsourcer's filing log: RFC, period as 'MM/AAAA' and type in a three-column table, the date with its
    // weekday, the operation as 'Folio SAT', amounts as '$1,234.00 (MXN)', the línea de captura below its label.
    blocks.push(title(annual ? 'Bitácora de declaración del ejercicio' : 'Bitácora de declaración de pago', 12), space(6));
    blocks.push({ t: 'table', headers: ['Clave RFC', annual ? 'Año fiscal' : 'Mes/Año', 'Clase'], rows: [[supplier.rfc, annual ? ejercicio : `${String(month).padStart(2, '0')}/${ejercicio}`, capitalize(tipo.toLowerCase())]], widths: [2, 1.4, 1.6] });
    blocks.push(text(`Contribuyente: ${supplier.name}`), text(`Enviada el ${formatDate(presented, 'weekday')} a las ${hhmm}:${seconds}`), text(`Folio SAT: ${numeroOperacion}`));
    blocks.push(space(4), { t: 'table', headers: ['Obligación', 'Monto determinado', 'Monto a pagar'], rows: [[concept, formatMoney(importe, 'dollarMxn'), formatMoney(importe, 'dollarMxn')]], widths: [3, 1.6, 1.6] });
    if (!annual) blocks.push(...stacked('Línea de captura para el pago', grouped(lineaCaptura, 5)), text(`Vence: ${formatDate(vigencia, 'monSpaced')}`));
  } else if (variant === 4) {
    // An accounting firm's cover sheet: the period as 'MARZO-2026', the date year first, amounts 'MXN 1,234.00', the
    // línea de captura in groups of four joined by dashes.
    const mes = `${monthName(month).toUpperCase()}-${ejercicio}`;
    blocks.push(title(annual ? 'Resumen de declaración anual presentada' : 'Resumen de declaración mensual presentada', 12), space(6));
    blocks.push(text(`Contribuyente (R.F.C.) ........ ${supplier.rfc}`), text(`Denominación ........ ${supplier.name}`));
    blocks.push(text(annual ? `Ejercicio ${ejercicio}, declaración ${tipo.toLowerCase()}` : `Periodo ${mes} · declaración ${tipo.toLowerCase()} · ejercicio ${ejercicio}`));
    blocks.push(text(`Presentación: ${formatDate(presented, 'isoSlash')} a las ${hhmm}:${seconds} hrs.    Operación núm. ${numeroOperacion}`));
    blocks.push(space(4), { t: 'table', headers: annual ? ['Concepto', 'Ejercicio', 'A cargo'] : ['Concepto', 'Periodo', 'A cargo'], rows: [[concept, annual ? ejercicio : mes, formatMoney(importe, 'mxnPrefix')]], widths: [3, 1.4, 1.6] });
    if (!annual) blocks.push(pair('Línea de captura vigente', lineaCaptura.replace(/(.{4})(?=.)/g, '$1-'), 'below'), text(`Pagar a más tardar el ${formatDate(vigencia, 'isoSlash')} la cantidad de ${formatMoney(importe, 'mxnPrefix')}.`));
  } else   if (variant === 3) {
    // A tax adviser's software: the header as a two-row table, the month by name, amounts with 'M.N.'.
    blocks.push(title('Declaración presentada — comprobante', 12), text(heading.toLowerCase().replace(/^./, (ch) => ch.toUpperCase()), { align: 'center', size: 8 }), space(8));
    blocks.push({ t: 'table', headers: annual ? ['R.F.C.', 'Ejercicio fiscal', 'Declaración'] : ['R.F.C.', 'Ejercicio fiscal', 'Mes', 'Declaración'], rows: [annual ? [supplier.rfc, ejercicio, capitalize(tipo.toLowerCase())] : [supplier.rfc, ejercicio, capitalize(monthName(month)), capitalize(tipo.toLowerCase())]] });
    blocks.push(space(4), pair('Contribuyente', supplier.name, 'below'));
    blocks.push(pair('No. de operación', numeroOperacion, 'below'), pair('Presentada el', `${formatDate(presented, 'abbrSlash')}, ${hhmm}:${seconds} h`, 'below'));
    blocks.push(space(4), text(`Impuesto: ${concept}`));
    if (annual) blocks.push(pair('Total a cargo', formatMoney(importe, 'mn'), 'below'));
    else blocks.push(pair('Referencia de pago (línea de captura)', grouped(lineaCaptura, 6), 'below'), pair('Total a pagar', formatMoney(importe, 'mn'), 'below'), pair('Fecha límite de pago', formatDate(vigencia, 'dots'), 'below'));
  } else if (variant === 0) {
    blocks.push(title('ACUSE DE RECIBO', 13), text(heading, { align: 'center', size: 9, bold: true }), space(8));
    blocks.push(pair('RFC:', supplier.rfc, 'inline'), pair('Nombre o razón social:', supplier.name, 'inline'), pair('Tipo de declaración:', capitalize(tipo.toLowerCase()), 'inline'));
    if (!annual) blocks.push(pair('Periodicidad:', 'Mensual', 'inline'), pair('Período de la declaración:', capitalize(monthName(month)), 'inline'));
    blocks.push(pair('Ejercicio:', ejercicio, 'inline'), pair('Fecha y hora de presentación:', `${formatDate(presented, 'slash')} ${hhmm}`, 'inline'), pair('Medio de presentación:', 'Internet', 'inline'), pair('Número de operación:', numeroOperacion, 'inline'));
    blocks.push({ t: 'table', title: 'Impuestos declarados', headers: ['Concepto de pago', 'A cargo', 'Total de contribuciones', 'Cantidad a pagar'], rows: [[concept, formatMoney(importe, 'dollar'), formatMoney(importe, 'dollar'), formatMoney(importe, 'dollar')]], widths: [3, 1.3, 1.6, 1.5] });
    blocks.push(space(6), ...payBlocks('inline', 'dollar'));
  } else if (variant === 1) {
    blocks.push(title('Acuse de recibo de la declaración', 13), text(heading, { align: 'center', size: 8 }), space(8));
    blocks.push(pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 220), pair('Denominación o razón social', supplier.name, 'tab', 220), pair('Tipo de Declaración', capitalize(tipo.toLowerCase()), 'tab', 220));
    if (!annual) blocks.push(pair('Periodo', `${String(month).padStart(2, '0')}/${ejercicio}`, 'tab', 220));
    blocks.push(pair('Ejercicio', ejercicio, 'tab', 220), pair('Fecha y hora de presentación', `${formatDate(presented, 'iso')} ${hhmm}:${seconds}`, 'tab', 220), pair('Número de Operación', numeroOperacion, 'tab', 220));
    blocks.push(space(6), text(`Concepto: ${conceptUpper}`, { bold: true }), ...payBlocks('tab', 'plain'));
  } else {
    blocks.push(title(annual ? 'ACUSE DE RECIBO · DECLARACIÓN DEL EJERCICIO' : 'ACUSE DE RECIBO · PAGO REFERENCIADO', 12), space(6));
    blocks.push({ t: 'box', lines: annual ? [`Número de operación: ${numeroOperacion}`, `Cantidad a cargo: ${formatMoney(importe, 'dollarSpace')}`] : [`Línea de captura: ${grouped(lineaCaptura, 5)}`, `Total a pagar: ${formatMoney(importe, 'dollarSpace')}`, `Pagar antes del ${formatDate(vigencia, 'long')}`], size: 10 });
    blocks.push(space(6), pair('RFC', supplier.rfc, 'below'), pair('Nombre', supplier.name, 'below'));
    blocks.push(text(annual ? `Ejercicio ${ejercicio} · Declaración ${tipo}` : `Periodo: ${monthName(month).toUpperCase()} · Ejercicio: ${ejercicio} · Declaración ${tipo}`));
    blocks.push(pair('Presentada el', `${formatDate(presented, 'mon')} a las ${hhmm} hrs.`, 'below'));
    if (!annual) blocks.push(pair('Número de operación', numeroOperacion, 'below'));
    blocks.push({ t: 'table', headers: ['Impuesto', 'Importe'], rows: [[conceptUpper, formatMoney(importe, 'dollar')]], widths: [4, 1.5] });
  }
  blocks.push(space(10), rule, text('Sello digital:', { size: 7, bold: true }), text(sealNoise(rng, 172), { size: 7 }));
  return {
    blocks,
    truth,
    style: { margin: 50, baseSize: 10, header: ['Hacienda · SAT · Declaraciones y Pagos'], footer: (p, n) => `Página ${p} de ${n}` },
    title: annual ? 'Acuse de recibo declaración anual' : 'Acuse de recibo declaración provisional',
    producer: 'SAT DyP',
    date: presented,
  };
}
