/**
 * The 24th Infonavit opinion layout (written in session 13 without reading the parsers): the constancia printed from
 * Firefox with the Portal Empresarial zoomed, the data reflowed into one column with each label ending in a colon and
 * the value on the next line, the registro patronal with dashes, the issue date as a cooperative-style '5-mar-2026'
 * the portal's grid writes, and Firefox's title, address and 'Página n de N'.
 */
import { printRegistroPatronal } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, sealNoise, space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { firefoxPrint, monLowerNoPad } from './formats';

export const infonavitOpinionTwentyfourth = 'impresa-desde-firefox-con-zoom-columnas-en-una-etiquetas-con-dos-puntos-valor-abajo-registro-con-guiones-fecha-dia-sin-cero';

export function infonavitOpinionTwentyfourthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const browser = firefoxPrint('Constancia de situación fiscal del patrón | Infonavit', 'https://empresarios.infonavit.org.mx/');
  const below = (label: string, value: string): Block => pair(label, value, 'below');
  const blocks: Block[] = [
    text('Infonavit', { bold: true, size: 16 }),
    text('Portal Empresarial', { size: 10 }),
    space(6),
    text('Constancia de situación fiscal', { bold: true, size: 13 }),
    text('(Opinión de cumplimiento de obligaciones ante el Infonavit)', { size: 9 }),
    below('Fecha de emisión:', monLowerNoPad(date)),
    below('Número de Registro Patronal (NRP):', printRegistroPatronal(supplier.registroPatronal, true)),
    below('RFC:', supplier.rfc),
    below('Razón social:', supplier.name),
    below('Folio de la constancia:', folio),
    below('Situación:', positive ? 'POSITIVA' : 'NEGATIVA'),
    space(6),
    text(positive ? 'A la fecha de emisión no se identifican adeudos de aportaciones patronales ni de amortizaciones de créditos.' : 'A la fecha de emisión se identifican omisiones; consulte el detalle en el portal.', { size: 10 }),
    space(6),
    text(`Código de autenticidad: ${sealNoise(rng, 32)}`, { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 30, baseSize: 11, header: browser.header, footer: browser.footer }, title: 'Constancia de situación fiscal del patrón | Infonavit', producer: 'Mozilla Firefox', date };
}
