import type { TextRead } from '../readers/types';
import { continueName, isLegalForm, labels, letterDate, nameAbove, nameBeforeSentence, nameInParagraph, nameIntroduced, nameOverBand, readRfc, rfcLine, detectValuesAbove, isIssuerLine } from './common';
import { addressBlocks, addressStart, nameAndAddressBeside } from './address';
import { dateTimeExtractor, datesIn, parsePeriod } from './dates';
import { buildExtraction, Fields } from './extraction';
import { clabeIn, repairDigits } from './normalise';
import { bankIn } from './returns';
import { QUALITY, TextDoc, type Extractor, type Found } from './text';
import type { Extraction } from './types';

/**
 * The cover of a bank statement (carátula): the bank's brand, the holder ('Titular', 'Cliente', 'Nombre del
 * cliente'), RFC, the 18-digit CLABE (often printed in groups: '012 180 00123456789 1'), the account number and the
 * cut-off date ('Fecha de corte', or the end of 'Periodo: del 01/03/2026 al 31/03/2026', or a confirmation letter's date).
 */
const L = {
  // 'Cuentahabiente' and 'Tarjetahabiente' are the banks' words for the holder; 'A nombre de' introduces it.
  // 'No. de cliente:' is the customer's number, not the holder.
  // A cooperative or SOFIPO's member is its account holder: 'Nombre del socio', 'Socio:' (not 'Número de socio').
  titular: /\b(?:cuentahabiente|tarjetahabiente|a\s+nombre\s+de)\b|^cliente\b(?!\s*(?:no\.?|num|numero|#|id)\b)|\btitular(?:\s+de\s+la\s+cuenta)?|nombre\s+del\s+(?:cliente|titular|socio|ahorrador)|^socio\s*:|(?<!\bde\s)\bcliente\s*:|razon\s+social|\bnombre\s*:|(?:^|\s)nom\.\s*:/,
  // 'Clave Bancaria Estandarizada' is what CLABE abbreviates; 'Clave interbancaria' says the same.
  clabe: /\bclabe(?:\s+interbancaria)?|clave\s+(?:bancaria\s+estandarizada|interbancaria)/,
  // In a letter's sentence the number follows the word: 'la cuenta número 0123456789', 'cuenta de cheques No. 0123…'.
  cuenta: /(?:n(?:o|um|umero)\.?\s+(?:de\s+)?cuenta|\bcuenta(?:\s+de\s+(?:cheques|ahorro|deposito|inversion))?\s+(?:no\.?|num(?:ero)?\.?)\s*(?=\d)|\bcuenta\s*(?:no\.?|num(?:ero)?\.?)?\s*:|^cuenta(?=\s+\d)|\bcontrato\s*:|contrato\s*\/\s*cuenta|cuenta\s*\/\s*contrato)/,
  // A statement titled 'ESTADO DE CUENTA AL 31 DE JULIO DE 2026' is cut on that day.
  // 'Saldo al 31 de marzo de 2026' (the closing balance's day) is the cut too, before any printing date.
  // 'Corte: 31/03/2026' captioned with the word alone, 'Saldos al corte del 31 de marzo de 2026' (session 14).
  corte: /fecha\s+(?:de\s+)?(?:corte|cierre)|(?:corte|cierre)\s+(?:al|del)\b|^(?:corte|cierre)\s*:|(?:estado\s+de\s+cuenta|saldo(?:\s+final)?)\s+al(?=\s+\d)/,
  // 'Estado de cuenta del 01 al 31 de marzo de 2026', 'Estado de cuenta de marzo 2026': the title states the period.
  periodo: /\bperiodo\b|\bestado\s+de\s+cuenta\s+(?:del?|correspondiente\s+al?)(?=\s+\d|\s+\p{L}+\s+(?:de\s+)?\d{4})/u,
  // The day the data were looked up or printed, as a bank's app or portal shares them ('Consultado el mié 30 abr
  // 2025', 'Fecha de consulta', 'Datos al 30/04/2025', 'Generado el'): the data's as-of date.
  consulta: /\bconsultad[oa]\s+el\b|fecha\s+(?:y\s+hora\s+)?de\s+(?:consulta|impresion|generacion)|\b(?:datos|informacion|saldos?)\s+al(?=\s+(?:\p{L}{3,9}\.?,?\s+)?\d)|\bgenerad[oa]\s+el\b/u,
  cliente: /(?:n(?:o|um|umero)\.?\s+de\s+)?cliente\s*(?:no\.?)?\s*:/,
  sucursal: /\bsucursal\b/,
  moneda: /\bmoneda\b/,
  banco: /\bbanco\s*:/,
};
const stops = [...Object.values(L), labels.rfc];

const accountValue: Extractor = (t) => {
  // A letter read as a digit stands apart like the digits: the last letter of a word ('Digital 0451…') is no 1.
  const m = /(?<![\p{L}\d])([0-9OIl](?:[ -]?[0-9OIl]){6,15})(?![\d])/u.exec(t);
  if (!m) return undefined;
  const v = repairDigits(m[1]!).value;
  return /^\d{7,16}$/.test(v) ? v : undefined;
};

/**
 * The holder printed above its address (and the address above the RFC), or right above the RFC; else the name that
 * heads an address block elsewhere (the statement's window-envelope block: name, street, colonia, city and C.P.),
 * not the bank's own legal name.
 */
function holderAbove(doc: TextDoc, rfcAt: number): Found | undefined {
  // Not a row of two blocks side by side (the branch's and the client's first lines, no 'Label:' among them).
  // Nor a legal form alone on its line, wrapped under such a row.
  const twoBlocks = (i: number) => i >= 0 && doc.cells[i]!.length >= 2 && !doc.cells[i]!.some((c) => c.includes(':'));
  const sideBySide = (f: Found) => twoBlocks(f.line) || (isLegalForm(doc.lines[f.line]!) && twoBlocks(f.line - 1));
  const near = rfcAt < 0 ? undefined : nameAbove(doc, addressStart(doc, rfcAt - 1) ?? rfcAt);
  if (near && !sideBySide(near)) return near;
  for (const block of addressBlocks(doc)) {
    const name = nameAbove(doc, block.start);
    if (name && !isIssuerLine(doc.folded[name.line]!) && !sideBySide(name)) return name;
  }
  return undefined;
}

/**
 * Whether an account number is the one a CLABE holds: the CLABE is bank (3 digits), plaza (3), account (11) and a
 * check digit, the account zero-padded or prefixed to 11 digits, so the account's digits end that part.
 */
export function inClabe(clabe: string, account: string): boolean {
  return account.length >= 7 && clabe.slice(6, 17).endsWith(account);
}

/** The account number printed somewhere that the CLABE holds (not the CLABE's own line). */
function accountOfClabe(doc: TextDoc, clabe: string): Found | undefined {
  for (let i = 0; i < doc.lines.length; i++) {
    if (clabeIn(doc.lines[i]!)?.value === clabe) continue;
    for (const m of doc.lines[i]!.matchAll(/(?<![\d*])\d{7,11}(?!\d)/g)) if (inClabe(clabe, m[0])) return { value: m[0], quality: QUALITY.unlabelled, line: i };
  }
  return undefined;
}

export function parseBankCover(read: TextRead): Extraction {
  const doc = new TextDoc(read);
  detectValuesAbove(doc);
  const fields = new Fields(doc);
  const bank = bankIn(doc);
  if (bank) fields.set('banco', bank.value, doc.confidence * bank.quality);
  readRfc(doc, fields, 'rfc', labels.rfc, stops);
  // No label: the holder's name heads the address block above the RFC, or its own column beside the branch's block.
  // A bank's letter names the holder in its sentence ('hacemos constar que NOMBRE, con RFC …, es titular de la cuenta').
  fields.found('titular', continueName(doc, doc.find(L.titular, nameBeforeSentence, { stops })) ?? nameOverBand(doc) ?? holderAbove(doc, rfcLine(doc, fields.get('rfc'))) ?? nameAndAddressBeside(doc)?.name ?? nameInParagraph(doc) ?? nameIntroduced(doc));
  const clabe = doc.find(L.clabe, (t) => clabeIn(t)?.value, { stops }) ?? doc.scan((t) => clabeIn(t)?.value);
  if (clabe) fields.found('clabe', clabe, { repaired: !/\d/.test(clabe.value) });
  const cuenta = doc.find(L.cuenta, accountValue, { stops });
  // A labelled number the CLABE does not hold is another product's (an investment's contract beside the account).
  fields.found('cuenta', clabe && !(cuenta && inClabe(clabe.value, cuenta.value)) ? (accountOfClabe(doc, clabe.value) ?? cuenta) : cuenta);
  // A branch's letter confirming the account states its data as of the letter's date, an app's or portal's share as
  // of the day they were looked up: with no cut date nor period printed, that date is the cut; a printed one always
  // wins over it.
  const corte =
    doc.find(L.corte, dateTimeExtractor, { stops }) ??
    // A period of a month named without its days ('Periodo: Marzo 2026') is cut on its last day (session 14).
    doc.find(L.periodo, (t) => datesIn(t).at(-1) ?? parsePeriod(t)?.to, { stops }) ??
    doc.find(L.consulta, (t) => datesIn(t)[0], { stops }) ??
    letterDate(doc);
  fields.found('fechaCorte', corte);
  return buildExtraction('mxcaratulabancaria', fields, { issueDate: fields.get('fechaCorte') });
}
