import type { TextRead } from '../readers/types';
import { addressTableParts, isEntidad, SECTION } from './address';
import { continueName, detectValuesAbove, labels, nameBelow, nameValue, onlyOne, readRfc, rfcLine, wasRepaired } from './common';
import { datesIn, firstDateIndex, parseDate } from './dates';
import { buildExtraction, Fields } from './extraction';
import { curpsIn, rfcsIn } from './normalise';
import { fold, foldLabel, isLabelCell, LIST_MARK, matchLabel, QUALITY, shortRowColumn, TextDoc, type Extractor, type Found } from './text';
import type { Extraction } from './types';

/**
 * SAT's Constancia de Situación Fiscal (Cédula de identificación fiscal): 'RFC:', 'idCIF:', 'CURP:' (personas
 * físicas), 'Denominación/Razón Social:' or 'Nombre (s):' + 'Primer Apellido:' + 'Segundo Apellido:', 'Régimen
 * Capital:', 'Fecha inicio de operaciones:', 'Estatus en el padrón:', 'Lugar y Fecha de Emisión' (the place and 'A 03
 * DE MARZO DE 2026' on the next line), the domicile's labels two to a line, and the tables of actividades económicas
 * (orden, actividad, porcentaje, fecha inicio) and regímenes (régimen, fecha inicio).
 */
const L = {
  idCif: /\bid\s?\.?\s?cif\b|identificador\s+(?:del?\s+)?cif\b/,
  // 'C.U.R.P.' dotted like 'R.F.C.', or the key spelled out.
  curp: /\bc\.?\s?u\.?\s?r\.?\s?p\b\.?|clave\s+unica\s+de\s+registro\s+de\s+poblacion/,
  razonSocial: /denominacion\s*(?:\/|o)?\s*(?:razon\s+social)?|razon\s+social/,
  // Closed by its colon, or alone on its line over the name (a definition list: an exported web page, session 14).
  nombres: /\bnombre\s*(?:\(s\)|s)?\s*(?::|$)/,
  primerApellido: /primer\s+apellido/,
  segundoApellido: /segundo\s+apellido/,
  regimenCapital: /regimen\s+(?:de\s+)?capital/,
  // 'Estatus' alone is the padrón's status in an identity table; 'Situación del contribuyente' says the same.
  estatus: /(?:estatus|situacion)\s+(?:en\s+el\s+)?padron|^estatus\b|^(?:estatus|situacion)\s+del\s+contribuyente/,
  inicioOperaciones: /(?:fecha\s+(?:de\s+)?)?inicio\s+de\s+operaciones/,
  lugarFecha: /lugar\s+y\s+fecha\s+de\s+emision/,
  lugar: /lugar\s+de\s+(?:emision|expedicion)/,
  fechaEmision: /fecha\s+de\s+(?:emision|expedicion)/,
  ultimoCambio: /fecha\s+(?:de\s+)?ultimo\s+cambio/,
  nombreComercial: /nombre\s+comercial/,
  codigoPostal: /codigo\s+postal|\bc\.\s?p\./,
  tipoVialidad: /tipo\s+de\s+vialidad/,
  vialidad: /nombre\s+de\s+(?:la\s+)?vialidad/,
  numeroExterior: /n(?:umero|o\.?|um\.?)\s+ext(?:erior\b|\.|\b)/,
  numeroInterior: /n(?:umero|o\.?|um\.?)\s+interior/,
  colonia: /nombre\s+de\s+la\s+colonia|\bcolonia\b/,
  localidad: /nombre\s+de\s+la\s+localidad/,
  municipio: /nombre\s+del\s+municipio(?:\s+o\s+demarcacion\s+territorial)?|municipio\s+o\s+(?:demarcacion(?:\s+territorial)?|alcaldia)|\bmunicipio\b|\balcaldia\b/,
  // 'Estado:' names the entidad in an address written one label a line.
  // 'Nombre de la Entidad' + 'Federativa:' wrapped below it in a grid of label/value pairs.
  // Not the 'estado' of 'Fecha de último cambio de estado:' (the padrón status's date, in the same constancia).
  entidad: /nombre\s+de\s+la\s+entidad(?:\s+federativa)?|entidad\s+federativa|(?:^|\s)(?<!\bde\s)estado\s*:/,
  entreCalle: /entre\s+calle|y\s+calle/,
  correo: /correo\s+electronico/,
  telefono: /tel\.?\s*fijo|tel\.?\s*movil|telefono/,
};
const stops = [...Object.values(L), labels.rfc];
/** A persona física's whole name under one label ('Nombre completo', 'Nombre (s) y apellidos', 'Nombre' alone on its line). */
// 'Nombre(s), primer y segundo apellido' names the parts in one label (its last word may wrap under it).
const WHOLE_NAME = /nombre\s+completo|^nombre(?:\s+del\s+contribuyente)?\s*:?$|nombre\s*(?:\(s\)|s)?\s+y\s+apellidos?|nombre\s*(?:\(s\)|s)?\s*,\s*primer(?:\s+apellido)?\s*(?:,|y)\s*segundo(?:\s+apellidos?\s*:?)?/;
/**
 * 'Calle' as a column or label of the street when the form has no 'Nombre de vialidad' (its value carries the type),
 * or 'Vialidad' alone, as a phone's card captions it (session 14).
 */
