import type { TextRead } from '../readers/types';
import { amountAlone, declarationType, FINANCIAL_ENTITY, groupedCode, labels, nameValue, operationCode, PAYMENT_EVENT, readMoney, readRfc, detectValuesAbove, withTimeApart, wrappedCode } from './common';
import { clockIn, dateTimeExtractor, parseMonthName, parsePeriod, periodLabel, type PrintedPeriod } from './dates';
import { buildExtraction, Fields } from './extraction';
import { fold, QUALITY, TextDoc, type Extractor, type Found } from './text';
import type { Extraction } from './types';

/**
 * SAT's acuses of the monthly returns (ISR retenciones por salarios, IVA) and of the annual return, and the bank's
 * receipt of the ISR payment. The acuse prints 'RFC:', 'Tipo de declaración: Normal', 'Período de la declaración:
 * Marzo' (or 'Marzo - 2026', '03/2026'), 'Ejercicio: 2026', 'Fecha y hora de presentación: 17/04/2026 10:32',
 * 'Número de operación:', 'Línea de captura:' (in groups of four) and 'Importe total a pagar:'; the bank's receipt
 * prints the bank, 'Fecha de pago' or 'de operación', the línea de captura, 'Llave de pago' or 'Número de operación'
 * and 'Importe pagado'.
 */
const L = {
  tipo: /tipo\s+de\s+(?:declaracion|presentacion|complementaria)/,
  periodo: labels.periodo,
  ejercicio: labels.ejercicio,
  // 'Presentación: 2026/04/15 a las …' — the word alone before a colon is the date's label too.
  // 'Enviada el martes, 2 de junio de 2026 a las 17:11:52' (a filing log) says when it was filed too.
  // A card's caption is the participle alone, the value beside or under it ('Presentada  sáb, 06 dic 2025') (session 14).
  presentacion: /fecha\s+y\s+hora\s+de\s+(?:presentacion|recepcion|envio|transmision)|fecha\s+de\s+(?:presentacion|recepcion|envio|transmision)|fecha\s+de\s+(?:la\s+)?declaracion|(?:presentad|enviad)[ao]\s+el|recibid[ao]\s+(?:por\s+el\s+sat|el)\b|(?:^|\s)(?:presentacion|recepcion)\s*:|^\s*(?:presentad|enviad|transmitid|recibid)[ao](?=\s*(?::|\t|$))/,
  horaPresentacion: /hora\s+de\s+(?:presentacion|recepcion)/,
  // The acuse's own number ('Núm. de acuse de recibo') is the operation number SAT gives the filing; a narrow grid
  // column heads it 'Operación' alone (not 'Fecha de operación', 'Tipo de operación': those name its date, its kind).
  numeroOperacion: new RegExp(`${labels.numeroOperacion.source}|n(?:o|um|umero)\\.?\\s+de\\s+acuse(?:\\s+de\\s+recibo)?|(?<!\\b(?:de|la)\\s)\\boperacion\\s*:`),
  lineaCaptura: labels.lineaCaptura,
  // A table's 'A cargo' column holds the amount due.
  importe: new RegExp(`${labels.importe.source}|(?:^|\\s)a\\s+cargo\\b`),
  // Banks' portals in English: 'Payment date', 'Transaction date', 'Date of payment'.
  fechaPago: /fecha\s+(?:y\s+hora\s+)?(?:de(?:l)?\s+)?(?:pago|operacion|aplicacion|cargo|transaccion)|\b(?:payment|transaction|value)\s+date\b|\bdate\s+of\s+(?:payment|transaction)\b/,
  banco: /\bbanco\s*(?:receptor)?\s*:|institucion\s+(?:bancaria|de\s+credito)|\bbanco\b(?=\s*$)/,
  nombre: labels.nombre,
  medio: /medio\s+de\s+presentacion/,
  vigencia: /vigente\s+hasta|fecha\s+limite|pagar\s+antes/,
};
const stops = [...Object.values(L), labels.rfc];

const yearValue: Extractor = (t) => /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(t.replace(/(?<=\d)[oO]|[oO](?=\d)/g, '0'))?.[1];

