import type { TextRead } from '../readers/types';
import { beforeCaption, continueName, detailsBeside, endsInLegalForm, isIssuerLine, isLegalForm, labels, nameAbove, nameValue, detectValuesAbove } from './common';
import { dateTimeExtractor, parseDate } from './dates';
import { buildExtraction, Fields } from './extraction';
import { rfcsIn } from './normalise';
import { beforeNextLabel, cellsOf, fold, isLabelCell, linePieces, matchLabel, QUALITY, TextDoc, type Extractor, type Found } from './text';
import type { Extraction } from './types';

/**
 * A proof of address (CFE, Telmex, water, gas, internet bills): the issuer's name as printed (its letterhead), the
 * holder, the address (labelled, or the block of street / colonia / C.P. lines under the holder's name), its C.P.,
 * and the date it was issued ('Fecha de emisión', 'de expedición', 'de facturación'; else the end of the billed
 * period).
 */
const L = {
  // 'Suscriptor' and 'Abonado' (cable and telephone bills) name the holder too.
  // The owner or occupant of a property (water and property-tax bills): 'Propietario', 'Poseedor', 'Contratante'.
  // A party's block heading alone on its line ('Datos del suscriptor', 'Datos del cliente') over the holder's name.
  // 'Contribuyente' or 'Cliente' alone on its line (a property-tax receipt, a bill's heading) names the holder below it.
  // A CFDI's printed form names the customer 'Receptor' (the issuer 'Emisor').
  // Not the 'titular' or 'domicilio' of the sentence a statement ends with ('válido como comprobante de domicilio del
  // titular.'): the document's kind, named in prose, labels nothing.
  // A bill's sentence names the holder: 'Servicio a nombre de NOMBRE'; a company's bill captions it 'Razón social'.
  // An invoice's party column heading 'Facturado a' (session 14).
  // A utility's block heading 'Datos del servicio' / 'del suministro' / 'del contrato' over the holder's name and the
  // service's address; not a letter's salutation ('Estimado cliente:'), which names nobody (session 14).
  titular: /\ba\s+nombre\s+de\b|^(?:nombre\s*(?:,|o|\/)?\s*(?:denominacion\s*)?(?:o\s*|\/\s*)?)?razon\s+social\s*(?::|$)|^contribuyente\s*(?::|$)|\breceptor\s*(?::|$)|\b(?:propietario|poseedor|contratante|arrendatario)(?:\s*(?:\/|o)\s*(?:usuario|poseedor))?\b|\btitular\b(?!\s*[.,;])|nombre\s+del\s+(?:cliente|titular|usuario|suscriptor|abonado)|^datos\s+del\s+(?:cliente|titular|usuario|suscriptor|abonado|servicio|suministro|contrato)$|(?<!(?:estimad[oa]s?|apreciables?|querid[oa]s?|distinguid[oa]s?)\s+)\bcliente\s*:|^cliente$|^(?:usuario|suscriptor|abonado)\b|\b(?:usuario|suscriptor|abonado)\s*:|\bnombre\s*:|^facturad[oa]\s+a\s*:?$/,
  // 'Domicilio del suministro', 'de instalación', 'de la toma': the words after 'de' name the address, they are not it.
  // 'Ubicación del predio' (water and property-tax bills) and 'Lugar de suministro' name it too.
  domicilio: /(?<!comprobante\s+de\s+)\bdomicilio(?:\s+fiscal|\s+(?:del?|de\s+la)\s+[a-z]+)?|\b(?:direccion|ubicacion)(?:\s+(?:del?|de\s+la)\s+[a-z]+)?\b|lugar\s+de\s+(?:suministro|servicio|instalacion)/,
  // 'C.P.' at the end of its line: the number wrapped to the next one.
  codigoPostal: /codigo\s+postal|\bc\.?\s?p\.?(?=\s*:?\s*(?:\d|$))/,
  // A bank statement's 'Fecha de corte' is the day it was drawn up (session 12).
  // A bill's headed row captions it with the word alone ('No. de cuenta | Emisión | Periodo | Pagar antes de') or
  // 'F. emisión', 'Fecha expedición' (session 13).
  emision: /fecha\s+(?:de\s+)?(?:emision|expedicion|facturacion|elaboracion|corte)|(?:emitid|expedid)[oa]\s*(?:el\b|:)|fecha\s+de\s+impresion|(?:^|:)\s*(?:f\.\s*(?:de\s+)?)?(?:emision|expedicion|elaboracion)\s*(?::|$)/,
  // A receipt paid online (property tax, water) is issued when it is paid: 'Fecha de pago', 'Pagado el'; not a bill's
  // due date ('Fecha de pago oportuno', 'Pague antes de').
  pagado: /fecha\s+(?:y\s+hora\s+)?de\s+(?:pago|operacion)(?!\s+(?:oportuno|limite))|\bpagad[oa]\s+el\b/,
  periodo: /periodo\s+(?:facturado|de\s+consumo|de\s+facturacion)|\bperiodo\b/,
  limite: /fecha\s+limite(?:\s+de\s+pago)?|limite\s+de\s+pago|pagar\s+antes\s+de/,
  // A party's block heading alone on its line names the issuer below it too: 'Emisor', 'Datos del emisor'.
  // 'Emitido por', 'Expedido por' over the issuer's name, or before it on its line (session 14).
  emisor: /\bemisor\s*:|\bempresa\s*:|\bproveedor\s*:|^(?:datos\s+del\s+)?(?:emisor|proveedor|prestador\s+del\s+servicio)$|^(?:emitid|expedid)[oa]\s+por\b\s*:?/,
  numero: /n(?:o|um|umero)\.?\s+de\s+(?:servicio|cuenta|cliente|telefono)|\bcuenta\b|\btotal\b|\btelefono\b|\btarifa\b|\bconsumo\b|\bimporte\b/,
};
const stops = Object.values(L);

/** A form's caption for the interior number before an interior that names its own kind ('Int. LOCAL 5'). */
const INTERIOR_CAPTION = /(?<![\p{L}])(?:no\.?\s*|n[uú]m\.?\s*)?int(?:erior|\.)?\s*:?\s+(?=(?:local|despacho|depto|departamento|oficina|piso|bodega|casa|edificio|torre|suite|int(?:erior)?)\b\.?)/giu;

/** The heading of one party's block: the holder's ('Datos del suscriptor', 'Cliente') or the issuer's ('Datos del emisor'). */
// An invoice's headings in words: 'Emitido por | Facturado a', 'Expedido por | Cliente' (session 14).
const PARTY_HEADING = /^(?:(?:datos\s+del\s+)?(?:suscriptor|abonado|cliente|titular|usuario|receptor|emisor|proveedor|prestador\s+del\s+servicio)|(?:emitid|expedid)[oa]\s+por|facturad[oa]\s+a)\s*:?$/;

