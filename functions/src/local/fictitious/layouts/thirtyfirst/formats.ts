/**
 * What the 31st variants share (written in session 14 without reading the parsers): the 2026-27 generation of
 * redesigned official and corporate templates. Numbered sections ('1. Datos del contribuyente'), card blocks with a
 * sentence-case caption in small type over the value, status chips printed as a word in brackets ('[Positiva]') or
 * after a bullet ('• Vigente'), ISO dates ('2026-03-05') or dates with their weekday ('jueves, 5 de marzo de 2026'),
 * amounts with the currency code first ('MXN 12,345.60'), a QR block ('Escanea para verificar' and the verification
 * URL) and the accessibility footer ('Documento firmado electrónicamente · Página 1 de 2').
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block, PageStyle } from '../../layout';
import type { Rng } from '../../random';
import { text } from '../common';

/** The redesign's long date: 'jueves, 5 de marzo de 2026'. */
export const weekdayDate = (iso: string): string => formatDate(iso, 'weekday');

/** The redesign's amounts: the ISO currency code before the figure, 'MXN 12,345.60'. */
export const mxn = (amount: number): string => formatMoney(amount, 'mxnPrefix');

/** A month as the redesigned forms name a period: 'Marzo 2026'. */
export const monthYear = (iso: string): string => `${capitalize(monthName(Number(iso.slice(5, 7))))} ${iso.slice(0, 4)}`;

/** A numbered section's heading: '1. Datos del contribuyente'. */
export const section = (n: number, heading: string): Block => text(`${n}. ${heading}`, { bold: true, size: 10.5 });

/** A card: its caption in small type, the value under it, both set in from the section's margin. */
export const card = (caption: string, value: string): Block[] => [text(caption, { size: 6.5, indent: 10 }), text(value, { size: 10, bold: true, indent: 10 })];

/** A row of short cards as the responsive grid prints them on paper: the captions in a line, the values under them. */
export const cardRow = (cards: [string, string][], widths?: number[]): Block => ({ t: 'table', headers: cards.map(([c]) => c), rows: [cards.map(([, v]) => v)], size: 8, ...(widths ? { widths } : {}) });

/** A status chip printed as a word in brackets: '[Positiva]'. */
export const bracketChip = (word: string): string => `[${word}]`;

/** A status chip printed after a bullet: '• Vigente'. */
export const bulletChip = (word: string): string => `• ${word}`;

/** The verification block: 'Escanea para verificar', the URL the QR code holds and its short code. */
export function qrBlock(rng: Rng, base: string): Block {
  const code = rng.chars(24, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
  return { t: 'box', size: 7.5, lines: ['[Código QR]  Escanea para verificar', `${base}?v=${code}`, `Código de verificación: ${grouped4(code)}`] };
}

const grouped4 = (s: string): string => s.replace(/(.{4})(?=.)/g, '$1-');

/** The redesign's page: the issuer's line over every page, the accessibility footer under it. */
export const signedStyle = (issuerLine: string, baseSize = 9): PageStyle => ({ margin: 40, baseSize, header: [issuerLine], footer: (p, n) => `Documento firmado electrónicamente · Página ${p} de ${n}` });

/** A totals row's sum of a money column, rounded to cents as the row prints it. */
export const sum = (xs: number[]): number => Math.round(xs.reduce((s, x) => s + x, 0) * 100) / 100;