const CALLE = /(?:^|\s)calle(?:\s+y\s+n(?:umero|o\.))?\s*:?(?=\s|$)|^vialidad\s*:?(?=\s|$)/;
/** Street types the street's name is printed with ('CALZADA MORELOS'): the field keeps the name. */
const STREET_TYPE = /^(?:calle|avenida|av\.?|calzada|calz\.?|boulevard|blvd\.?|bulevar|privada|priv\.?|prolongacion|prol\.?|carretera|camino|circuito|paseo|andador|cerrada)\s+/i;
/** A persona física's 'Nombre' caption alone on its line over the name, as a phone's card prints it (session 14). */
function stackedName(doc: TextDoc): Found | undefined {
  const caption = doc.lineIndex(/^nombre(?:\s+completo|\s+del\s+contribuyente)?\s*:?$/);
  const name = caption >= 0 ? nameValue(doc.lines[caption + 1] ?? '') : undefined;
  return name && !rfcsIn(name).length ? { value: name, quality: QUALITY.nextLine, line: caption + 1 } : undefined;
}

/**
 * A persona física's name beside a bare 'Nombre' caption in a grid's cell ('Nombre | RICARDO …', the box at the top
 * re-printed as rows of caption and value), where a company's row reads 'Denominación o razón social' (session 14).
 */
function nameBesideCaption(doc: TextDoc): Found | undefined {
  const at = doc.cells.findIndex((c) => c.length === 2 && /^nombre(?:\s+completo|\s+del\s+contribuyente)?\s*:?$/.test(fold(c[0]!)));
  const name = at >= 0 ? nameValue(doc.cells[at]![1]!) : undefined;
  return name && !rfcsIn(name).length ? { value: name, quality: QUALITY.sameLine, line: at } : undefined;
}

/** 'Emitida en GUADALAJARA, JALISCO, el 12 abril 2026': the place and the date in one sentence. */
/** A place ('CIUDAD, ESTADO') then a date, joined by 'a (los)' or by a separator sign. */
const PLACE_THEN_DATE = /^[\p{L} .]+,\s*[\p{L} .]+(?:,?\s+a(?:\s+los)?\s+|\s*[·•|–—-]\s*)(?:\p{L}+\.?,?\s+)?\d/iu;
const EMITIDA = /\b(?:emitid[oa]|expedid[oa])\s+en\s+/;

const plain: Extractor = (t) => {
  const v = t.replace(/^[\s:]+|[\s:]+$/g, '').replace(/\s+/g, ' ');
  return /[\p{L}\d]/u.test(v) && !/^[\p{L} .()/]{2,40}:/u.test(v) ? v : undefined;
};
/**
 * The padrón's status is one of SAT's few words; a row whose cells the reader joined ('16/06/2003 ACTIVO': the
 * start of operations beside it, a column left empty) gives that word alone. Else the value as printed.
 */
const statusValue: Extractor = (t) => /(?<![\p{L}])(?:activo|suspendido|cancelado|reanudado|reactivado)(?![\p{L}])/iu.exec(t)?.[0] ?? plain(t);
/**
 * A CURP in a cell too narrow for its 18 characters: its check digit wrapped alone to the start of the next line
 * ('CURP: | PELJ800101HDFRPN0' over '1 | …'). Joined back, then read like any CURP.
 */
function curpWrapped(doc: TextDoc): Found | undefined {
  for (let i = 0; i + 1 < doc.lines.length; i++) {
    if (!L.curp.test(doc.folded[i]!)) continue;
    const head = /\b([A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9])(?![A-Z0-9])/.exec(doc.lines[i]!)?.[1];
    const digit = /^(\d)(?:\s|$)/.exec(doc.cells[i + 1]![0] ?? '')?.[1];
    const value = head && digit ? curpsIn(head + digit)[0]?.value : undefined;
    if (value) return { value, quality: QUALITY.nextLine, line: i };
  }
  return undefined;
}

const digitsValue = (n: number): Extractor => (t) => {
  const m = new RegExp(`(?<!\\d)([0-9OIl]{${n}})(?!\\d)`).exec(t);
  return m ? m[1]!.replace(/[Oo]/g, '0').replace(/[Il]/g, '1') : undefined;
};
const numberValue: Extractor = (t) => {
  // A number stops at the comma before the colonia ('2828, COL. AMERICANA') and before the interior number.
  const v = plain(t.split(',')[0]!.replace(/\s+(?:n[uú]m|no)\.?\s+int(?:erior)?\b.*$/i, ''));
  return v && /\d|^s\/?n$/i.test(v) ? v.toUpperCase() : undefined;
};

