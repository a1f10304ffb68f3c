import type { TextRead } from '../readers/types';
import { nameValue } from './common';
import { parseDate } from './dates';
import { buildExtraction, Fields } from './extraction';
import { fold, QUALITY, TextDoc, type Extractor } from './text';
import type { Extraction } from './types';

/**
 * A proof of address (CFE, Telmex, water, gas, internet bills): the issuer's brand, the holder, the address with its
 * 'C.P.', and the date it was issued ('Fecha de emisión', 'Fecha de expedición', 'Fecha de facturación'; else the
 * end of the billed period, else the payment deadline).
 */
const L = {
  titular: /\btitular\b|nombre\s+del\s+(?:cliente|titular|usuario|suscriptor)|\bcliente\s*:|\busuario\s*:|\bnombre\s*:/,
  domicilio: /\bdomicilio(?:\s+(?:del\s+servicio|fiscal|de\s+servicio))?|\bdireccion\b/,
  codigoPostal: /codigo\s+postal|\bc\.?\s?p\.?(?=\s*:?\s*\d)/,
  emision: /fecha\s+de\s+(?:emision|expedicion|facturacion|elaboracion)|emitid[oa]\s+el|fecha\s+de\s+impresion/,
  periodo: /periodo\s+(?:facturado|de\s+consumo|de\s+facturacion)|\bperiodo\b/,
  limite: /fecha\s+limite(?:\s+de\s+pago)?|pagar\s+antes\s+de/,
  emisor: /\bemisor\s*:|\bempresa\s*:|\bproveedor\s*:/,
  numero: /n(?:o|um|umero)\.?\s+de\s+(?:servicio|cuenta|cliente|telefono)|\bcuenta\s*:|\btotal\b/,
};
const stops = Object.values(L);

const ISSUERS: [RegExp, string][] = [
  [/comision\s+federal\s+de\s+electricidad|\bcfe\b/, 'CFE'],
  [/telefonos\s+de\s+mexico|\btelmex\b/, 'Telmex'],
  [/\bizzi\b/, 'izzi'],
  [/totalplay/, 'Totalplay'],
  [/megacable/, 'Megacable'],
  [/\bnaturgy\b/, 'Naturgy'],
  [/sistema\s+de\s+aguas|\bsacmex\b/, 'SACMEX'],
  [/\baxtel\b/, 'Axtel'],
  [/\btelcel\b/, 'Telcel'],
  [/\bsky\b/, 'SKY'],
  [/\bengie\b/, 'Engie'],
];

const cpValue: Extractor = (t) => /(?<!\d)([0-9O]{5})(?!\d)/.exec(t)?.[1]?.replace(/O/g, '0');

export function parseAddressProof(read: TextRead): Extraction {
  const doc = new TextDoc(read);
  const fields = new Fields(doc);
  const labelled = doc.find(L.emisor, nameValue, { stops });
  if (labelled) fields.found('emisor', labelled);
  else {
    for (let i = 0; i < doc.lines.length && !fields.has('emisor'); i++) {
      const hit = ISSUERS.find(([re]) => re.test(doc.folded[i]!));
      if (hit) fields.set('emisor', hit[1], doc.confidence * QUALITY.unlabelled);
    }
    if (!fields.has('emisor') && doc.lines[0]) fields.set('emisor', doc.lines[0], doc.confidence * 0.5);
  }
  fields.found('titular', doc.find(L.titular, nameValue, { stops }));
  const dom = doc.find(L.domicilio, (t) => (/\d|\p{L}{3,}/u.test(t) && !/^[\p{L} .]{2,40}:/u.test(t) ? t.replace(/^[\s:]+/, '').trim() : undefined), { stops: stops.filter((s) => s !== L.codigoPostal && s !== L.domicilio) });
  if (dom) {
    // An address often wraps: take the next line too when it carries the C.P. and the first did not.
    let value = dom.value;
    const next = doc.lines[dom.line + 1];
    if (!/c\.?\s?p\.?\s*\d{5}|\b\d{5}\b/i.test(fold(value)) && next && /c\.?\s?p\.?\s*:?\s*\d{5}/.test(fold(next))) value = `${value}, ${next}`;
    fields.set('domicilio', value.replace(/\s+/g, ' '), doc.confidence * dom.quality);
  }
  const cp = doc.find(L.codigoPostal, cpValue, { stops: [] });
  fields.found('codigoPostal', cp);
  const fecha = doc.find(L.emision, (t) => parseDate(t), { stops }) ?? doc.find(L.periodo, (t) => (parseDate(t) ? parseDate(t.split(/\bal\b|\sa\s|-(?=\s)/i).at(-1) ?? t) : undefined), { stops });
  fields.found('fechaEmision', fecha);
  return buildExtraction('mxdomicilio', fields, { issueDate: fields.get('fechaEmision') });
}
