import { fold } from './text';

/**
 * What the receiving party adds to a document before it is uploaded (session 13): a shared-service centre's or an
 * accounts-payable desk's receiving stamp printed above the document ('RECIBIDO · Cuentas por pagar' over 'Folio
 * interno: … Recepción: 19.11.2025'), and a cover sheet or routing slip as its own first page ('Hoja de control
 * documental', 'Hoja de ruta'). Their folio, dates and file numbers are the receiver's, never the document's own data,
 * so they are taken out of the text before any field is read.
 */

/**
 * A receiver's routing data, 'Label: value' each: its internal folio (not a 'Folio de recepción': an authority's acuse
 * prints its own), the supplier's file or vendor number in its ERP,
 * the date it was received and who received, routed, checked or scanned it.
 */
const RECEIVER_LABEL = String.raw`folio\s+(?:de\s+control\s+)?interno|expediente(?:\s+de)?\s+proveedor|(?:n(?:o|um|umero)\.?\s+|clave\s+|id\s+)(?:de\s+)?(?:proveedor|acreedor)|(?:vendor|supplier)\s+(?:no|id|number|file)\b|(?:reviso|valido|capturo|digitalizo|escaneo|recibio|turnado\s+a)(?=\s*:)`;
/** The receiver's date beside them: alone, 'Recepción' or 'Fecha de recepción' may be an authority's acuse. */
const RECEIPT_DATE_LABEL = String.raw`(?:fecha\s+(?:y\s+hora\s+)?de\s+)?recepcion|received(?:\s+on)?|recibido\s+(?:por|el)`;
const ROUTING_PAIR = new RegExp(String.raw`(?:${RECEIVER_LABEL}|${RECEIPT_DATE_LABEL})[^:]{0,30}:\s*(?:\S+(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?)?`, 'g');
const RECEIVER = new RegExp(RECEIVER_LABEL);

/** A line of nothing but routing pairs, one of them the receiver's own (its folio, file or signatures). */
function isRoutingLine(folded: string): boolean {
  return RECEIVER.test(folded) && folded.replace(ROUTING_PAIR, '').replace(/[\s·•|,;_-]+/g, '') === '';
}

/** The stamp's heading: 'RECIBIDO', 'RECIBIDA', 'RECEIVED', 'Sello de recepción', then where (a centre, a desk). */
const STAMP_HEADING = /^(?:recibid[oa]|received|sello\s+de\s+(?:recepcion|recibido)|acuse\s+interno)\b(?:\s*$|\s*[·•|:,–—-])/;

/** A receiver's cover sheet or routing slip by its title. */
const COVER_TITLE = /^(?:hoja\s+de\s+(?:control|ruta|envio|remision|recepcion)|caratula\s+de\s+(?:expediente|envio)|volante\s+de\s+(?:control|recepcion)|routing\s+slip|cover\s+sheet|transmittal)\b/;

/** The text without the receiver's stamp lines and cover pages; the document's own text as it was printed. */
export function withoutReceivingParty(text: string): string {
  const pages = text.split('\f');
  // A cover page says whose it is by its title and carries the receiver's routing data; the document follows it.
  const kept = pages.filter((page, k) => {
    if (pages.length < 2) return true;
    const folded = page.split('\n').map((l) => fold(l).trim()).filter(Boolean);
    return !(COVER_TITLE.test(folded[0] ?? '') && folded.some(isRoutingLine) && k < pages.length - 1);
  });
  return kept
    .map((page) => {
      const lines = page.split('\n');
      const folded = lines.map((l) => fold(l).trim());
      const routing = folded.map(isRoutingLine);
      // The stamp's heading counts only beside its routing data: an authority's own acuse prints 'Recibido' too.
      const heading = folded.map((f, i) => STAMP_HEADING.test(f) && (routing[i - 1] || routing[i + 1]));
      return lines.filter((_, i) => !routing[i] && !heading[i]).join('\n');
    })
    .join('\f');
}
