import type { Finding, FindingCode } from '@expediente/contracts';
import { describe, expect, it } from 'vitest';
import { allChecksPass, checkExtraction } from '../checks';
import { parseFields } from '../index';
import type { CheckContext, Extraction } from '../types';
import * as s from './samples';

const march = { from: '2026-03-01', to: '2026-03-31' };
const ctx = (over: Partial<CheckContext> = {}): CheckContext => ({ today: '2026-03-20', documentTypeCode: 'x', supplierRfc: 'EXP150301AB2', slotPeriod: march, samePeriod: [], ...over });
const find = (findings: Finding[], code: FindingCode) => findings.find((f) => f.code === code);
const check = (e: Extraction, over: Partial<CheckContext> = {}) => checkExtraction(e, ctx({ documentTypeCode: e.documentTypeCode, ...over }));
const withData = (e: Extraction, data: Record<string, unknown>, fields = e.fields): Extraction => ({ ...e, data: { ...e.data, ...data }, fields });

const opinion = parseFields('mxopinion32d', s.pdf(s.opinion32dTable));
const isr = parseFields('mxdeclisr', s.pdf(s.declIsr));
const cfdi = parseFields('mxcfdinomina', s.cfdi);
const plantilla = parseFields('mxplantilla', s.pdf(s.plantilla));
const sua = parseFields('mximsscop', s.pdf(s.sua));
const icsoe = parseFields('mxicsoe', s.pdf(s.icsoe));

describe('rfc-matches', () => {
  it('pass, fail naming both RFCs, unknown without the supplier RFC or the document RFC', () => {
    expect(find(check(isr).findings, 'rfc-matches')?.result).toBe('pass');
    const fail = find(check(isr, { supplierRfc: 'GAS990812K57' }).findings, 'rfc-matches')!;
    expect(fail).toEqual({ code: 'rfc-matches', result: 'fail', message: 'El RFC del documento (EXP150301AB2) no es el del proveedor (GAS990812K57).' });
    expect(find(check(isr, { supplierRfc: undefined }).findings, 'rfc-matches')?.result).toBe('unknown');
    expect(find(check(withData(isr, { rfc: undefined })).findings, 'rfc-matches')?.result).toBe('unknown');
    expect(find(check(cfdi).findings, 'rfc-matches')?.result).toBe('pass');
    expect(find(check(parseFields('mxrepse', s.pdf(s.repse))).findings, 'rfc-matches')).toBeUndefined();
  });
});

describe('period-matches', () => {
  it('monthly: the same month passes, another fails with both labels, none printed is unknown', () => {
    expect(find(check(isr).findings, 'period-matches')).toEqual({ code: 'period-matches', result: 'pass', message: 'El periodo del documento (Marzo 2026) es el asignado (Marzo 2026).' });
    const april = find(check(isr, { slotPeriod: { from: '2026-04-01', to: '2026-04-30' } }).findings, 'period-matches')!;
    expect(april.result).toBe('fail');
    expect(april.message).toContain('Marzo 2026');
    expect(april.message).toContain('Abril 2026');
    expect(find(check({ ...isr, printedPeriod: undefined }).findings, 'period-matches')?.result).toBe('unknown');
    expect(find(check(isr, { slotPeriod: undefined }).findings, 'period-matches')?.result).toBe('unknown');
  });

  it('bimonthly and cuatrimestral compare the bimestre and the cuatrimestre', () => {
    const bim = parseFields('mxinfonavitbim', s.pdf(s.infonavitBim)); // April 2026: 2º bimestre
    expect(find(check(bim, { slotPeriod: { from: '2026-03-01', to: '2026-04-30' } }).findings, 'period-matches')?.result).toBe('pass');
    expect(find(check(bim, { slotPeriod: { from: '2026-05-01', to: '2026-06-30' } }).findings, 'period-matches')?.result).toBe('fail');
    expect(find(check(icsoe, { slotPeriod: { from: '2026-01-01', to: '2026-04-30' } }).findings, 'period-matches')?.result).toBe('pass');
    expect(find(check(icsoe, { slotPeriod: { from: '2026-05-01', to: '2026-08-31' } }).findings, 'period-matches')?.result).toBe('fail');
  });

  it('opinions: the issue date in the slot month; CFDI: its payment period inside, outside or across the month', () => {
    expect(find(check(opinion).findings, 'period-matches')?.result).toBe('pass');
    expect(find(check(opinion, { slotPeriod: { from: '2026-02-01', to: '2026-02-28' } }).findings, 'period-matches')?.result).toBe('fail');
    expect(find(check(cfdi).findings, 'period-matches')?.result).toBe('pass');
    expect(find(check(cfdi, { slotPeriod: { from: '2026-04-01', to: '2026-04-30' } }).findings, 'period-matches')?.result).toBe('fail');
    const across = { ...cfdi, printedPeriod: { from: '2026-03-28', to: '2026-04-03' } };
    expect(find(check(across).findings, 'period-matches')?.result).toBe('unknown');
  });

  it('does not apply to initial types', () => {
    expect(find(check(parseFields('mxcsf', s.pdf(s.csf)), { slotPeriod: undefined }).findings, 'period-matches')).toBeUndefined();
  });
});

