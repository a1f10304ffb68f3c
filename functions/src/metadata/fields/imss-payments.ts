import type { TextRead } from '../readers/types';
import { continueName, PAYMENT_EVENT, groupedCode, labels, PERIOD_WORDS, nameBelow, nameBesideRfc, nameOverHeadedRow, nameValue, readMoney, readNrp, readRfc, rfcLine, detectValuesAbove, withTimeApart, wrappedCode } from './common';
import { bimestreOfMonths, clockIn, datesIn, dateTimeExtractor, exerciseAndNumber, ORDINAL, ORDINAL_WORDS, parseDate, parseMonthName, parsePeriod, periodLabel, romanOrDigit, type PrintedPeriod } from './dates';
import { buildExtraction, Fields } from './extraction';
import { moneyExtractor, parseMoney } from './money';
import { nssIn } from './normalise';
import { fold, QUALITY, TextDoc, type Extractor, type Found } from './text';
import type { Extraction } from './types';

/**
 * IMSS payments: the SUA 'Cédula de determinación de cuotas, aportaciones y amortizaciones' (mximsscop), the SIPARE
 * format with its bank receipt (mxsipare) and the bimonthly RCV-INFONAVIT cédula (mxinfonavitbim). They print the
 * registro patronal ('Y54-12345-10-5'), RFC, razón social, 'Periodo de pago: 03-2026' (or 'Mes: 03 Año: 2026',
 * 'Marzo 2026', a bimestre), the línea de captura (SIPARE), totals, the payment date on the bank's part, and one row
 * per worker: NSS, name, días cotizados, SBC and the amounts.
 */
const L = {
  registroPatronal: labels.registroPatronal,
  // 'Patrón' alone on its line (the name below it) or 'Patrón: …'. A bank's counter ticket captions the payer
  // 'NOMBRE' alone at the start of its line, the value after a colon or a dotted leader ('NOMBRE ...... EMPRESA').
  razonSocial: new RegExp(`${labels.razonSocial.source}|^patron$|^denominacion\\s+social|^nombre(?=\\s*(?::|\\.{3,}|$))`),
  periodo: new RegExp(String.raw`\bperiodo(?:\s+de\s+(?:pago|cotizacion|cuotas))?|\bmes\s*(?:\/|y)\s*ano\b|\bmes\s+(?:de\s+pago|y\s+ano\s+de\s+proceso|de\s+proceso)|${PERIOD_WORDS}`),
  // Abbreviated on banks' and ERPs' prints: 'Bim.: 2/2026', 'Bim/Año: 2-2026' (session 14).
  bimestre: /\bbimestre(?:\s+de\s+pago)?\b|\bbim\.|\bbim\s*(?:\/|y)\s*ano\b/,
  mes: /\bmes\b/,
  desde: /\b(?:inicio|comienzo)\s+(?:del?\s+)?(?:bimestre|periodo|mes)\b|\b(?:bimestre|periodo)\s+(?:desde|inicial)\b|\bfecha\s+(?:de\s+)?inicio\s+(?:del?\s+)?(?:bimestre|periodo)\b/,
  hasta: /\b(?:fin|final|termino|cierre)\s+(?:del?\s+)?(?:bimestre|periodo|mes)\b|\b(?:bimestre|periodo)\s+(?:hasta|final)\b|\bfecha\s+(?:de\s+)?(?:fin|termino)\s+(?:del?\s+)?(?:bimestre|periodo)\b/,
  ano: /\bano\b/,
  // The bimonthly cédulas call it 'Referencia de pago'.
  lineaCaptura: new RegExp(`${labels.lineaCaptura.source}|referencia\\s+de\\s+pago`),
  // A header cell 'Total' at the end of its row, or 'Total del bimestre' above its amount.
  // 'TOTAL IMSS' (SUA's cédula names the institution its total is paid to).
  // A listing's closing row, 'TOTAL' and its amount alone (a fixed-width print's last line under the rows).
  totalLabelled: /^total(?=\s+\$?\s*\d{1,3}(?:,\d{3})*\.\d{2}$)|total\s+(?:a\s+pagar|(?:imss|infonavit|rcv)\b)|importe\s+total|total\s+general|gran\s+total|importe\s+a\s+pagar|total\s+(?:de\s+)?(?:cuotas|pago)|importe\s+pagado|total\s+del\s+(?:bimestre|periodo|mes)/,
  total: /\btotal$/,
  // Apps and e-banking word it as a sentence: 'Pagado el…', 'Pago realizado el lunes 3 de marzo de 2026 · 10:15 hrs',
  // 'Pago efectuado el', 'Operación aplicada el', 'Se pagó el' (session 13).
  // A bank's receipt captions the payment's moment 'Fecha y hora' (or 'Fecha/Hora') alone: the receipt is the payment's.
  fechaPago: /fecha\s+(?:y\s+hora\s+)?(?:de(?:l)?\s+)?(?:pago|operacion|aplicacion|cargo|transaccion|deposito)|^fecha\s*(?:y|\/)\s*hora\s*(?::|$)|\bpagad[oa]\s+el\b|\b(?:pago|operacion|cargo|transaccion)\s+(?:realizad|efectuad|aplicad|procesad|registrad)[oa]\s+el\b|\bse\s+pago\s+el\b/,
  header: /\bnss\b|n\.?\s?s\.?\s?s\.?|seguridad\s+social|afiliacion/,
  days: /\bdias\b/,
  sbc: /\bs\.?\s?b\.?\s?c\b|\bs\.?\s?d\.?\s?i\b|salario/,
  domicilio: /domicilio/,
  actividad: /actividad/,
  delegacion: /delegacion|subdelegacion/,
  // The count of workers the cédula covers ('Cotizantes 12'), a label of the grid of pairs: a narrow gap may join it
  // to the name in the cell before it ('… S.A. DE Cotizantes | 12'), where it ends the name.
  cotizantes: /\bcotizantes\b/,
  // The prima de riesgo de trabajo, printed beside the razón social ('… S.A.P.I. DE<gap>Prima R.T.<tab>2.59840').
  prima: /\bprima(?:\s+de)?\s+(?:r\.?\s?t\b\.?|riesgo)/,
};
const stops = [...Object.values(L).filter((r) => r !== L.header && r !== L.days && r !== L.sbc), labels.rfc];

