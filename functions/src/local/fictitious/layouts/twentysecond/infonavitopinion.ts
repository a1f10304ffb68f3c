/**
 * The 22nd Infonavit opinion layout (written in session 13 without reading the parsers): the constancia as an
 * accounting firm's compliance software reprints it for its client's file: the firm's own header (its name, the
 * client and the date it downloaded the document) above the Infonavit data, which come as a two-row headed table
 * (NRP, RFC, name, then result and folio), the issue date as '05 de marzo, 2026'.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { longCommaDate } from './formats';

export const infonavitOpinionTwentysecond = 'reimpresion-de-despacho-contable-con-su-encabezado-datos-en-tabla-de-dos-renglones-fecha-con-coma';

export function infonavitOpinionTwentysecondDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('Constancia de situación fiscal ante el Infonavit', { bold: true, size: 12 }),
    text(`Fecha de emisión de la constancia: ${longCommaDate(date)}`, { size: 9 }),
    space(6),
    { t: 'table', headers: ['NRP', 'RFC', 'Razón social'], rows: [[supplier.registroPatronal, supplier.rfc, supplier.name]], widths: [1.2, 1.2, 3], size: 8.5 },
    { t: 'table', headers: ['Resultado', 'Folio'], rows: [[positive ? 'POSITIVA' : 'NEGATIVA', folio]], widths: [1.2, 4.2], size: 8.5 },
    space(6),
    text(positive ? 'Sin adeudos de aportaciones ni amortizaciones a la fecha de emisión.' : 'Con adeudos de aportaciones o amortizaciones a la fecha de emisión.', { size: 8.5 }),
    space(8),
    rule,
    text(`Código de verificación Infonavit: ${sealNoise(rng, 32)}`, { size: 6.5 }),
  ];
  // The firm's software stamps its own cover lines on every page.
  const header = ['CONTADORES ASOCIADOS DEL NORTE, S.C.  ·  Expediente de cumplimiento del cliente', `Documento obtenido del Portal Empresarial Infonavit  ·  Ref. EXP-${rng.digits(5)}`];
  return { blocks, truth, style: { margin: 44, baseSize: 10, header, footer: (p, n) => `Papel de trabajo  ${p}/${n}` }, title: 'Constancia Infonavit (expediente)', producer: 'ContaExpediente', date };
}

