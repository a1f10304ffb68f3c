import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mexicoCityDay, supplierSlotsResponseSchema, uploadSasResponseSchema, type Sat69b } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { PeriodsRepository, type PeriodItem } from '../../periods/periods.repository';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { COMPLIANCE_SET } from '../compliance-projection.service';
import { cellStateOf, project } from '../compliance-projection';
import { ComplianceSourcesRepository } from '../compliance-sources.repository';
import { ComplianceRepository, type ComplianceItem } from '../compliance.repository';

/**
 * The projection's property (issue 17, decision 019): whatever sequence of writes happens — uploads through the real
 * upload API, reviews (status V / I / P), audit rejections, deletions and supplier period edits, on a few
 * suppliers — once the compliance queue has drained, the maintained items equal a from-scratch recompute of every
 * touched supplier, and every cell's state equals what the slots screen derives for that slot
 * (GET /api/documents/supplier/slots, slots.service.ts). Runs are few and short (the file's budget is 40 s).
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const SUPPLIERS = ['sup-limpieza-bajio', 'sup-transportes-norte', 'sup-seguridad-regional'] as const;
/** A monthly type with a due date, an initial one, a monthly one per customer, and a cuatrimestre. */
const TYPES = ['mxdeclisr', 'mxcsf', 'mxcfdinomina', 'mxicsoe'] as const;
const PERIODIC: Record<(typeof TYPES)[number], boolean> = { mxdeclisr: true, mxcsf: false, mxcfdinomina: true, mxicsoe: true };
const repo = new ComplianceRepository();
const sources = new ComplianceSourcesRepository();
const uploaded: string[] = [];

beforeAll(async () => {
  host = await startTestHost({ seedDerived: true });
  [developer] = await signedInAll(host.url, ['developer@demo.expediente.mx']);
}, 180_000);
afterAll(async () => {
  await host?.cleanup();
});

type Op =
  | { kind: 'upload'; supplier: number; type: (typeof TYPES)[number]; month: number }
  | { kind: 'status'; doc: number; status: 'V' | 'I' | 'P' }
  | { kind: 'reject'; doc: number }
  | { kind: 'delete'; doc: number }
  | { kind: 'period'; supplier: number; startMonth: number; endMonth: number };

const uploadArb: fc.Arbitrary<Op> = fc.record({ kind: fc.constant('upload' as const), supplier: fc.nat(SUPPLIERS.length - 1), type: fc.constantFrom(...TYPES), month: fc.integer({ min: 1, max: 6 }) });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  uploadArb,
  fc.record({ kind: fc.constant('status' as const), doc: fc.nat(50), status: fc.constantFrom('V' as const, 'I' as const, 'P' as const) }),
  fc.record({ kind: fc.constant('reject' as const), doc: fc.nat(50) }),
  fc.record({ kind: fc.constant('delete' as const), doc: fc.nat(50) }),
  fc.record({ kind: fc.constant('period' as const), supplier: fc.nat(SUPPLIERS.length - 1), startMonth: fc.integer({ min: 1, max: 12 }), endMonth: fc.integer({ min: 1, max: 6 }) }),
);

const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');
const month = (m: number) => String(m).padStart(2, '0');
const noServerError = (status: number, body: unknown) => expect(status, JSON.stringify(body)).toBeLessThan(500);