const monthValue: Extractor = (t) => {
  const m = /^\s*(\d{1,2})(?!\d)/.exec(t);
  if (m) return Number(m[1]) >= 1 && Number(m[1]) <= 12 ? m[1]!.padStart(2, '0') : undefined;
  const named = parseMonthName(t.trim().split(/\s+/)[0] ?? '');
  return named ? String(named).padStart(2, '0') : undefined;
};
const yearValue: Extractor = (t) => /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(t)?.[1];

/**
 * The bimestre's ordinal and its year, a heading alone or in a sentence ('Cuotas correspondientes al segundo bimestre
 * de 2026', session 14).
 */
const PERIOD_NAMED = new RegExp(String.raw`(?<![\p{L}\d])(?:${ORDINAL}|primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto|vi|iv|v|i{1,3})\s*bimestre\s+(?:del?\s+)?\d{4}(?!\d)`, 'u');

/**
 * One day, first in the cell ('05-ENE-2026' beside 'Proceso' in a box of the cédula's header): the day the file was processed, not
 * the period it pays, which is a month, a bimestre or a span of days (session 14).
 */
const oneDay = (t: string) => datesIn(t).length === 1 && /^\s*\d{1,2}\s*[-/. ]\s*(?:\d{1,2}|\p{L}{3,})\.?\s*[-/. ]\s*\d{2,4}(?!\S)/u.test(t);

