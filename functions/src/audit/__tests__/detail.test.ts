import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditDocumentResponseSchema, auditMessages, documentPublicKey, type AuditStatus, type AuditContractFormInput, type DocumentStatus } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { ContactsRepository } from '../../contacts/contacts.repository';
import { startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { TenantContainer } from '../../platform/cosmos';
import { EventLog } from '../../platform/events';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { DocumentsRepository, documentsPk, type DocumentItem } from '../../documents/documents.repository';
import { ContractRecordsRepository } from '../contract-records.repository';
import { customerOrganizationId } from '../detail.service';

/**
 * The audit detail (issue 15; part 2 §2.11, §4, §5, §7, §8): GET /api/audit/documents/{id}; the contract form by POST
 * (not validated) and PUT (validated) with its contract record and new customers; the contract reject; the admin
 * capture with the chosen type and the typed rejects (amend-required opens a dispute, rejected notifies
 * document:rejected); roles, another tenant's 404, the flag, Spanish 400s with nothing written, and the event log.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let customer: ApiClient;
let admin: ApiClient;
let viewer: ApiClient;
let supplier: ApiClient;
let customer2: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const SUPPLIER = 'sup-limpieza-bajio';
const SUPPLIER_USER = userId('proveedor@demo.expediente.mx');
const docs = new DocumentsRepository();
const records = new ContractRecordsRepository();
const contacts = new ContactsRepository();
const container = new TenantContainer<DocumentItem>('documents');

beforeAll(async () => {
  host = await startTestHost();
  [customer, admin, viewer, supplier, customer2] = await signedInAll(host.url, [
    'cliente@demo.expediente.mx',
    'admin@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

type Seed = { type?: string; status?: DocumentStatus; auditStatus?: AuditStatus; amendedDocument?: string; jsonData?: string; formDataItems?: DocumentItem['formDataItems'] };
/** A document of the demo supplier written straight to the store (the audit reads the record, not the blob). */
async function seedDocument(seed: Seed = {}): Promise<string> {
  const id = randomUUID();
  const publicKey = documentPublicKey(SUPPLIER, id);
  const now = new Date().toISOString();
  await docs.create(demo, {
    id,
    supplierId: SUPPLIER,
    publicKey,
    originalName: `auditoria-${id.slice(0, 8)}.pdf`,
    blobName: `${SUPPLIER}/${id}.pdf`,
    storageUrl: `https://prueba.invalid/${id}.pdf`,
    contentType: 'application/pdf',
    length: 10,
    md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
    status: seed.status ?? 'P',
    ...(seed.auditStatus ? { auditStatus: seed.auditStatus } : {}),
    ...(seed.amendedDocument ? { amendedDocument: seed.amendedDocument } : {}),
    ...(seed.jsonData ? { jsonData: seed.jsonData } : {}),
    documentTypeCode: seed.type ?? 'mxcontratose',
    documentTypeFullName: 'Contrato de servicios u obras especializados',
    displayName: 'Contrato de servicios',
    formDataItems: seed.formDataItems ?? [],
    relationships: [],
    supplierName: 'Limpieza y Servicios del Bajío SA de CV',
    periodKey: 'initial',
    initialValidity: now,
    createdAt: now,
    createdBy: SUPPLIER_USER,
    modifiedAt: now,
  });
  return publicKey;
}

const stored = async (publicKey: string) => (await container.read(demo, publicKey.slice(-36), documentsPk(demo.tenantId, SUPPLIER)))!;
const path = (publicKey: string, rest = '') => `/api/audit/documents/${encodeURIComponent(publicKey)}${rest}`;
const adminPath = (publicKey: string, rest: string) => `/api/audit/${encodeURIComponent(publicKey)}/${rest}`;

const form = (more: Partial<AuditContractFormInput> = {}): AuditContractFormInput => ({
  organizations: ['org-corporativo-demo'],
  newOrganizations: [],
  hasRepse: true,
  repseNumber: 'AR12345/2024',
  contractSubject: 'Limpieza de oficinas corporativas',
  supplierName: 'Limpieza y Servicios del Bajío SA de CV',
  sapId: 'PRV-1001',
  rfc: 'lse150312qa2',
  fechaFirma: '2026-01-15',
  vigencia: '2027-01-14',
  mesesVigencia: '12',
  supplierId: SUPPLIER,
  ...more,
});

async function notices(type: string): Promise<{ type: string; title: string; metadata: Record<string, string | number> | null }[]> {
  const res = await supplier.get(`/api/notifications/${SUPPLIER_USER}?status=all&type=${encodeURIComponent(type)}&pageSize=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.notifications;
}

async function events(type: string): Promise<{ detail?: string; summary: string }[]> {
  const page = await new EventLog().list(demo, new Date().toISOString().slice(0, 10), { pageSize: 500 });
  return page.items.filter((e) => e.type === type);
}

describe('GET /api/audit/documents/{id}', () => {
  it('answers the audit document: supplier, SAP ID, RFC, status, the customers to choose and what the caller may do', async () => {
    const key = await seedDocument({ formDataItems: [{ key: 'objeto', label: 'Objeto', value: 'Limpieza' }], jsonData: '{"objeto":"Limpieza"}' });
    const res = await customer.get(path(key));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const doc = auditDocumentResponseSchema.parse(res.body).auditDocument;
    expect(doc).toMatchObject({
      publicKey: key,
      documentTypeCodeName: 'mxcontratose',
      status: 'P',
      validated: 'P',
      auditStatus: 'pending',
      isContract: true,
      supplier: { publicKey: SUPPLIER, displayName: 'Limpieza y Servicios del Bajío SA de CV' },
      sapId: 'PRV-1001',
      rfc: 'LSE150312QA2',
      formDataItems: [{ key: 'objeto', value: 'Limpieza' }],
      can: { save: true, reject: true, adminSave: false },
    });
    expect(doc.contractForm).toBeUndefined();
    // The raw extraction is for the admin capture only.
    expect(doc.jsonData).toBeUndefined();
    expect(doc.customerOptions.map((o) => o.publicKey)).toContain('org-corporativo-demo');
    expect(doc.customerOptions.some((o) => o.publicKey.startsWith('sup-'))).toBe(false);

    const asAdmin = auditDocumentResponseSchema.parse((await admin.get(path(key))).body).auditDocument;
    expect(asAdmin).toMatchObject({ jsonData: '{"objeto":"Limpieza"}', can: { save: true, reject: true, adminSave: true } });
    const asViewer = await viewer.get(path(key));
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.auditDocument.can).toEqual({ save: false, reject: false, adminSave: false });
  });

  it('is 403 for a Supplier, 404 for another tenant and for a key that names nothing, 403 with customer-audit off', async () => {
    const key = await seedDocument();
    expect((await supplier.get(path(key))).status).toBe(403);
    expect((await customer2.get(path(key))).status).toBe(404);
    expect((await customer.get(path(documentPublicKey(SUPPLIER, randomUUID())))).status).toBe(404);
    expect((await customer.get(path('no-es-una-clave'))).status).toBe(400);
    await withFlags({ 'customer-audit': false }, async () => {
      const res = await customer.get(path(key));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
      expect((await customer.post(path(key), form())).status).toBe(403);
      expect((await customer.post(path(key, '/reject'), { reason: 'x' })).status).toBe(403);
    });
    expect((await stored(key)).status).toBe('P');
  });
});

describe('POST and PUT /api/audit/documents/{id} (the contract form)', () => {
  it('POST accepts a pending contract: status V, approved, the contract record, the customer relation and the event', async () => {
    const key = await seedDocument();
    const res = await customer.post(path(key), form());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'El documento fue guardado correctamente', status: 'V', auditStatus: 'approved' });
    const doc = await stored(key);
    expect(doc).toMatchObject({ status: 'V', auditStatus: 'approved', audit: { displayName: 'Carlos Ramírez Soto' } });
    expect(doc.relationships).toEqual([{ role: 'customer', PK: 'org-corporativo-demo' }]);
    const record = await records.read(demo, key);
    expect(record).toMatchObject({
      documentPublicKey: key,
      supplierId: SUPPLIER,
      rfc: 'LSE150312QA2',
      customerIds: ['org-corporativo-demo'],
      customers: [{ publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV' }],
      hasRepse: true,
      repseNumber: 'AR12345/2024',
      fechaFirma: '2026-01-15',
      vigencia: '2027-01-14',
      mesesVigencia: '12',
      contractSubject: 'Limpieza de oficinas corporativas',
    });
    const detail = auditDocumentResponseSchema.parse((await customer.get(path(key))).body).auditDocument;
    expect(detail).toMatchObject({ validated: 'V', auditStatus: 'approved', contractForm: { vigencia: '2027-01-14', savedBy: 'Carlos Ramírez Soto' } });
    const logged = (await events('audit.contract-saved')).find((e) => e.detail?.includes(key));
    expect(JSON.parse(logged!.detail!)).toMatchObject({ statusBefore: 'P', statusAfter: 'V', auditStatusBefore: 'pending', auditStatusAfter: 'approved', method: 'POST' });
  });

  it('POST on a validated document is a 409 that says to use PUT; PUT on a pending one is a 409; PUT re-saves a validated one', async () => {
    const pending = await seedDocument();
    const put = await customer.call('PUT', path(pending), { body: form() });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe(auditMessages.usePost);
    expect(await records.read(demo, pending)).toBeUndefined();

    expect((await customer.post(path(pending), form())).status).toBe(200);
    const again = await customer.post(path(pending), form());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('El documento ya fue validado: use PUT para actualizar su formulario.');
    const resaved = await customer.call('PUT', path(pending), { body: form({ hasRepse: false, vigencia: '2028-01-14', mesesVigencia: '24' }) });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect(await records.read(demo, pending)).toMatchObject({ hasRepse: false, repseNumber: '', vigencia: '2028-01-14', mesesVigencia: '24' });
  });

  it('creates new customers as customer organizations of the main group; an empty entry is dropped; a customer RFC again is reused', async () => {
    const key = await seedDocument();
    const res = await customer.post(
      path(key),
      form({ organizations: [], newOrganizations: [{ name: 'Nuevo Cliente Auditado SA de CV', rfc: 'nca2001019a1' }, { name: '', rfc: '' }] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = customerOrganizationId(demo.tenantId, 'NCA2001019A1');
    const org = await contacts.read(demo, id);
    expect(org).toMatchObject({ partyType: 2, organizationRole: 'customer', displayName: 'Nuevo Cliente Auditado SA de CV', identifiers: [{ key: 'rfc', value: 'NCA2001019A1' }] });
    expect((await contacts.read(demo, 'grp-corporativo-demo'))?.memberIds).toContain(id);
    expect((await records.read(demo, key))?.customerIds).toEqual([id]);
    // The new customer is offered to the next contract; its RFC typed again names the same organization.
    const next = await seedDocument();
    expect(auditDocumentResponseSchema.parse((await customer.get(path(next))).body).auditDocument.customerOptions.map((o) => o.publicKey)).toContain(id);
    expect((await customer.post(path(next), form({ organizations: [], newOrganizations: [{ name: 'Otro nombre', rfc: 'NCA2001019A1' }] }))).status).toBe(200);
    expect((await records.read(demo, next))?.customerIds).toEqual([id]);
  });

  it('answers bad forms with Spanish field errors and writes nothing', async () => {
    const key = await seedDocument();
    const bad: [Partial<AuditContractFormInput>, string, string][] = [
      [{ repseNumber: '' }, 'repseNumber', 'Campo requerido'],
      [{ vigencia: '2025-12-31' }, 'vigencia', 'La vigencia no puede ser anterior a la fecha de firma.'],
      [{ fechaFirma: '2026-02-30' }, 'fechaFirma', 'La fecha debe tener el formato aaaa-mm-dd.'],
      [{ mesesVigencia: '1234' }, 'mesesVigencia', 'Meses Vigencia admite solo dígitos (de 1 a 3).'],
      [{ mesesVigencia: '1a' }, 'mesesVigencia', 'Meses Vigencia admite solo dígitos (de 1 a 3).'],
      [{ rfc: 'NO-ES-RFC' }, 'rfc', 'Introduzca un R.F.C. válido.'],
      [{ supplierName: ' ' }, 'supplierName', 'Campo requerido'],
      [{ newOrganizations: [{ name: 'Solo nombre', rfc: '' }] }, 'newOrganizations.0.rfc', 'Capture el nombre y el R.F.C. del nuevo cliente.'],
      [{ newOrganizations: [{ name: '', rfc: 'NCB2001019A1' }] }, 'newOrganizations.0.name', 'Capture el nombre y el R.F.C. del nuevo cliente.'],
      [{ organizations: ['org-que-no-existe'] }, 'organizations.0', 'La organización seleccionada no está registrada, por favor seleccione una de la lista.'],
      [{ organizations: ['sup-transportes-norte'] }, 'organizations.0', 'La organización seleccionada no está registrada, por favor seleccione una de la lista.'],
      [{ newOrganizations: [{ name: 'Proveedor', rfc: 'TLN170825B74' }] }, 'newOrganizations.0.rfc', 'El R.F.C. pertenece a un proveedor, no a un cliente.'],
      [{ supplierId: 'sup-transportes-norte' }, 'supplierId', 'El proveedor no corresponde al documento.'],
    ];
    for (const [change, field, message] of bad) {
      const res = await customer.post(path(key), form(change));
      expect(res.status, `${JSON.stringify(change)} → ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.errors[field], JSON.stringify(res.body)).toContain(message);
    }
    expect((await customer.post(path(key), 'no es un objeto')).status).toBe(400);
    expect(await stored(key)).toMatchObject({ status: 'P' });
    expect((await stored(key)).auditStatus).toBeUndefined();
    expect(await records.read(demo, key)).toBeUndefined();
    expect(await contacts.read(demo, customerOrganizationId(demo.tenantId, 'NCB2001019A1'))).toBeUndefined();
  });

  it('is refused to a Viewer and a Supplier, 404 for another tenant, and 400 for a document that is not a contract', async () => {
    const key = await seedDocument();
    expect((await viewer.post(path(key), form())).status).toBe(403);
    expect((await supplier.post(path(key), form())).status).toBe(403);
    expect((await customer2.post(path(key), form())).status).toBe(404);
    const other = await seedDocument({ type: 'mxdeclisr' });
    const res = await customer.post(path(other), form());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(auditMessages.notContract);
    expect((await stored(key)).status).toBe('P');
  });
});

