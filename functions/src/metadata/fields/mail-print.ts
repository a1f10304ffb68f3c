import { fold } from './text';

/**
 * What a mail client adds when a received message is printed (session 14): the print's first lines (the mailbox's
 * owner, the client's name, the subject as a title), the message's header ('De:', 'Enviado:' / 'Fecha:', 'Para:',
 * 'CC:', 'Asunto:', the attachments by name and size; 'From:', 'Sent:', 'To:', 'Subject:' in English), the separator
 * of a forwarded or replied message ('---------- Mensaje reenviado ----------', '-----Mensaje original-----') and the
 * '> ' that marks a quoted line. The header's people and dates are the supplier's office's, who sent and received the
 * mail, never the document's: they are taken out before any field is read; a quoted line is read as the line it quotes.
 */

/**
 * A header field's caption at the start of its line, as Outlook, Gmail and webmails print them; or Gmail's own print
 * of a message's header, with no captions: the sender's name and address beside the date ('Nombre <a@b.mx>  lun, 11
 * ago 2025, 14:23') and 'para a@b.mx' / 'to a@b.mx' under it.
 */
const HEADER_FIELD = /^(?:de|enviado(?:\s+el)?|fecha(?:\s+de\s+envio)?|para|cc|cco|asunto|responder\s+a|datos\s+adjuntos|adjuntos?|importancia|from|sent|date|to|bcc|subject|reply-to|attachments?)\s*:|^[^<>:]{0,60}<[^<>\s@]+@[^<>\s]+>(?:\s.*\d{1,2}:\d{2}.*)?$|^(?:para|to|cc|cco|bcc)\s+[^:]*@/;
/** The sender's field that opens a header: a caption and an address or a display name with one; or Gmail's sender line. */
const SENDER = /^(?:de|from)\s*:.*(?:@|<)|^[^<>:]{0,60}<[^<>\s@]+@[^<>\s]+>\s.*\d{1,2}:\d{2}/;
/** A line of attachments by name and size: '2 archivos adjuntos', 'Constancia.pdf (223 KB)'. */
const ATTACHMENTS = /^(?:\d+\s+(?:archivos?\s+adjuntos?|attachments?)\b.*|(?:[\w.-]+\.(?:pdf|xml|xlsx?|docx?|zip|jpe?g|png)\s*\(\d+(?:[.,]\d+)?\s*[kmg]?b\)\s*[;,]?\s*)+)$/;
/** The separator a client prints before a forwarded or an original message. */
const SEPARATOR = /^-{2,}\s*(?:mensaje\s+(?:reenviado|original)|forwarded\s+message|original\s+message)\s*-*$|^(?:inicio\s+del\s+mensaje\s+reenviado|begin\s+forwarded\s+message)\s*:?$/;
/** How many lines the print's own lines above the first header take at most (owner, client, subject). */
const PRINT_TOP = 4;

/** The text without the mail client's print header, headers and separators, its quoted lines unquoted. */
export function withoutMailPrint(text: string): string {
  const lines = text.split('\n').map((l) => l.replace(/^(?:\s*>)+ ?/, ''));
  const folded = lines.map((l) => fold(l).trim());
  const first = folded.findIndex((f) => SENDER.test(f));
  if (first < 0) return lines.join('\n');
  const drop = new Set<number>();
  // The lines a client prints above the first header (no page break before it) are its own.
  if (first <= PRINT_TOP && !lines.slice(0, first).some((l) => l.includes('\f'))) for (let i = 0; i < first; i++) drop.add(i);
  for (let i = 0; i < lines.length; i++) {
    if (SEPARATOR.test(folded[i]!) || ATTACHMENTS.test(folded[i]!)) drop.add(i);
    if (!SENDER.test(folded[i]!)) continue;
    // A header is its sender's line and the header fields right under it.
    let j = i;
    while (j < lines.length && (HEADER_FIELD.test(folded[j]!) || ATTACHMENTS.test(folded[j]!))) drop.add(j++);
  }
  return lines.filter((_, i) => !drop.has(i)).join('\n');
}
