import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addContractMonths, contractsListResponseSchema, contractTermEnd, contractValidation, type ContractsListResponse } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { ContractRecordsRepository, type NewContractRecord } from '../../audit/contract-records.repository';
import { ComplianceRepository } from '../../compliance/compliance.repository';
import { startTestHost } from '../../local/__tests__/test-host';
import { TenantContainer } from '../../platform/cosmos';
import { signedInAll } from '../../shell/__tests__/shell-client';
import type { DocumentItem } from '../../documents/documents.repository';

/**
 * GET /api/contracts over HTTP (issue 17; part 2 §2.7, §7): the audit's contract records with the supplier's risk from
 * the compliance projection and the validation computed from the contract (status and term), search, pages of 20
 * with the total, who sees which (DocumentAccess), another tenant, Spanish 400s.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient, customer: ApiClient, viewer: ApiClient, supplier: ApiClient, security: ApiClient, customer2: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const run = crypto.randomUUID().slice(0, 6).toLowerCase();
const today = new Date().toISOString().slice(0, 10);
/** publicKey → [status, expected validation]. */
const expected = new Map<string, string>();

async function record(doc: DocumentItem, over: Partial<NewContractRecord>): Promise<void> {
  const now = new Date().toISOString();
  await new ContractRecordsRepository().save(demo, {
    id: doc.publicKey.slice(-36),
    documentPublicKey: doc.publicKey,
    name: `contrato-${run}-${doc.id.slice(0, 6)}.pdf`,
    supplierId: doc.supplierId,
    supplierName: doc.supplierId === 'sup-limpieza-bajio' ? 'Limpieza y Servicios del Bajío SA de CV' : 'Transportes Logísticos del Norte SA de CV',
    sapId: '',
    rfc: 'LSE150312QA2',
    customers: [{ publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV' }],
    customerIds: ['org-corporativo-demo'],
    hasRepse: true,
    repseNumber: `REPSE-${run}`,
    contractSubject: 'Servicios de limpieza y mantenimiento',
    fechaFirma: '2025-01-01',
    vigencia: '',
    mesesVigencia: '',
    createdAt: now,
    createdBy: 'test',
    modifiedAt: now,
    modifiedBy: 'test',
    modifiedByName: 'Prueba',
    ...over,
  });
}

beforeAll(async () => {
  host = await startTestHost({ seedDerived: true });
  [admin, customer, viewer, supplier, security, customer2] = await signedInAll(host.url, [
    'admin@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'seguridad@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
  const docs = await new TenantContainer<DocumentItem>('documents').queryAll(demo, { where: "c.type = 'document' AND NOT IS_DEFINED(c.deletedAt)" }, 5000);
  const of = (supplierId: string, status: string) => docs.filter((d) => d.supplierId === supplierId && d.status === status);
  const [v1, v2, v3] = of('sup-limpieza-bajio', 'V');
  const [p1] = of('sup-limpieza-bajio', 'P');
  const [i1] = of('sup-limpieza-bajio', 'I');
  const t = of('sup-transportes-norte', 'V');
  await record(v1!, { vigencia: '2099-12-31', sapId: `SAP-${run}` });
  expected.set(v1!.publicKey, 'Válido');
  await record(v2!, { fechaFirma: '2024-01-15', mesesVigencia: '12' });
  expected.set(v2!.publicKey, 'Vencido');
  await record(v3!, {});
  expected.set(v3!.publicKey, 'Válido');
  await record(p1!, { vigencia: '2099-01-01' });
  expected.set(p1!.publicKey, 'En revisión');
  await record(i1!, { vigencia: '2099-01-01' });
  expected.set(i1!.publicKey, 'Rechazado');
  // 20 more of another supplier: two pages.
  for (const doc of t.slice(0, 20)) {
    await record(doc, { vigencia: '2099-12-31', contractSubject: 'Transporte de personal' });
    expected.set(doc.publicKey, 'Válido');
  }
}, 90_000);
afterAll(async () => {
  await host?.cleanup();
});

const list = async (client: ApiClient, query: string): Promise<ContractsListResponse> => {
  const res = await client.get(`/api/contracts${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contractsListResponseSchema.strict().parse(res.body);
};

describe('the validation rule', () => {
  it('reads the term from Vigencia, else Fecha Firma + Meses Vigencia, and the state from the document', () => {
    expect(addContractMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addContractMonths('2025-11-15', 14)).toBe('2027-01-15');
    expect(contractTermEnd({ fechaFirma: '2026-01-01', vigencia: '2026-06-30', mesesVigencia: '24' })).toBe('2026-06-30');
    expect(contractTermEnd({ fechaFirma: '2026-01-01', vigencia: '', mesesVigencia: '6' })).toBe('2026-07-01');
    expect(contractTermEnd({ fechaFirma: '2026-01-01', vigencia: '', mesesVigencia: '' })).toBeUndefined();
    expect(contractValidation('V', '2026-03-01', '2026-03-01')).toBe('valid');
    expect(contractValidation('U', '2026-03-01', '2026-03-02')).toBe('expired');
    expect(contractValidation('P', undefined, today)).toBe('review');
    expect(contractValidation('I', undefined, today)).toBe('rejected');
    expect(contractValidation(undefined, undefined, today)).toBe('rejected');
  });
});

describe('GET /api/contracts', () => {
  it('lists the audited contracts with the computed validation and the supplier risk from the projection', async () => {
    const res = await list(admin, `?search=${run}`);
    expect(res.totalCount).toBe(25);
    expect(res.selectedParty).toBeNull();
    const all = [...res.contracts, ...(await list(admin, `?search=${run}&pageIndex=2`)).contracts];
    expect(all.length).toBe(25);
    const figures = await new ComplianceRepository().summaries(demo, ['sup-limpieza-bajio', 'sup-transportes-norte']);
    for (const c of all) {
      expect(c.validationLabel, c.publicKey).toBe(expected.get(c.publicKey));
      expect(c.risk).toBe(figures.get(c.partyRelations.supplier.publicKey)?.risk ?? 'M');
      expect(c.riskLabel).toBe({ A: 'Alto', M: 'Medio', B: 'Bajo' }[c.risk]);
    }
    const sap = all.find((c) => c.logicalKey === `SAP-${run.toUpperCase()}` || c.logicalKey === `SAP-${run}`)!;
    expect(sap.identifiers).toEqual([
      { name: 'RFC', value: 'LSE150312QA2' },
      { name: 'REPSE', value: `REPSE-${run}` },
      { name: 'ID SAP', value: `SAP-${run}` },
    ]);
    expect(sap.termEnd).toBe('2099-12-31');
  });

  it('pages by 20 and searches on subject, supplier, REPSE (accents and case ignored)', async () => {
    const p1 = await list(admin, `?search=${run}`);
    const p2 = await list(admin, `?search=${run}&pageIndex=2`);
    expect([p1.contracts.length, p2.contracts.length, p1.pageSize]).toEqual([20, 5, 20]);
    expect(new Set([...p1.contracts, ...p2.contracts].map((c) => c.publicKey)).size).toBe(25);
    expect((await list(admin, `?search=${run}&pageIndex=3`)).contracts).toEqual([]);
    expect((await list(admin, `?search=TRANSPORTE DE PERSONAL`)).totalCount).toBe(20);
    expect((await list(admin, `?search=bajio`)).contracts.every((c) => c.partyRelations.supplier.publicKey === 'sup-limpieza-bajio')).toBe(true);
    const bySupplier = await list(admin, `?supplier=sup-transportes-norte`);
    expect(bySupplier.totalCount).toBe(20);
    expect(bySupplier.selectedParty).toEqual({ publicKey: 'sup-transportes-norte', displayName: 'Transportes Logísticos del Norte SA de CV' });
  });

  it('shows each role what DocumentAccess lets it see; another tenant nothing; Supplier and Security are refused', async () => {
    expect((await list(customer, `?search=${run}`)).totalCount).toBe(25);
    expect((await list(viewer, `?search=${run}`)).totalCount).toBe(25);
    const other = await list(customer2, `?search=${run}`);
    expect([other.totalCount, other.contracts]).toEqual([0, []]);
    expect((await list(customer2, '?supplier=sup-limpieza-bajio')).totalCount).toBe(0);
    // A supplier id no Cosmos item can have ('/', '?', '#', '\\': the fuzz found '/' answering 500) is simply no one.
    for (const id of ['%2F', '%3F', '%23', '%5C']) expect((await list(admin, `?supplier=${id}`)).totalCount, id).toBe(0);
    expect((await supplier.get('/api/contracts')).status).toBe(403);
    expect((await security.get('/api/contracts')).status).toBe(403);
  });

  it('answers 400 in Spanish for a bad page or a long search', async () => {
    for (const q of ['?pageIndex=0', '?pageIndex=dos', `?search=${'b'.repeat(101)}`]) {
      const res = await admin.get(`/api/contracts${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.values(res.body.errors as Record<string, string[]>).flat()[0]).toMatch(/página|caracteres/);
    }
  });
});