describe('POST /api/audit/documents/{id}/reject', () => {
  it('sets status I with the reason and auditStatus rejected, notifies the supplier, and refuses a second reject', async () => {
    const key = await seedDocument();
    const empty = await customer.post(path(key, '/reject'), { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.reason).toEqual(['Campo requerido']);
    expect((await viewer.post(path(key, '/reject'), { reason: 'No' })).status).toBe(403);
    expect((await customer2.post(path(key, '/reject'), { reason: 'No' })).status).toBe(404);
    expect((await stored(key)).status).toBe('P');

    const res = await customer.post(path(key, '/reject'), { reason: 'El contrato no tiene firmas' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'El documento fue rechazado correctamente', status: 'I', auditStatus: 'rejected' });
    expect(await stored(key)).toMatchObject({ status: 'I', rejectReason: 'El contrato no tiene firmas', auditStatus: 'rejected', audit: { reason: 'El contrato no tiene firmas' } });
    const notice = (await notices('document:rejected')).find((n) => n.metadata?.document_pk === key);
    expect(notice).toBeDefined();
    const detail = auditDocumentResponseSchema.parse((await customer.get(path(key))).body).auditDocument;
    expect(detail).toMatchObject({ auditStatus: 'rejected', rejectReason: 'El contrato no tiene firmas', can: { reject: false } });
    const again = await customer.post(path(key, '/reject'), { reason: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(auditMessages.alreadyRejected);
    const logged = (await events('audit.document-rejected')).find((e) => e.detail?.includes(key));
    expect(JSON.parse(logged!.detail!)).toMatchObject({ statusBefore: 'P', statusAfter: 'I', auditStatusBefore: 'pending', auditStatusAfter: 'rejected' });
  });
});

describe('POST /api/audit/{id}/saveAudit (admin)', () => {
  const capture = {
    documentType: 'mxrepse',
    form: {
      formdata: [
        { key: 'nombre', label: 'Nombre o razón social', value: 'Limpieza y Servicios del Bajío SA de CV' },
        { key: 'vigencia', label: 'Vigencia', value: '2028-03-01' },
      ],
    },
    identifiers: [{ key: 'numeroRegistro', value: 'AR12345/2024' }],
    jsonData: JSON.stringify({ nombre: 'Limpieza y Servicios del Bajío SA de CV', servicios: [{ servicio: 'Limpieza' }, { servicio: 'Jardinería' }] }),
  };

  it('saves the capture as the chosen type, accepts the document and logs it with before and after', async () => {
    const key = await seedDocument({ type: 'mxactaconstitutiva' });
    const res = await admin.post(adminPath(key, 'saveAudit'), capture);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'El documento fue guardado correctamente', status: 'V', auditStatus: 'approved' });
    const doc = await stored(key);
    expect(doc).toMatchObject({
      status: 'V',
      auditStatus: 'approved',
      documentTypeCode: 'mxrepse',
      formDataItems: capture.form.formdata,
      identifiers: capture.identifiers,
      jsonData: capture.jsonData,
    });
    const logged = (await events('audit.saved')).find((e) => e.detail?.includes(key));
    expect(JSON.parse(logged!.detail!)).toMatchObject({ typeBefore: 'mxactaconstitutiva', typeAfter: 'mxrepse', statusBefore: 'P', statusAfter: 'V', auditStatusAfter: 'approved' });
  });

  it('keeps the customer blocks of a contract type as the customer relations', async () => {
    const key = await seedDocument({ type: 'mxactaconstitutiva' });
    const res = await admin.post(adminPath(key, 'saveAudit'), { documentType: 'mxcontratose', form: { formdata: [] }, relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored(key)).relationships).toEqual([{ role: 'customer', PK: 'org-corporativo-demo' }]);
  });

  it('is fixed-approved for an amendment of an amend-required document', async () => {
    const original = await seedDocument({ type: 'mxrepse', status: 'I', auditStatus: 'amend-required' });
    const amendment = await seedDocument({ type: 'mxrepse', amendedDocument: original });
    const res = await admin.post(adminPath(amendment, 'saveAudit'), capture);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.auditStatus).toBe('fixed-approved');
    expect(await stored(amendment)).toMatchObject({ status: 'V', auditStatus: 'fixed-approved' });
  });

  it('refuses an unknown type, a type without a capture form and bad JSON with 400 and writes nothing; Customer 403, another tenant 404', async () => {
    const key = await seedDocument({ type: 'mxactaconstitutiva' });
    const unknown = await admin.post(adminPath(key, 'saveAudit'), { ...capture, documentType: 'mxnoexiste' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.documentType).toEqual([auditMessages.unknownDocumentType]);
    const noForm = await admin.post(adminPath(key, 'saveAudit'), { ...capture, documentType: 'mxpoder' });
    expect(noForm.status).toBe(400);
    expect(noForm.body.errors.documentType).toEqual(['El tipo de documento seleccionado no cuenta con un formulario de captura. Favor de contactar a soporte técnico']);
    expect((await admin.post(adminPath(key, 'saveAudit'), { ...capture, jsonData: '[1,2]' })).status).toBe(400);
    expect((await admin.post(adminPath(key, 'saveAudit'), { ...capture, jsonData: '{no' })).status).toBe(400);
    expect((await admin.post(adminPath(key, 'saveAudit'), { ...capture, documentType: '' })).body.errors.documentType).toEqual(['Campo requerido']);
    const dup = await admin.post(adminPath(key, 'saveAudit'), { ...capture, form: { formdata: [capture.form.formdata[0], capture.form.formdata[0]] } });
    expect(dup.status).toBe(400);
    expect((await admin.post(adminPath(key, 'saveAudit'), { ...capture, relationships: [{ role: 'customer', PK: 'sup-transportes-norte' }], documentType: 'mxcontratose' })).status).toBe(400);
    expect((await customer.post(adminPath(key, 'saveAudit'), capture)).status).toBe(403);
    expect((await viewer.post(adminPath(key, 'saveAudit'), capture)).status).toBe(403);
    const admin2 = await customer2.post(adminPath(key, 'saveAudit'), capture);
    expect(admin2.status).toBe(403);
    const doc = await stored(key);
    expect(doc).toMatchObject({ status: 'P', documentTypeCode: 'mxactaconstitutiva', formDataItems: [] });
    expect(doc.jsonData).toBeUndefined();
  });
});

describe('POST /api/audit/{id}/reject (admin)', () => {
  it('amend-required: status I with the reason, auditStatus amend-required and an open document:amend dispute', async () => {
    const key = await seedDocument({ type: 'mxrepse' });
    const res = await admin.post(adminPath(key, 'reject'), { result: 'amend-required', comment: 'Falta la página 2 del aviso' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: 'El documento fue rechazado correctamente', status: 'I', auditStatus: 'amend-required' });
    expect(typeof res.body.disputeKey).toBe('string');
    const doc = await stored(key);
    expect(doc).toMatchObject({ status: 'I', rejectReason: 'Falta la página 2 del aviso', auditStatus: 'amend-required', disputeKey: res.body.disputeKey });
    const logged = (await events('audit.amend-required')).find((e) => e.detail?.includes(key));
    expect(JSON.parse(logged!.detail!)).toMatchObject({ statusBefore: 'P', statusAfter: 'I', auditStatusAfter: 'amend-required', disputeKey: res.body.disputeKey });
    const dispute = await admin.get(`/api/disputes/${res.body.disputeKey}`);
    expect(dispute.status, JSON.stringify(dispute.body)).toBe(200);
    expect(dispute.body.dispute).toMatchObject({ disputeStatus: 'open', disputeType: 'document:amend', documentPublicKey: key, disputeDescription: 'Falta la página 2 del aviso' });
    // The supplier sees it too (its own organization's dispute).
    expect((await supplier.get(`/api/disputes/${res.body.disputeKey}`)).status).toBe(200);
    // Asked again: the same dispute carries the new comment.
    const again = await admin.post(adminPath(key, 'reject'), { result: 'amend-required', comment: 'También falta el sello' });
    expect(again.status).toBe(200);
    expect(again.body.disputeKey).toBe(res.body.disputeKey);
  });

  it('accepting the amendment of an amend-required document is fixed-approved and finishes the dispute', async () => {
    const original = await seedDocument({ type: 'mxrepse' });
    const opened = await admin.post(adminPath(original, 'reject'), { result: 'amend-required', comment: 'Falta la firma' });
    expect(opened.status).toBe(200);
    const disputeKey = opened.body.disputeKey as string;
    // The amendment carries the dispute as the upload's hook leaves it (disputes' amendmentUploaded).
    const amendment = await seedDocument({ type: 'mxrepse', amendedDocument: original });
    await docs.change(demo, amendment, (item) => ({ ...item, disputeKey }));
    const res = await admin.post(adminPath(amendment, 'saveAudit'), { documentType: 'mxrepse', form: { formdata: [{ key: 'nombre', label: 'Nombre', value: 'Limpieza' }] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.auditStatus).toBe('fixed-approved');
    const dispute = (await admin.get(`/api/disputes/${disputeKey}`)).body.dispute;
    expect(dispute.disputeStatus).toBe('finished');
    expect(dispute.disputeEndDate).toBeTruthy();
  });

  it('the contract form accepting an amendment finishes its dispute too', async () => {
    const original = await seedDocument();
    const disputeKey = (await admin.post(adminPath(original, 'reject'), { result: 'amend-required', comment: 'Falta el anexo' })).body.disputeKey as string;
    const amendment = await seedDocument({ amendedDocument: original });
    await docs.change(demo, amendment, (item) => ({ ...item, disputeKey }));
    const res = await customer.post(path(amendment), form());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.auditStatus).toBe('fixed-approved');
    expect((await admin.get(`/api/disputes/${disputeKey}`)).body.dispute.disputeStatus).toBe('finished');
  });

  it('rejected: status I with the reason, auditStatus rejected, document:rejected to the supplier; then refused', async () => {
    const key = await seedDocument({ type: 'mxrepse' });
    const res = await admin.post(adminPath(key, 'reject'), { result: 'rejected', comment: 'Documento ilegible', status: 'I', metadata: '{"document_pk":"x"}' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'El documento fue rechazado correctamente', status: 'I', auditStatus: 'rejected' });
    expect(await stored(key)).toMatchObject({ status: 'I', rejectReason: 'Documento ilegible', auditStatus: 'rejected' });
    // The deep link is built from the document, never from the body's metadata.
    const notice = (await notices('document:rejected')).find((n) => n.metadata?.document_pk === key);
    expect(notice?.metadata).toMatchObject({ companyPublicKey: SUPPLIER, documentTypeCodeName: 'mxrepse' });
    expect((await admin.post(adminPath(key, 'reject'), { result: 'amend-required', comment: 'x' })).status).toBe(409);
  });

  it('needs a type and a comment (Spanish 400, nothing written); Customer and Viewer 403; another tenant 404', async () => {
    const key = await seedDocument({ type: 'mxrepse' });
    const noType = await admin.post(adminPath(key, 'reject'), { comment: 'x' });
    expect(noType.status).toBe(400);
    expect(noType.body.errors.result).toEqual(['Seleccione el tipo de rechazo.']);
    expect((await admin.post(adminPath(key, 'reject'), { result: 'rejected', comment: '' })).body.errors.comment).toEqual(['Campo requerido']);
    expect((await admin.post(adminPath(key, 'reject'), { result: 'rejected', comment: 'x', status: 'V' })).status).toBe(400);
    expect((await admin.post(adminPath(key, 'reject'), { result: 'rejected', comment: 'x', metadata: '{no' })).status).toBe(400);
    expect((await customer.post(adminPath(key, 'reject'), { result: 'rejected', comment: 'x' })).status).toBe(403);
    expect((await viewer.post(adminPath(key, 'reject'), { result: 'rejected', comment: 'x' })).status).toBe(403);
    expect((await stored(key)).status).toBe('P');
  });
});

describe('the audit detail contracts, fuzzed', () => {
  it('answer 4xx or 200, never a 5xx, to any params and body', async () => {
    const key = await seedDocument();
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
    const id = fc.oneof(fc.constant(key), fc.string({ maxLength: 60 }), fc.constant(`${SUPPLIER}.00000000-0000-4000-8000-000000000000`));
    const body = fc.record(
      {
        organizations: fc.oneof(value, fc.array(fc.constantFrom('org-corporativo-demo', 'x', ''), { maxLength: 2 })),
        newOrganizations: fc.oneof(value, fc.array(fc.record({ name: value, rfc: fc.oneof(value, fc.constant('NCC2001019A1')) }, { requiredKeys: [] }), { maxLength: 2 })),
        hasRepse: value,
        repseNumber: value,
        rfc: fc.oneof(value, fc.constant('LSE150312QA2')),
        fechaFirma: fc.oneof(value, fc.constantFrom('2026-01-01', '2026-13-01')),
        vigencia: fc.oneof(value, fc.constantFrom('2027-01-01', '2025-01-01')),
        mesesVigencia: value,
        supplierId: fc.oneof(value, fc.constant(SUPPLIER)),
        reason: value,
        result: fc.oneof(value, fc.constantFrom('amend-required', 'rejected')),
        comment: value,
        metadata: value,
        documentType: fc.oneof(value, fc.constantFrom('mxrepse', 'mxpoder')),
        form: fc.oneof(value, fc.record({ formdata: fc.oneof(value, fc.array(fc.record({ key: value, label: value, value }, { requiredKeys: [] }), { maxLength: 2 })) })),
        jsonData: value,
        relationships: fc.oneof(value, fc.array(fc.record({ role: value, PK: value }), { maxLength: 2 })),
      },
      { requiredKeys: [] },
    );
    const calls = fc.constantFrom('get', 'post', 'put', 'reject', 'saveAudit', 'adminReject');
    await fc.assert(
      fc.asyncProperty(id, body, calls, async (k, b, call) => {
        const e = encodeURIComponent(k);
        const res =
          call === 'get'
            ? await customer.get(`/api/audit/documents/${e}`)
            : call === 'post'
              ? await customer.post(`/api/audit/documents/${e}`, b)
              : call === 'put'
                ? await customer.call('PUT', `/api/audit/documents/${e}`, { body: b })
                : call === 'reject'
                  ? await customer.post(`/api/audit/documents/${e}/reject`, b)
                  : await admin.post(`/api/audit/${e}/${call === 'saveAudit' ? 'saveAudit' : 'reject'}`, b);
        expect(res.status, `${call} ${k} ${JSON.stringify(b)} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
