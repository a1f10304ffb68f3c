/**
 * What the readers hand to the field parsers (issue 14). A reader turns the bytes of one uploaded file into text
 * (text PDFs, scans and images through OCR) or into a parsed CFDI (payroll XML); it never knows document types.
 * Failures that say something about the file are ReadErrors with a code, so the processing record can tell an
 * encrypted PDF from a truncated one or from a scan that needs OCR; anything else is a bug or an outage and is
 * retried by the queue.
 */

export type ReadMethod = 'pdf-text' | 'ocr' | 'document-intelligence' | 'xml';

/** One page of text as read, in reading order, lines separated by '\n'. */
export type ReadPage = { number: number; text: string };

export type TextRead = {
  kind: 'text';
  method: Exclude<ReadMethod, 'xml'>;
  /** All pages joined with '\n\f\n'. */
  text: string;
  pages: ReadPage[];
  /** Mean word confidence 0..1 for OCR and Document Intelligence; 1 for a PDF's own text layer. */
  confidence: number;
};

/** CFDI 4.0 with the Nómina 1.2 complement (TipoDeComprobante N): only what the parsers need, as written. */
export type CfdiNomina = {
  version: string;
  tipoDeComprobante: string;
  fecha: string;
  emisor: { rfc: string; nombre: string; registroPatronal?: string | undefined };
  receptor: {
    rfc: string;
    nombre: string;
    curp?: string | undefined;
    nss?: string | undefined;
    periodicidadPago?: string | undefined;
  };
  nomina: {
    version: string;
    tipoNomina?: string | undefined;
    fechaPago: string;
    fechaInicialPago: string;
    fechaFinalPago: string;
    numDiasPagados: string;
    totalPercepciones?: string | undefined;
    totalDeducciones?: string | undefined;
  };
  timbre?: { uuid: string; fechaTimbrado: string } | undefined;
};

export type CfdiRead = { kind: 'cfdi'; method: 'xml'; cfdi: CfdiNomina; text: string; confidence: 1 };

export type ReadResult = TextRead | CfdiRead;

export const readErrorCodes = [
  /** The PDF asks for a password. */
  'encrypted',
  /** The file ends early or its structure is broken. */
  'truncated',
  /** More pages than the limit. */
  'too-many-pages',
  /** An image (or a page image) larger than the pixel limit: a pixel flood. */
  'too-many-pixels',
  /** Reading took longer than the per-file limit. */
  'timeout',
  /** XML that is not a CFDI 4.0 de nómina (wrong namespaces, not TipoDeComprobante N, no Nómina 1.2). */
  'not-cfdi',
  /** Not well-formed XML, or XML with a DOCTYPE / entity declarations (refused, never expanded). */
  'bad-xml',
  /** A format no reader takes (xlsx, zip, docx…) or bytes that do not match the extension. */
  'unsupported-format',
  /** A scan or image with no text layer and OCR turned off (settings): needs 'Image AI'. */
  'needs-ocr',
] as const;
export type ReadErrorCode = (typeof readErrorCodes)[number];

export class ReadError extends Error {
  constructor(
    readonly code: ReadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReadError';
  }
}

export type ReaderLimits = {
  /** Pages read from a PDF (default 50). */
  maxPages: number;
  /** Milliseconds for one file, all pages (default 60,000). */
  timeoutMs: number;
  /** Pixels of one image or page image (default 40,000,000). */
  maxPixels: number;
};

export type ReaderOptions = {
  limits: ReaderLimits;
  /** How scans and images are read: the offline OCR (default), Azure Document Intelligence, or not at all. */
  ocr: 'tesseract' | 'document-intelligence' | 'off';
  /** When ocr is 'document-intelligence': endpoint (https://<name>.cognitiveservices.azure.com) and key. */
  documentIntelligence?: { endpoint: string; key: string } | undefined;
};