describe('opinion-positive and in-force', () => {
  it('POSITIVO passes, NEGATIVO fails, INSCRITO SIN OBLIGACIONES and unread are unknown', () => {
    expect(find(check(opinion).findings, 'opinion-positive')?.result).toBe('pass');
    expect(find(check(withData(opinion, { sentido: 'NEGATIVO' })).findings, 'opinion-positive')?.result).toBe('fail');
    expect(find(check(withData(opinion, { sentido: 'INSCRITO SIN OBLIGACIONES' })).findings, 'opinion-positive')?.result).toBe('unknown');
    expect(find(check(withData(opinion, { sentido: undefined })).findings, 'opinion-positive')?.result).toBe('unknown');
    const imss = parseFields('mximssopinion', s.pdf(s.imssOpinion));
    expect(find(check(imss).findings, 'opinion-positive')?.result).toBe('pass');
    expect(find(check(withData(imss, { resultado: 'NEGATIVA' })).findings, 'opinion-positive')?.result).toBe('fail');
  });

  it('opinion: 30 days from its issue; validUntil returned; expired fails with both dates', () => {
    const ok = check(opinion);
    expect(ok.validUntil).toBe('2026-04-02');
    expect(find(ok.findings, 'in-force')?.result).toBe('pass');
    const late = check(opinion, { today: '2026-04-03' });
    expect(find(late.findings, 'in-force')).toEqual({ code: 'in-force', result: 'fail', message: 'Venció el 02-abr-2026 (emitida el 03-mar-2026, vale 30 días); hoy es 03-abr-2026.' });
    expect(find(check(withData(opinion, { fechaEmision: undefined })).findings, 'in-force')?.result).toBe('unknown');
  });

  it('CSF 90 days, REPSE printed vigencia or 3 years from the aviso, bank cover and address 3 months', () => {
    expect(check(parseFields('mxcsf', s.pdf(s.csf))).validUntil).toBe('2026-05-31');
    const repse = parseFields('mxrepse', s.pdf(s.repse));
    expect(check(repse).validUntil).toBe('2026-07-09');
    expect(check(withData(repse, { vigencia: '2026-01-31' })).validUntil).toBe('2026-01-31');
    expect(find(check(withData(repse, { vigencia: '2026-01-31' })).findings, 'in-force')?.result).toBe('fail');
    expect(check(parseFields('mxcaratulabancaria', s.pdf(s.bankCover))).validUntil).toBe('2026-06-30');
    expect(check(parseFields('mxdomicilio', s.pdf(s.addressCfe))).validUntil).toBe('2026-06-18');
    expect(find(check(isr).findings, 'in-force')).toBeUndefined();
  });
});

