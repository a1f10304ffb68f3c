import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractionOutcome } from '@expediente/contracts';
import { DocumentsRepository } from '../../documents/documents.repository';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { seedExtractionDone } from '../../local/seed-extraction';
import { isFinal, ProcessingRepository, type ProcessingRecord } from '../processing.repository';

/**
 * Seed version 8 (functions/src/local/seed-extraction.ts): on the local portal (EXPEDIENTE_ENV=local) the demo data
 * starts extraction runs through the real starter, and once the host's queue worker has drained them the tenant's
 * processing table holds every outcome — clean, partial, image, not-supported and error — with the documents
 * carrying the same results. With METADATA_OCR=off the scanned opinion is an image (Image AI would read it).
 */

const demo = { tenantId: 'demo-corporativo' };
const records = new ProcessingRepository();
const docs = new DocumentsRepository();
const saved = { METADATA_OCR: process.env.METADATA_OCR };
let host: Awaited<ReturnType<typeof startTestHost>> | undefined;

type Row = ProcessingRecord & { partitionKey?: unknown };

async function all(): Promise<Row[]> {
  const out: Row[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await records.page(demo, { pageSize: 1000, ...(continuationToken ? { continuationToken } : {}) });
    out.push(...(page.items as Row[]));
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return out;
}

beforeAll(async () => {
  process.env.METADATA_OCR = 'off';
  // 'local' as npm start: the seed starts its runs only there.
  host = await startTestHost({ env: 'local' });
}, 120_000);

afterAll(async () => {
  await host?.cleanup();
  if (saved.METADATA_OCR === undefined) delete process.env.METADATA_OCR;
  else process.env.METADATA_OCR = saved.METADATA_OCR;
});

describe('the demo data of seed version 8', () => {
  it('leaves a record of every outcome once the queue has drained, and the documents say the same', { timeout: 120_000 }, async () => {
    await seedExtractionDone();
    const final = await eventually(async () => {
      const rows = await all();
      return rows.length > 0 && rows.every((r) => isFinal(r.outcome)) ? rows : undefined;
    }, 90_000, 500);

    const byOutcome = new Map<ExtractionOutcome, Row[]>();
    for (const r of final) byOutcome.set(r.outcome, [...(byOutcome.get(r.outcome) ?? []), r]);
    expect([...byOutcome.keys()].sort()).toEqual(['clean', 'error', 'image', 'not-supported', 'partial']);
    // The generated files are written like an upload's (blob, then document), so the host's blob trigger may claim
    // one before the seed does (seen on a faster machine): either way one run, one record per document.
    expect(final.filter((r) => !(['seed', 'blob'] as string[]).includes(r.reason) || r.attempts !== 1)).toEqual([]);
    expect(new Set(final.map((r) => r.documentPK)).size).toBe(final.length);

    // The newest seeded document of each type read on upload, per demo supplier (5 suppliers), and 5 generated ones.
    expect(final.length).toBeGreaterThanOrEqual(5 * 5 + 5);
    expect(final.length).toBeLessThan(100);

    // The generated opinions pass every check: clean, their fields stored, U (an auto-validated type) or P.
    const clean = byOutcome.get('clean')!;
    expect(clean.map((r) => r.type).sort()).toEqual(['mximssopinion', 'mxopinion32d']);
    for (const r of clean) {
      const doc = (await docs.read(demo, r.documentPK))!;
      expect(doc.extraction?.outcome).toBe('clean');
      expect(doc.identifiers?.some((i) => i.key === 'rfc')).toBe(true);
      expect(['P', 'U']).toContain(doc.status);
    }
    // The REPSE cut short is reported as such, never as empty text.
    const errors = byOutcome.get('error')!;
    expect(errors).toEqual([expect.objectContaining({ type: 'mxrepse', hasError: true, error: 'El archivo está incompleto o dañado.' })]);
    // The scanned opinion and the seeded PNGs need the OCR (off here).
    expect(byOutcome.get('image')!.map((r) => r.type)).toEqual(expect.arrayContaining(['mxopinion32d', 'mxcaratulabancaria']));
    // The seeded payroll CFDIs carry no Nómina complement.
    expect(new Set(byOutcome.get('not-supported')!.map((r) => r.type))).toEqual(new Set(['mxcfdinomina']));
    for (const r of [...errors, ...byOutcome.get('partial')!]) {
      expect((await docs.read(demo, r.documentPK))?.extraction?.outcome).toBe(r.outcome);
    }

    // Another tenant's runs are its own (Segundo Cliente has its seeded documents read too).
    const other = await records.page({ tenantId: 'segundo-cliente' }, { pageSize: 1000 });
    expect(other.items.length).toBeGreaterThan(0);
    expect(other.items.every((r) => !final.some((f) => f.documentPK === r.documentPK))).toBe(true);
  });
});
