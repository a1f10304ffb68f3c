import {
  addDays,
  checkRfc,
  documentFieldCatalogue,
  documentTypeCatalogue,
  formatDisplayDay,
  isValidClabe,
  isValidCurp,
  isValidNss,
  periodicityLetters,
  periodOfDay,
  type Cadence,
  type Finding,
  type FindingCode,
  type FindingResult,
} from '@expediente/contracts';
import { addMonths } from './dates';
import type { CheckContext, Extraction } from './types';

/**
 * The checks that change what a reviewer does (domain file "Cross-checks"; issue 14): the supplier's RFC, the
 * period, the opinion's sense, validity, identifier rules, completeness and the payroll NSS cross-checks. Each is a
 * finding pass / fail / unknown with a Spanish message that names both values compared. A check that does not apply
 * to a type is not reported; 'unknown' means it applies but could not be decided (a value is missing).
 */

const OPINIONS = ['mxopinion32d', 'mximssopinion', 'mxinfonavitopinion'];
const SUA_TYPES = ['mximsscop', 'mxsipare'];
const ICSOE_TYPES = ['mxicsoe', 'mxsisub'];
/** Fields a form prints only sometimes: the CURP only for personas físicas, the NRP or the RFC on IMSS/INFONAVIT opinions. */
const OPTIONAL: Record<string, string[]> = {
  mxcsf: ['curp'],
  mximssopinion: ['nrp'],
  mxinfonavitopinion: ['nrp'],
  // The aviso often states 'vigencia de tres años' without a date: in-force then counts 3 years from the aviso.
  mxrepse: ['vigencia'],
};

const finding = (code: FindingCode, result: FindingResult, message: string): Finding => ({ code, result, message });
const show = (day: string) => formatDisplayDay(day.slice(0, 10));
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

function cadenceOf(documentTypeCode: string): Cadence {
  const entry = documentTypeCatalogue.find((t) => t.codeName === documentTypeCode);
  return entry ? periodicityLetters[entry.periodicity] : 'initial';
}

function periodLabel(cadence: Cadence, day: string): string {
  return periodOfDay(cadence, day, cadence === 'quarterly' ? 'supplierAudit' : 'general').label;
}

function periodKey(cadence: Cadence, day: string): string {
  return periodOfDay(cadence, day, cadence === 'quarterly' ? 'supplierAudit' : 'general').key;
}

// ---------- rfc-matches ----------

function rfcMatches(extraction: Extraction, context: CheckContext): Finding | undefined {
  const key = extraction.documentTypeCode === 'mxcfdinomina' ? 'emisorRfc' : 'rfc';
  if (!(documentFieldCatalogue[extraction.documentTypeCode] ?? []).some((f) => f.key === key)) return undefined;
  const read = str(extraction.data[key])?.toUpperCase();
  const supplier = context.supplierRfc?.trim().toUpperCase();
  if (!read) return finding('rfc-matches', 'unknown', 'No se leyó el RFC en el documento.');
  if (!supplier) return finding('rfc-matches', 'unknown', `El proveedor no tiene RFC registrado para compararlo con el del documento (${read}).`);
  return read === supplier
    ? finding('rfc-matches', 'pass', `El RFC del documento (${read}) es el del proveedor.`)
    : finding('rfc-matches', 'fail', `El RFC del documento (${read}) no es el del proveedor (${supplier}).`);
}

// ---------- period-matches ----------