describe('identifiers-valid and fields-complete', () => {
  it('valid identifiers pass; a bad NSS fails naming it; an RFC failing only its check digit is unknown', () => {
    expect(find(check(plantilla).findings, 'identifiers-valid')?.result).toBe('pass');
    const badNss = { ...sua, fields: sua.fields.map((f) => (f.key === 'trabajadores[0].nss' ? { ...f, value: '12345678900' } : f)) };
    expect(find(check(badNss).findings, 'identifiers-valid')).toEqual({ code: 'identifiers-valid', result: 'fail', message: 'No son válidos: NSS 12345678900.' });
    const digit = { ...isr, fields: isr.fields.map((f) => (f.key === 'rfc' ? { ...f, value: 'EXP150301AB3' } : f)) };
    const warn = find(check(digit).findings, 'identifiers-valid')!;
    expect(warn.result).toBe('unknown');
    expect(warn.message).toContain('EXP150301AB3');
    expect(find(check({ ...isr, fields: [] }).findings, 'identifiers-valid')?.result).toBe('unknown');
    expect(find(check(parseFields('mxdomicilio', s.pdf(s.addressCfe))).findings, 'identifiers-valid')).toBeUndefined();
  });

  it('every non-group field read passes; missing ones fail by label; optional fields are not required', () => {
    expect(find(check(isr).findings, 'fields-complete')?.result).toBe('pass');
    const missing = find(check(withData(isr, { importe: undefined, lineaCaptura: undefined })).findings, 'fields-complete')!;
    expect(missing).toEqual({ code: 'fields-complete', result: 'fail', message: 'No se leyeron: Línea de captura, Importe.' });
    expect(find(check(parseFields('mxcsf', s.pdf(s.csf))).findings, 'fields-complete')?.result).toBe('pass');
    expect(find(check(parseFields('mxrepse', s.pdf(s.repse))).findings, 'fields-complete')?.result).toBe('pass');
  });
});

describe('NSS cross-checks', () => {
  const same = (e: Extraction, publicKey = 'k') => ({ documentTypeCode: e.documentTypeCode, publicKey, data: e.data });

  it('nss-in-sua: pass when every NSS is in the cédula; fail naming the missing; unknown without a cédula', () => {
    expect(find(check(plantilla, { samePeriod: [same(sua)] }).findings, 'nss-in-sua')?.result).toBe('pass');
    expect(find(check(cfdi, { samePeriod: [same(sua)] }).findings, 'nss-in-sua')?.result).toBe('pass');
    const short = { ...sua.data, trabajadores: [{ nss: '12345678903' }] };
    const fail = find(check(plantilla, { samePeriod: [{ documentTypeCode: 'mxsipare', publicKey: 'p', data: short }] }).findings, 'nss-in-sua')!;
    expect(fail.result).toBe('fail');
    expect(fail.message).toContain('01987654322');
    expect(find(check(plantilla).findings, 'nss-in-sua')?.result).toBe('unknown');
    expect(find(check(plantilla, { samePeriod: [{ documentTypeCode: 'mximsscop', publicKey: 'p', data: {} }] }).findings, 'nss-in-sua')?.result).toBe('unknown');
    expect(find(check(isr, { samePeriod: [same(sua)] }).findings, 'nss-in-sua')).toBeUndefined();
  });

  it('nss-in-icsoe: the acuses report counts: compared with the plantilla, unknown for a single CFDI or without an acuse', () => {
    expect(find(check(plantilla, { samePeriod: [same(icsoe)] }).findings, 'nss-in-icsoe')?.result).toBe('pass');
    const few = { ...icsoe.data, trabajadores: 1 };
    expect(find(check(plantilla, { samePeriod: [{ documentTypeCode: 'mxsisub', publicKey: 's', data: few }] }).findings, 'nss-in-icsoe')?.result).toBe('fail');
    expect(find(check(cfdi, { samePeriod: [same(icsoe)] }).findings, 'nss-in-icsoe')?.result).toBe('unknown');
    expect(find(check(plantilla).findings, 'nss-in-icsoe')?.result).toBe('unknown');
    const listed = { trabajadores: [{ nss: '12345678903' }] };
    expect(find(check(cfdi, { samePeriod: [{ documentTypeCode: 'mxicsoe', publicKey: 'i', data: listed }] }).findings, 'nss-in-icsoe')?.result).toBe('pass');
  });
});

describe('allChecksPass', () => {
  it('only when no finding failed or stayed unknown', () => {
    const all = check(cfdi, { samePeriod: [{ documentTypeCode: 'mximsscop', publicKey: 'a', data: sua.data }, { documentTypeCode: 'mxicsoe', publicKey: 'b', data: { trabajadores: [{ nss: '12345678903' }] } }] });
    expect(all.findings.map((f) => f.result)).toEqual(all.findings.map(() => 'pass'));
    expect(allChecksPass(all.findings)).toBe(true);
    expect(allChecksPass([...all.findings, { code: 'nss-in-sua', result: 'unknown', message: '' }])).toBe(false);
    expect(allChecksPass([{ code: 'rfc-matches', result: 'fail', message: '' }])).toBe(false);
  });
});