/** Known Mexican banks as they brand their receipts (the name printed is kept). */
const BANKS = /\b(bbva(?:\s+mexico|\s+bancomer)?|bancomer|santander|banorte|citibanamex|banamex|hsbc|scotiabank|inbursa|banbajio|banco\s+del\s+bajio|banregio|afirme|banco\s+azteca|multiva|mifel|monex|bancoppel|intercam|ve\s+por\s+mas|actinver|banjercito|invex|cibanco|sabadell|banca\s+mifel)\b/;

/**
 * An institution's legal name on its letterhead: the name, a comma, then the form that says it is a bank or another
 * entity that keeps accounts ('Caja Solidaria Ejemplo, S.C. de A.P. de R.L. de C.V.', 'Financiera Ejemplo, S.A. de
 * C.V., S.F.P.', 'Banco Ejemplo, S.A., Institución de Banca Múltiple'): the name before the comma (session 13).
 */
const INSTITUTION_NAME = new RegExp(String.raw`^\s*(\p{L}[\p{L}\d&'.\s-]{2,60}?)\s*,\s*(?:s\.\s?a\.(?:\s*(?:de\s+)?c\.\s?v\.)?\s*,?\s*)?(?:${FINANCIAL_ENTITY.source}|institucion\s+de\s+banca)`, 'u');

export function bankIn(doc: TextDoc): { value: string; quality: number } | undefined {
  const labelled = doc.find(L.banco, nameValue, { stops, lookahead: 1 });
  if (labelled && BANKS.test(fold(labelled.value))) return labelled;
  for (let i = 0; i < doc.lines.length; i++) {
    const m = BANKS.exec(doc.folded[i]!);
    if (m) return { value: doc.lines[i]!.slice(m.index, m.index + m[0].length), quality: QUALITY.unlabelled };
    const legal = INSTITUTION_NAME.exec(doc.folded[i]!);
    if (legal) return { value: doc.lines[i]!.slice(legal.index, legal.index + legal[1]!.length).trim(), quality: QUALITY.unlabelled };
  }
  return labelled;
}

/** The period a return or payment covers: 'Marzo', 'Marzo 2026', '03-2026', 'Enero - Febrero' with the ejercicio. */
export function readPeriod(doc: TextDoc, fields: Fields, year: string | undefined): PrintedPeriod | undefined {
  const extract = (t: string) => (parsePeriod(t) || parseMonthName(t) || /^\s*\d{1,2}\s*$/.test(t) ? t : undefined);
  // 'PERIODO/EJERCICIO 07/2026': one label for both (the ejercicio label must not cut its value).
  const f = doc.find(/periodo\s*\/\s*ejercicio/, extract, { stops: stops.filter((s) => s !== L.ejercicio) }) ?? doc.find(L.periodo, extract, { stops }) ?? filedPeriod(doc);
  if (!f) return undefined;
  let period = parsePeriod(f.value);
  if (!period && year) period = parsePeriod(`${f.value.replace(/[^\p{L}\d]+$/u, '').trim()} ${year}`);
  if (!period) return undefined;
  fields.set('periodo', periodLabel(period), doc.confidence * f.quality);
  return period;
}

/** The last filing's cell under the first caption that matches, in a history of filings. */
function filedCell(doc: TextDoc, caption: RegExp, extract: Extractor): Found | undefined {
  const filed = lastFiling(doc);
  const k = filed ? filed.header.findIndex((c) => caption.test(c)) : -1;
  const v = filed && k >= 0 ? extract(filed.row[k]!) : undefined;
  return v === undefined ? undefined : { value: v, quality: QUALITY.nextLine, line: filed!.line };
}

/** The period column of the last filing in a history of filings, with its exercise column's year. */
function filedPeriod(doc: TextDoc): Found | undefined {
  const year = filedCell(doc, /^ejercicio$/, yearValue)?.value ?? '';
  const f = filedCell(doc, /^periodo$/, (t) => t);
  return f && { ...f, value: `${f.value} ${year}`.trim() };
}

/** What a return's presentation date and hour are labelled by ('Hora de presentación', 'Hora de recepción'). */
const PRESENTATION_EVENT = /presentacion|recepcion|envio|transmision/;