function periodMatches(extraction: Extraction, context: CheckContext): Finding | undefined {
  const cadence = context.cadence ?? cadenceOf(extraction.documentTypeCode);
  // Initial types have no period to compare: the check does not apply (an 'unknown' would block auto-validation for good).
  if (cadence === 'initial') return undefined;
  const slot = context.slotPeriod;
  if (!slot) return finding('period-matches', 'unknown', 'El documento no tiene un periodo asignado para compararlo.');
  const slotLabel = periodLabel(cadence, slot.from);
  // Opinions print the day they were issued, not a period: that day must fall in the slot's month.
  if (OPINIONS.includes(extraction.documentTypeCode)) {
    const issued = extraction.issueDate;
    if (!issued) return finding('period-matches', 'unknown', `No se leyó la fecha de emisión para compararla con el periodo ${slotLabel}.`);
    return periodKey(cadence, issued) === periodKey(cadence, slot.from)
      ? finding('period-matches', 'pass', `La opinión se emitió el ${show(issued)}, en el periodo ${slotLabel}.`)
      : finding('period-matches', 'fail', `La opinión se emitió el ${show(issued)}, fuera del periodo ${slotLabel}.`);
  }
  const printed = extraction.printedPeriod;
  if (!printed) return finding('period-matches', 'unknown', `No se leyó el periodo del documento para compararlo con ${slotLabel}.`);
  // A payroll CFDI covers a week, a quincena or a month: it must lie inside the slot's month.
  if (extraction.documentTypeCode === 'mxcfdinomina') {
    const range = `del ${show(printed.from)} al ${show(printed.to)}`;
    if (printed.from >= slot.from && printed.to <= slot.to) return finding('period-matches', 'pass', `El CFDI cubre ${range}, dentro del periodo ${slotLabel}.`);
    if (printed.to < slot.from || printed.from > slot.to) return finding('period-matches', 'fail', `El CFDI cubre ${range}, fuera del periodo ${slotLabel}.`);
    return finding('period-matches', 'unknown', `El CFDI cubre ${range}, que cruza el periodo ${slotLabel}.`);
  }
  const printedLabel = periodKey(cadence, printed.from) === periodKey(cadence, printed.to) ? periodLabel(cadence, printed.from) : `del ${show(printed.from)} al ${show(printed.to)}`;
  const same = periodKey(cadence, printed.from) === periodKey(cadence, slot.from) && periodKey(cadence, printed.to) === periodKey(cadence, slot.from);
  return same
    ? finding('period-matches', 'pass', `El periodo del documento (${printedLabel}) es el asignado (${slotLabel}).`)
    : finding('period-matches', 'fail', `El periodo del documento (${printedLabel}) no es el asignado (${slotLabel}).`);
}

// ---------- opinion-positive ----------

function opinionPositive(extraction: Extraction): Finding | undefined {
  if (!OPINIONS.includes(extraction.documentTypeCode)) return undefined;
  const value = str(extraction.data[extraction.documentTypeCode === 'mxopinion32d' ? 'sentido' : 'resultado'])?.toUpperCase();
  if (!value) return finding('opinion-positive', 'unknown', 'No se leyó el sentido de la opinión.');
  if (value === 'POSITIVO' || value === 'POSITIVA') return finding('opinion-positive', 'pass', `La opinión es ${value}.`);
  if (value === 'INSCRITO SIN OBLIGACIONES') return finding('opinion-positive', 'unknown', 'La opinión dice INSCRITO SIN OBLIGACIONES: no es POSITIVO; revise si el proveedor debe tener obligaciones.');
  return finding('opinion-positive', 'fail', `La opinión es ${value}, no positiva.`);
}

// ---------- in-force ----------

function validityEnd(extraction: Extraction): { until?: string; basis: string } | undefined {
  const d = extraction.data;
  switch (extraction.documentTypeCode) {
    case 'mxopinion32d':
    case 'mximssopinion':
    case 'mxinfonavitopinion': {
      const issued = str(d.fechaEmision);
      return { until: issued ? addDays(issued.slice(0, 10), 30) : undefined, basis: issued ? `emitida el ${show(issued)}, vale 30 días` : 'sin fecha de emisión' };
    }
    case 'mxcsf': {
      const issued = str(d.fechaEmision);
      return { until: issued ? addDays(issued.slice(0, 10), 90) : undefined, basis: issued ? `emitida el ${show(issued)}, vale 90 días` : 'sin fecha de emisión' };
    }
    case 'mxrepse': {
      const vigencia = str(d.vigencia);
      if (vigencia) return { until: vigencia.slice(0, 10), basis: `vigencia impresa al ${show(vigencia)}` };
      const aviso = str(d.fechaAviso);
      return { until: aviso ? addDays(addMonths(aviso.slice(0, 10), 36), -1) : undefined, basis: aviso ? `aviso del ${show(aviso)}, vale 3 años` : 'sin fecha del aviso ni vigencia' };
    }
    case 'mxcaratulabancaria': {
      const corte = str(d.fechaCorte);
      return { until: corte ? addMonths(corte.slice(0, 10), 3) : undefined, basis: corte ? `corte al ${show(corte)}, vale 3 meses` : 'sin fecha de corte' };
    }
    case 'mxdomicilio': {
      const issued = str(d.fechaEmision);
      return { until: issued ? addMonths(issued.slice(0, 10), 3) : undefined, basis: issued ? `emitido el ${show(issued)}, vale 3 meses` : 'sin fecha de emisión' };
    }
    default:
      return undefined;
  }
}

function inForce(extraction: Extraction, context: CheckContext): { finding?: Finding; validUntil?: string } {
  const v = validityEnd(extraction);
  if (!v) return {};
  if (!v.until) return { finding: finding('in-force', 'unknown', `No se puede calcular la vigencia: documento ${v.basis}.`) };
  const ok = context.today <= v.until;
  return {
    validUntil: v.until,
    finding: ok
      ? finding('in-force', 'pass', `Vigente hasta el ${show(v.until)} (${v.basis}); hoy es ${show(context.today)}.`)
      : finding('in-force', 'fail', `Venció el ${show(v.until)} (${v.basis}); hoy es ${show(context.today)}.`),
  };
}