export function parseCsf(read: TextRead): Extraction {
  const doc = new TextDoc(read);
  detectValuesAbove(doc);
  const fields = new Fields(doc);
  // The identification box at the top prints each value above its label; the section 'Datos de identificación del
  // contribuyente' prints 'Label: value'. Read from that section when there is one.
  const section = Math.max(0, doc.lineIndex(/datos\s+de\s+identificacion/));
  readRfc(doc, fields, 'rfc', labels.rfc, stops);
  const idCif = doc.find(L.idCif, digitsValue(11), { stops });
  fields.found('idCif', idCif);
  // A persona física's CSF prints one CURP: with no label found, the only CURP-shaped token is it.
  const curp = doc.find(L.curp, (t) => curpsIn(t)[0]?.value, { stops }) ?? curpWrapped(doc) ?? (fields.get('rfc')?.length === 13 ? onlyOne(doc, (t) => curpsIn(t).map((c) => c.value)) : undefined);
  if (curp) fields.found('curp', curp, { repaired: wasRepaired(doc, curp.value) });

  const razon = continueName(doc, doc.find(L.razonSocial, nameValue, { stops, from: section, lookahead: section ? 1 : 2 })) ?? doc.find(WHOLE_NAME, nameValue, { stops, from: section, lookahead: 1 });
  const parts = [L.nombres, L.primerApellido, L.segundoApellido].map((re) => doc.find(re, plain, { stops, lookahead: 1, from: section }));
  // The name beside its label in the box at the top, above the section ('Denominación o razón social | EXPEDIENTES…').
  const top = razon || parts[0] ? undefined : (continueName(doc, doc.find(L.razonSocial, nameValue, { stops, lookahead: 0 })) ?? doc.find(WHOLE_NAME, nameValue, { stops, lookahead: 0 }) ?? nameBesideCaption(doc));
  if (razon && razon.line >= section) fields.found('nombre', razon);
  else if (parts[0]) fields.set('nombre', parts.filter(Boolean).map((p) => p!.value).join(' '), doc.confidence * parts[0].quality);
  else if (top && top.quality === QUALITY.sameLine) fields.found('nombre', top);
  else {
    // Only the identification box: the name is the line above its label.
    const at = doc.lineIndex(/nombre\s*,?\s*denominacion|denominacion\s*(?:\/|o)?\s*razon\s+social/);
    // The box's row may hold the RFC and the idCIF in cells beside the name, or a narrow gap joined the idCIF to it
    // ('… S.A. DE C.V. 65177469724'): the cells without an RFC, with no number at the end (a name never ends in one).
    // The name may wrap under its cell ('… S.A.P.I.' + 'DE C.V.') above the captions.
    const values = at > 0 ? doc.valueRowAbove(at) : -1;
    const row = values >= 0 ? doc.cells[values]!.filter((c) => !rfcsIn(c).length) : [];
    const tail = values >= 0 && values < at - 1 ? ` ${doc.lines[at - 1]}` : '';
    const above = at > 0 ? nameValue((row.length ? row.join(' ') : doc.lines[at - 1]!).replace(/\s*\d{6,}$/, '') + tail) : undefined;
    // A caption closed by its colon over the name, under the box's RFC and idCIF (a reprint that keeps the box's
    // order but prints the name after its caption), or alone on its line as a phone's card prints it: the name below.
    const below = above && !/\d/.test(above) ? undefined : at >= 0 && /:\s*$|^\s*(?:nombre\s*,?\s*)?denominacion\s*(?:\/|o)?\s*(?:razon\s+social)?\s*$/.test(doc.folded[at]!) ? continueName(doc, doc.find(L.razonSocial, nameValue, { stops, lookahead: 1 })) : undefined;
    if (above && !/\d/.test(above)) fields.set('nombre', above, doc.confidence * QUALITY.unlabelled);
    else if (below && below.line === at + 1) fields.found('nombre', below);
    else if (at < 0 && stackedName(doc)) fields.found('nombre', stackedName(doc)!);
    else if (at < 0 && idCif) {
      // A box with no captions for the name: 'RFC: …', the name (one line or wrapped), 'idCIF: …', one under the other.
      const rfcAt = rfcLine(doc, fields.get('rfc'));
      const below = rfcAt >= 0 && rfcAt < idCif.line ? nameBelow(doc, rfcAt) : undefined;
      if (below && below.line < idCif.line) fields.found('nombre', below);
    }
  }
  fields.found('regimenCapital', continueCapital(doc, doc.find(L.regimenCapital, plain, { stops, lookahead: 1, from: section })));
  fields.found('estatusPadron', doc.find(L.estatus, statusValue, { stops, from: section }));
  fields.found('fechaInicioOperaciones', doc.find(L.inicioOperaciones, (t) => parseDate(t), { stops, from: section }));

  // 'Lugar y Fecha de Emisión' then 'CUAUHTEMOC , CIUDAD DE MEXICO A 03 DE MARZO DE 2026'.
  const lugar = doc.find(L.lugarFecha, (t) => (datesIn(t).length ? t : undefined), { lookahead: 2 });
  if (lugar) {
    const f = fold(lugar.value);
    const at = /\s+a\s+(?=\d{1,2}\s)|,?\s+(?=\d{1,2}\s+de\s)|\s+a\s+(?=\d{1,2}[/-])/.exec(f);
    // Without the word joining the place to the date ('… NUEVO LEÓN el 2 de marzo', session 14).
    // Nor the sign between them ('TOLUCA, MÉXICO · 6 de marzo de 2026', session 14).
    const tidy = (t: string) => t.replace(/\s*,\s*/g, ', ').replace(/(?:\s+(?:a(?:\s+los)?|el|en))+\s*$/i, '').replace(/^[\s,:]+|[\s,:·•|–—-]+$/g, '');
    // Else the place ends where the date starts, whatever its form ('…, NUEVO LEÓN, 02/03/2026', '… A 2026-03-02').
    const dateAt = at ? -1 : firstDateIndex(lugar.value);
    let place = tidy(at ? lugar.value.slice(0, at.index) : dateAt > 0 ? lugar.value.slice(0, dateAt) : '');
    // The place on its own line and the date under it ('GUADALAJARA , JALISCO' over 'A 24 DE MARZO DE 2026'): the
    // date's line holds only the 'A' that joins them.
    if (/^(?:a|en)?$/i.test(place) && lugar.line > 0 && !L.lugarFecha.test(doc.folded[lugar.line - 1]!) && !datesIn(doc.lines[lugar.line - 1]!).length) place = tidy(doc.lines[lugar.line - 1]!);
    if (place) fields.set('lugarEmision', place, doc.confidence * lugar.quality);
    fields.set('fechaEmision', parseDate(lugar.value), doc.confidence * lugar.quality);
  } else {
    const sentence = doc.lineIndex(EMITIDA);
    const said = sentence >= 0 ? placeAndDate(doc.lines[sentence]!.slice(doc.folded[sentence]!.search(EMITIDA)).replace(/^\S+\s+en\s+/i, '')) : undefined;
    // A letter's place and date with no label: 'GUADALAJARA, JALISCO, a los 3 días del mes de abril de 2026.', or
    // the month first ('MONTERREY, NUEVO LEÓN, A MARZO 3 DE 2026'); or, in a redesigned header, a middle dot, a bullet,
    // a bar or a dash between them and the weekday spelled out ('TOLUCA, MÉXICO · viernes, 6 de marzo de 2026',
    // 'LEÓN, GUANAJUATO – 2026-03-06', session 14).
    const dated = said ? undefined : doc.lines.findIndex((l, k) => PLACE_THEN_DATE.test(l) && firstDateIndex(l) > 0 && k < 12);
    const letter = dated !== undefined && dated >= 0 ? placeAndDate(doc.lines[dated]!) : undefined;
    if (said ?? letter) {
      const found = (said ?? letter)!;
      fields.set('lugarEmision', found.place, doc.confidence * QUALITY.nextLine);
      fields.set('fechaEmision', found.date, doc.confidence * QUALITY.nextLine);
    } else {
      fields.found('lugarEmision', doc.find(L.lugar, plain, { stops }));
      fields.found('fechaEmision', doc.find(L.fechaEmision, (t) => parseDate(t)));
    }
  }

  // The domicile's labels (a footer prints SAT's own C.P.): from 'Datos del domicilio registrado' on.
  const home = { stops, lookahead: 1, from: Math.max(0, doc.lineIndex(/datos\s+del\s+domicilio/)) };
  // An address printed as a table whose header names its parts ('Calle | Número | Colonia | CP | Municipio | Entidad'):
  // each part from its column; the labels below fill what the table does not have.
  const table = addressTableParts(doc, home.from);
  const cell = (part: Parameters<NonNullable<typeof table>['parts']['get']>[0], extract: Extractor) => {
    const raw = table?.parts.get(part);
    const value = raw === undefined ? undefined : extract(raw);
    return value === undefined ? undefined : { value, quality: QUALITY.nextLine, line: table!.line };
  };
  fields.found('domicilio.codigoPostal', cell('cp', digitsValue(5)) ?? doc.find(/codigo\s+postal/, digitsValue(5), home) ?? doc.find(L.codigoPostal, digitsValue(5), home));
  const street = cell('calle', plain) ?? wrappedTail(doc, doc.find(L.vialidad, plain, home)) ?? doc.find(CALLE, plain, home);
  fields.found('domicilio.vialidad', street && { ...street, value: street.value.replace(STREET_TYPE, '') });
  fields.found('domicilio.numero', cell('numero', numberValue) ?? doc.find(L.numeroExterior, numberValue, home));
  fields.found('domicilio.colonia', cell('colonia', plain) ?? wrappedTail(doc, doc.find(L.colonia, plain, home)));
  fields.found('domicilio.municipio', cell('municipio', plain) ?? wrappedTail(doc, doc.find(L.municipio, plain, home)));
  fields.found('domicilio.entidad', cell('entidad', plain) ?? doc.find(L.entidad, plain, home));
  readAddressLine(doc, fields);

  readActividades(doc, fields);
  readRegimenes(doc, fields);
  return buildExtraction('mxcsf', fields, { issueDate: fields.get('fechaEmision') });
}