function readPaymentPeriod(doc: TextDoc, fields: Fields): PrintedPeriod | undefined {
  // 'Bimestre: 3/2026' is the third bimestre; 'Bimestre: 06-2026' (two digits) its month, as the cédulas print it.
  const bimestre = (t: string) => {
    // '3/2026', 'III / 2026'
    // '06 de 2025' (a zero before the number, 'de' before the year) is the sixth bimestre too.
    // 'Segundo de 2026', '2° 2026', '2do. / 2026': the number as an ordinal, in words or with its mark (session 14).
    const n =
      /^\s*(?:0(?=\d\s*del?\s))?(\d|vi|iv|v|i{1,3})\s*(?:\/|-|de(?:l)?\s)\s*(\d{4})/i.exec(t) ??
      /^\s*(\d|primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto)(?:\s*(?:[°º]|o\.?|er\.?|ero\.?|do\.?|to\.?))?\s*(?:\/|-|,|de(?:l)?\s|\s)\s*(\d{4})(?!\d)/iu.exec(fold(t));
    const k = n ? (ORDINAL_WORDS[n[1]!.toLowerCase()] ?? romanOrDigit(n[1]!)) : 0;
    return n && k >= 1 && k <= 6 ? `${k} bimestre ${n[2]}` : parsePeriod(t) && !oneDay(t) ? t : undefined;
  };
  // A bimestre's months named beside its number ('Bimestre 06/2025 (noviembre y diciembre)', under 'Periodo' or
  // 'Bimestre'): they say which it is, whether the number is the bimestre's or its last month's (session 13).
  const glossed = (t: string) => {
    const k = bimestreOfMonths(t);
    const year = yearValue(t);
    return k && year ? `${k} bimestre ${year}` : undefined;
  };
  const f =
    doc.find(L.bimestre, glossed, { stops }) ??
    doc.find(L.periodo, (t) => (/\bbimestre\b/.test(fold(t)) ? glossed(t) : undefined) ?? (parsePeriod(t) && !oneDay(t) ? t : undefined), { stops }) ??
    doc.find(L.bimestre, bimestre, { stops });
  let period = f ? parsePeriod(f.value) : undefined;
  let quality = f?.quality ?? 0;
  if (!period) {
    // The month caption's cell holding its year too, as a spreadsheet prints a month ('noviembre-25', 'nov/2025').
    const month = doc.find(L.mes, (t) => (parsePeriod(t) ? t : undefined), { stops });
    period = month ? parsePeriod(month.value) : undefined;
    quality = month?.quality ?? 0;
  }
  if (!period) {
    // The period's first and last days on lines of their own ('Inicio bimestre | 2025-11-01 0:00:00', 'Fin del periodo
    // | 31/12/2025'), as a workbook prints its date cells (session 14).
    const from = doc.find(L.desde, (t) => parseDate(t), { stops });
    const to = from && doc.find(L.hasta, (t) => parseDate(t), { stops });
    period = from && to ? parsePeriod(`del ${from.value} al ${to.value}`) : undefined;
    quality = Math.min(from?.quality ?? 0, to?.quality ?? 0);
  }
  if (!period) {
    // The year and the month, or the bimestre's number, in cells of their own ('Año | 2026', 'Bimestre | 3'): a
    // bimestre's number is 1 to 6 alone (two digits past 6 are its last month, as the cédulas print it), also as an
    // ordinal with its months glossed in brackets ('6° (noviembre-diciembre)', '3er.').
    const bimestreNumber: Extractor = (t) => {
      const n = /^\s*0?(\d|vi|iv|v|i{1,3})(?:\s*(?:[°º]|o\.?|er\.?|do\.?|to\.?)(?![\p{L}]))?(?![\d/-])\s*(?:\([^()\d]*\))?\s*$/iu.exec(t);
      const k = n ? romanOrDigit(n[1]!) : 0;
      return k >= 1 && k <= 6 ? String(k) : undefined;
    };
    const bim = doc.find(L.bimestre, bimestreNumber, { stops, lookahead: 1 });
    const mes = bim ? undefined : doc.find(L.mes, monthValue, { stops, lookahead: 1 });
    const ano = doc.find(L.ano, yearValue, { stops, lookahead: 1 });
    const part = bim ?? mes;
    if (part && ano) {
      period = parsePeriod(bim ? `${bim.value} bimestre ${ano.value}` : `${part.value}-${ano.value}`);
      quality = Math.min(part.quality, ano.quality);
    }
  }
  if (!period) {
    // The exercise and the period's number on one line ('Ejercicio 2026 · Periodo 3'): 'Periodo' alone labels a number.
    const numbered = doc.scan((t) => (exerciseAndNumber(fold(t)) ? t : undefined));
    period = numbered ? parsePeriod(numbered.value) : undefined;
    quality = numbered?.quality ?? 0;
  }
  if (!period) {
    // No label: the bimestre's ordinal and its year, a heading alone ('3er. bimestre de 2026') or in a sentence.
    const heading = doc.scan((t) => PERIOD_NAMED.exec(fold(t))?.[0]);
    period = heading ? parsePeriod(heading.value) : undefined;
    quality = heading?.quality ?? 0;
  }
  if (!period) return undefined;
  fields.set('periodo', periodLabel(period), doc.confidence * quality);
  return period;
}

