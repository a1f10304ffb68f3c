/**
 * Document records for the benches: `count` more documents in Demo Corporativo spread over its suppliers (monthly
 * and initial types, 2021-2026, every status; records only — the lists read no blob), written through the data
 * layer 16 at a time. Returns the number of suppliers they went to.
 */
import { documentPublicKey, normalizeSearchText, type DocumentStatus } from '@expediente/contracts';
import { ContactsRepository } from '../functions/src/contacts/contacts.repository';
import { documentsPk, type DocumentItem } from '../functions/src/documents/documents.repository';
import { seedUuid } from '../functions/src/local/seed-documents';
import { TenantContainer } from '../functions/src/platform/cosmos';

export const benchScope = { tenantId: 'demo-corporativo' };

export async function addBenchDocuments(DOCUMENTS: number): Promise<number> {
  const scope = benchScope;
  const suppliers = (await new ContactsRepository().organizationsAndGroups(scope, [2])).filter((o) => o.organizationRole === 'supplier');
  const types = [
    { code: 'mxopinion32d', name: 'Opinión SAT 32-D', full: 'Opinión del cumplimiento de obligaciones fiscales (32-D)', monthly: true },
    { code: 'mximssopinion', name: 'Opinión IMSS', full: 'Opinión de cumplimiento en materia de seguridad social', monthly: true },
    { code: 'mxdeclisr', name: 'Declaración ISR retenciones', full: 'Declaración de ISR retenciones por salarios + acuse', monthly: true },
    { code: 'mxsipare', name: 'Pago SIPARE', full: 'Formato de pago SIPARE + comprobante bancario', monthly: true },
    { code: 'mxcsf', name: 'CSF', full: 'Constancia de Situación Fiscal', monthly: false },
  ] as const;
  const statuses: DocumentStatus[] = ['V', 'V', 'V', 'P', 'I'];
  const docs = new TenantContainer<DocumentItem>('documents');
  const now = new Date().toISOString();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < DOCUMENTS) {
        const i = next++;
        const supplier = suppliers[i % suppliers.length]!;
        const type = types[i % types.length]!;
        const month = Math.floor(i / (suppliers.length * types.length)) % 72;
        const year = 2021 + Math.floor(month / 12);
        const fromDate = type.monthly ? `${year}-${String((month % 12) + 1).padStart(2, '0')}-01T06:00:00.000Z` : undefined;
        const uuid = seedUuid(`bench/${i}`);
        const name = `${type.code}_${i}.pdf`;
        await docs.upsert(scope, {
          id: uuid,
          pk: documentsPk(scope.tenantId, supplier.id),
          type: 'document',
          supplierId: supplier.id,
          publicKey: documentPublicKey(supplier.id, uuid),
          originalName: name,
          blobName: `${supplier.id}/${uuid}.pdf`,
          storageUrl: `http://127.0.0.1/devstoreaccount1/documents/${scope.tenantId}/${supplier.id}/${uuid}.pdf`,
          contentType: 'application/pdf',
          length: 1024,
          md5: 'bench',
          status: statuses[i % statuses.length]!,
          documentTypeCode: type.code,
          documentTypeFullName: type.full,
          displayName: type.name,
          formDataItems: [],
          relationships: [],
          supplierName: supplier.displayName,
          searchText: normalizeSearchText([name, type.name, type.full, supplier.displayName].join(' ')),
          ...(fromDate ? { fromDate } : {}),
          periodKey: fromDate ?? 'initial',
          initialValidity: fromDate ?? new Date(Date.UTC(2021, 0, 1) + i * 60_000).toISOString(),
          createdAt: now,
          createdBy: 'bench',
          modifiedAt: now,
        });
      }
    }),
  );
  return suppliers.length;
}
