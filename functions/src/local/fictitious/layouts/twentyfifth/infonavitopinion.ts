/**
 * The 25th Infonavit opinion layout (session 13, written without reading the parsers): the constancia as a
 * customer's shared-service centre forwards it: its own cover sheet ('Hoja de control documental' with its vendor
 * number and folio, no supplier data) on the first page, the Infonavit print on the second with the NRP, RFC and folio
 * in one headed row, the date as '05/03/2026' under 'Fecha de emisión' and the result on its own line.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { receivedStamp } from './formats';

export const infonavitOpinionTwentyfifth = 'hoja-de-control-del-centro-de-servicios-en-la-primera-pagina-nrp-rfc-y-folio-en-renglon-encabezado-resultado-en-su-renglon';

export function infonavitOpinionTwentyfifthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    title('HOJA DE CONTROL DOCUMENTAL', 12),
    text('Expediente de proveedor · Documento de cumplimiento Infonavit · Revisión trimestral', { align: 'center', size: 8.5 }),
    space(8),
    receivedStamp(rng, date),
    text('Revisó: ______________________    Validó: ______________________', { size: 8.5 }),
    // The cover sheet fills its page: the issuer's print starts on the next one.
    space(900),
    text('Infonavit', { bold: true, size: 14 }),
    title('Constancia de situación fiscal del patrón', 11.5),
    { t: 'table', headers: ['NRP', 'RFC', 'Folio'], rows: [[supplier.registroPatronal, supplier.rfc, folio]], widths: [1, 1, 1.2], size: 9 },
    pair('Razón social:', supplier.name, 'below'),
    pair('Fecha de emisión:', formatDate(date, 'slash'), 'below'),
    space(4),
    text('Resultado de la consulta:', { size: 9 }),
    text(positive ? 'POSITIVA' : 'NEGATIVA', { bold: true, size: 12 }),
    text('Sin adeudos registrados por aportaciones patronales ni amortizaciones a la fecha de emisión, salvo que el resultado indique lo contrario.', { size: 8 }),
    rule,
    text(`Cadena de verificación: ${sealNoise(rng, 48)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Página ${p} / ${n}` }, title: 'Constancia Infonavit (expediente de proveedor)', producer: 'Oracle BI Publisher', date };
}