async function apply(op: Op): Promise<void> {
  const pick = () => uploaded[(op as { doc: number }).doc % uploaded.length]!;
  switch (op.kind) {
    case 'upload': {
      const companyPK = SUPPLIERS[op.supplier]!;
      // The payroll CFDI is an XML type (its only extension); the others take a PDF.
      const file = op.type === 'mxcfdinomina'
        ? { name: 'prueba.xml', contentType: 'application/xml', data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><prueba>${randomBytes(64).toString('hex')}</prueba>`) }
        : { name: 'prueba.pdf', contentType: 'application/pdf', data: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(256)]) };
      const { data } = file;
      const sas = await developer.post('/api/documents/GetContainerSASToken', { documentTypeCode: op.type, fileName: file.name, size: data.length, contentType: file.contentType, companyPK });
      expect(sas.status, JSON.stringify(sas.body)).toBe(200);
      const { uploadUrl, blobUrl } = uploadSasResponseSchema.parse(sas.body);
      const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob', 'x-ms-blob-content-type': file.contentType }, body: data });
      expect(put.status).toBe(201);
      const res = await developer.post('/api/documents/add', {
        name: file.name,
        contentType: file.contentType,
        blobUrl,
        length: data.length,
        MD5: md5(data),
        documentTypeCode: op.type,
        companyPK,
        ...(PERIODIC[op.type] ? { fromDate: `2026-${month(op.month)}-01T00:00:00-06:00` } : {}),
        ...(op.type === 'mxcfdinomina' ? { relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }] } : {}),
      });
      noServerError(res.status, res.body);
      if (res.status === 201) uploaded.push(res.body.document.publicKey as string);
      return;
    }
    case 'status': {
      if (uploaded.length === 0) return;
      const res = await developer.call('PUT', `/api/documents/${pick()}/status`, { body: { status: op.status, ...(op.status === 'I' ? { reason: 'Ilegible' } : {}) } });
      noServerError(res.status, res.body);
      return;
    }
    case 'reject': {
      if (uploaded.length === 0) return;
      const res = await developer.post(`/api/audit/${pick()}/reject`, { result: 'rejected', comment: 'No corresponde al periodo.' });
      noServerError(res.status, res.body);
      return;
    }
    case 'delete': {
      if (uploaded.length === 0) return;
      const res = await developer.call('DELETE', `/api/slot/document/${pick()}`);
      noServerError(res.status, res.body);
      return;
    }
    case 'period': {
      const supplierPK = SUPPLIERS[op.supplier]!;
      const period = (await new PeriodsRepository().all(demo)).find((p: PeriodItem) => p.supplierPK === supplierPK);
      if (!period) return;
      const endDay = new Date(Date.UTC(2026, op.endMonth, 0)).getUTCDate();
      const body = { supplierPK, customerPK: period.customerPK, startDate: `2025-${month(op.startMonth)}-01`, endDate: `2026-${month(op.endMonth)}-${endDay}` };
      const res = await developer.call('PUT', `/api/periods/${period.id}`, { body });
      noServerError(res.status, res.body);
      return;
    }
  }
}

/** A stored item without what the store and the write add (ETag, system fields, hash, the time of the write). */
function content(item: ComplianceItem): unknown {
  const { tenantId: _t, pk: _p, _etag, _ts, hash: _h, ...rest } = item as ComplianceItem & Record<string, unknown>;
  const clean = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('_')));
  if (item.kind === 'summary') {
    const { updatedAt: _u, ...figures } = item.figures;
    return { ...clean, figures };
  }
  return clean;
}

/** The supplier's items as a from-scratch recompute would write them (compliance-projection.ts, fresh reads). */
async function fromScratch(supplierId: string): Promise<unknown[]> {
  const contact = await sources.contact(demo, supplierId);
  const [types, periods, docs] = await Promise.all([sources.documentTypes(demo, COMPLIANCE_SET), sources.supplierPeriods(demo, supplierId), sources.liveDocuments(demo, supplierId)]);
  const p = project({ contact: contact as typeof contact & { sat69b?: Sat69b } & object, types, periods, docs, today: mexicoCityDay(new Date()) });
  return [p.summary, ...p.years].map((x) => JSON.parse(JSON.stringify(x)) as unknown).sort(byId);
}
const byId = (a: unknown, b: unknown) => String((a as { id: string }).id).localeCompare(String((b as { id: string }).id));
async function maintained(supplierId: string): Promise<unknown[]> {
  return (await repo.itemsOf(demo, supplierId)).map(content).sort(byId);
}

/** Every supplier's maintained items equal its recompute; undefined while the queue is still working. */
async function settled(): Promise<true | undefined> {
  for (const s of SUPPLIERS) {
    const [a, b] = await Promise.all([maintained(s), fromScratch(s)]);
    if (JSON.stringify(a) !== JSON.stringify(b)) return undefined;
  }
  return true;
}

describe('compliance projection (property)', () => {
  it('after any sequence of writes and a drained queue, equals a from-scratch recompute and the slots screen', { timeout: 300_000 }, async () => {
    await fc.assert(
      // Each sequence starts with an upload: three runs of writes drawn at random could otherwise upload nothing (one
      // fresh-clone run in about ten), and the other writes need a document to act on.
      fc.asyncProperty(fc.tuple(uploadArb, fc.array(opArb, { maxLength: 5 })).map(([first, rest]) => [first, ...rest]), async (ops) => {
        for (const op of ops) await apply(op);
        const ok = await eventually(settled, 30_000, 200).catch(() => undefined);
        if (!ok) {
          // Show the difference of the first supplier that differs.
          for (const s of SUPPLIERS) expect(await maintained(s)).toEqual(await fromScratch(s));
        }
        // Each cell's state is what the slots screen derives for its slot (the year of the writes and the initial ones).
        for (const s of SUPPLIERS) {
          const res = await developer.get(`/api/documents/supplier/slots?supplierPK=${s}&year=2026`);
          expect(res.status).toBe(200);
          const slots = supplierSlotsResponseSchema.parse(res.body).slots;
          const [summary, year] = await Promise.all([repo.summaryItem(demo, s), repo.yearItem(demo, s, 2026)]);
          const cells = [...(summary?.initial.cells ?? []), ...(year?.cells ?? [])];
          expect(Object.fromEntries(cells.map((c) => [c.slotKey, c.state]))).toEqual(Object.fromEntries(slots.map((sl) => [sl.publicKey, cellStateOf(sl)])));
        }
      }),
      { numRuns: 3 },
    );
    expect(uploaded.length).toBeGreaterThan(0);
  });
});
