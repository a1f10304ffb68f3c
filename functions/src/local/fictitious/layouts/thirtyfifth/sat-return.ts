/**
 * The 35th return acknowledgement (written in session 14 without reading the parsers): an accounting SaaS's report of
 * a return it fetched from the SAT's acuses: the taxpayer's identity in a 'Campo / Valor' grid, then the return as an
 * indented object in the API's snake case ('tipo' in lower case, 'periodo' as 'aaaa-mm' for the monthly ones,
 * 'ejercicio', 'numero_operacion', 'presentada_en' as an ISO timestamp with seconds and its zone, 'impuesto_a_cargo'
 * as a plain decimal) and, for the monthly ones, a 'linea_captura' sub-object (valor, vigencia as an ISO date).
 */
import { pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { fetchMeta, fieldTable, indented, type Node, plain, platformPage, zoned } from './formats';

export const returnThirtyfifth = 'reporte-de-saas-contable-declaracion-por-api-objeto-indentado-tipo-en-minusculas-periodo-aaaa-mm-presentada-en-iso-con-zona';

export function returnThirtyfifthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const meta = fetchMeta(rng, presented);
  const declaracion: Node[] = [
    ['tipo', tipo.toLowerCase()],
    ['clase', annual ? 'anual' : 'provisional_o_definitiva'],
    ...(annual ? [] : ([['periodo', `${ejercicio}-${pad2(month)}`]] as Node[])),
    ['ejercicio', ejercicio],
    ['numero_operacion', numeroOperacion],
    ['presentada_en', zoned(presented, hhmm, seconds)],
    ['concepto', concept],
    ['impuesto_a_cargo', plain(importe)],
    ...(annual ? [] : ([['linea_captura', [['valor', lineaCaptura], ['vigencia', vigencia]]]] as Node[])),
  ];
  const blocks: Block[] = [
    text(annual ? 'Declaración anual · reporte' : 'Declaración provisional o definitiva · reporte', { bold: true, size: 12 }),
    text(`source: SAT · request_id: ${meta.requestId} · fetched_at: ${meta.fetchedAt}`, { size: 7.5 }),
    { t: 'space', h: 6 },
    fieldTable([['rfc', supplier.rfc], ['nombre', supplier.name]]),
    { t: 'space', h: 6 },
    ...indented([['declaracion', declaracion]]),
    { t: 'space', h: 8 },
    text('El acuse de recibo emitido por el SAT, con su sello digital, es el comprobante oficial de la presentación.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: platformPage('Contabilízate · Declaraciones', 'Reporte generado por la plataforma'), title: 'Reporte de declaración', producer: 'Chromium (Skia/PDF m124)', date: presented };
}