// ---------- identifiers-valid ----------

type Kind = 'rfc' | 'curp' | 'nss' | 'clabe';
function kindOf(key: string): Kind | undefined {
  const last = key.split('.').at(-1)!.toLowerCase();
  if (last.endsWith('rfc')) return 'rfc';
  if (last.endsWith('curp')) return 'curp';
  if (last.endsWith('nss')) return 'nss';
  if (last === 'clabe') return 'clabe';
  return undefined;
}
const KIND_LABEL: Record<Kind, string> = { rfc: 'RFC', curp: 'CURP', nss: 'NSS', clabe: 'CLABE' };

function catalogueHasIdentifiers(documentTypeCode: string): boolean {
  const walk = (defs: (typeof documentFieldCatalogue)[string]): boolean => defs.some((d) => kindOf(d.key) !== undefined || walk(d.jsonDisplayConfig.children ?? []));
  return walk(documentFieldCatalogue[documentTypeCode] ?? []);
}

function identifiersValid(extraction: Extraction): Finding | undefined {
  if (!catalogueHasIdentifiers(extraction.documentTypeCode)) return undefined;
  const read = extraction.fields.map((f) => ({ ...f, kind: kindOf(f.key) })).filter((f) => f.kind);
  if (!read.length) return finding('identifiers-valid', 'unknown', 'No se leyó ningún RFC, CURP, NSS ni CLABE en el documento.');
  const invalid: string[] = [];
  const checkDigit: string[] = [];
  for (const f of read) {
    if (f.kind === 'rfc') {
      const c = checkRfc(f.value);
      if (!c.valid) invalid.push(`RFC ${f.value}`);
      else if (c.checkDigitMismatch) checkDigit.push(`RFC ${f.value}`);
    } else if (f.kind === 'curp' && !isValidCurp(f.value)) invalid.push(`CURP ${f.value}`);
    else if (f.kind === 'nss' && !isValidNss(f.value)) invalid.push(`NSS ${f.value}`);
    else if (f.kind === 'clabe' && !isValidClabe(f.value)) invalid.push(`CLABE ${f.value}`);
  }
  if (invalid.length) return finding('identifiers-valid', 'fail', `No son válidos: ${invalid.join(', ')}.`);
  if (checkDigit.length) {
    return finding('identifiers-valid', 'unknown', `El dígito verificador no coincide en ${checkDigit.join(', ')} (ocurre en cerca del 1.5% de los RFC reales): confírmelo con la CSF.`);
  }
  const kinds = [...new Set(read.map((f) => KIND_LABEL[f.kind!]))];
  return finding('identifiers-valid', 'pass', `${read.length === 1 ? 'El identificador leído es válido' : `Los ${read.length} identificadores leídos son válidos`} (${kinds.join(', ')}).`);
}

// ---------- fields-complete ----------

function fieldsComplete(extraction: Extraction): Finding {
  const defs = (documentFieldCatalogue[extraction.documentTypeCode] ?? []).filter((d) => d.jsonDisplayConfig.type !== 'group');
  const optional = new Set(OPTIONAL[extraction.documentTypeCode] ?? []);
  // The CSF of a persona física (13-character RFC) does print a CURP.
  if (extraction.documentTypeCode === 'mxcsf' && str(extraction.data.rfc)?.length === 13) optional.delete('curp');
  const required = defs.filter((d) => !optional.has(d.key));
  const missing = required.filter((d) => extraction.data[d.key] === undefined).map((d) => d.label);
  if (!defs.length) return finding('fields-complete', 'unknown', 'Este tipo de documento no tiene datos que extraer.');
  return missing.length
    ? finding('fields-complete', 'fail', `No se ${missing.length === 1 ? 'leyó' : 'leyeron'}: ${missing.join(', ')}.`)
    : finding('fields-complete', 'pass', `Se leyeron los ${required.length} datos del documento.`);
}

// ---------- NSS cross-checks ----------

function nssOf(extraction: Extraction): string[] {
  if (extraction.documentTypeCode === 'mxcfdinomina') return str(extraction.data.receptorNss) ? [str(extraction.data.receptorNss)!] : [];
  const workers = extraction.data.trabajadores;
  return Array.isArray(workers) ? workers.map((w) => str((w as Record<string, unknown>).nss)).filter((v): v is string => Boolean(v)) : [];
}

