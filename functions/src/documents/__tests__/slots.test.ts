import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueDocumentTypes,
  contactDocumentsResponseSchema,
  documentPublicKey,
  documentSlotsResponseSchema,
  pendingSlotsResponseSchema,
  supplierSlotsResponseSchema,
  typePeriodsResponseSchema,
  uploadSasResponseSchema,
  type Slot,
} from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { PeriodsRepository } from '../../periods/periods.repository';
import { signedInAll } from '../../shell/__tests__/shell-client';
import type { DocumentTypeItem } from '../document-types.repository';
import { DocumentsRepository, type DocumentItem } from '../documents.repository';
import { SlotsRepository } from '../slots.repository';
import { deriveSlots } from '../slots.service';

/**
 * Required-document slots derived on read (part 1 §3 Pending slot; part 2 §2.2, §2.14): the Supplier's
 * organization gets one supplier period, January to March 2026, with the customer org-corporativo-demo, and no
 * documents (the seeded ones are deleted); then documents fill (or not) its slots. Other tenants and other suppliers answer 404; the query
 * contracts are fuzzed with no 5xx.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let customer: ApiClient;
let developer: ApiClient;
let otherTenant: ApiClient;
let otherSupplier: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const OWN = 'sup-limpieza-bajio';
const CUSTOMER = 'org-corporativo-demo';
const docs = new DocumentsRepository();

beforeAll(async () => {
  host = await startTestHost();
  [supplier, customer, developer, otherTenant, otherSupplier] = await signedInAll(host.url, [
    'proveedor@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'developer@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
    'proveedor2@demo.expediente.mx',
  ]);
  // No documents yet (the seeded ones are deleted, softly as the app does) and one supplier period only,
  // January to March 2026 (the seeded ones go).
  const seeded = await new SlotsRepository().liveDocuments(demo, OWN);
  const at = new Date().toISOString();
  await Promise.all(seeded.map((d) => docs.change(demo, d.publicKey, (item) => ({ ...item, deletedAt: at, deletedBy: 'test' }))));
  const periods = new PeriodsRepository();
  for (const p of (await periods.all(demo)).filter((x) => x.supplierPK === OWN)) await periods.delete(demo, p.id);
  const now = new Date().toISOString();
  await periods.create(demo, {
    id: `prd-slots-${randomUUID()}`,
    type: 'period',
    supplierPK: OWN,
    ownerPK: OWN,
    supplierDisplayName: 'Limpieza y Servicios del Bajío SA de CV',
    supplierRFC: 'LSE150312QA2',
    supplierNumber: 'PRV-1001',
    customerPK: CUSTOMER,
    customerDisplayName: 'Corporativo Demo SA de CV',
    startDate: '2026-01-01',
    endDate: '2026-03-31',
    createdAt: now,
    createdBy: 'test',
    modifiedAt: now,
    modifiedBy: 'test',
  });
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');

/** SAS, one block, add: a real upload of a PDF of the Supplier's own organization. */
async function upload(type: string, fromDate: string | undefined, extra: Record<string, unknown> = {}) {
  const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(512)]);
  const sasRes = await supplier.post('/api/documents/GetContainerSASToken', { documentTypeCode: type, fileName: 'archivo.pdf', size: data.length, contentType: 'application/pdf' });
  expect(sasRes.status, JSON.stringify(sasRes.body)).toBe(200);
  const sas = uploadSasResponseSchema.parse(sasRes.body);
  const put = await fetch(sas.uploadUrl, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob', 'x-ms-blob-content-type': 'application/pdf' }, body: data });
  expect(put.status).toBe(201);
  const res = await supplier.post('/api/documents/add', {
    name: 'archivo.pdf',
    contentType: 'application/pdf',
    blobUrl: sas.blobUrl,
    length: data.length,
    MD5: md5(data),
    documentTypeCode: type,
    ...(fromDate ? { fromDate } : {}),
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.document.publicKey as string;
}

/** A document written straight to the store (no blob: the slots do not read it). */
async function stored(type: string, fromDate: string | undefined, fields: Partial<DocumentItem> = {}): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const publicKey = documentPublicKey(OWN, id);
  await docs.create(demo, {
    id,
    supplierId: OWN,
    publicKey,
    originalName: `${type}.pdf`,
    blobName: `${OWN}/${id}.pdf`,
    storageUrl: `https://slots.invalid/${id}.pdf`,
    contentType: 'application/pdf',
    length: 10,
    md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
    status: 'P',
    documentTypeCode: type,
    documentTypeFullName: type,
    displayName: type,
    formDataItems: [],
    relationships: [],
    ...(fromDate ? { fromDate } : {}),
    periodKey: fromDate ?? 'initial',
    initialValidity: fromDate ?? now,
    createdAt: now,
    createdBy: 'test',
    modifiedAt: now,
    ...fields,
  });
  return publicKey;
}

async function year2026(client: ApiClient = supplier, query = '') {
  const res = await client.get(`/api/documents/supplier/slots?year=2026${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return supplierSlotsResponseSchema.parse(res.body);
}
const slotOf = (slots: Slot[], type: string, periodKey: string) => slots.find((s) => s.documentTypeCodeName === type && s.periodKey === periodKey);

describe('GET /api/documents/supplier/slots (derivation)', () => {
  it('gives January to March monthly slots, the first cuatrimestre, one initial slot per initial type and one event slot per customer', async () => {
    const body = await year2026();
    expect(body.supplierPK).toBe(OWN);
    expect(body.locked).toBe(false);
    const required = catalogueDocumentTypes().filter((t) => t.required);
    const monthly = body.slots.filter((s) => s.documentTypeCodeName === 'mxdeclisr');
    expect(monthly.map((s) => s.slotDisplayName)).toEqual(['Enero 2026', 'Febrero 2026', 'Marzo 2026']);
    expect(monthly.every((s) => s.status === 'missing')).toBe(true);
    // The legal calendar: January's ISR is due 17 February 2026 (a Tuesday), overdue while missing.
    expect(monthly[0]).toMatchObject({ periodKey: 'monthly:2026:1', dueDate: '2026-02-17', overdue: true, fromDate: '2026-01-01T00:00:00-06:00', initialValidity: '2026-01-31', risk: 1, month: 1, year: 2026 });
    expect(monthly[0]!.logicalKey).toBe('LSE150312QA2 · Declaración ISR retenciones · Enero 2026');
    // ICSOE is filed by cuatrimestre (January to April): one slot, due 17 May 2026 → Monday 18 May.
    const icsoe = body.slots.filter((s) => s.documentTypeCodeName === 'mxicsoe');
    expect(icsoe.map((s) => [s.slotDisplayName, s.dueDate])).toEqual([['1er cuatrimestre 2026', '2026-05-18']]);
    // The opinion has no due date; the payroll CFDI is per customer.
    expect(slotOf(body.slots, 'mxopinion32d', 'monthly:2026:2')).toMatchObject({ overdue: false });
    expect(slotOf(body.slots, 'mxopinion32d', 'monthly:2026:2')!.dueDate).toBeUndefined();
    expect(slotOf(body.slots, 'mxcfdinomina', 'monthly:2026:1')).toMatchObject({ customerPK: CUSTOMER, publicKey: `mxcfdinomina~monthly:2026:1~${CUSTOMER}` });
    const initial = body.slots.filter((s) => s.periodKey === 'initial');
    const initialTypes = required.filter((t) => t.periodCodeName === 'initial').map((t) => t.codeName);
    expect(initial.map((s) => s.documentTypeCodeName).sort()).toEqual([...initialTypes].sort());
    expect(slotOf(body.slots, 'mxcontratose', 'initial')).toMatchObject({ customerPK: CUSTOMER, publicKey: `mxcontratose~initial~${CUSTOMER}` });
    expect(slotOf(body.slots, 'mxcsf', 'initial')).toMatchObject({ publicKey: 'mxcsf~initial~-', slotDisplayName: 'Inicial', year: null });
    // Not required (DC-3) makes no slot; no month after March.
    expect(body.slots.some((s) => s.documentTypeCodeName === 'mxdc3')).toBe(false);
    expect(body.slots.some((s) => (s.month ?? 0) > 3 && s.periodKey !== 'initial')).toBe(false);
    // Tabs: initial, then the 12 months; the cuatrimestre counts in January's tab.
    expect(body.tabs.map((t) => t.tab)).toEqual(['initial', ...Array.from({ length: 12 }, (_, i) => String(i + 1))]);
    const jan = body.tabs[1]!;
    expect(jan.label).toBe('Enero');
    expect(jan.total).toBe(body.slots.filter((s) => s.month === 1 && s.periodKey !== 'initial').length);
    expect(jan.missing).toBe(jan.total);
    expect(body.tabs[0]!.total).toBe(initial.length);
    expect(body.tabs[4]!.total).toBe(0);
    // Other years: nothing periodic (2025), the initial slots still.
    const y2025 = await supplier.get('/api/documents/supplier/slots?year=2025');
    expect(y2025.body.slots.every((s: Slot) => s.periodKey === 'initial')).toBe(true);
  });

  it('fills a slot with an uploaded P document; an I document leaves it missing with documentId; an amendment replaces it', async () => {
    const jan = '2026-01-01T00:00:00-06:00';
    const p = await upload('mxdeclisr', jan);
    let body = await year2026();
    expect(slotOf(body.slots, 'mxdeclisr', 'monthly:2026:1')).toMatchObject({ status: 'uploaded', documentId: p, documentStatus: 'P', overdue: false });
    const janTab = body.tabs[1]!;
    expect(janTab.missing).toBe(janTab.total - 1);

    const feb = await upload('mxdeclisr', '2026-02-01T00:00:00-06:00');
    await docs.change(demo, feb, (d) => ({ ...d, status: 'I', rejectReason: 'Ilegible' }));
    body = await year2026();
    expect(slotOf(body.slots, 'mxdeclisr', 'monthly:2026:2')).toMatchObject({ status: 'missing', documentId: feb, documentStatus: 'I', overdue: true });

    const amended = await upload('mxdeclisr', '2026-02-01T00:00:00-06:00', { amendedDocument: feb });
    body = await year2026();
    expect(slotOf(body.slots, 'mxdeclisr', 'monthly:2026:2')).toMatchObject({ status: 'uploaded', documentId: amended, documentStatus: 'P' });

    // An initial document fills its initial slot; a document per customer fills only that customer's slot.
    const csf = await stored('mxcsf', undefined, { status: 'V' });
    const cfdi = await stored('mxcfdinomina', '2026-03-01T06:00:00.000Z', { status: 'U', customerId: CUSTOMER });
    await stored('mxplantilla', '2026-03-01T06:00:00.000Z', { status: 'V', customerId: 'org-otro' });
    body = await year2026();
    expect(slotOf(body.slots, 'mxcsf', 'initial')).toMatchObject({ status: 'uploaded', documentId: csf });
    expect(slotOf(body.slots, 'mxcfdinomina', 'monthly:2026:3')).toMatchObject({ status: 'uploaded', documentId: cfdi });
    expect(slotOf(body.slots, 'mxplantilla', 'monthly:2026:3')).toMatchObject({ status: 'missing' });
    expect(slotOf(body.slots, 'mxplantilla', 'monthly:2026:3')!.documentId).toBeUndefined();
    // A deleted document fills nothing.
    await docs.change(demo, csf, (d) => ({ ...d, deletedAt: new Date().toISOString(), deletedBy: 'test' }));
    body = await year2026();
    expect(slotOf(body.slots, 'mxcsf', 'initial')).toMatchObject({ status: 'missing' });
  });

  it("lets editors read any supplier's slots, a Supplier only its own; other tenants get 404", async () => {
    expect((await year2026(customer, `&supplierPK=${OWN}`)).supplierPK).toBe(OWN);
    expect((await year2026(developer, `&supplierPK=${OWN}`)).slots.length).toBeGreaterThan(0);
    expect((await supplier.get('/api/documents/supplier/slots?year=2026&supplierPK=sup-transportes-norte')).status).toBe(404);
    expect((await otherTenant.get(`/api/documents/supplier/slots?year=2026&supplierPK=${OWN}`)).status).toBe(404);
    expect((await otherSupplier.get(`/api/documents/supplier/slots?year=2026&supplierPK=${OWN}`)).status).toBe(404);
    // A customer organization is no supplier; without supplierPK an editor names nobody (400).
    expect((await developer.get(`/api/documents/supplier/slots?year=2026&supplierPK=${CUSTOMER}`)).status).toBe(404);
    const unnamed = await developer.get('/api/documents/supplier/slots?year=2026');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors.supplierPK).toEqual(['Indique el proveedor.']);
    const bad = await supplier.get('/api/documents/supplier/slots?year=2019');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.year).toEqual(['El año debe ser 2020 o posterior.']);
  });
});

describe('GET /api/documents/supplier/pending', () => {
  it("lists the Supplier's missing slots, overdue first, then by due date, then risk; others get an empty list", async () => {
    const res = await supplier.get('/api/documents/supplier/pending');
    expect(res.status).toBe(200);
    const body = pendingSlotsResponseSchema.parse(res.body);
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.slots.every((s) => s.status === 'missing' && s.supplierPK === OWN)).toBe(true);
    const firstNotOverdue = body.slots.findIndex((s) => !s.overdue);
    expect(body.slots.slice(firstNotOverdue).every((s) => !s.overdue)).toBe(true);
    const overdue = body.slots.filter((s) => s.overdue);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.map((s) => s.dueDate)).toEqual([...overdue.map((s) => s.dueDate!)].sort());
    // The uploaded January ISR is not pending.
    expect(body.slots.some((s) => s.publicKey === 'mxdeclisr~monthly:2026:1~-')).toBe(false);
    for (const client of [customer, developer, otherTenant]) {
      const other = await client.get('/api/documents/supplier/pending');
      expect(other.status).toBe(200);
      expect(other.body).toEqual({ slots: [], totalCount: 0 });
    }
  });
});

describe('GET /api/documents/{id}/documentslots', () => {
  it("answers the slots of the document's supplier in its period; 404 outside the caller's view", async () => {
    const key = await stored('mxdecliva', '2026-03-01T06:00:00.000Z', { status: 'V' });
    const res = await customer.get(`/api/documents/${key}/documentslots`);
    expect(res.status).toBe(200);
    const { slots } = documentSlotsResponseSchema.parse(res.body);
    expect(slots.find((s) => s.documentTypeCodeName === 'mxdecliva')).toMatchObject({ periodKey: 'monthly:2026:3', status: 'uploaded', documentId: key });
    // Every type whose period holds 1 March: March's monthly slots, the first cuatrimestre, the 2nd bimester.
    expect(slots.some((s) => s.periodKey === 'quarterly/supplierAudit:2026:1')).toBe(true);
    expect(slots.some((s) => s.periodKey === 'bimonthly:2026:2')).toBe(true);
    expect(slots.every((s) => s.periodKey !== 'initial' && s.periodKey !== 'monthly:2026:2')).toBe(true);
    expect((await otherTenant.get(`/api/documents/${key}/documentslots`)).status).toBe(404);
    expect((await otherSupplier.get(`/api/documents/${key}/documentslots`)).status).toBe(404);
    expect((await customer.get(`/api/documents/${documentPublicKey(OWN, randomUUID())}/documentslots`)).status).toBe(404);
    expect((await customer.get('/api/documents/no-es-una-clave/documentslots')).status).toBe(400);
  });
});

describe('GET /api/periods/{documentTypeCode}', () => {
  it('lists the periods of a type in a year (initial: none), and leaves /api/periods/all to the supplier periods', async () => {
    const monthly = await customer.get('/api/periods/mxdeclisr?year=2026');
    expect(monthly.status).toBe(200);
    expect(typePeriodsResponseSchema.parse(monthly.body)).toHaveLength(12);
    expect(monthly.body[0]).toEqual({ name: 'Enero', month: 1, number: 1 });
    const icsoe = await customer.get('/api/periods/mxicsoe?year=2026');
    expect(icsoe.body).toEqual([
      { name: '1er cuatrimestre', month: 1, number: 1 },
      { name: '2º cuatrimestre', month: 5, number: 2 },
      { name: '3er cuatrimestre', month: 9, number: 3 },
    ]);
    expect((await customer.get('/api/periods/mxcsf')).body).toEqual([]);
    expect((await customer.get('/api/periods/noexiste')).status).toBe(404);
    expect((await customer.get('/api/periods/mxdeclisr?year=abc')).status).toBe(400);
    // The literal routes still win over the template.
    const all = await developer.get('/api/periods/all');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body.periods)).toBe(true);
    expect((await customer.get('/api/periods/options')).status).toBe(200);
  });
});

describe('GET /api/contacts/{id}/documents', () => {
  it("answers the supplier's latest five documents, newest first, without replaced versions; 404 outside the view", async () => {
    const keys: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      keys.push(await stored('mximssopinion', `2026-0${(i % 3) + 1}-01T06:00:00.000Z`, { createdAt: `2026-04-0${i + 1}T10:00:00.000Z` }));
    }
    await docs.change(demo, keys[5]!, (d) => ({ ...d, amendedBy: keys[4]! }));
    const res = await customer.get(`/api/contacts/${OWN}/documents?documentSet=mxexpediente&isRequired=all`);
    expect(res.status).toBe(200);
    const body = contactDocumentsResponseSchema.parse(res.body);
    expect(body.documents).toHaveLength(5);
    const created = body.documents.map((d) => d.creationDate);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.documents.some((d) => d.publicKey === keys[5])).toBe(false);
    expect(body.documents[0]).toMatchObject({ supplier: { publicKey: OWN } });
    expect((await supplier.get(`/api/contacts/${OWN}/documents`)).status).toBe(200);
    expect((await supplier.get('/api/contacts/sup-transportes-norte/documents')).status).toBe(404);
    expect((await otherTenant.get(`/api/contacts/${OWN}/documents`)).status).toBe(404);
    expect((await customer.get(`/api/contacts/${CUSTOMER}/documents`)).status).toBe(404);
    expect((await customer.get(`/api/contacts/${OWN}/documents?isRequired=algunos`)).status).toBe(400);
  });
});

describe('the query contracts, fuzzed', () => {
  it('never answers 5xx', async () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', '2026', '-1', '1e9', 'NaN', '%00', 'mxexpediente', 'required', OWN));
    const paths = fc.oneof(
      fc.record({ year: text, supplierPK: text, documentSet: text }).map((q) => `/api/documents/supplier/slots?${new URLSearchParams(q)}`),
      fc.record({ year: text }).chain((q) => text.map((code) => `/api/periods/${encodeURIComponent(code || 'x')}?${new URLSearchParams(q)}`)),
      fc.record({ documentSet: text, isRequired: text }).chain((q) => text.map((id) => `/api/contacts/${encodeURIComponent(id || 'x')}/documents?${new URLSearchParams(q)}`)),
      text.map((id) => `/api/documents/${encodeURIComponent(id || 'x')}/documentslots`),
    );
    await fc.assert(
      fc.asyncProperty(paths, async (path) => {
        const res = await customer.get(path);
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });
});

describe('deriveSlots (pure)', () => {
  const types = catalogueDocumentTypes().map((t) => ({ ...t, sets: ['mxexpediente'] }) as unknown as DocumentTypeItem);
  const supplierRef = { id: 'sup-x', displayName: 'Proveedor X', identifiers: [], locked: false };
  const period = { customerPK: 'org-a', customerDisplayName: 'Cliente A', startDate: '2026-01-01', endDate: '2026-12-31' };

  it('makes no slot for a period not started yet, and none at all without a supplier period', () => {
    expect(deriveSlots({ supplier: supplierRef, types, periods: [], docs: [], today: '2026-05-10', window: {} })).toEqual([]);
    expect(deriveSlots({ supplier: supplierRef, types, periods: [{ ...period, startDate: '2026-06-01' }], docs: [], today: '2026-05-10', window: {} })).toEqual([]);
    const slots = deriveSlots({ supplier: supplierRef, types, periods: [period], docs: [], today: '2026-05-10', window: {} });
    const isr = slots.filter((s) => s.documentTypeCodeName === 'mxdeclisr');
    expect(isr.map((s) => s.month)).toEqual([1, 2, 3, 4, 5]);
    // April's ISR is due 18 May (17 May 2026 is a Sunday): not overdue on 10 May.
    expect(isr[3]).toMatchObject({ dueDate: '2026-05-18', overdue: false });
    expect(isr[2]).toMatchObject({ dueDate: '2026-04-17', overdue: true });
  });

  it('makes per-customer slots once per customer, and type slots once when two periods share a period', () => {
    const two = [
      { ...period, endDate: '2026-02-15' },
      { ...period, startDate: '2026-02-16', endDate: '2026-03-31' },
      { ...period, customerPK: 'org-b', customerDisplayName: 'Cliente B', startDate: '2026-03-01', endDate: '2026-03-31' },
    ];
    const slots = deriveSlots({ supplier: supplierRef, types, periods: two, docs: [], today: '2026-05-10', window: {} });
    expect(slots.filter((s) => s.documentTypeCodeName === 'mxdeclisr').map((s) => s.month)).toEqual([1, 2, 3]);
    expect(slots.filter((s) => s.documentTypeCodeName === 'mxcfdinomina').map((s) => `${s.month}:${s.customerPK}`)).toEqual(['1:org-a', '2:org-a', '3:org-a', '3:org-b']);
    expect(slots.filter((s) => s.documentTypeCodeName === 'mxcontratose').map((s) => s.customerPK)).toEqual(['org-a', 'org-b']);
  });
});