/**
 * A history of filings ('Consulta de declaraciones': a header with the presentation's caption over a row per filing,
 * the normal one and its complementarias): the row filed last, which replaces the others, with its header's folded
 * captions (session 13).
 */
type Filing = { header: string[]; row: string[]; line: number; when: string };

/** Each document's last filing, read once: the ejercicio, period, number and date all ask for it. */
const lastFilings = new WeakMap<TextDoc, Filing | undefined>();

function lastFiling(doc: TextDoc): Filing | undefined {
  if (!lastFilings.has(doc)) lastFilings.set(doc, findLastFiling(doc));
  return lastFilings.get(doc);
}

function findLastFiling(doc: TextDoc): Filing | undefined {
  const at = doc.cells.findIndex((cells) => cells.length >= 3 && cells.some((c) => L.presentacion.test(fold(c))));
  // One row under the header is the filing itself, read by its captions like any form.
  if (at < 0 || !doc.overList(at, stops)) return undefined;
  const header = doc.cells[at]!.map(fold);
  const column = header.findIndex((c) => /presentacion|envio|recepcion/.test(c));
  // The hour may have a column of its own ('Fecha de presentación | Hora').
  const hour = header.findIndex((c) => /^hora\b/.test(c));
  let best: Filing | undefined;
  for (let j = at + 1; j < doc.lines.length && doc.cells[j]!.length === header.length; j++) {
    const date = dateTimeExtractor(doc.cells[j]![column]!);
    const clock = hour >= 0 && date && !date.includes('T') ? clockIn(fold(doc.cells[j]![hour]!)) : undefined;
    const when = clock ? `${date}T${clock}` : date;
    if (when && (!best || when > best.when)) best = { header, row: doc.cells[j]!, line: j, when };
  }
  return best;
}

function readPresentation(doc: TextDoc, fields: Fields): void {
  const filed = lastFiling(doc);
  if (filed) {
    fields.found('fechaPresentacion', { value: filed.when, quality: QUALITY.nextLine, line: filed.line });
    return;
  }
  const f = doc.find(L.presentacion, dateTimeExtractor, { stops });
  if (!f) return;
  const apart = withTimeApart(doc, f, PRESENTATION_EVENT);
  if (!apart.value.includes('T')) {
    const hour = doc.find(L.horaPresentacion, (t) => clockIn(fold(t)), { stops });
    if (hour) apart.value = `${apart.value}T${hour.value}`;
  }
  fields.found('fechaPresentacion', apart);
}

function readTipo(doc: TextDoc, fields: Fields): void {
  const f = doc.find(L.tipo, declarationType, { stops }) ?? doc.scan((l) => (/\b(normal|complementaria)\b/i.test(l) ? declarationType(l) : undefined));
  fields.found('tipo', f);
}

/** The operation number: labelled, or in the last filing's row of a history of filings. */
function readOperationNumber(doc: TextDoc, fields: Fields): void {
  fields.found('numeroOperacion', doc.find(L.numeroOperacion, operationCode, { stops }) ?? filedCell(doc, /operacion|acuse|folio/, operationCode));
}

function readCodes(doc: TextDoc, fields: Fields): void {
  readOperationNumber(doc, fields);
  fields.found('lineaCaptura', wrappedCode(doc, doc.find(L.lineaCaptura, groupedCode, { stops })) ?? codeAboveCaption(doc, L.lineaCaptura));
}

/** A code printed in a box above its caption ('0626G4YDN8 M7447T0NT4' / 'Línea de captura'). */
function codeAboveCaption(doc: TextDoc, label: RegExp) {
  const caption = new RegExp(`^(?:${label.source})\\s*:?$`);
  const at = doc.folded.findIndex((f) => caption.test(f.trim()));
  const value = at > 0 ? groupedCode(doc.lines[at - 1]!) : undefined;
  return value ? { value, quality: QUALITY.nextLine, line: at - 1 } : undefined;
}