function nssList(data: Record<string, unknown>): string[] | undefined {
  const workers = data.trabajadores;
  if (!Array.isArray(workers)) return undefined;
  const list = workers.map((w) => str((w as Record<string, unknown>)?.nss)).filter((v): v is string => Boolean(v));
  return list.length ? list : undefined;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function nssInSua(extraction: Extraction, context: CheckContext): Finding | undefined {
  if (!['mxcfdinomina', 'mxplantilla'].includes(extraction.documentTypeCode)) return undefined;
  const mine = nssOf(extraction);
  if (!mine.length) return finding('nss-in-sua', 'unknown', 'No se leyó ningún NSS en el documento.');
  const cedulas = context.samePeriod.filter((d) => SUA_TYPES.includes(d.documentTypeCode));
  if (!cedulas.length) return finding('nss-in-sua', 'unknown', 'No hay una cédula SUA ni un pago SIPARE del mismo periodo para comparar.');
  const sua = new Set(cedulas.flatMap((d) => nssList(d.data) ?? []));
  if (!sua.size) return finding('nss-in-sua', 'unknown', 'La cédula SUA del mismo periodo no tiene una lista de NSS leída.');
  const missing = mine.filter((n) => !sua.has(n));
  if (!missing.length) return finding('nss-in-sua', 'pass', `${mine.length === 1 ? `El NSS ${mine[0]} está` : `Los ${mine.length} NSS están`} en la cédula SUA del periodo (${plural(sua.size, 'trabajador', 'trabajadores')}).`);
  return finding('nss-in-sua', 'fail', `No están en la cédula SUA del periodo (${plural(sua.size, 'trabajador', 'trabajadores')}): NSS ${missing.join(', ')}.`);
}

function nssInIcsoe(extraction: Extraction, context: CheckContext): Finding | undefined {
  if (!['mxcfdinomina', 'mxplantilla'].includes(extraction.documentTypeCode)) return undefined;
  const mine = nssOf(extraction);
  const acuses = context.samePeriod.filter((d) => ICSOE_TYPES.includes(d.documentTypeCode));
  if (!acuses.length) return finding('nss-in-icsoe', 'unknown', 'No hay un acuse ICSOE ni SISUB del mismo periodo para comparar.');
  const listed = new Set(acuses.flatMap((d) => nssList(d.data) ?? []));
  if (listed.size) {
    if (!mine.length) return finding('nss-in-icsoe', 'unknown', 'No se leyó ningún NSS en el documento.');
    const missing = mine.filter((n) => !listed.has(n));
    return missing.length
      ? finding('nss-in-icsoe', 'fail', `No están en el ICSOE / SISUB del periodo: NSS ${missing.join(', ')}.`)
      : finding('nss-in-icsoe', 'pass', `Los NSS del documento están en el ICSOE / SISUB del periodo.`);
  }
  // The acuses report how many workers, not who: compare the assigned workers' count with it.
  const counts = acuses.map((d) => Number(d.data.trabajadores)).filter((n) => Number.isFinite(n) && n >= 0);
  if (!counts.length) return finding('nss-in-icsoe', 'unknown', 'El acuse ICSOE / SISUB del periodo no tiene leído el número de trabajadores.');
  const reported = Math.max(...counts);
  if (extraction.documentTypeCode === 'mxcfdinomina') {
    return finding('nss-in-icsoe', 'unknown', `El ICSOE / SISUB informa ${plural(reported, 'trabajador', 'trabajadores')} sin sus NSS: no se puede comprobar el NSS ${mine[0] ?? ''} del CFDI.`.replace(' .', '.'));
  }
  if (!mine.length) return finding('nss-in-icsoe', 'unknown', 'No se leyó ningún NSS en la relación de trabajadores.');
  return mine.length <= reported
    ? finding('nss-in-icsoe', 'pass', `La relación tiene ${plural(mine.length, 'trabajador', 'trabajadores')} y el ICSOE / SISUB informa ${reported} (sin NSS: se comparan los totales).`)
    : finding('nss-in-icsoe', 'fail', `La relación tiene ${plural(mine.length, 'trabajador', 'trabajadores')} y el ICSOE / SISUB informa solo ${reported}.`);
}

// ---------- all ----------

export function checkExtraction(extraction: Extraction, context: CheckContext): { findings: Finding[]; validUntil?: string } {
  const force = inForce(extraction, context);
  const findings = [
    rfcMatches(extraction, context),
    periodMatches(extraction, context),
    opinionPositive(extraction),
    force.finding,
    identifiersValid(extraction),
    fieldsComplete(extraction),
    nssInSua(extraction, context),
    nssInIcsoe(extraction, context),
  ].filter((f): f is Finding => f !== undefined);
  return { findings, ...(force.validUntil ? { validUntil: force.validUntil } : {}) };
}

/** Auto-validation needs every finding passed: a 'fail' or an undecided 'unknown' keeps the document for review. */
export function allChecksPass(findings: readonly Finding[]): boolean {
  return findings.every((f) => f.result === 'pass');
}
