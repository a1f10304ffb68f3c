import type { TextRead } from '../readers/types';
import { acrossLines, addresseeName, barcodeText, continueName, detectValuesAbove, labels, nameAbove, nameBelow, nameInParagraph, nameIntroduced, nameValue, nrpValue, operationCode, readIssueDate, readRfc, rfcLine, wasRepaired, withoutRequester } from './common';
import { buildExtraction, Fields } from './extraction';
import type { Extraction } from './types';
import { QUALITY, TextDoc } from './text';

/**
 * The three opinions of compliance. SAT's 32-D prints folio, 'Clave de R.F.C.' and 'Nombre, denominación o razón
 * social' as a two-row table, then a paragraph ending '…se emite esta opinión en sentido POSITIVO' (or NEGATIVO,
 * INSCRITO SIN OBLIGACIONES, NO INSCRITO) and 'Revisión practicada el día 03 de marzo de 2026, a las 10:15 horas'
 * (its issue date). IMSS's opinion and INFONAVIT's constancia print folio, RFC or registro patronal, name, a
 * positive or negative result (INFONAVIT: with or without adeudos) and the date it was issued.
 */

const stops = [labels.folio, labels.rfc, labels.nombre, labels.registroPatronal, /\bsentido\b/, /revision\s+practicada/, /fecha\s+de/, /\bresultado\b/];

const folioValue = (text: string) => operationCode(text);

/** SAT's four senses, from a labelled 'Sentido' or the sentence that states it. */
export function sentido32d(all: string): string | undefined {
  const labelled = /sentido\s*:?\s*(positivo|negativo|inscrito\s+sin\s+obligaciones|no\s+inscrito)/.exec(all);
  if (labelled) return labelled[1]!.replace(/\s+/g, ' ').toUpperCase();
  // A portal's caption with the adjective agreeing with 'opinión': 'Opinión: POSITIVA', 'Estatus de la opinión:
  // Negativa', 'Resultado: Positiva' (session 14).
  const captioned = /(?:opinion|estatus|resultado)(?:\s+de\s+(?:la\s+)?opinion)?\s*:\s*(positiv|negativ)[oa]\b/.exec(all);
  if (captioned) return `${captioned[1]!.toUpperCase()}O`;
  // A framed heading agrees with the noun: 'OPINIÓN POSITIVA' is the sense POSITIVO.
  const heading = /\bopinion\s+(positiv|negativ)a\b/.exec(all);
  if (heading) return `${heading[1]!.toUpperCase()}O`;
  if (/\bno\s+inscrito\b/.test(all)) return 'NO INSCRITO';
  if (/inscrito\s+sin\s+obligaciones/.test(all)) return 'INSCRITO SIN OBLIGACIONES';
  const word = /\b(positivo|negativo)\b/.exec(all);
  return word ? word[1]!.toUpperCase() : undefined;
}

/** IMSS / INFONAVIT: POSITIVA or NEGATIVA, from the word or from the adeudos sentence. */
export function resultadoOpinion(all: string): string | undefined {
  const labelled = /(?:sentido|resultado|opinion|situacion)\s*:?\s*(?:en\s+sentido\s+|es\s+|de\s+)?(positiv|negativ)[oa]\b/.exec(all);
  if (labelled) return labelled[1] === 'positiv' ? 'POSITIVA' : 'NEGATIVA';
  const word = /\b(positiv|negativ)[oa]\b/.exec(all);
  if (word) return word[1] === 'positiv' ? 'POSITIVA' : 'NEGATIVA';
  const text = all.replace(/no\s+(?:cuenta|tiene|presenta|registra)\s+(?:con\s+)?adeudos?/g, 'sin adeudo');
  if (/no\s+se\s+encuentra\s+al\s+corriente|(?<!sin\s)(?:con|presenta|tiene|registra)\s+adeudos?|incumplimiento/.test(text)) return 'NEGATIVA';
  if (/sin\s+adeudos?|al\s+corriente/.test(text)) return 'POSITIVA';
  return undefined;
}

function folioAndName(doc: TextDoc, fields: Fields): void {
  fields.found('folio', doc.find(labels.folio, folioValue, { stops, lookahead: 2 }) ?? barcodeText(doc));
  const rfc = fields.get('rfc');
  let name = continueName(doc, doc.find(labels.nombre, nameValue, { stops, lookahead: 2 })) ?? nameInParagraph(doc) ?? nameIntroduced(doc) ?? addresseeName(doc);
  if (!name && rfc) {
    // Two-row table with the name last: the words after the RFC on the value row. A letter prints the addressee's
    // name with no label right above 'Clave de R.F.C.: …'.
    const i = rfcLine(doc, rfc);
    const v = i >= 0 ? nameValue(doc.lines[i]!) : undefined;
    name = v ? { value: v, quality: QUALITY.nextLine, line: i } : (nameAbove(doc, i) ?? nameBelow(doc, i));
  }
  fields.found('nombre', name);
}

export function parseOpinion32d(read: TextRead): Extraction {
  // SAT's 'consulta de terceros' prints who consulted first, as the IMSS and INFONAVIT portals do.
  const doc = new TextDoc(withoutRequester(read));
  detectValuesAbove(doc);
  const fields = new Fields(doc);
  readRfc(doc, fields, 'rfc', labels.rfc, stops);
  folioAndName(doc, fields);
  const sentido = sentido32d(doc.all);
  if (sentido) fields.set('sentido', sentido, doc.confidence * (/sentido/.test(doc.all) ? 1 : QUALITY.unlabelled));
  // 'Revisión practicada el día…' (the classic acuse), 'Consulta realizada el…', 'Fecha de emisión / de consulta / de
  // generación', 'Emitida el…': the moment the opinion was issued.
  readIssueDate(doc, fields, 'fechaEmision', /revision\s+practicada(?:\s+el\s+dia)?|consulta\s+realizada(?:\s+el)?|fecha\s+(?:y\s+hora\s+)?(?:de\s+)?(?:revision|emision|consulta|generacion|expedicion)|(?:emitid|generad|expedid)[oa]\s+el/, { withTime: true });
  return buildExtraction('mxopinion32d', fields, { issueDate: fields.get('fechaEmision') });
}

export function parseSocialSecurityOpinion(documentTypeCode: 'mximssopinion' | 'mxinfonavitopinion') {
  return (read: TextRead): Extraction => {
    // A third party's query of the opinion: the requester's RFC and name are not the employer's.
    const doc = new TextDoc(withoutRequester(read));
    detectValuesAbove(doc);
    const fields = new Fields(doc);
    readRfc(doc, fields, 'rfc', labels.rfc, stops);
    const nrp = doc.find(labels.registroPatronal, nrpValue, { stops, lookahead: 3 }) ?? acrossLines(doc, labels.registroPatronal, nrpValue);
    if (nrp) fields.found('nrp', nrp, { repaired: wasRepaired(doc, nrp.value) });
    folioAndName(doc, fields);
    const resultado = resultadoOpinion(doc.all);
    if (resultado) fields.set('resultado', resultado, doc.confidence);
    readIssueDate(doc, fields, 'fechaEmision', /fecha\s+(?:y\s+hora\s+)?(?:de\s+)?(?:emision|expedicion|generacion|consulta|impresion)|emitid[oa]\b|se\s+expide|expedid[oa]\b|generad[oa]\s+el|consulta\s+realizada|revision\s+practicada/);
    return buildExtraction(documentTypeCode, fields, { issueDate: fields.get('fechaEmision') });
  };
}
