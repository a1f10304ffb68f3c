/**
 * What the field parsers and the checks produce (issue 14). The parsers know document types and nothing about
 * storage; the pipeline stores their output on the document (formDataItems / metaDataItems / identifiers /
 * jsonData) and the checks' findings on the document and its processing record.
 */
import type { Cadence } from '@expediente/contracts';
import type { ReadResult } from '../readers/types';

/**
 * One extracted value. `key` is the field's key in contracts' documentFieldCatalogue; a repeatable group's items
 * are `<group>[<i>].<child>` (trabajadores[0].nss). Values are normalised text: dates ISO yyyy-mm-dd (with
 * Thh:mm when the document prints a time), money and numbers with '.' decimals and no thousands separators,
 * identifiers upper case without spaces (RFC, CURP, NSS, CLABE, UUID, registro patronal).
 */
export type ExtractedField = { key: string; value: string; confidence: number };

export type Extraction = {
  documentTypeCode: string;
  fields: ExtractedField[];
  /** The same values as structured JSON, by the catalogue's jsonProp (groups as arrays): the document's jsonData. */
  data: Record<string, unknown>;
  /** The period the document says it covers (inclusive ISO dates), when it prints one. */
  printedPeriod?: { from: string; to: string } | undefined;
  /** When the document was issued / presented / reviewed (ISO date), when it prints one. */
  issueDate?: string | undefined;
};

/** A parser for one or more document types; undefined fields are simply absent. */
export type FieldParser = (read: ReadResult) => Extraction;

/** What the checks need besides the extraction; the pipeline gathers it (one read each). */
export type CheckContext = {
  /** Today in Mexico City, ISO yyyy-mm-dd. */
  today: string;
  documentTypeCode: string;
  /** The cadence of the tenant's own copy of the type (/admin/documenttypes may change it); contracts' catalogue when absent. */
  cadence?: Cadence | undefined;
  /** The supplier's RFC from its organization record, when it has one. */
  supplierRfc?: string | undefined;
  /** The slot's period (the document's fromDate and the end of its period), inclusive ISO dates; none for initial types. */
  slotPeriod?: { from: string; to: string } | undefined;
  /** Extractions of the supplier's other live documents of the same period (for the NSS cross-checks). */
  samePeriod: { documentTypeCode: string; publicKey: string; data: Record<string, unknown> }[];
};
