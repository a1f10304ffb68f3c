/**
 * The 26th DyP acuse layout (written in session 13 without reading the parsers): the return's acuse as a legacy
 * accounting system reprints it from its 'Declaraciones' module (the data captured from the SAT's acuse): a
 * fixed-width report with the program and the run date in the page header and 'PAG. 1' at the foot, captions padded
 * to a colon, the filing date and hour as '05.MAR.2026 10:41:07', the period as the month's number, the amount
 * check-protected with asterisks, and the línea de captura with its validity.
 */
import { addDays, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { dashes, legacyDate, legacyMoney } from './formats';

export const returnTwentysixth = 'reimpresion-de-sistema-contable-ancho-fijo-programa-en-encabezado-fecha-con-mes-entre-puntos-importe-con-asteriscos';

export function returnTwentysixthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const line = (s: string, bold = false): Block => text(s, { size: 8, bold });
  const blocks: Block[] = [
    line(annual ? 'ACUSE DE RECIBO - DECLARACION DEL EJERCICIO' : 'ACUSE DE RECIBO - DECLARACION PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES', true),
    line(dashes(96)),
    line(`RFC                     : ${supplier.rfc}`),
    line(`NOMBRE O RAZON SOCIAL   : ${supplier.name}`),
    line(`TIPO DE DECLARACION     : ${tipo}`),
    ...(annual ? [] : [line(`PERIODO                 : ${pad2(month)}`)]),
    line(`EJERCICIO               : ${ejercicio}`),
    line(`FECHA DE PRESENTACION   : ${legacyDate(presented, 'monDotUpperFull')} ${hhmm}:${seconds}`),
    line(`NUMERO DE OPERACION     : ${numeroOperacion}`),
    line(dashes(96)),
    line(`CONCEPTO: ${concept.toUpperCase()}`),
    line(`TOTAL A PAGAR           : ${legacyMoney(importe, 'starFill')}`),
    ...(annual ? [] : [line(`LINEA DE CAPTURA        : ${lineaCaptura}`), line(`VIGENTE HASTA           : ${legacyDate(vigencia, 'monDotUpperFull')}`)]),
    line(dashes(96)),
    space(6),
    line('DATOS TOMADOS DEL ACUSE EMITIDO POR EL SAT. CONSULTE EL ORIGINAL EN EL PORTAL.'),
  ];
  const header = [`CNT0712R   DECLARACIONES FEDERALES   EMITIDO ${legacyDate(addDays(presented, rng.int(1, 40)), 'monDotUpperFull')}   FOLIO INT. ${rng.digits(6)}`];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, header, footer: (p) => `PAG. ${p}` }, title: 'Acuse de recibo', producer: 'CNT0712R', date: presented };
}