/** A bank's stamp or ticket on a paid format: it says the payment was received or authorised. */
// A teller's ticket says it too: 'PAGO APLICADO', 'OPERACIÓN EXITOSA', '*** CONSERVE ESTE COMPROBANTE ***' (session 14).
const PAID = /pago\s+recibido|recibimos\s+su\s+pago|\bautorizacion\b|comprobante\s+de\s+pago|pago\s+(?:aplicado|efectuado|realizado|exitoso)|operacion\s+(?:aplicada|exitosa|realizada)|conserve\s+(?:este|su)\s+comprobante/;

/**
 * The date of a bank's stamp on the format ('SUC 9032 CAJA 12 FECHA 01AGO25', 'FECHA: 01/08/2025'): a bare 'Fecha'
 * (no words after it) beside a date, on a document that says it was paid. A bare 'Fecha' on an unpaid format is no
 * payment date.
 */
function stampDate(doc: TextDoc): Found | undefined {
  if (!PAID.test(doc.all)) return undefined;
  const found = doc.find(/(?:^|\s)fecha\s*:?(?=\s*\d)/, dateTimeExtractor, { stops, lookahead: 0 });
  if (!found || found.value.includes('T')) return found;
  // A ticket prints its time as a pair of its own on the date's line ('FECHA: 01AGO2025 HORA: 18:35:11').
  const hour = /\b(?:hora|hr)\.?\s*:\s*(\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?\s?m\b\.?)?)/.exec(doc.folded[found.line]!)?.[1];
  const clock = hour && clockIn(hour);
  return clock ? { ...found, value: `${found.value}T${clock}` } : found;
}

/**
 * A payments grid's bare 'Fecha' column (a bank portal's list of payments made: 'Fecha | Periodo | Línea de captura |
 * Importe', session 14): beside a column of the payment's own (its amount, capture line, operation or reference),
 * the date in the first row under it is the payment's.
 */
function paymentGridDate(doc: TextDoc): Found | undefined {
  for (let i = 0; i + 1 < doc.lines.length; i++) {
    const head = doc.cells[i]!.map((c) => fold(c).trim());
    const column = head.findIndex((h) => /^(?:fecha|dia)(?:\s+y\s+hora)?$/.test(h));
    if (column < 0 || !head.some((h) => /\b(?:importe|monto|linea\s+de\s+captura|operacion|referencia)\b/.test(h))) continue;
    const row = doc.cells[i + 1]!;
    const value = row.length === head.length ? dateTimeExtractor(row[column]!) : undefined;
    if (value) return { value, quality: QUALITY.nextLine, line: i + 1 };
  }
  return undefined;
}

const DECIMAL = /^\$?\d{1,3}(?:,\d{3})*\.\d{2}$|^\$?\d+\.\d{2}$/;
/** An amount with its cents anywhere in a line (a worker's row holds its wage). */
const DECIMAL_IN = /(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.])|(?<![\d.,])\d+\.\d{2}(?![\d.])/;

/**
 * The worker table's columns when its header and rows are cells: which holds the days and which the wage (the
 * first header cell naming each). Undefined when the header is not a row of cells.
 */
export function workerColumns(doc: TextDoc, header: number): { count: number; days: number; sbc: number } | undefined {
  const cells = doc.cells[header];
  if (!cells || cells.length < 3) return undefined;
  const folded = cells.map(fold);
  return { count: cells.length, days: folded.findIndex((c) => L.days.test(c)), sbc: folded.findIndex((c) => L.sbc.test(c)) };
}

