/**
 * The 26th Infonavit opinion layout (written in session 13 without reading the parsers): the 'Constancia de situación
 * fiscal' as the Portal Empresarial's older text-only print gives it: plain fixed-width lines in capitals without
 * accents, captions padded to a common colon, dashed rules around the data, the date as '05/MAR/26' and the result
 * as a sentence's last word on its own line.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { dashes, legacyDate } from './formats';

export const infonavitOpinionTwentysixth = 'impresion-solo-texto-ancho-fijo-leyendas-con-dos-puntos-alineados-fecha-dd-mmm-aa';

export function infonavitOpinionTwentysixthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const line = (s: string, bold = false): Block => text(s, { size: 8, bold });
  const blocks: Block[] = [
    line('INSTITUTO DEL FONDO NACIONAL DE LA VIVIENDA PARA LOS TRABAJADORES', true),
    line('CONSTANCIA DE SITUACION FISCAL DEL PATRON'),
    line(dashes(90)),
    line(`FOLIO               : ${folio}`),
    line(`FECHA DE EMISION    : ${legacyDate(date, 'monSlashShortUpper')}`),
    line(`NRP                 : ${supplier.registroPatronal}`),
    line(`RFC                 : ${supplier.rfc}`),
    line(`RAZON SOCIAL        : ${supplier.name}`),
    line(dashes(90)),
    space(4),
    line('CON BASE EN LA INFORMACION DE LOS SISTEMAS DEL INSTITUTO, LA SITUACION DEL PATRON RESPECTO DE SUS'),
    line('OBLIGACIONES DE APORTACIONES Y AMORTIZACIONES ES:'),
    line(positive ? 'POSITIVA' : 'NEGATIVA', true),
    space(4),
    line(dashes(90)),
    line(`CADENA: ${rng.chars(48, '0123456789ABCDEF')}`),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 9, footer: (p) => `PAG. ${p}` }, title: 'Constancia de situación fiscal Infonavit', producer: 'Infonavit Portal Empresarial', date };
}