export function parseMonthlyReturn(documentTypeCode: 'mxdeclisr' | 'mxdecliva') {
  return (read: TextRead): Extraction => {
    const doc = new TextDoc(read);
    detectValuesAbove(doc);
    const fields = new Fields(doc);
    readRfc(doc, fields, 'rfc', labels.rfc, stops);
    readTipo(doc, fields);
    const year = doc.find(L.ejercicio, yearValue, { stops }) ?? filedCell(doc, /^ejercicio$/, yearValue);
    fields.found('ejercicio', year);
    const printedPeriod = readPeriod(doc, fields, year?.value);
    if (!year && printedPeriod) fields.set('ejercicio', printedPeriod.to.slice(0, 4), doc.confidence * QUALITY.unlabelled);
    readPresentation(doc, fields);
    readCodes(doc, fields);
    // A determination table goes from the tax ('Impuesto a cargo') through compensations and what was paid before to
    // the amount to pay, its last line: that one, whichever line comes first.
    readMoney(doc, fields, 'importe', /(?:cantidad|importe|total)\s+(?:total\s+)?a\s+pagar/, stops);
    readMoney(doc, fields, 'importe', L.importe, stops);
    return buildExtraction(documentTypeCode, fields, { printedPeriod, issueDate: fields.get('fechaPresentacion') });
  };
}

export function parseAnnualReturn(read: TextRead): Extraction {
  const doc = new TextDoc(read);
  detectValuesAbove(doc);
  const fields = new Fields(doc);
  readRfc(doc, fields, 'rfc', labels.rfc, stops);
  const year = doc.find(L.ejercicio, yearValue, { stops }) ?? doc.find(/declaracion\s+anual/, yearValue, { lookahead: 0 }) ?? filedCell(doc, /^ejercicio$/, yearValue);
  fields.found('ejercicio', year);
  readTipo(doc, fields);
  readPresentation(doc, fields);
  readOperationNumber(doc, fields);
  readMoney(doc, fields, 'importe', /(?:saldo\s+a\s+favor|impuesto\s+a\s+cargo)|(?:importe\s+(?:total\s+)?(?:a\s+)?(?:pagar|cargo)|total\s+a\s+pagar|cantidad\s+a\s+(?:pagar|cargo))/, stops);
  readMoney(doc, fields, 'importe', L.importe, stops);
  const y = fields.get('ejercicio');
  const printedPeriod = y ? { from: `${y}-01-01`, to: `${y}-12-31` } : undefined;
  return buildExtraction('mxdeclanual', fields, { printedPeriod, issueDate: fields.get('fechaPresentacion') });
}

export function parseIsrPayment(read: TextRead): Extraction {
  const doc = new TextDoc(read);
  detectValuesAbove(doc);
  const fields = new Fields(doc);
  readRfc(doc, fields, 'rfc', labels.rfc, stops);
  const bank = bankIn(doc);
  if (bank) fields.set('banco', bank.value, doc.confidence * bank.quality);
  const year = doc.find(L.ejercicio, yearValue, { stops });
  const printedPeriod = readPeriod(doc, fields, year?.value);
  fields.found('ejercicio', year);
  if (!year && printedPeriod) fields.set('ejercicio', printedPeriod.to.slice(0, 4), doc.confidence * QUALITY.unlabelled);
  // A bank slip may print only 'FECHA 05-JUL-2025', and its time on a row of its own under it ('Hora 16:48:47'): the
  // operation's section names neither, the bare hour is the bare date's moment.
  const paid = doc.find(L.fechaPago, dateTimeExtractor, { stops });
  const dated = paid ? undefined : doc.find(/\bfecha\b/, dateTimeExtractor, { stops });
  fields.found('fechaPago', paid ? withTimeApart(doc, paid, PAYMENT_EVENT) : dated && withTimeApart(doc, dated));
  fields.found('numeroOperacion', doc.find(labels.bankOperation, operationCode, { stops }));
  readCodes(doc, fields);
  if (!fields.has('numeroOperacion')) fields.found('numeroOperacion', doc.find(/folio|referencia|autorizacion|clave\s+de\s+rastreo/, operationCode, { stops }));
  readMoney(doc, fields, 'importe', /importe\s+pagado|total\s+(?:\p{L}+\s+)?pagado|importe\s+total|monto(?:\s+pagado)?|cantidad\s+pagada/u, stops);
  readMoney(doc, fields, 'importe', L.importe, stops);
  fields.found('importe', amountAlone(doc));
  return buildExtraction('mxpagoisr', fields, { printedPeriod, issueDate: fields.get('fechaPago') });
}