/** The cells of a line of figures only (no NSS, no words), fewer than the header's: a worker's second line. */
function figuresUnder(doc: TextDoc, line: number, count: number): string[] | undefined {
  const cells = doc.cells[line];
  if (!cells || cells.length < 2 || cells.length >= count || nssIn(doc.lines[line]!).length) return undefined;
  return cells.every((c) => /^\$?\s*[\d.,]+$/.test(c.trim())) ? cells : undefined;
}

/**
 * One row per worker: the NSS, then (after the name) the días cotizados (a whole number) and the SBC (the first
 * amount) — or, when the table's rows are cells under a header, the cells of the days and wage columns, in
 * whatever order the table puts them.
 */
export function readWorkers(doc: TextDoc, fields: Fields, options: { days: boolean; sbc: boolean }): number {
  const header = doc.lineIndex(L.header);
  const columns = header >= 0 ? workerColumns(doc, header) : undefined;
  let i = 0;
  const seen = new Set<string>();
  for (let j = Math.max(header, 0); j < doc.lines.length; j++) {
    const line = doc.lines[j]!;
    // 'Label: value' lines (operation numbers, folios, the NRP) are not worker rows.
    if (labels.registroPatronal.test(doc.folded[j]!) || /^[\p{L} .()/]{2,40}:/u.test(doc.lines[j]!)) continue;
    const nss = nssIn(line)[0];
    if (!nss || seen.has(nss.value)) continue;
    seen.add(nss.value);
    const q = doc.confidence * (nss.repaired ? QUALITY.repaired : 1);
    fields.set(`trabajadores[${i}].nss`, nss.value, q);
    // Cells under a header: the days and wage columns, wherever the table puts them.
    // A narrow first cell ('Trabajador / NSS') wraps its NSS onto a line of its own: the row's other cells are on
    // the line above, which has no NSS.
    const wrapped = doc.cells[j]!.length === 1 && line.replace(/[\s-]/g, '') === nss.value && j - 1 > header && !nssIn(doc.lines[j - 1]!).length;
    const at = wrapped ? j - 1 : j;
    const row = doc.cells[at]!;
    const byColumn = columns && row.length === columns.count;
    // A worker on two lines under a header of cells (SUA's reprints): the NSS and name fill the first line, the
    // figures the next one, under the header's last cells.
    const under = columns && !byColumn && row.length === 1 ? figuresUnder(doc, j + 1, columns.count) : undefined;
    const cellAt = (k: number) => (byColumn ? row[k] : under?.[k - (columns!.count - under.length)]);
    const columnDays = columns && columns.days >= 0 ? /^\s*(\d{1,2})\s*$/.exec((cellAt(columns.days) ?? '').replace(/[Oo](?=\d)|(?<=\d)[Oo]/g, '0'))?.[1] : undefined;
    // A row whose days column holds no whole number is off its header's columns (a narrow gap joined two header
    // captions, 'SBC RETIRO', or the NSS to the name): its wage column is not to be trusted either.
    const aligned = !columns || columns.days < 0 || columnDays !== undefined;
    const columnSbc = aligned && columns && columns.sbc >= 0 && cellAt(columns.sbc) !== undefined ? parseMoney(cellAt(columns.sbc)!) : undefined;
    const text = doc.lines[at]!;
    const next = doc.lines[j + 1] ?? '';
    const more = !nssIn(next).length ? fold(next) : '';
    // A worker printed over two lines (older SUA prints, narrow pages): whichever of the row's figures did not fit on
    // the NSS's line are on the next one, indented or not, when it is no label's line nor a totals row.
    const rest = text.slice(text.search(/\d/));
    const continued = more && !DECIMAL_IN.test(rest) && !/^[\p{L} .()/]{2,40}:/u.test(next) && !/^(?:total|suma|importe)/.test(more) ? ` ${next}` : '';
    const tokens = `${rest}${continued}`
      .split(/\s+/)
      .slice(wrapped ? 0 : 1)
      .map((t) => t.replace(/[Oo](?=\d)|(?<=\d)[Oo]/g, '0'));
    // Tokens of the NSS itself when printed in groups ('12 34 56 7890 1') are skipped: they come before the name.
    // Words after the amounts are a column of their own ('Sin crédito', a credit's status), not the name.
    const word = tokens.findIndex((t) => /\p{L}{2,}/u.test(t));
    const amount = tokens.findIndex((t) => DECIMAL.test(t));
    const afterName = amount >= 0 && amount < word ? tokens : tokens.slice(Math.max(0, word));
    // A worker on two lines: the NSS and name, then 'Días: 58  SDI: 1,080.00 …' on the next line (no NSS of its own).
    const labelledDays = /\bdias(?:\s+cot\w*)?\.?\s*:?\s*(\d{1,2})(?!\d)/.exec(more)?.[1];
    const labelledSbc = /\b(?:s\.?\s?d\.?\s?i|s\.?\s?b\.?\s?c|salario(?:\s+\w+){0,3})\.?\s*:?\s*\$?\s*(\d{1,3}(?:,\d{3})*\.\d{2}|\d+\.\d{2})/.exec(more)?.[1];
    if (options.days) {
      const days = columnDays ?? afterName.find((t) => /^\d{1,2}$/.test(t) && Number(t) <= 62) ?? labelledDays;
      if (days) fields.set(`trabajadores[${i}].diasCotizados`, String(Number(days)), q);
    }
    if (options.sbc) {
      const sbc = columnSbc ?? parseMoney(afterName.find((t) => DECIMAL.test(t)) ?? '') ?? (labelledSbc ? parseMoney(labelledSbc) : undefined);
      if (sbc) fields.set(`trabajadores[${i}].sbc`, sbc, q);
    }
    i++;
  }
  return i;
}

