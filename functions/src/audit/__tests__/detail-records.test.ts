import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages, documentPublicKey } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { UsersRepository } from '../../auth/users.repository';
import { directory } from '../../contacts/composition';
import { ContactsRepository } from '../../contacts/contacts.repository';
import { TenantsRepository } from '../../admin/tenants.repository';
import { documentAccess } from '../../documents/composition';
import { DocumentChangesService } from '../../documents/document-changes.service';
import { DocumentTypesRepository } from '../../documents/document-types.repository';
import { DocumentsRepository, documentsPk, type DocumentItem } from '../../documents/documents.repository';
import { startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { RecipientsRepository } from '../../notifications/recipients.repository';
import type { Principal } from '../../platform/auth/principal';
import { clock } from '../../platform/clock';
import { TenantContainer } from '../../platform/cosmos';
import { EventLog } from '../../platform/events';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { ContractRecordsRepository } from '../contract-records.repository';
import { AuditDetailService, type AuditDisputes } from '../detail.service';

/**
 * Issue 15 leftovers of the audit detail: the admin capture of a contract type writes the same contract record as
 * the contract form; the final reject is one document write (auditStatus, status I and the reason together), so a
 * failure of the notification after it leaves a consistent rejected document.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let customer: ApiClient;
let admin: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const SUPPLIER = 'sup-limpieza-bajio';
const docs = new DocumentsRepository();
const records = new ContractRecordsRepository();
const container = new TenantContainer<DocumentItem>('documents');

beforeAll(async () => {
  host = await startTestHost();
  [customer, admin] = await signedInAll(host.url, ['cliente@demo.expediente.mx', 'admin@demo.expediente.mx']);
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

async function seedContract(): Promise<string> {
  const id = randomUUID();
  const publicKey = documentPublicKey(SUPPLIER, id);
  const now = new Date().toISOString();
  await docs.create(demo, {
    id,
    supplierId: SUPPLIER,
    publicKey,
    originalName: `contrato-${id.slice(0, 8)}.pdf`,
    blobName: `${SUPPLIER}/${id}.pdf`,
    storageUrl: `https://prueba.invalid/${id}.pdf`,
    contentType: 'application/pdf',
    length: 10,
    md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
    status: 'P',
    documentTypeCode: 'mxcontratose',
    documentTypeFullName: 'Contrato de servicios u obras especializados',
    displayName: 'Contrato de servicios',
    formDataItems: [],
    relationships: [],
    supplierName: 'Limpieza y Servicios del Bajío SA de CV',
    periodKey: 'initial',
    initialValidity: now,
    createdAt: now,
    createdBy: userId('proveedor@demo.expediente.mx'),
    modifiedAt: now,
  });
  return publicKey;
}

const stored = async (publicKey: string) => (await container.read(demo, publicKey.slice(-36), documentsPk(demo.tenantId, SUPPLIER)))!;
const adminSave = (publicKey: string, body: unknown) => admin.post(`/api/audit/${encodeURIComponent(publicKey)}/saveAudit`, body);
/** The record's own fields, without who and when (which differ between two saves). */
const shape = (r: Awaited<ReturnType<typeof records.read>>) => {
  const { createdAt: _c, modifiedAt: _m, createdBy: _cb, modifiedBy: _mb, modifiedByName: _n, id: _i, documentPublicKey: _k, name: _f, _etag, _rid, _self, _ts, _attachments, ...rest } = r as unknown as Record<string, unknown>;
  return rest;
};

describe('the admin capture of a contract type writes the contract record', () => {
  const terms = [
    { key: 'fechaFirma', label: 'Fecha Firma', value: '2026-01-15' },
    { key: 'vigencia', label: 'Vigencia', value: '2027-01-14' },
    { key: 'mesesVigencia', label: 'Meses Vigencia', value: '12' },
    { key: 'hasRepse', label: 'REPSE', value: 'true' },
    { key: 'repseNumber', label: 'Folio REPSE', value: 'AR12345/2024' },
    { key: 'contractSubject', label: 'Objeto del Contrato', value: 'Limpieza de oficinas corporativas' },
  ];

  it('the same record as the contract form saving the same contract', async () => {
    const [byForm, byAdmin] = [await seedContract(), await seedContract()];
    // The contract form as its page sends it: the supplier's name, SAP ID and RFC as the detail shows them.
    const detail = (await customer.get(`/api/audit/documents/${encodeURIComponent(byForm)}`)).body.auditDocument as { supplier: { displayName: string }; sapId: string; rfc: string };
    const form = {
      organizations: ['org-corporativo-demo'],
      hasRepse: true,
      repseNumber: 'AR12345/2024',
      contractSubject: 'Limpieza de oficinas corporativas',
      supplierName: detail.supplier.displayName,
      sapId: detail.sapId,
      rfc: detail.rfc,
      fechaFirma: '2026-01-15',
      vigencia: '2027-01-14',
      mesesVigencia: '12',
      supplierId: SUPPLIER,
    };
    expect((await customer.post(`/api/audit/documents/${encodeURIComponent(byForm)}`, form)).status).toBe(200);
    const res = await adminSave(byAdmin, { documentType: 'mxcontratose', form: { formdata: terms }, relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'V', auditStatus: 'approved' });

    const [formRecord, adminRecord] = [await records.read(demo, byForm), await records.read(demo, byAdmin)];
    expect(adminRecord).toBeDefined();
    expect(shape(adminRecord)).toEqual(shape(formRecord));
    expect(adminRecord).toMatchObject({
      documentPublicKey: byAdmin,
      supplierId: SUPPLIER,
      customerIds: ['org-corporativo-demo'],
      hasRepse: true,
      repseNumber: 'AR12345/2024',
      fechaFirma: '2026-01-15',
      vigencia: '2027-01-14',
      mesesVigencia: '12',
      contractSubject: 'Limpieza de oficinas corporativas',
      modifiedByName: expect.any(String),
    });
    // The detail shows the saved contract form whichever screen saved it.
    const after = (await customer.get(`/api/audit/documents/${encodeURIComponent(byAdmin)}`)).body.auditDocument;
    expect(after.contractForm).toMatchObject({ fechaFirma: '2026-01-15', organizations: [{ publicKey: 'org-corporativo-demo' }] });
  });

  it('a capture without the contract fields keeps what the record held, with the new customers', async () => {
    const key = await seedContract();
    expect((await adminSave(key, { documentType: 'mxcontratose', form: { formdata: terms }, relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }] })).status).toBe(200);
    const res = await adminSave(key, { documentType: 'mxcontratose', form: { formdata: [] }, relationships: [] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await records.read(demo, key)).toMatchObject({ fechaFirma: '2026-01-15', vigencia: '2027-01-14', hasRepse: true, customerIds: [] });
  });

  it('a date the contract form would refuse is a 400 on its row, and nothing is written', async () => {
    const key = await seedContract();
    const res = await adminSave(key, { documentType: 'mxcontratose', form: { formdata: [{ key: 'vigencia', label: 'Vigencia', value: '2027-02-30' }] }, relationships: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors['form.formdata.0.value']).toEqual([auditMessages.dateInvalid]);
    expect(await records.read(demo, key)).toBeUndefined();
    expect(await stored(key)).toMatchObject({ status: 'P', formDataItems: [] });
    expect((await stored(key)).auditStatus).toBeUndefined();
  });

  it('a type that is not a contract writes no record', async () => {
    const key = await seedContract();
    const res = await adminSave(key, { documentType: 'mxrepse', form: { formdata: [{ key: 'vigencia', label: 'Vigencia', value: '2028-03-01' }] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await records.read(demo, key)).toBeUndefined();
  });
});

describe('the final reject is one document write', () => {
  const principal: Principal = { userId: userId('admin@demo.expediente.mx'), tenantId: demo.tenantId, role: 'Admin', status: 'active', sessionId: 'prueba', email: 'admin@demo.expediente.mx' };
  const ctx = { principal, from: { ip: '127.0.0.1', userAgent: 'vitest' } };
  const noDisputes: AuditDisputes = { openForDocument: () => Promise.reject(new Error('no dispute here')), amendmentAccepted: () => Promise.resolve() };

  /** The audit detail with the document changes of the app, except a notifier that fails (the step after the write). */
  function serviceWithFailingNotifier() {
    const writes: string[] = [];
    const counting = new DocumentsRepository();
    const change = counting.change.bind(counting);
    counting.change = (scope, publicKey, edit) => {
      writes.push(publicKey);
      return change(scope, publicKey, edit);
    };
    const failing = { notifyUser: () => Promise.reject(new Error('cola de notificaciones no disponible')) };
    const changes = new DocumentChangesService(documentAccess, counting, new DocumentTypesRepository(), new UsersRepository(), new RecipientsRepository(), failing, new EventLog(clock), clock);
    const service = new AuditDetailService(
      documentAccess,
      directory,
      counting,
      new DocumentTypesRepository(),
      new ContactsRepository(),
      new TenantsRepository(),
      new UsersRepository(),
      records,
      changes,
      noDisputes,
      new EventLog(clock),
      clock,
    );
    return { service, writes };
  }

  it('a notification failure after the write leaves status I, the reason and auditStatus rejected together; a retry is a 409', async () => {
    const key = await seedContract();
    const { service, writes } = serviceWithFailingNotifier();
    await expect(service.reject(ctx, key, { result: 'rejected', comment: 'Falta la firma del representante' })).rejects.toThrow('cola de notificaciones no disponible');
    expect(writes).toEqual([key]);
    expect(await stored(key)).toMatchObject({ status: 'I', rejectReason: 'Falta la firma del representante', auditStatus: 'rejected', audit: { reason: 'Falta la firma del representante' } });
    // The retry finds the document rejected already: a 409, and still one write in all.
    await expect(service.rejectContract(ctx, key, { reason: 'Otra vez' })).rejects.toMatchObject({ status: 409 });
    expect(writes).toEqual([key]);
    expect((await stored(key)).rejectReason).toBe('Falta la firma del representante');
  });
});