/** Which block a row of one cell under side-by-side blocks continues. */
function continuedBlock(blocks: string[][], cell: string): number {
  const last = blocks.map((b) => b.at(-1)!);
  // A wrapped legal form ('DE C.V.', 'MEXICANOS, S. DE R.L. DE C.V.') ends the name left open ('… S.A.P.I. DE',
  // '… INDUSTRIAL'); when no name or both are, the right one, the text a PDF writer puts alone on its line after the
  // row's left cells.
  if (isLegalForm(cell) || (endsInLegalForm(cell) && !/\d/.test(cell))) {
    // 'DE C.V.' may follow 'S.A.' or 'S. DE R.L.', never a name already ending in 'C.V.'.
    const open = last.flatMap((l, k) => (!endsInLegalForm(l) || (/^DE\b/i.test(cell) && awaitsDeCv(l)) ? [k] : []));
    return open.length === 1 ? open[0]! : blocks.length - 1;
  }
  // An address's line ('C.P. 44100') continues the block whose last line is one; of two, the one whose last line
  // ends on its C.P., the city still to come ('C.P. 44416' + 'GUADALAJARA, JALISCO' beside 'COL. X, C.P. 06600, CDMX').
  // An address holds one C.P.: a line with a C.P. goes to the block that has none yet.
  const address = last.flatMap((l, k) => (isAddressText(l) ? [k] : []));
  const cp = /(?<!\d)\d{5}(?!\d)/;
  const awaiting = cp.test(cell) ? address.find((k) => !blocks[k]!.some((l) => cp.test(l))) : undefined;
  return awaiting ?? address.find((k) => /(?<!\d)\d{5}$/.test(last[k]!.trim())) ?? address[0] ?? 0;
}

/** A name its line cut before its legal form or inside it ('…DEL GOLFO,', '…, S.A.P.I. DE', '…, S. DE'). */
const OPEN_NAME = /(?:,|\b(?:S\.?\s?A\.?(?:\s?P\.?\s?I\.?)?|S\.|R\.?\s?L\.?)\s+DE)$/i;

/** A name a wrapped 'DE C.V.' or 'DE R.L. DE C.V.' may still finish: ending in 'S.', 'S.A.', 'S.A.P.I.', 'R.L.' or another legal form short of 'C.V.'. */
const awaitsDeCv = (name: string) => /\bS\.(?:\s?A\.)?(?:\s?P\.\s?I\.)?$|\bR\.\s?L\.$/i.test(name) || (endsInLegalForm(name) && !/C\.?\s?V\.?$/i.test(name));

/**
 * The names' row of two blocks side by side that a narrow gap joined into one cell: a long name fills its column and
 * its wrapped line ends on an open legal form ('…, S. DE' + 'R.L. DE C.V.' under it) right before the other block's
 * name, whole to its legal form. Parted there; any other cell is left as it is.
 */
function twoNames(cells: string[]): string[] {
  if (cells.length !== 1) return cells;
  const words = cells[0]!.split(' ');
  for (let k = 2; k < words.length - 1; k++) {
    const left = words.slice(0, k).join(' ');
    const right = words.slice(k).join(' ');
    const open = OPEN_NAME.test(left) || endsInLegalForm(left);
    if (open && endsInLegalForm(right) && /^\p{Lu}{2,}/u.test(right) && !isLegalForm(words[k]!) && !/^(?:DE|R\.?L|C\.?V)/i.test(words[k]!)) return [left, right];
  }
  return cells;
}

/**
 * A bill that prints its parties' blocks side by side under their headings ('Datos del suscriptor | Datos del emisor',
 * 'Cliente | Emisor'): each row holds a line of each block. The blocks are written one after the other, each under its
 * heading, so that each reads as printed alone. A row of one cell (no label on it) continues the block it continues:
 * a wrapped legal form the name left open, an address line the block of address lines. A label ends the blocks
 * (session 13).
 */
export function partyBlocksApart(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (addressBoxApart(lines, i)) break;
    const heads = cellsOf(lines[i]!);
    // No headings: the issuer's letterhead (its name first) beside the customer's name opens the blocks (session 14).
    const letterhead = i < 3 && heads.length === 2 && ISSUERS.test(fold(heads[0]!)) && !ISSUERS.test(fold(heads[1]!)) && !/\d|:/.test(heads[1]!);
    if (!letterhead && (heads.length < 2 || !heads.every((h) => PARTY_HEADING.test(fold(h))))) continue;
    const blocks = heads.map((h) => [h]);
    let j = i + 1;
    for (; j < lines.length; j++) {
      const cells = j === i + 1 && heads.length === 2 && !letterhead ? twoNames(cellsOf(lines[j]!)) : cellsOf(lines[j]!);
      if (cells.length === heads.length) cells.forEach((c, k) => blocks[k]!.push(c));
      else if (cells.length === 1 && !LABEL_AND_VALUE.test(cells[0]!) && !isLabelCell(fold(cells[0]!))) {
        const k = continuedBlock(blocks, cells[0]!);
        // Under a letterhead the block opens with the name itself: its wrapped rest finishes it on its line.
        if (letterhead && blocks[k]!.length === 1 && !/\d/.test(cells[0]!)) blocks[k]![0] = `${blocks[k]![0]} ${cells[0]}`;
        else blocks[k]!.push(cells[0]!);
      }
      else break;
    }
    // The letterhead's block written after the customer's: the first address read is the customer's, never the issuer's office.
    lines.splice(i, j - i, ...(letterhead ? [...blocks.slice(1), blocks[0]!] : blocks).flat());
    break;
  }
  return lines.join('\n');
}

/** A box captioned as an address: 'Domicilio', 'Domicilio del servicio', 'Dirección de suministro', 'Ubicación del servicio'. */
const ADDRESS_BOX = /^(?:domicilio|direccion|ubicacion)(?:\s+(?:del?|de\s+la)\s+[a-z ]{3,30})?\s*:?$/;

/**
 * A band of captioned boxes side by side whose first box is an address ('Domicilio del servicio | Resumen de su cuenta
 * | Información fiscal | Atención', session 14): each row starts with a line of the address, then the other boxes'
 * caption/value cells, as many as they print, and a box that ends early leaves the next box's lines under its column.
 * The address box is its rows' first cells, up to its city (the line after its C.P., or the C.P. after its city): it
 * is written first, under its caption, and the other boxes' cells after it, row by row. The band ends at a sentence.
 */
