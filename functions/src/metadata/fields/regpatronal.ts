import type { TextRead } from '../readers/types';
import { continueName, dateInBoxes, detectValuesAbove, labels, nameAbove, nameBeforeSentence, nameInParagraph, nameValue, readNrp, readRfc, rfcLine } from './common';
import { dateTimeExtractor } from './dates';
import { buildExtraction, Fields } from './extraction';
import { TextDoc, type Extractor } from './text';
import type { Extraction } from './types';

/**
 * IMSS's constancia of the employer registration (tarjeta de identificación patronal / alta patronal): registro
 * patronal, RFC, razón social, 'Clase de riesgo' (I to V) and the date of registration ('Fecha de alta', 'Fecha de
 * inicio de afiliación', 'Fecha de registro').
 */
const L = {
  razonSocial: labels.razonSocial,
  clase: /clase(?:\s+de\s+riesgo)?/,
  // 'Inicio de afiliación' also stands alone, without 'Fecha de', on IMSS's identification card.
  // A letter or constancia says it in a sentence: 'El patrón quedó inscrito en el Instituto con fecha …', 'fue dado de
  // alta el …', 'fue registrado a partir del …' (session 13).
  // A card captions it with the word alone ('Alta  18.AGO.2019', 'Inscripción: …') or 'Registrado el' (session 14);
  // 'Registro' alone is the card's heading ('Registro patronal').
  fechaAlta: /^\s*(?:alta|inscripcion|(?:registrad|inscrit)[oa]\s+el)(?=\s*(?::|\t|$))|fecha\s+(?:de\s+)?(?:alta|registro|inscripcion|inicio(?:\s+de\s+(?:afiliacion|operaciones|actividades))?|afiliacion)|inicio\s+de\s+afiliacion|\b(?:quedo|fue)\s+(?:inscrit[oa]|registrad[oa]|dad[oa]\s+de\s+alta|afiliad[oa])\b(?:[^.;:\d]{0,60}?\b(?:con\s+fecha|a\s+partir\s+del?|desde\s+el|el)\b)?/,
  prima: /prima(?:\s+de\s+riesgo)?/,
  actividad: /actividad|giro/,
  domicilio: /domicilio/,
  fraccion: /fraccion/,
};
const stops = [...Object.values(L), labels.rfc, labels.registroPatronal];

const ROMAN: Record<string, string> = { '1': 'I', '2': 'II', '3': 'III', '4': 'IV', '5': 'V', l: 'I', ll: 'II', lll: 'III' };
const ORDINAL: Record<string, string> = { primera: 'I', segunda: 'II', tercera: 'III', cuarta: 'IV', quinta: 'V' };
const claseValue: Extractor = (t) => {
  // 'Segunda (II)', 'Clase Tercera': the class's ordinal word.
  const word = /^\s*(?:clase\s+)?(primera|segunda|tercera|cuarta|quinta)\b/i.exec(t);
  if (word) return ORDINAL[word[1]!.toLowerCase()];
  // A digit followed by decimals is the prima ('4.52281'), not the class.
  const m = /^\s*(?:clase\s+)?(v|iv|iii|ii|i|lll|ll|l|[1-5])\b(?![.,]\d)/i.exec(t);
  if (!m) return undefined;
  const v = m[1]!;
  return ROMAN[v.toLowerCase()] ?? ROMAN[v] ?? v.toUpperCase();
};

export function parseRegistroPatronal(read: TextRead): Extraction {
  const doc = new TextDoc(read);
  detectValuesAbove(doc);
  const fields = new Fields(doc);
  readNrp(doc, fields, 'registroPatronal', stops);
  readRfc(doc, fields, 'rfc', labels.rfc, stops);
  // IMSS's letter grants the registration 'a nombre de NOMBRE, con fecha de alta …' (session 14).
  fields.found('razonSocial', continueName(doc, doc.find(L.razonSocial, nameValue, { stops })) ?? doc.find(/\ba\s+nombre\s+de\b/, nameBeforeSentence, { stops }) ?? nameInParagraph(doc) ?? nameAbove(doc, rfcLine(doc, fields.get('rfc'))));
  fields.found('claseRiesgo', doc.find(L.clase, claseValue, { stops, lookahead: 1 }));
  // An IMSS movement receipt ('Tipo de movimiento: Alta' or 'Reingreso', 'Fecha de movimiento'): the movement's
  // date is the registration's only when the movement is one (session 14).
  const movement = /tipo\s+de\s+movimiento\s*:?\s*(?:alta|reingreso|inscripcion)\b/.test(doc.all) ? doc.find(/fecha\s+(?:del?\s+)?movimiento/, dateTimeExtractor, { stops }) : undefined;
  fields.found('fechaAlta', doc.find(L.fechaAlta, dateTimeExtractor, { stops }) ?? movement ?? dateInBoxes(doc, L.fechaAlta));
  return buildExtraction('mxregpatronal', fields, { issueDate: fields.get('fechaAlta') });
}