export function parseImssPayment(documentTypeCode: 'mximsscop' | 'mxsipare' | 'mxinfonavitbim') {
  return (read: TextRead): Extraction => {
    const doc = new TextDoc(read);
    detectValuesAbove(doc);
    const fields = new Fields(doc);
    readNrp(doc, fields, 'registroPatronal', stops);
    readRfc(doc, fields, 'rfc', labels.rfc, stops);
    // A sheet's running header prints the identifiers on one line and the employer's name alone under it.
    fields.found('razonSocial', continueName(doc, doc.find(L.razonSocial, nameValue, { stops })) ?? nameBesideRfc(doc, fields.get('rfc')) ?? nameBelow(doc, rfcLine(doc, fields.get('rfc'))) ?? nameOverHeadedRow(doc, rfcLine(doc, fields.get('rfc'))));
    const printedPeriod = readPaymentPeriod(doc, fields);
    fields.found('lineaCaptura', wrappedCode(doc, doc.find(L.lineaCaptura, groupedCode, { stops })));
    // 'Suma de cuotas del mes' names the document's total even when a worker table has a 'Total' column above it.
    readMoney(doc, fields, 'importe', /suma\s+(?:total\s+)?(?:de\s+)?(?:las\s+)?cuotas/, stops);
    // 'Total a pagar' is what the format pays, even when partial totals ('Total RCV', 'TOTAL IMSS') come first;
    // 'Total de la emisión' sums IMSS's own monthly or bimonthly emission under its workers' table, whose header's
    // last column is a per-worker 'Total' (session 12).
    readMoney(doc, fields, 'importe', /\btotal\s+a\s+pagar|importe\s+(?:total\s+)?a\s+pagar|\btotal\s+de\s+la\s+emision/, stops);
    // A labelled total ('Total IMSS del periodo: $ …') before a table's 'Total' column heading: under that heading
    // the first row is a worker's own total when the rows are workers (session 13).
    readMoney(doc, fields, 'importe', L.totalLabelled, stops);
    readMoney(doc, fields, 'importe', L.total, stops);
    readMoney(doc, fields, 'importe', labels.importe, stops);
    fields.found('importe', doc.lastTotal(moneyExtractor));
    if (documentTypeCode !== 'mxinfonavitbim') {
      // The receipt prints 'Fecha de pago' and 'Hora de pago' as two rows.
      const paid = doc.find(L.fechaPago, dateTimeExtractor, { stops });
      fields.found('fechaPago', (paid && withTimeApart(doc, paid, PAYMENT_EVENT)) ?? paymentGridDate(doc) ?? stampDate(doc));
    }
    readWorkers(doc, fields, { days: true, sbc: true });
    return buildExtraction(documentTypeCode, fields, { printedPeriod, issueDate: fields.get('fechaPago') });
  };
}
