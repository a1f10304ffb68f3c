/**
 * The 13th layout of the ICSOE and SISUB acuses (held out from session 11, after the 12th was measured): the acuse as
 * the system's plain-text receipt, every datum one line in capitals with its label and value joined by a dotted leader
 * ('FOLIO DE RECEPCIÓN ......... ICSOE…'), the period as 'SEGUNDO CUATRIMESTRE DE 2026', the reception date in capitals
 * without 'de' ('17 MAYO 2026') and the time apart, the counts as the last lines before the seal.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { leader, rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseThirteenth = 'recibo-de-texto-lineas-con-puntos-guia-en-mayusculas-cuatrimestre-ordinal-fecha-dd-mes-aaaa-sin-de';

const ordinals = ['PRIMER', 'SEGUNDO', 'TERCER'];

export function acuseThirteenthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'INSTITUTO MEXICANO DEL SEGURO SOCIAL' : 'INSTITUTO DEL FONDO NACIONAL DE LA VIVIENDA PARA LOS TRABAJADORES', { bold: true, size: 9 }),
    space(4),
    title(kind === 'icsoe' ? 'ACUSE DE RECIBO ICSOE' : 'ACUSE DE RECIBO SISUB', 12),
    space(8),
    leader('FOLIO DE RECEPCIÓN', folio),
    leader('FECHA DE RECEPCIÓN', formatDate(presented, 'dayMonthUpper')),
    leader('HORA DE RECEPCIÓN', `${hhmm}:${pad2(rng.int(0, 59))}`),
    space(4),
    leader('R.F.C.', supplier.rfc),
    leader('REGISTRO PATRONAL', supplier.registroPatronal),
    leader('NOMBRE O RAZÓN SOCIAL', supplier.name),
    space(4),
    leader('PERIODO QUE SE INFORMA', `${ordinals[cuatrimestre - 1] ?? ''} CUATRIMESTRE DE ${year}`),
    leader('TIPO DE DECLARACIÓN', tipo),
    leader('CONTRATOS INFORMADOS', String(contratos)),
    leader('TRABAJADORES INFORMADOS', String(trabajadores)),
    space(10),
    text('LA INFORMACIÓN SE RECIBIÓ CONFORME AL ARTÍCULO 15 A DE LA LEY DEL SEGURO SOCIAL Y 29 BIS DE LA LEY DEL INFONAVIT.', { size: 7.5 }),
    rule,
    text(`SELLO DIGITAL: ${sealNoise(rng, 90)}`, { size: 6.5 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 54, baseSize: 10, footer: (p, n) => `${kind === 'icsoe' ? 'ICSOE' : 'SISUB'} ${p}/${n}` },
    title: `Acuse ${kind.toUpperCase()}`,
    producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB',
    date: presented,
  };
}
