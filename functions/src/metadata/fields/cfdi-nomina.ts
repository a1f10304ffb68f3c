import type { CfdiRead } from '../readers/types';
import { buildExtraction, Fields } from './extraction';
import { normaliseUuid } from './normalise';
import type { Extraction } from './types';

/**
 * The payroll CFDI is structured: its attributes map straight to the fields (confidence 1). Identifiers are upper
 * cased and trimmed as the other parsers' are; dates keep their time when the XML has one (Fecha, FechaTimbrado).
 */
const upper = (v: string | undefined) => v?.trim().toUpperCase().replace(/[\s-]/g, '');
const day = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v.trim()) ? v.trim().slice(0, 10) : v?.trim());
const instant = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v.trim()) ? v.trim().slice(0, 16) : day(v));
const amount = (v: string | undefined) => {
  if (v === undefined || v.trim() === '' || !Number.isFinite(Number(v))) return v?.trim();
  return Number(v).toFixed(2);
};

export function parseCfdiNomina(read: CfdiRead): Extraction {
  const { cfdi } = read;
  const fields = new Fields();
  const set = (key: string, value: string | undefined) => fields.set(key, value, 1);
  set('emisorRfc', upper(cfdi.emisor.rfc));
  set('emisorNombre', cfdi.emisor.nombre?.trim());
  set('receptorRfc', upper(cfdi.receptor.rfc));
  set('receptorCurp', upper(cfdi.receptor.curp));
  set('receptorNss', cfdi.receptor.nss?.replace(/\D/g, ''));
  set('fechaPago', day(cfdi.nomina.fechaPago));
  set('fechaInicialPago', day(cfdi.nomina.fechaInicialPago));
  set('fechaFinalPago', day(cfdi.nomina.fechaFinalPago));
  set('numDiasPagados', cfdi.nomina.numDiasPagados ? String(Number(cfdi.nomina.numDiasPagados)) : undefined);
  set('totalPercepciones', amount(cfdi.nomina.totalPercepciones));
  set('totalDeducciones', amount(cfdi.nomina.totalDeducciones));
  set('registroPatronal', upper(cfdi.emisor.registroPatronal));
  set('periodicidadPago', cfdi.receptor.periodicidadPago?.trim());
  set('uuid', cfdi.timbre ? normaliseUuid(cfdi.timbre.uuid) : undefined);
  set('fechaTimbrado', instant(cfdi.timbre?.fechaTimbrado));
  const from = day(cfdi.nomina.fechaInicialPago);
  const to = day(cfdi.nomina.fechaFinalPago);
  const printedPeriod = from && to && /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) ? { from, to } : undefined;
  return buildExtraction('mxcfdinomina', fields, { printedPeriod, issueDate: day(cfdi.fecha) });
}
