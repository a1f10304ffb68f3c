/**
 * What the 32nd variants share (written in session 14 without reading the parsers): the document as it reaches the
 * supplier's office by e-mail and is printed to PDF from the mail client. Outlook's print (the mailbox owner's name
 * on top over a rule, then 'De:', 'Enviado:', 'Para:', 'CC:', 'Asunto:', 'Datos adjuntos:'), Gmail's print (the
 * print date and 'Gmail - <asunto>' over every page, the mail's URL and 'n/m' under it, the sender and the date on one
 * line) and an office webmail's print ('Asunto', 'De', 'Fecha', 'Para'); forwarded messages ('---------- Mensaje
 * reenviado ----------' with Gmail's mixed 'De:', 'Date:', 'Subject:', 'To:' lines), '> ' quoted lines, signature
 * blocks, confidentiality disclaimers and the attachments by file name and size. The mail's own dates are the
 * mailbox's, never the document's.
 */
import { addDays, monthName } from '../../format';
import type { Block, PageStyle } from '../../layout';
import type { Rng } from '../../random';
import { text } from '../common';

const weekdays = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const weekdayOf = (iso: string): string => weekdays[new Date(`${iso}T12:00:00Z`).getUTCDay()] ?? '';

/** Outlook's 'Enviado:' line: 'martes, 5 de mayo de 2026 10:45 a. m.' */
export function outlookSent(iso: string, hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${weekdayOf(iso)}, ${Number(iso.slice(8, 10))} de ${monthName(Number(iso.slice(5, 7)))} de ${iso.slice(0, 4)} ${h12}:${hhmm.slice(3)} ${h < 12 ? 'a. m.' : 'p. m.'}`;
}

/** Gmail's short date in Spanish: 'mar, 5 may 2026, 10:45'. */
export function gmailDate(iso: string, hhmm: string): string {
  return `${weekdayOf(iso).slice(0, 3)}, ${Number(iso.slice(8, 10))} ${monthName(Number(iso.slice(5, 7))).slice(0, 3)} ${iso.slice(0, 4)}, ${hhmm}`;
}

/** The day the mail was sent or printed: some days after the document's date, as mailboxes receive them. */
export const mailDay = (rng: Rng, iso: string, from = 1, to = 9): string => addDays(iso, rng.int(from, to));

/** A time some minutes after another, within the same day: an alert sent right after the operation. */
export function minutesAfter(rng: Rng, hhmm: string): string {
  const m = Math.min(23 * 60 + 59, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) + rng.int(1, 9));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A mail-client time of day. */
export const mailTime = (rng: Rng): string => `${String(rng.int(7, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

/** The persons of the supplier's office whose mailboxes receive the documents. */
const officePeople = ['Mariana Ortega Salas', 'Luis Fernando Ibarra', 'Claudia Vázquez Rentería', 'Rodrigo Medina Chávez', 'Patricia Solís Aranda', 'Jorge Alberto Cano'];
export const officePerson = (rng: Rng): string => rng.pick(officePeople);
/** Another person of the office than the one given (the one who forwards to a colleague). */
export const colleagueOf = (rng: Rng, person: string): string => rng.pick(officePeople.filter((p) => p !== person));
export const mailboxOf = (person: string): string => `${person.split(' ')[0]?.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@oficina-proveedor.com.mx`;

export type MailHeader = { from: string; sent: string; to: string; cc?: string | undefined; subject: string; attachments?: string[] | undefined };

/** Outlook's print of a message: the mailbox owner's name in bold over a rule, then the header lines. */
export function outlookHeader(owner: string, h: MailHeader): Block[] {
  return [
    text(owner, { bold: true, size: 12 }),
    { t: 'rule' },
    ...headerLines([['De', h.from], ['Enviado', h.sent], ['Para', h.to], ...(h.cc ? [['CC', h.cc] as [string, string]] : []), ['Asunto', h.subject], ...(h.attachments?.length ? [['Datos adjuntos', h.attachments.join('; ')] as [string, string]] : [])]),
    { t: 'space', h: 8 },
  ];
}

/** An office webmail's print: 'Asunto' first, then 'De', 'Fecha', 'Para', each a tab pair. */
export function webmailHeader(h: MailHeader): Block[] {
  return [
    text(h.subject, { bold: true, size: 12 }),
    ...headerLines([['De', h.from], ['Fecha', h.sent], ['Para', h.to], ...(h.cc ? [['CC', h.cc] as [string, string]] : [])]),
    ...(h.attachments?.length ? [text(`${h.attachments.length} archivo${h.attachments.length > 1 ? 's' : ''} adjunto${h.attachments.length > 1 ? 's' : ''}: ${h.attachments.join(', ')}`, { size: 8 })] : []),
    { t: 'rule' },
  ];
}

/** Gmail's print: the subject, then the sender with the date on its right, 'para ...' under them. */
export function gmailHeader(h: MailHeader): Block[] {
  return [
    text(h.subject, { bold: true, size: 12 }),
    { t: 'rule' },
    { t: 'table', headers: [h.from, h.sent], rows: [[`para ${h.to}${h.cc ? `, cc: ${h.cc}` : ''}`, '']], widths: [3, 1.3], size: 8 },
  ];
}

const headerLines = (lines: [string, string][]): Block[] => lines.map(([l, v]): Block => ({ t: 'pair', label: `${l}:`, value: v, mode: 'tab', size: 9, tab: 90 }));

/** Gmail's forwarded block: the separator, then its mixed-language header lines, as Gmail in Spanish prints them. */
export function forwardedHeader(h: MailHeader): Block[] {
  return [text('---------- Mensaje reenviado ----------', { size: 9 }), ...[`De: ${h.from}`, `Date: ${h.sent}`, `Subject: ${h.subject}`, `To: ${h.to}`].map((l) => text(l, { size: 9 })), { t: 'space', h: 6 }];
}

/** Lines quoted by a reply or an inline forward: each one after '> '. */
export const quoted = (lines: string[], size = 9): Block[] => lines.map((l) => text(l === '' ? '>' : `> ${l}`, { size }));

/** The body's lines as the mail client prints them. */
export const body = (lines: string[], size = 9.5): Block[] => lines.map((l) => (l === '' ? ({ t: 'space', h: 6 } as Block) : text(l, { size })));

/** A table pasted from the issuer's system: caption in the first column, value in the second. */
export const pastedTable = (rows: [string, string][], size = 8.5, widths: number[] = [1.6, 2.6]): Block => ({ t: 'table', headers: ['Concepto', 'Dato'], rows, widths, size });

/** An attachment's line as mail clients list them: file name and size in KB. */
export const attachment = (rng: Rng, name: string): string => `${name} (${rng.int(38, 420)} KB)`;

/** The issuer's automatic footer. */
export const noReply = (issuer: string): Block => text(`Este correo es generado automáticamente por ${issuer}; por favor no responda a este mensaje.`, { size: 7.5 });

/** A confidentiality disclaimer as issuers and offices append to their mail. */
export const disclaimer = (who: string): Block =>
  text(`AVISO DE CONFIDENCIALIDAD: este mensaje y sus anexos son para uso exclusivo de su destinatario y pueden contener información confidencial de ${who}. Si lo recibió por error, notifique al remitente y elimínelo.`, { size: 6.5 });

/** A person's signature block. */
export const signature = (lines: string[]): Block[] => [{ t: 'space', h: 6 } as Block, text('Saludos cordiales,', { size: 9 }), ...lines.map((l, i) => text(l, { size: 8.5, bold: i === 0 }))];

/** The PDF page of an Outlook print: no header, the page number alone at the foot. */
export const outlookStyle = (): PageStyle => ({ margin: 42, baseSize: 9, footer: (p) => String(p) });

/** The PDF page of a Gmail print from Chrome: print date ('6/3/26, 10:36') and 'Gmail - asunto' on top, the URL and 'n/m' at the foot. */
export function gmailStyle(rng: Rng, printed: string, subject: string): PageStyle {
  const url = `https://mail.google.com/mail/u/0/?ik=${rng.chars(10, 'abcdef0123456789')}&view=pt&search=all&permthid=thread-f:${rng.digits(19)}`;
  return { margin: 36, baseSize: 9, header: [`${Number(printed.slice(8, 10))}/${Number(printed.slice(5, 7))}/${printed.slice(2, 4)}, ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}    Gmail - ${subject}`], footer: (p, n) => `${url}    ${p}/${n}` };
}

/** The PDF page of a webmail print: the webmail's name on top, the page under it. */
export const webmailStyle = (name: string): PageStyle => ({ margin: 40, baseSize: 9, header: [name], footer: (p, n) => `Página ${p} de ${n}` });
