/**
 * What the 30th tickets share (written in session 14 without reading the parsers): a thermal printer's 80 mm ticket
 * as the branch's or the kiosk's print server saves it to PDF: one narrow column in the middle of the page, everything
 * in capitals, abbreviated captions beside their values ('R.F.C.:', 'NOM.:', 'REF.:'), rules of dashes or asterisks
 * between sections, the ticket's own lines (sucursal, caja, cajero, folio, fecha and hora of the operation) and the
 * usual 'CONSERVE ESTE COMPROBANTE' foot.
 */
import { textWidth, PAGE_WIDTH, type Block, type PageStyle } from '../../layout';
import type { Rng } from '../../random';
import { text } from '../common';

/** 80 mm paper centred on A4: about 72 mm of print. */
const MARGIN = 195;
const SIZE = 7.5;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;

export const ticketStyle: PageStyle = { margin: MARGIN, baseSize: SIZE };

/** A rule of one character across the paper, as thermal tickets separate sections. */
export const ruleOf = (ch: '-' | '*' | '='): Block => text(ch.repeat(Math.floor(WIDTH / textWidth(ch, SIZE)) - 1), { size: SIZE });

/** A caption and its value on one line, the value wrapping under it when the paper ends. */
export const line = (caption: string, value: string): Block => text(`${caption} ${value}`, { size: SIZE });

/** A caption on its own line and a long value under it, indented (references, names, addresses). */
export const under = (caption: string, value: string): Block[] => [text(caption, { size: SIZE }), text(value, { size: SIZE, indent: 8 })];

/** The ticket's centred heading lines. */
export const centred = (s: string, bold = false): Block => text(s, { size: SIZE, align: 'center', bold });

/** The branch's lines every bank ticket opens with. */
export function branchLines(rng: Rng, date: string, time: string): Block[] {
  return [
    line('SUC.:', `${rng.digits(4)} ${rng.pick(['CENTRO', 'PLAZA NORTE', 'INSURGENTES', 'REVOLUCION', 'LAS TORRES'])}`),
    line('CAJA:', `${rng.digits(2)}   CAJERO: ${rng.digits(6)}`),
    line('FOLIO:', rng.digits(8)),
    line('FECHA:', `${date}   HORA: ${time}`),
  ];
}

export const keepIt: Block = centred('*** CONSERVE ESTE COMPROBANTE ***');