/**
 * A value in the last cell of a grid's row of pairs that wrapped onto a line of its own ('Nombre de Vialidad:
 * VENUSTIANO' + 'CARRANZA'): that line, one cell of capitals with no label nor digits, ends it.
 */
function wrappedTail(doc: TextDoc, found: Found | undefined): Found | undefined {
  const cells = found ? doc.cells[found.line]! : [];
  const next = found ? doc.cells[found.line + 1] : undefined;
  if (!found || cells.length < 3 || cells.at(-1)!.trim() !== found.value.trim() || next?.length !== 1) return found;
  const tail = next[0]!.trim();
  return /^[\p{Lu}][\p{Lu} .'-]+$/u.test(tail) && !isLabelCell(fold(tail)) ? { ...found, value: `${found.value} ${tail}` } : found;
}

/** The words SAT's régimen de capital is spelled out with ('SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE'). */
const CAPITAL_WORDS = /^(?:(?:sociedad|anonima|de|del|capital|variable|civil|responsabilidad|limitada|promotora|inversion|bursatil|acciones|simplificada|cooperativa|asociacion|nombre|colectivo|comandita|simple|por|produccion|rural|interes|publico|y|e|en|social|mercantil)\s*)+$/;

/**
 * A régimen de capital that wrapped: 'SOCIEDAD … DE CAPITAL' + 'VARIABLE', or in a grid of label/value pairs the
 * right-hand cell of the next lines ('BAJÍO, S.A.P.I. DE C.V.<tab>PROMOTORA DE INVERSION DE', 'CAPITAL VARIABLE'):
 * the cells below made only of the régimen's words continue it.
 */
function continueCapital(doc: TextDoc, found: Found | undefined): Found | undefined {
  if (!found) return found;
  let value = found.value;
  for (let j = found.line + 1; j <= found.line + 3 && j < doc.lines.length; j++) {
    if (/:/.test(doc.lines[j]!)) break;
    const cell = doc.cells[j]!.find((c) => CAPITAL_WORDS.test(fold(c).trim()));
    if (!cell) break;
    value = `${value} ${cell}`;
  }
  return { ...found, value };
}

/**
 * The domicile on one line under its heading: 'CALZADA MORELOS NÚM. EXT. 2828 NÚM. INT. PISO 3, COL. AMERICANA, C.P.
 * 44807, GUADALAJARA, JALISCO' (street with its numbers, colonia, C.P., municipio, entidad); only the parts the
 * labels did not give.
 */
function readAddressLine(doc: TextDoc, fields: Fields): void {
  const heading = doc.lineIndex(/domicilio(?:\s+fiscal)?\s*:?\s*$/);
  if (heading < 0) return;
  // The line may wrap after a comma ('…, C.P. 37996, LEÓN,' + 'GUANAJUATO', or '…, C.P. 37996,' + 'LEÓN, GUANAJUATO':
  // a short line of capitals, commas between its parts, that is not the next section's heading) or inside the entidad ('…, MONTERREY, NUEVO' + 'LEÓN': its last part and the line under
  // it make the name of an entidad federativa).
  const first = doc.lines[heading + 1] ?? '';
  const tail = doc.lines[heading + 2] ?? '';
  const afterComma = /,$/.test(first) && /^[\p{Lu}][\p{Lu} .,'-]{1,60}$/u.test(tail) && !SECTION.test(doc.folded[heading + 2]!);
  const insideEntidad = /^[\p{Lu}][\p{Lu} '-]{1,30}$/u.test(tail) && isEntidad(`${first.split(',').at(-1)} ${tail}`);
  const line = afterComma || insideEntidad ? `${first} ${tail}` : first;
  const parts = line.split(/\s*,\s*/);
  const cpAt = parts.findIndex((p) => /^c\.?\s?p\.?\s*\d{5}$/i.test(p));
  if (parts.length < 4 || cpAt < 1) return;
  const q = doc.confidence * QUALITY.nextLine;
  const street = parts[0]!;
  const f = fold(street);
  const ext = /\s+n(?:um|o)\.?\s+ext(?:erior)?\.?\s+/.exec(f);
  const int = /\s+n(?:um|o)\.?\s+int(?:erior)?\.?\s+/.exec(f);
  if (ext) {
    fields.set('domicilio.vialidad', street.slice(0, ext.index).replace(STREET_TYPE, ''), q);
    fields.set('domicilio.numero', street.slice(ext.index + ext[0].length, int && int.index > ext.index ? int.index : undefined).trim(), q);
  } else {
    const m = /^(.*\S)\s+(\d+[A-Z]?)(?:\s+.*)?$/.exec(street);
    if (m) {
      fields.set('domicilio.vialidad', m[1]!.replace(STREET_TYPE, ''), q);
      fields.set('domicilio.numero', m[2]!, q);
    }
  }
  const colonia = parts.find((p) => /^col(?:onia)?\.?\s+/i.test(p));
  if (colonia) fields.set('domicilio.colonia', colonia.replace(/^col(?:onia)?\.?\s+/i, ''), q);
  fields.set('domicilio.codigoPostal', parts[cpAt]!.replace(/\D/g, ''), q);
  const after = parts.slice(cpAt + 1).filter(Boolean);
  if (after.length >= 2) {
    fields.set('domicilio.municipio', after[0]!, q);
    fields.set('domicilio.entidad', after[1]!.replace(/\.$/, ''), q);
  }
}

/** 'GUADALAJARA, JALISCO, el 12 abril 2026' → the place and the ISO date. */
export function placeAndDate(text: string): { place: string; date: string } | undefined {
  const at = firstDateIndex(text);
  if (at <= 0) return undefined;
  const date = parseDate(text.slice(at));
  const place = text
    .slice(0, at)
    .replace(/[\s,]+(?:el(?:\s+dia)?|a(?:\s+los?)?|al)\s*$/i, '')
    // The sign a redesigned header prints between the place and the date ('… JALISCO · martes, 3 de marzo de 2026').
    .replace(/[\s,]*[·•|–—-]\s*$/, '')
    .replace(/\s*,\s*/g, ', ')
    .replace(/^[\s,:]+|[\s,:]+$/g, '');
  return place && date ? { place, date } : undefined;
}

/** A table's header row: every cell a label (no digits), at least two cells; its folded cells. */
function headerCells(doc: TextDoc, j: number): string[] | undefined {
  const cells = doc.cells[j]!;
  if (cells.length < 2 || /\d/.test(doc.lines[j]!)) return undefined;
  return cells.map(fold);
}

/** An activity row by its header's columns (any order): the activity, its percentage and its start date. */
function activityByColumns(header: string[], row: string[]): { actividad: string; porcentaje: string; fecha: string } | undefined {
  if (row.length > header.length || row.length < 3) return undefined;
  // A row short of its header left a blank cell out (the end date of an activity still in force).
  const col = (re: RegExp) => {
    const k = header.findIndex((h) => re.test(h));
    return k < 0 || row.length === header.length ? k : shortRowColumn(header, row.length, k);
  };
  const a = col(/actividad|descripcion/);
  const p = col(/porcentaje|%|participacion/);
  const d = col(/fecha\s+(?:de\s+)?(?:inicio|alta)|^inicio|^alta|^desde/);
  if (a < 0 || p < 0 || d < 0) return undefined;
  const pct = /^(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(row[p] ?? '');
  const fecha = parseDate(row[d] ?? '');
  const actividad = row[a]?.trim();
  if (!pct || Number(pct[1]) > 100 || !fecha || !actividad || !/\p{L}{3,}/u.test(actividad)) return undefined;
  return { actividad, porcentaje: String(Number(pct[1])), fecha };
}

/** Where an activity's section ends: the next section's heading. */
const AFTER_ACTIVITIES = /^(?:regimen|obligaciones|sus datos|cadena|sello)/;

/**
 * 'Actividades Económicas:' then rows 'orden actividad porcentaje fecha-inicio [fecha-fin]' (or '1) actividad — 60 %
 * — desde 01.02.2020'); an activity may wrap. A header of cells maps its columns in whatever order it has them.
 */
function readActividades(doc: TextDoc, fields: Fields): void {
  // Or a header row that names the activity column ('No. | Giro o actividad económica | Participación | Desde').
  // A phone's list heading counts its cards: 'Actividades económicas (2)' (session 14).
  let start = doc.lineIndex(/^actividad(?:es)?(?:\(es\))?\s+economicas?(?:\(s\))?(?:\s*\(\d{1,3}\))?\s*:?\s*$|^orden\s+actividad/);
  if (start < 0) start = doc.folded.findIndex((f, j) => headerCells(doc, j)?.some((h) => /actividad/.test(h)) && !/regimen/.test(f)) - 1;
  // Or no heading: the first activity is a row of a two-column table ('Actividad Económica (orden 1) | Servicios …').
  if (start < -1) start = doc.lines.findIndex((_, j) => matchLabel(BLOCK_START, foldLabel(doc.pairLine(j)))) - 1;
  if (start < -1) return;
  if (activityBlocks(doc, fields, start + 1)) return;
  let i = 0;
  let pending = '';
  let header: string[] | undefined;
  for (let j = start + 1; j < doc.lines.length; j++) {
    const f = doc.folded[j]!;
    const head = headerCells(doc, j);
    if (head && head.some((h) => /porcentaje|actividad|descripcion/.test(h))) {
      header = head;
      continue;
    }
    if (/^(?:orden|actividad\s+economica)\b/.test(f) && !datesIn(f).length) continue;
    if (AFTER_ACTIVITIES.test(f)) break;
    const byColumns = header && !pending ? activityByColumns(header, doc.cells[j]!) : undefined;
    if (byColumns) {
      fields.set(`actividades[${i}].actividad`, byColumns.actividad, doc.confidence);
      fields.set(`actividades[${i}].porcentaje`, byColumns.porcentaje, doc.confidence);
      fields.set(`actividades[${i}].fechaInicio`, byColumns.fecha, doc.confidence);
      i++;
      continue;
    }
    const line = pending ? `${pending} ${doc.lines[j]}` : doc.lines[j]!;
    // The numbers may come with their labels, on the line under the activity ('Porcentaje: 60  Fecha Inicio: …').
    const m = /^\s*(\d{1,2})[).-]?\s+(.+?)\s+(?:[—–-]\s+)?(?:(?:porcentaje|participaci[oó]n)\s*:?\s*)?(\d{1,3}(?:\.\d+)?)\s*%?\s+(?:[—–-]\s+)?(?:desde\s+|fecha\s+(?:de\s+)?inicio\s*:?\s*)?(\S+)/i.exec(line);
    const date = m ? parseDate(line.slice(line.indexOf(m[3]!, m[1]!.length + m[2]!.length))) : undefined;
    if (m && date) {
      const q = doc.confidence * (pending ? QUALITY.nextLine : 1);
      fields.set(`actividades[${i}].actividad`, m[2]!.replace(/\s*[—–-]\s*$/, '').trim(), q);
      fields.set(`actividades[${i}].porcentaje`, String(Number(m[3])), q);
      fields.set(`actividades[${i}].fechaInicio`, date, q);
      i++;
      pending = '';
    } else if (/^\s*\d{1,2}[).-]?\s+\p{L}/u.test(line) || pending) {
      pending = line;
      if (pending.length > 400) break;
    } else if (i > 0 && /^\p{L}[\p{L}\s,.()]*$/u.test(line) && !/:/.test(line)) {
      // The activity's text wrapped under its row (the numbers stay on the first line).
      const key = `actividades[${i - 1}].actividad`;
      const last = fields.list.find((f) => f.key === key);
      if (last) last.value = `${last.value} ${line.trim()}`;
    } else if (i > 0) break;
  }
}

/** An activity's label, also with its number ('Actividad económica (orden 1):', 'Actividad 2:', 'Actividad No. 3:'). */
const BLOCK_LABEL = /(?:^|\s)actividad(?:\s+economica)?(?:\s*\((?:orden|no\.?|num\.?|#)?\s*\d{1,2}\)|\s+(?:no\.?\s*|num\.?\s*|#\s*)?\d{1,2})?\s*:\s*/g;
const BLOCK_START = new RegExp(BLOCK_LABEL.source.replace('(?:^|\\s)', '^'));

/** An activity card's caption alone on its line, its value under it. */
const STACKED_CAPTION = /^(?:actividad(?:\s+economica)?|porcentaje|participacion|desde|fecha\s+(?:de\s+)?inicio|inicio)\s*:?$/;

/**
 * Each activity as a block of labelled values ('Actividad: …', 'Porcentaje: 70%', 'Fecha de inicio: 16/06/2003'),
 * a label a line or all on one line: the text from one 'Actividad:' to the next. Whether any was read.
 */
function activityBlocks(doc: TextDoc, fields: Fields, from: number): boolean {
  let to = from;
  while (to < doc.lines.length && !AFTER_ACTIVITIES.test(doc.folded[to]!)) to++;
  // A two-column table's rows ('Porcentaje | 70') read as the labelled values they are.
  // A caption alone over its value, as a phone's card prints it ('Actividad' then the activity under it), is the
  // labelled value it is (session 14).
  const pairs: string[] = [];
  for (let j = from; j < to; j++) {
    const alone = STACKED_CAPTION.test(doc.folded[j]!.trim()) && j + 1 < to;
    pairs.push(alone ? `${doc.lines[j]!.trim().replace(/\s*:$/, '')}: ${doc.lines[++j]}` : doc.pairLine(j));
  }
  const text = pairs.join('\n');
  const folded = pairs.map(foldLabel).join('\n');
  const starts = [...folded.matchAll(BLOCK_LABEL)].map((m) => ({ at: m.index, value: m.index + m[0].length }));
  let i = 0;
  starts.forEach((s, k) => {
    const end = starts[k + 1]?.at ?? text.length;
    const f = folded.slice(s.value, end);
    const pct = /(?:porcentaje|participacion)\s*:?\s*(\d{1,3}(?:\.\d+)?)\s*%?/.exec(f);
    const since = /fecha\s+(?:de\s+)?(?:inicio|alta)\s*:?|(?:^|\s)(?:inicio|desde|alta)\s*:/.exec(f);
    const fecha = since ? parseDate(text.slice(s.value + since.index + since[0].length, end)) : undefined;
    const cut = Math.min(...[pct, since].filter((m) => m).map((m) => m!.index));
    const actividad = text.slice(s.value, s.value + cut).replace(/\s+/g, ' ').trim();
    if (!pct || Number(pct[1]) > 100 || !fecha || !/\p{L}{3,}/u.test(actividad)) return;
    fields.set(`actividades[${i}].actividad`, actividad, doc.confidence * QUALITY.nextLine);
    fields.set(`actividades[${i}].porcentaje`, String(Number(pct[1])), doc.confidence * QUALITY.nextLine);
    fields.set(`actividades[${i}].fechaInicio`, fecha, doc.confidence * QUALITY.nextLine);
    i++;
  });
  return i > 0;
}

/** A régimen card's label ('Régimen:', 'Régimen fiscal:', or 'Régimen' alone over its value), its value after it. */
const CARD_LABEL = /^regimen(?:\s+fiscal)?\s*(?::\s*|$)/;

/** The label of a régimen card's start date ('Fecha Inicio:', 'Fecha de alta', 'Desde'). */
const CARD_START = /^(?:fecha\s+(?:de\s+)?(?:inicio|alta)|inicio|alta|desde|vigente\s+desde)\s*:?$/;

/**
 * 'Regímenes:' (or 'Régimen fiscal') then rows 'régimen fecha-inicio [fecha-fin]' or 'régimen (desde 01.02.2020)';
 * rows of cells in any order: the cell with a date is the start, the one with words the régimen.
 */
function readRegimenes(doc: TextDoc, fields: Fields): void {
  let start = doc.lineIndex(/^reg[ií]men(?:es)?(?:\(es\))?(?:\s+fiscal(?:es)?(?:\(es\))?)?(?:\s*\(\d{1,3}\))?\s*:?\s*$|^regimen\s+fecha\s+inicio|^regimen(?:es)?(?:\s+fiscal(?:es)?)?(?:\s+vigentes?)?\s+(?:desde|fecha|alta|inicio)\b/);
  // Or no heading: the first régimen is a row of a two-column table ('Régimen | Régimen General de Ley…').
  if (start < 0) start = doc.lines.findIndex((_, j) => CARD_LABEL.test(fold(doc.pairLine(j)))) - 1;
  if (start < -1) return;
  let i = 0;
  // A card per régimen ('Régimen: NAME', or the label over its name, then 'Fecha Inicio: date', 'Fecha Fin:'), as
  // the SAT's page prints them in one column: the name waits for its date (session 13).
  let card: string | undefined;
  let cards = false;
  for (let j = start + 1; j < doc.lines.length; j++) {
    const f = doc.folded[j]!;
    // A header of cells naming the start date ('Régimen | Desde') is a table's, not a card's label and value.
    if (headerCells(doc, j)?.some((h) => CARD_START.test(h.trim()))) continue;
    // (A two-column table's row is the card's label and its value: 'Régimen | Régimen Simplificado de Confianza'.)
    const pair = doc.pairLine(j);
    const label = CARD_LABEL.exec(fold(pair));
    if (label) {
      cards = true;
      card = pair.slice(label[0].length).trim() || (doc.lines[j + 1] && !isLabelCell(doc.folded[j + 1]!) ? doc.lines[++j] : undefined);
      // The card on one line, its start date's label beside the name ('Régimen: NAME | Fecha inicio: 01/04/2015').
      const at = card ? firstDateIndex(card) : -1;
      const beside = at > 0 ? /\s*(?:fecha\s+(?:de\s+)?(?:inicio|alta)|inicio|alta|desde|vigente\s+desde)\s*:?\s*$/.exec(fold(card!.slice(0, at))) : null;
      if (beside) {
        fields.set(`regimenes[${i}].regimen`, card!.slice(0, beside.index).replace(/[\s:|]+$/, ''), doc.confidence * QUALITY.sameLine);
        fields.set(`regimenes[${i}].fechaInicio`, datesIn(card!)[0], doc.confidence * QUALITY.sameLine);
        i++;
        card = undefined;
      }
      continue;
    }
    if (/^regimen\s+fecha/.test(f) || headerCells(doc, j)) continue;
    if (/^(?:obligaciones|actividad|sus datos|cadena|sello|descripcion)/.test(f)) break;
    const dates = datesIn(doc.lines[j]!);
    if (cards) {
      // Only the start's label, or none (the date under its label): 'Fecha Fin:' and the like are skipped.
      const before = fold(doc.lines[j]!.slice(0, Math.max(0, firstDateIndex(doc.lines[j]!)))).trim();
      // A long name wraps onto the card's next line, before its date's label (session 14).
      if (card && !dates.length && !CARD_START.test(f.trim()) && /^\p{L}[\p{L}\s,.()]*$/u.test(doc.lines[j]!.trim())) card = `${card} ${doc.lines[j]!.trim()}`;
      if (card && dates.length && (!before || CARD_START.test(before))) {
        fields.set(`regimenes[${i}].regimen`, card, doc.confidence * QUALITY.nextLine);
        fields.set(`regimenes[${i}].fechaInicio`, dates[0], doc.confidence * QUALITY.nextLine);
        i++;
        card = undefined;
      }
      continue;
    }
    if (!dates.length) {
      if (i > 0) break;
      continue;
    }
    const cells = doc.cells[j]!;
    const named = cells.length > 1 ? cells.find((c) => !datesIn(c).length && /\p{L}{4,}/u.test(c)) : undefined;
    const at = firstDateIndex(doc.lines[j]!);
    // A list item ('- Régimen …, alta el 13 MAY 2014'): no bullet, nor the words that introduce its date.
    const name = (named ?? (at > 0 ? doc.lines[j]!.slice(0, at) : ''))
      .replace(LIST_MARK, '')
      .replace(/[\s,(—–-]*(?:desde(?:\s+el)?|a\s+partir\s+de(?:l)?|(?:fecha\s+de\s+)?alta(?:\s+el)?|inicio(?:\s+el)?)?[\s(—–-]*$/i, '')
      .trim();
    if (!name) continue;
    fields.set(`regimenes[${i}].regimen`, name, doc.confidence);
    fields.set(`regimenes[${i}].fechaInicio`, dates[0], doc.confidence);
    i++;
  }
}
