import type { ReadResult, TextRead } from '../readers/types';
import { parseAddressProof } from './address';
import { parseBankCover } from './bank';
import { parseCfdiNomina } from './cfdi-nomina';
import { parseCsf } from './csf';
import { cardsAsRows } from './cards';
import { wrappedDatesJoined } from './dates';
import { buildExtraction, Fields } from './extraction';
import { parseIcsoe } from './icsoe';
import { parseImssPayment } from './imss-payments';
import { parseOpinion32d, parseSocialSecurityOpinion } from './opinions';
import { parsePlantilla } from './plantilla';
import { parseRegistroPatronal } from './regpatronal';
import { parseRepse } from './repse';
import { withoutMailPrint } from './mail-print';
import { withoutBrowserPrint } from './print-chrome';
import { joinTwoLineCaptions } from './spreadsheet-print';
import { withoutReceivingParty } from './routing';
import { parseAnnualReturn, parseIsrPayment, parseMonthlyReturn } from './returns';
import type { Extraction } from './types';

/**
 * The field parsers by document type (contracts' documentFieldCatalogue, the 19 instantExtractionTypes). A parser
 * knows its type's real forms; it reads what it can and leaves the rest absent (the checks say what is missing).
 */
const textParsers: Record<string, (read: TextRead) => Extraction> = {
  mxcsf: parseCsf,
  mxopinion32d: parseOpinion32d,
  mximssopinion: parseSocialSecurityOpinion('mximssopinion'),
  mxinfonavitopinion: parseSocialSecurityOpinion('mxinfonavitopinion'),
  mxrepse: parseRepse,
  mxdeclisr: parseMonthlyReturn('mxdeclisr'),
  mxdecliva: parseMonthlyReturn('mxdecliva'),
  mxsipare: parseImssPayment('mxsipare'),
  mximsscop: parseImssPayment('mximsscop'),
  mxinfonavitbim: parseImssPayment('mxinfonavitbim'),
  mxicsoe: parseIcsoe('mxicsoe'),
  mxsisub: parseIcsoe('mxsisub'),
  mxplantilla: parsePlantilla,
  mxpagoisr: parseIsrPayment,
  mxdeclanual: parseAnnualReturn,
  mxregpatronal: parseRegistroPatronal,
  mxcaratulabancaria: parseBankCover,
  mxdomicilio: parseAddressProof,
};

/** The types with a parser (the payroll CFDI is read from its XML only). */
export const parsedTypes: readonly string[] = [...Object.keys(textParsers), 'mxcfdinomina'];

export function hasParser(documentTypeCode: string): boolean {
  return parsedTypes.includes(documentTypeCode);
}

/**
 * The fields of one document of a type. A CFDI read maps straight to the payroll fields; a text read of the payroll
 * type (its PDF representation) or of a type without a parser gives an extraction with no fields.
 */
export function parseFields(documentTypeCode: string, read: ReadResult): Extraction {
  if (read.kind === 'cfdi') {
    return documentTypeCode === 'mxcfdinomina' ? parseCfdiNomina(read) : buildExtraction(documentTypeCode, new Fields());
  }
  const parser = textParsers[documentTypeCode];
  // A receiver's stamp or cover sheet (routing.ts) and a browser's print header and footer (print-chrome.ts) are
  // never the document's own data, nor a mail client's print header (mail-print.ts); records printed as cards are read
  // as a table's rows (cards.ts); a date in words is read whole where a line's end cut it (dates.ts); a caption a
  // spreadsheet wrapped over two lines is one caption (spreadsheet-print.ts).
  const text = joinTwoLineCaptions(wrappedDatesJoined(cardsAsRows(withoutBrowserPrint(withoutMailPrint(withoutReceivingParty(read.text))))));
  return parser ? parser({ ...read, text }) : buildExtraction(documentTypeCode, new Fields());
}

export { allChecksPass, checkExtraction } from './checks';
export type { CheckContext, ExtractedField, Extraction, FieldParser } from './types';