function addressBoxApart(lines: string[], i: number): boolean {
  const heads = cellsOf(lines[i]!);
  if (heads.length < 2 || !ADDRESS_BOX.test(fold(heads[0]!)) || !heads.slice(1).every((h) => !/\d/.test(h) && isLabelCell(fold(h)))) return false;
  const cp = /(?<!\d)\d{5}(?!\d)/;
  const box = [heads[0]!];
  const rest = [heads.slice(1).join('\t')];
  const complete = () => {
    const at = box.findIndex((l) => cp.test(l));
    return at > 0 && (at < box.length - 1 || isEntidad(box[at]!.split(',').at(-1)!.replace(cp, '').replace(/\bc\.?\s?p\.?/i, '').trim() || '-'));
  };
  let j = i + 1;
  for (; j < lines.length && j <= i + 15; j++) {
    const cells = cellsOf(lines[j]!);
    if (cells.length === 1 && /\p{Ll}{3,}.*\p{Ll}{3,}.*[.!]$/u.test(cells[0]!)) break;
    const first = cells[0] ?? '';
    // A line of the box cut where its column ends ('COL. JARDINES, C.P.' over '37263', a long street's name over its
    // number 'CALLE VENUSTIANO CARRANZA' over '3603', or over its last word and number 'BOULEVARD MANUEL ÁVILA' over
    // 'CAMACHO 1534'): the cell under it finishes it.
    // Or the street's interior ('PISO 11', 'LOCAL 10', 'DESPACHO 1') on the line under its number.
    const unit = String.raw`(?:piso|local|int\.?|interior|depto\.?|dpto\.?|departamento|despacho|oficina|suite|bodega|nave)\s*[\w-]{1,6}`;
    const numberUnder =
      box.length === 2 && (/\d/.test(box[1]!) ? new RegExp(`^${unit}$`, 'i') : new RegExp(`^(?!(?:col|colonia|fracc|c\\.?\\s?p)\\b)(?:[\\p{L}.'-]+\\s+){0,3}\\d{1,5}[A-Z]?(?:\\s+${unit})?$`, 'iu')).test(first);
    const wrapped = numberUnder || (box.length > 1 && /(?:\bc\.?\s?p\.?|,|\b(?:de|del|la|las|los|y))$/i.test(box.at(-1)!) && /^(?:\d{5}|\p{Lu}[\p{Lu} .'-]{0,30})$/u.test(first));
    const own = !wrapped && !complete() && isAddressText(first) && !(cp.test(first) && box.some((l) => cp.test(l)));
    if (wrapped) box[box.length - 1] = `${box.at(-1)} ${first}`;
    if (own) box.push(first);
    const others = own || wrapped ? cells.slice(1) : cells;
    if (others.length) rest.push(others.join('\t'));
  }
  if (box.length < 3) return false;
  lines.splice(i, j - i, ...box, ...rest);
  return true;
}

/** Brands whose bills are accepted as proof of address: the line that names one is the issuer's. */
// A water utility is named by its kind of body and 'agua potable' ('Sistema intermunicipal de agua potable y
// alcantarillado', 'Comisión municipal de agua potable', 'Junta local de agua potable'), not by a brand (session 14).
const ISSUERS = /comision\s+federal\s+de\s+electricidad|\bcfe\b|telefonos\s+de\s+mexico|\btelmex\b|\bizzi\b|total\s?play|megacable|\bnaturgy\b|sistema\s+de\s+aguas|\bsacmex\b|\baxtel\b|\btelcel\b|\bsky\b|\bengie\b|agua\s+y\s+drenaje|\bgas\s+natural\b|\b(?:sistema|organismo|comision|junta|servicios|direccion)\b(?:(?!\s[·|]\s).){0,60}\bagua\s+potable\b/;

const STREET = /^(?:calle|av\.?|avenida|calz\.?|calzada|blvd\.?|boulevard|bulevar|priv\.?|privada|carretera|carr\.?|andador|cerrada|prol\.?|prolongacion|paseo|circuito|camino|col\.?|colonia|fracc\.?|fraccionamiento|c\.?\s?p\.?|mz\.?|manzana|lote|km)\b/;

const LABEL_AND_VALUE = /^[\p{L} .()/]{2,40}:/u;

/**
 * A line of an address block: a street, colonia, C.P. or 'CITY, STATE' line, not a label line, an RFC, an amount or
 * a date. When the line's other columns are 'Label: value' pairs (a statement prints the holder's address on the
 * left, the account's details on the right), its first cell, or what comes before the first such label, is judged alone.
 */
export function isAddressLine(doc: TextDoc, i: number): boolean {
  const line = addressCell(doc, i);
  return line ? isAddressText(line) : false;
}

/**
 * The part of a line an address block is read from: its first cell when the other cells are the details printed
 * beside the block ('Label: value' pairs, or a caption cell and its value: 'Tarifa | GDMTH', a bill's service grid),
 * else the line up to a 'Label:' a narrow gap joined to it.
 */
function addressCell(doc: TextDoc, i: number): string | undefined {
  const cells = doc.cells[i] ?? [];
  const beside = detailsBeside(cells) && !isAddressText(cells[1]!);
  if (cells.length > 1) return beside ? cells[0] : (beforeCaption(cells[0]!) ?? beforeNextLabel(doc.lines[i] ?? ''));
  return beforeNextLabel(doc.lines[i] ?? '');
}

/** A piece of text that is a line of an address (see isAddressLine). */
function isAddressText(line: string): boolean {
  const f = fold(line);
  if (LABEL_AND_VALUE.test(line) || rfcsIn(line).length || /\$|\d{1,2}[/-]\d{1,2}[/-]\d{2,4}/.test(line)) return false;
  if (STREET.test(f)) return true;
  // The city and its state, no digits ('PUEBLA, PUEBLA', 'SAN PEDRO GARZA GARCÍA, NUEVO LEÓN').
  if (/^[\p{Lu} .'-]{2,40},\s*[\p{Lu} .'-]{2,40}$/u.test(line) && isEntidad(line.split(',').at(-1)!)) return true;
  // The state alone on the block's last line, as envelopes print it under 'C.P. 44100 GUADALAJARA' ('NUEVO LEÓN').
  if (isEntidad(line)) return true;
  return /\d/.test(line) && /\p{L}{3,}/u.test(line) && /,|\bc\.?\s?p\.?\s*\d|\bcol\b|(?<!\d)\d{5}(?!\d)/.test(f);
}

/**
 * A name and its address printed beside another block (a bank's branch beside the client's block, a bill's
 * 'Label: value' pairs beside the supply address): rows cut into the same number of cells, read one column at a
 * time, top to bottom. A row of one cell inside the run (no label on it) continues the last column: the other
 * columns, shorter, ended first. The column's first name (a wrapped legal form joined) heads its address lines.
 */
export function nameAndAddressBeside(doc: TextDoc): { name: Found; address: Found } | undefined {
  for (let i = 0; i < doc.lines.length; i++) {
    const n = doc.cells[i]!.length;
    if (n < 2 || (doc.cells[i + 1]?.length ?? 0) < 1) continue;
    const columns: { text: string; line: number }[][] = Array.from({ length: n }, () => []);
    let j = i;
    for (; j < doc.lines.length; j++) {
      const cells = doc.cells[j]!;
      if (cells.length === n) cells.forEach((c, k) => columns[k]!.push({ text: c.trim(), line: j }));
      else if (cells.length === 1 && j > i && !LABEL_AND_VALUE.test(cells[0]!) && !isLabelCell(doc.folded[j]!)) {
        // A legal form alone right under the names' row ends the first column's name left open ('…DEL GOLFO,' +
        // 'S.A.P.I. DE C.V.'), not the last column's (session 14).
        const name = columns[0]![0]!.text;
        const rest = cells[0]!.trim();
        // ('DE C.V.' or 'DE R.L. DE C.V.' may also finish a name ending in 'S.A.', 'S.A.P.I.', 'S.' or 'S. DE R.L.'.)
        const nameEnd = j === i + 1 && isLegalForm(rest) && (OPEN_NAME.test(name) || (/^DE\b/i.test(rest) && awaitsDeCv(name)));
        columns[nameEnd ? 0 : n - 1]!.push({ text: rest, line: j });
      }
      else break;
    }
    for (const column of columns) {
      const head = column[0]!;
      let k = 1;
      // '…DEL GOLFO,' + 'S.A.P.I. DE C.V.' or '…INDUSTRIAL' + 'MEXICANOS, S.A. DE C.V.': the name wrapped onto the next cell.
      const next = column[k]?.text ?? '';
      const wrapped = !/\d/.test(next) && (isLegalForm(next) || endsInLegalForm(next)) ? `${head.text} ${column[k++]!.text}` : head.text;
      const name = /\d|:/.test(head.text) ? undefined : nameValue(wrapped);
      // Not the bank's branch ('SUCURSAL CENTRO', 'PLAZA 012') nor the issuer's own office block.
      if (!name || name.split(' ').length < 2 || isIssuerLine(fold(name)) || /^(?:sucursal|plaza|oficina|banco)\b/.test(fold(name))) continue;
      const lines: { text: string; line: number }[] = [];
      while (column[k] && isAddressText(column[k]!.text)) lines.push(column[k++]!);
      if (lines.length && lines.some((l) => /\d/.test(l.text))) {
        return {
          name: { value: name, quality: QUALITY.unlabelled, line: head.line },
          address: { value: lines.map((l) => l.text).join(', '), quality: QUALITY.unlabelled, line: lines[0]!.line },
        };
      }
    }
    i = j;
  }
  return undefined;
}

/** The first line of the address block that ends at `end` (walking up), or undefined when `end` is not an address line. */
export function addressStart(doc: TextDoc, end: number): number | undefined {
  if (!isAddressLine(doc, end)) return undefined;
  let start = end;
  while (start > 0 && end - start < 3 && isAddressLine(doc, start - 1)) start--;
  return start;
}

const cpValue: Extractor = (t) => /(?<!\d)([0-9O]{5})(?!\d)/.exec(t)?.[1]?.replace(/O/g, '0');

export type AddressPart = 'calle' | 'numero' | 'interior' | 'colonia' | 'cp' | 'municipio' | 'entidad';

/** Which part of an address a table's header cell names. */
function addressPart(folded: string): AddressPart | undefined {
  // 'Calle y número' is the street with its number; 'Número', 'No. ext.', 'Núm. exterior' the number alone.
  if (/^(?:calle|domicilio|direccion|vialidad)\b/.test(folded)) return 'calle';
  if (/^(?:(?:numero|no\.?|num\.?)\s+)?int(?:erior|\.)?\.?$/.test(folded)) return 'interior';
  if (/^(?:numero|no\.?|num\.?)(?:\s+(?:ext(?:erior|\.)?|exterior))?\.?$/.test(folded)) return 'numero';
  if (/^(?:colonia|col\.?|fraccionamiento)(?:\s|$)/.test(folded)) return 'colonia';
  if (/^(?:c\.?\s?p\.?|codigo\s+postal)$/.test(folded)) return 'cp';
  if (/^(?:municipio|alcaldia|ciudad|delegacion|localidad|poblacion)\b/.test(folded)) return 'municipio';
  if (/^(?:estado|entidad)\b/.test(folded)) return 'entidad';
  return undefined;
}

/**
 * An address printed as a table: a header naming three parts or more (street, colonia, C.P., municipio, estado) over
 * one row with as many cells. The address is written from the row in the usual order; the C.P. comes from its column.
 */
export function addressTable(doc: TextDoc): { address: Found; cp?: Found | undefined } | undefined {
  const table = addressTableParts(doc);
  if (!table) return undefined;
  return addressOfParts(table.parts, table.line);
}

/** An address written in the usual order from its parts (street and number, colonia, C.P., municipio, state); its C.P. */
function addressOfParts(parts: Map<AddressPart, string>, line: number): { address: Found; cp?: Found | undefined } {
  const cell = (p: AddressPart) => parts.get(p);
  const calle = [cell('calle'), cell('numero')].filter(Boolean).join(' ') || undefined;
  const colonia = cell('colonia');
  const cp = cell('cp');
  const value = [calle, colonia && `COL. ${colonia}`, cp && `C.P. ${cp}`, cell('municipio'), cell('entidad')].filter(Boolean).join(', ');
  const cpValue5 = cp && /(?<!\d)\d{5}(?!\d)/.exec(cp)?.[0];
  return { address: { value, quality: QUALITY.nextLine, line }, cp: cpValue5 ? { value: cpValue5, quality: QUALITY.nextLine, line } : undefined };
}

/**
 * A caption alone on its line that names a part of an address ('Dirección del servicio', 'Colonia', 'Municipio /
 * Estado'): label words only, or a few words in sentence case (values print in capitals: 'COL. CENTRO' is a value).
 */
function addressCaption(doc: TextDoc, i: number): AddressPart | undefined {
  const line = doc.lines[i]?.replace(/:\s*$/, '').trim();
  if (!line || doc.cells[i]!.length !== 1 || /\d/.test(line) || inlinePart(doc, i)) return undefined;
  const folded = fold(line);
  return isLabelCell(folded) || (/\p{Ll}/u.test(line) && line.split(' ').length <= 5) ? addressPart(folded) : undefined;
}

/**
 * An address printed as a definition list, as exported web pages print a record (session 14): each part's caption
 * alone on its line, its value on the next, no colon ('Dirección del servicio' / 'AV. JUÁREZ 120', 'Colonia' /
 * 'CENTRO', 'Código postal' / '44100'). Read caption by caption, so a caption is never a value; a caption right
 * under another left its value blank (an interior number). Three parts or more, the street among them.
 */
export function addressList(doc: TextDoc): { address: Found; cp?: Found | undefined } | undefined {
  for (let i = 0; i + 1 < doc.lines.length; i++) {
    if (!addressCaption(doc, i) || addressCaption(doc, i + 1)) continue;
    const parts = new Map<AddressPart, string>();
    let j = i;
    for (;;) {
      // Between captioned parts, a part with its caption on its line ('Colonia CENTRO') and the city line with no
      // caption ('ZAPOPAN, JALISCO'), as a card prints them (session 14).
      const inline = inlinePart(doc, j);
      const city = inline ? undefined : cityLine(doc.lines[j] ?? '');
      if (inline || city) {
        const found: [AddressPart, string][] = inline ? [inline] : [['municipio', city![0]], ['entidad', city![1]]];
        for (const [part, value] of found) if (!parts.has(part)) parts.set(part, value);
        j += 1;
        continue;
      }
      const part = addressCaption(doc, j);
      if (!part) break;
      if (addressCaption(doc, j + 1) || j + 1 >= doc.lines.length) {
        j += 1;
        continue;
      }
      if (!parts.has(part)) parts.set(part, doc.lines[j + 1]!.trim());
      j += 2;
    }
    if (parts.size >= 3 && parts.has('calle')) return addressOfParts(parts, i + 1);
    i = j;
  }
  return undefined;
}

/** A part's caption and its value in capitals on one line, no colon needed ('Colonia CENTRO', 'Código postal 44100'). */
function inlinePart(doc: TextDoc, i: number): [AddressPart, string] | undefined {
  if (doc.cells[i]?.length !== 1) return undefined;
  const m = /^((?:colonia|col\.|fraccionamiento|fracc\.|municipio|alcaldia|ciudad|delegacion|localidad|estado|entidad(?:\s+federativa)?|c\.?\s?p\.?|codigo\s+postal))\s*:?\s+(?=\S)/.exec(doc.folded[i]!);
  const value = m ? doc.lines[i]!.slice(m[0].length).trim() : '';
  const part = m ? addressPart(m[1]!) : undefined;
  return part && value && !/\p{Ll}/u.test(value) && (part !== 'cp' || /^\d{5}$/.test(value)) ? [part, value] : undefined;
}

/** A city line with no caption: 'MUNICIPIO, ESTADO' in capitals, the last part a state's name. */
function cityLine(line: string): [string, string] | undefined {
  const m = /^([\p{Lu} .'-]{2,40}),\s*([\p{Lu} .'-]{2,40})$/u.exec(line.trim());
  return m && isEntidad(m[2]!) ? [m[1]!.trim(), m[2]!.trim()] : undefined;
}

/**
 * A street with its number ('1244', '210-B', 'S/N') and interior (the designators addresses use: 'LOCAL 2', 'BODEGA
 * 3', 'PISO' whose number wrapped below), then words without digits.
 */
const UNIT = String.raw`(?:LOCAL|PISO|DESPACHO|INT\.?|INTERIOR|DEPTO\.?|DEPARTAMENTO|OFICINA|EDIFICIO|EDIF\.?|TORRE|BODEGA|NAVE|SUITE|CONSULTORIO|ACCESORIA|CASA|LOTE|MZ\.?|MANZANA)`;
const STREET_THEN_WORDS = new RegExp(String.raw`^(.*\s(?:\d+[A-Z]?(?:-[\dA-Z]{1,3})?|S\/N)(?:\s+${UNIT}(?:\s+[\dA-Z]{1,4}(?=\s))?)?)\s+([^\d\s][^\d]*)$`, 'iu');
/** An interior's designator whose number is not beside it ('DESPACHO' in a narrow column, its '9' wrapped below). */
const UNIT_ALONE = new RegExp(String.raw`^${UNIT}$`, 'i');
/** An interior's code, its designator before it or not ('LOCAL 5', '9', '12-B'). */
const INTERIOR_CODE = new RegExp(String.raw`^(?:${UNIT}\s*)?[\dA-Z]{1,4}(?:-[\dA-Z]{1,3})?$`, 'i');

/**
 * A row one cell short of its header because the street ran into the next column (a narrow gap: 'AVENIDA
 * CONSTITUCIÓN 1244 LOCAL 2 CONDESA' under 'Calle y número' and 'Colonia'): the street ends after its number and
 * interior, the words after it are the next column's.
 */
function splitStreet(row: string[], parts: (AddressPart | undefined)[]): string[] {
  const k = parts.indexOf('calle');
  const m = k >= 0 && k + 1 < parts.length ? STREET_THEN_WORDS.exec(row[k] ?? '') : null;
  return m ? [...row.slice(0, k), m[1]!, m[2]!, ...row.slice(k + 1)] : row;
}

/**
 * Whether a cell has the shape of the part its column names: a C.P. is five digits, a number digits (and a letter)
 * or 'S/N', a name has letters; a column of no known part takes anything.
 */
function fitsPart(part: AddressPart | undefined, cell: string): boolean {
  const v = cell.trim();
  if (!part) return true;
  if (part === 'cp') return /^\d{5}$/.test(v);
  if (part === 'numero') return /^(?:\d+[A-Z]?(?:-[\dA-Z]{1,3})?|S\/N|SN)$/i.test(v);
  if (part === 'interior') return UNIT_ALONE.test(v) || INTERIOR_CODE.test(v);
  return /\p{L}{2,}/u.test(v);
}

/** Sets of k of the given columns (the few a table may leave blank), in order. */
function choose(columns: number[], k: number): number[][] {
  if (k === 0) return [[]];
  return columns.flatMap((c, i) => choose(columns.slice(i + 1), k - 1).map((rest) => [c, ...rest]));
}

/**
 * The parts of an address joined on one line in its header's order ('44100 AVENIDA JUÁREZ 1244 CENTRO' under 'C.P. |
 * Calle | Número | Colonia'): the C.P. is five digits, the number the last digits before words with none, the
 * interior an optional short code after it. Two parts of free words side by side cannot be told apart: undefined.
 */
const JOINED_SHAPE: Record<AddressPart, string> = {
  cp: String.raw`(\d{5})`,
  numero: String.raw`(\d+[A-Z]?(?:-[\dA-Z]{1,3})?|S\/N)`,
  interior: String.raw`(?:\s+(?:INT\.?\s*)?([A-Z]?\d{1,4}[A-Z]?))?`,
  calle: '(.+)',
  colonia: String.raw`(\D+?)`,
  municipio: String.raw`(\D+?)`,
  entidad: String.raw`(\D+?)`,
};
const FREE = new Set<AddressPart>(['calle', 'colonia', 'municipio', 'entidad']);

function joinedRow(text: string, parts: (AddressPart | undefined)[]): string[] | undefined {
  if (parts.some((p) => !p)) return undefined;
  const solid = parts.filter((p) => p !== 'interior');
  if (solid.some((p, k) => k > 0 && FREE.has(p!) && FREE.has(solid[k - 1]!))) return undefined;
  const source = parts.map((p, k) => (p === 'interior' || k === 0 ? '' : String.raw`\s+`) + JOINED_SHAPE[p!]).join('');
  const m = new RegExp(`^${source}$`, 'iu').exec(text.trim());
  return m ? parts.map((_, k) => m[k + 1] ?? '') : undefined;
}

/**
 * A table's row aligned with its header's columns. One cell short: the street ran into the next column
 * (splitStreet), or a column the address does not use was left blank and the reader dropped its empty cell (the
 * interior number, 'Entre calles', 'Localidad': the interior and columns of no known part), so the cells fill the
 * other columns when each fits its part's shape. One cell for the whole row: the parts joined (joinedRow).
 */
function alignRow(row: string[], parts: (AddressPart | undefined)[]): string[] | undefined {
  if (row.length === parts.length) return row;
  if (row.length === 1) return joinedRow(row[0]!, parts);
  if (row.length === parts.length - 1) {
    // Not a street whose name holds a number ('AVENIDA 5 DE MAYO' is no 'AVENIDA 5' before a colonia 'DE MAYO').
    const split = splitStreet(row, parts);
    if (split.length === parts.length && split.every((c, k) => fitsPart(parts[k], c))) return split;
  }
  const blankable = parts.flatMap((p, k) => (!p || p === 'interior' ? [k] : []));
  for (const blank of choose(blankable, parts.length - row.length)) {
    const kept = parts.flatMap((p, k) => (blank.includes(k) ? [] : [p]));
    if (kept.every((p, j) => fitsPart(p, row[j]!))) {
      let j = 0;
      return parts.map((_, k) => (blank.includes(k) ? '' : row[j++]!));
    }
  }
  return undefined;
}

/** The 32 entidades federativas, folded, as addresses print them (with their long forms and the usual short ones). */
const ENTIDADES = new RegExp(
  `^(?:${[
    'aguascalientes', 'baja california(?: sur)?', 'campeche', 'chiapas', 'chihuahua', 'ciudad de mexico', 'cdmx', 'distrito federal',
    'coahuila(?: de zaragoza)?', 'colima', 'durango', 'guanajuato', 'guerrero', 'hidalgo', 'jalisco', '(?:estado de )?mexico',
    'michoacan(?: de ocampo)?', 'morelos', 'nayarit', 'nuevo leon', 'oaxaca', 'puebla', 'queretaro(?: de arteaga)?', 'quintana roo',
    'san luis potosi', 'sinaloa', 'sonora', 'tabasco', 'tamaulipas', 'tlaxcala', 'veracruz(?: de ignacio de la llave)?', 'yucatan', 'zacatecas',
  ].join('|')})$`,
);

/** Whether a text names an entidad federativa, written out ('NUEVO LEÓN', 'Baja California Sur', 'CDMX'). */
export function isEntidad(text: string): boolean {
  return ENTIDADES.test(fold(text).replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim());
}

/** A section heading in capitals after an address table is not a wrapped street ('REGÍMENES FISCALES'). */
export const SECTION = /^(?:[ivx]+\.\s+)?(?:regimen|actividad|obligacion|datos|caracteristicas|domicilio|ubicacion|sus\s+datos|informacion|resumen|detalle|total)/;

/** The cells of an address table by the part their header names (see addressTable), and the row's line. */
export function addressTableParts(doc: TextDoc, from = 0): { parts: Map<AddressPart, string>; line: number } | undefined {
  for (let i = from; i + 1 < doc.lines.length; i++) {
    const head = doc.cells[i]!;
    if (head.length < 3) continue;
    const parts = head.map((h) => addressPart(fold(h).trim()));
    if (parts.filter(Boolean).length < 3) continue;
    const row = doc.cells[i + 1]!.length < head.length ? alignRow(doc.cells[i + 1]!, parts) : doc.cells[i + 1]!;
    if (row?.length !== head.length) continue;
    const found = new Map<AddressPart, string>();
    parts.forEach((p, k) => {
      if (p && !found.has(p) && row[k]) found.set(p, row[k]);
    });
    // A cell that wrapped inside its column leaves its last words alone on the next line ('VENUSTIANO' + 'CARRANZA',
    // '… 3299' + 'DESPACHO 12'): one short cell in capitals or digits. The street is the part that wraps (the longest).
    // An interior printed as its designator alone ('DESPACHO') is the cell that wrapped when a short code is left
    // ('9'): the interior's number, not the street's.
    const tail = doc.cells[i + 2];
    const street = found.get('calle');
    const interior = found.get('interior');
    if (street && tail && tail.length === 1 && /^[\p{Lu}\d .'#-]{1,30}$/u.test(tail[0]!) && /[\p{Lu}\d]/u.test(tail[0]!) && !isLabelCell(doc.folded[i + 2]!) && !SECTION.test(doc.folded[i + 2]!)) {
      if (interior && UNIT_ALONE.test(interior.trim()) && /^[\dA-Z]{1,4}$/.test(tail[0]!.trim())) found.set('interior', `${interior} ${tail[0]!.trim()}`);
      else found.set('calle', `${street} ${tail[0]}`);
    }
    return { parts: found, line: i + 1 };
  }
  return undefined;
}

/** The address: labelled, in a table, else the block of address lines right under the holder's name (`holder`, its last line) or the first block. */
function readAddress(doc: TextDoc, holder?: number): Found | undefined {
  const table = addressTable(doc) ?? addressList(doc);
  if (table) return table.address;
  // An address has a number, a C.P. or a street's type ('CONOCIDO S/N' too): 'Dirección de Ingresos · Impuesto
  // predial' names an office, and 'Recibo oficial de pago' under it is no address.
  const extract: Extractor = (t) => ((/\d|\bs\/n\b/i.test(t) || STREET.test(fold(t).trim())) && !/^[\p{L} .]{2,40}:/u.test(t) ? t.replace(/^[\s:]+/, '').trim() : undefined);
  const options = { stops: stops.filter((s) => s !== L.codigoPostal && s !== L.domicilio) };
  // A label set as one (a colon after it, a column gap, or alone on its line with the address below: 'Ubicación del
  // inmueble') before the same words inside a heading ('Dirección de Ingresos · Impuesto predial', an office).
  const labelled = doc.find(new RegExp(`(?:${L.domicilio.source})\\s*(?::|$)`), extract, options) ?? doc.find(L.domicilio, extract, options);
  if (labelled) {
    // The C.P. in a cell of its own beside the address, caption over value ('CALLE … COL. CENTRO | C.P.' over
    // 'MONTERREY, NUEVO LEÓN | 64000', a bill's grid): the first column holds the address's lines, the C.P. between.
    const row = doc.cells[labelled.line] ?? [];
    const under = doc.cells[labelled.line + 1] ?? [];
    if (row.length === 2 && under.length === 2 && /^(?:c\.?\s?p\.?|codigo\s+postal)\s*:?$/.test(fold(row[1]!).trim()) && /^\d{5}$/.test(under[1]!.trim())) {
      return { ...labelled, value: `${row[0]!.trim()}, C.P. ${under[1]!.trim()}, ${under[0]!.trim()}` };
    }
    // A labelled address wraps onto following lines that continue it.
    const parts = [labelled.value];
    let line = labelled.line;
    // A line that ends on an open label ('…, C.P.') continues with its value on the next line ('37263').
    if (/(?:\bc\.?\s?p\.?|codigo\s+postal)\s*:?$/i.test(fold(parts[0]!)) && /^\s*\d{5}\b/.test(doc.lines[line + 1] ?? '')) parts[0] += ` ${doc.lines[++line]!.trim()}`;
    // A line that starts with another label ('TELÉFONO<tab>…', 'FECHA DE EMISIÓN …') ends the address.
    const startsLabel = (j: number) => (doc.cells[j]?.length ?? 0) > 1 || stops.some((s) => s !== L.codigoPostal && s !== L.domicilio && matchLabel(s, doc.folded[j]!)?.index === 0);
    while (line + 1 < doc.lines.length && parts.length < 4 && isAddressLine(doc, line + 1) && !startsLabel(line + 1)) parts.push(doc.lines[++line]!);
    // The city line or a wrapped tail ('MONTERREY, NUEVO' + 'LEÓN'): capitals, no label, no amount.
    while (line + 1 < doc.lines.length && parts.length < 4 && /^[\p{Lu}\d .,#'-]{2,80}$/u.test(doc.lines[line + 1]!) && /\p{Lu}{3,}/u.test(doc.lines[line + 1]!) && !startsLabel(line + 1)) {
      const next = doc.lines[++line]!;
      if (/^[\p{Lu} ]{2,30}$/u.test(next) && /,\s*\p{Lu}+$/u.test(parts.at(-1)!)) parts[parts.length - 1] += ` ${next}`;
      else parts.push(next);
    }
    return { ...labelled, value: parts.join(', ').replace(/\s+/g, ' ').replace(/,\s*,/g, ',') };
  }
  // No label: the block of address lines that holds the C.P. A letterhead prints the issuer's own address above
  // the customer's: the block that starts right under the holder's name is the holder's.
  const blocks = addressBlocks(doc);
  // With no holder found, the first block under a name that is not the issuer's (its brand or legal name heads the
  // letterhead's office address; the customer's window-envelope block comes after it, session 14).
  const underCustomer = (b: { start: number }) => {
    const name = nameAbove(doc, b.start);
    return name !== undefined && !ISSUERS.test(doc.folded[name.line]!) && !isIssuerLine(doc.folded[name.line]!);
  };
  const block = (holder === undefined ? blocks.find(underCustomer) : blocks.find((b) => b.start > holder && b.start <= holder + 2)) ?? blocks[0];
  if (block) {
    const lines = Array.from({ length: block.end - block.start + 1 }, (_, k) => addressCell(doc, block.start + k)!.trim());
    return { value: lines.join(', '), quality: QUALITY.unlabelled, line: block.start };
  }
  return nameAndAddressBeside(doc)?.address;
}

/** The blocks of address lines that hold a C.P. (street, colonia, city lines around it), first line to last, in order. */
export function addressBlocks(doc: TextDoc): { start: number; end: number }[] {
  const blocks: { start: number; end: number }[] = [];
  for (let i = 0; i < doc.lines.length; i++) {
    if (!/\bc\.?\s?p\.?\s*:?\s*\d{5}/.test(doc.folded[i]!) || !isAddressLine(doc, i)) continue;
    let end = i;
    while (end + 1 < doc.lines.length && end - i < 2 && isAddressLine(doc, end + 1) && !/\bc\.?\s?p\b/.test(doc.folded[end + 1]!)) end++;
    blocks.push({ start: addressStart(doc, i)!, end });
    i = end;
  }
  return blocks;
}

/**
 * A C.P. printed bare after the city and its state, as envelopes write the last line ('GUADALAJARA, JALISCO 44100'):
 * five digits that follow an entidad's name.
 */
export function cpAfterState(address: string): string | undefined {
  const m = /,\s*([^,\d]{2,40}?)\s+([0-9O]{5})(?=\s*(?:,|$))/.exec(address);
  return m && isEntidad(m[1]!) ? m[2] : undefined;
}

/**
 * The issuer's legal name under its brand: a bill's letterhead prints the brand (its logo's text: 'izzi', 'sky') and,
 * on one of the next lines, the company's legal name beside its RFC ('… S.A. DE C.V. · RFC …'). The piece of that
 * line that ends in a legal form.
 */
function legalNameUnder(doc: TextDoc, brand: number): string | undefined {
  for (let j = brand; j <= brand + 2 && j < doc.lines.length; j++) {
    if (!rfcsIn(doc.lines[j]!).length) continue;
    for (const piece of linePieces(doc.lines[j]!)) {
      const v = rfcsIn(piece).length ? undefined : nameValue(piece);
      if (v && endsInLegalForm(v)) return v;
    }
  }
  return undefined;
}

/**
 * A company's legal line, as a bill's footer or letterhead prints it when its brand is all the page shows elsewhere:
 * the legal name, its RFC and its address in one line set apart by bars, dots or gaps ('GAS DEL BAJÍO, S.A. DE C.V. ·
 * RFC GBA… · Av. …', 'R.F.C.: … | NOMBRE, S. DE R.L. DE C.V.'). No label before the name: a labelled party is the
 * holder's or the issuer's own field. The last such line, the footer's, when several are printed (session 14).
 */
export function legalNameWithRfc(doc: TextDoc): string | undefined {
  for (let i = doc.lines.length - 1; i >= 0; i--) {
    const pieces = linePieces(doc.lines[i]!);
    if (pieces.length < 2 || !rfcsIn(doc.lines[i]!).length) continue;
    const name = pieces.find((p) => !rfcsIn(p).length && !/:/.test(p) && endsInLegalForm(p.trim()) && /^\p{Lu}/u.test(p.trim()));
    if (name) return name.trim();
  }
  return undefined;
}

/**
 * A rent invoice's concept names the property rented, the tenant's address: 'Arrendamiento del inmueble ubicado en
 * …', 'Renta del local sito en …', 'Renta mensual de la casa con domicilio en …'. The address runs from those words
 * to the end of the description's cell and on over the lines its column wrapped onto (one cell of address text,
 * no label nor amount); what follows it in the same sentence ('…, correspondiente al mes de junio') is not part of it.
 */
const RENTED_AT = /\b(?:arrendamiento|renta|alquiler|arriendo)\b[^$:]{0,80}?(?:\b(?:ubicad[oa]|sit[oa]|situad[oa])|\bcon\s+domicilio)\s+en\s+/;
const AFTER_PROPERTY = /[,.;]?\s+(?:correspondiente|por\s+el\s+(?:mes|periodo)|durante|del\s+periodo|periodo|mes\s+de)\b.*$/i;

export function rentedProperty(doc: TextDoc): Found | undefined {
  const at = doc.folded.findIndex((f) => RENTED_AT.test(f));
  if (at < 0) return undefined;
  const cell = doc.cells[at]!.find((c) => RENTED_AT.test(fold(c))) ?? doc.lines[at]!;
  const m = RENTED_AT.exec(fold(cell))!;
  // A narrow gap may join the unit price to the description's cell: an amount is no part of an address.
  let value = cell.slice(m.index + m[0].length).replace(/\s+\$?\d{1,3}(?:,\d{3})*\.\d{2}\b.*$/, '').trim();
  const wrapped = (j: number) => {
    const line = doc.lines[j] ?? '';
    return doc.cells[j]?.length === 1 && !/[:$]/.test(line) && !rfcsIn(line).length && !SECTION.test(doc.folded[j]!) && (/^[\p{Lu}\d .,#'/-]{2,120}$/u.test(line) || isAddressText(line));
  };
  for (let j = at + 1; j <= at + 3 && !AFTER_PROPERTY.test(value) && wrapped(j); j++) value = `${value} ${doc.lines[j]!.trim()}`;
  value = value.replace(AFTER_PROPERTY, '').replace(/[\s,.;]+$/, '');
  return /\d/.test(value) ? { value, quality: QUALITY.nextLine, line: at } : undefined;
}

/**
 * A printed CFDI's 'Receptor' heading alone on its line over the customer's name, its RFC and uso CFDI beside it
 * ('NOMBRE, S.A. DE C.V. RFC: … Uso CFDI: G03 …'): the name is what comes before the RFC.
 */
function receptorBlock(doc: TextDoc): Found | undefined {
  const at = doc.lineIndex(/^receptor\s*:?\s*$/);
  const next = at >= 0 ? doc.folded[at + 1] : undefined;
  const rfc = next === undefined ? -1 : next.search(labels.rfc);
  const name = rfc > 0 ? nameValue(doc.lines[at + 1]!.slice(0, rfc)) : undefined;
  return name ? continueName(doc, { value: name, quality: QUALITY.nextLine, line: at + 1 }) : undefined;
}

export function parseAddressProof(read: TextRead): Extraction {
  const doc = new TextDoc({ ...read, text: partyBlocksApart(read.text) });
  detectValuesAbove(doc);
  const fields = new Fields(doc);
  const labelled = doc.find(L.emisor, nameValue, { stops });
  if (labelled) fields.found('emisor', labelled);
  else {
    const i = doc.folded.findIndex((f) => ISSUERS.test(f));
    const footer = i >= 0 ? undefined : legalNameWithRfc(doc);
    // In a row of boxes side by side the issuer is the cell that names it, not its neighbours' lines (session 14).
    const cell = i >= 0 && doc.cells[i]!.length > 1 ? doc.cells[i]!.find((c) => ISSUERS.test(fold(c))) : undefined;
    if (i >= 0) fields.set('emisor', legalNameUnder(doc, i) ?? cell ?? doc.lines[i]!, doc.confidence * QUALITY.unlabelled);
    else if (footer) fields.set('emisor', footer, doc.confidence * QUALITY.unlabelled);
    else if (doc.lines[0]) fields.set('emisor', doc.lines[0], doc.confidence * 0.5);
  }
  const holder = continueName(doc, doc.find(L.titular, nameValue, { stops })) ?? receptorBlock(doc);
  // A rent invoice proves the tenant's address by the property it bills the rent of.
  const rented = rentedProperty(doc);
  const address = rented ?? readAddress(doc, holder?.line);
  const titular = holder ?? (address && !rented ? nameAbove(doc, address.line) : undefined);
  fields.found('titular', titular);
  // The address's own C.P. before any other: a letterhead prints the issuer's office with its C.P. above the customer's.
  const own = address && (/\bc\.?\s?p\.?\s*:?\s*([0-9O]{5})(?!\d)/i.exec(address.value)?.[1] ?? cpAfterState(address.value));
  const cp = (own ? { ...address, value: own.replace(/O/g, '0') } : undefined) ?? doc.find(L.codigoPostal, cpValue, { stops: [] }) ?? addressTable(doc)?.cp;
  if (address) {
    // 'Código Postal 72672' inside the address is written the usual way ('C.P. 72672').
    // 'No. 1405' / 'Núm. 1405': the exterior number is written bare ('CALZADA 5 DE MAYO 1405').
    const v = address.value
      .replace(/\s+/g, ' ')
      .replace(/\bc[oó]digo\s+postal\s*:?\s*(?=\d{5})|\bC\.P\.(?=\d{5})/gi, 'C.P. ')
      .replace(/\b(?:no|n[uú]m|n[uú]mero)\.?\s*(?:ext(?:erior|\.)?\s*)?(?=\d)/gi, '')
      // 'Int. LOCAL 5', 'No. Int. Depto. 302', 'Int. INT. 9': the interior names its own kind, the caption before it
      // is the form's (session 13).
      .replace(INTERIOR_CAPTION, '');
    // The C.P. printed apart from the address belongs to it.
    fields.set('domicilio', cp && !v.includes(cp.value) ? `${v}, C.P. ${cp.value}` : v, doc.confidence * address.quality);
  }
  fields.found('codigoPostal', cp);
  const fecha =
    doc.find(L.emision, dateTimeExtractor, { stops }) ??
    doc.find(L.pagado, dateTimeExtractor, { stops }) ??
    doc.find(L.periodo, (t) => {
      const dates = t.split(/\s+(?:al?|-|–)\s+/i).map((p) => parseDate(p)).filter(Boolean);
      return dates.at(-1);
    }, { stops });
  fields.found('fechaEmision', fecha);
  return buildExtraction('mxdomicilio', fields, { issueDate: fields.get('fechaEmision') });
}
