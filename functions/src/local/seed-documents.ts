import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { documentPublicKey, normalizeSearchText, periodsOfYear, type Cadence, type DocumentStatus } from '@expediente/contracts';
import { ContactsRepository } from '../contacts/contacts.repository';
import { DocumentTypesRepository, type DocumentTypeItem } from '../documents/document-types.repository';
import { documentsPk, type DocumentItem } from '../documents/documents.repository';
import { putBlob } from '../platform/blobs';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { blobContainers } from '../platform/resources';

/**
 * Seed version 7: demo documents. For a few suppliers with supplier periods, documents of several types, periods
 * (2025-2026) and statuses — V, I with a reject reason (one replaced by a newer version), P, U for the payroll
 * CFDI — each with a real small file in the documents container at `<tenant>/<supplier>/<uuid>.<ext>` and the
 * record uploads.service.ts `add` would store. Ids come from a hash of (tenant, supplier, type, period, n), so a
 * rerun writes the same items again (upserts) and never a second copy.
 */

/** A deterministic uuid (v4 layout) from a name. */
export function seedUuid(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h.slice(16, 17), 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A valid one-page PDF with a line of text (cross-reference offsets computed, so viewers open it without repair). */
export function tinyPdf(text: string): Buffer {
  const safe = text.replace(/[\\()]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 56 780 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const b of data) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 16×16 PNG of one colour (a scanned document's stand-in). */
export function tinyPng(rgb: [number, number, number]): Buffer {
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A small payroll CFDI (XML) of a period. */
export function tinyCfdi(uuid: string, supplierRfc: string, period: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" TipoDeComprobante="N" Fecha="${period}T12:00:00">` +
      `<cfdi:Emisor Rfc="${supplierRfc}"/><cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" UUID="${uuid}"/></cfdi:Complemento></cfdi:Comprobante>\n`,
    'utf8',
  );
}

type Plan = { code: string; status: DocumentStatus; period?: string; ext: 'pdf' | 'png' | 'xml'; rejectReason?: string; amends?: string };

const reviewer = { userId: 'seed', displayName: 'Carlos Ramírez Soto' };
const rejectReasons = ['El documento está vencido.', 'El RFC no coincide con el del proveedor.', 'El archivo está incompleto o ilegible.'];

/** The months 2025-01 … 2026-10 (the demo's history; November 2026 is the current month). */
function monthsOf(cadence: Cadence, reading: DocumentTypeItem['periodReading']): string[] {
  return [2025, 2026].flatMap((y) => periodsOfYear(cadence, y, reading).map((p) => p.start!)).filter((d) => d <= '2026-10-01');
}

/** What one supplier gets: its i (0, 1, 2…) shifts statuses so suppliers differ. */
function plansOf(i: number, types: Map<string, DocumentTypeItem>): Plan[] {
  const plans: Plan[] = [
    { code: 'mxcsf', status: 'V', ext: 'pdf' },
    { code: 'mxrepse', status: i % 2 ? 'P' : 'V', ext: 'pdf' },
    { code: 'mxactaconstitutiva', status: 'V', ext: 'pdf' },
    { code: 'mxidentificacion', status: 'I', ext: 'png', rejectReason: rejectReasons[2] },
    { code: 'mxidentificacion', status: i % 2 ? 'V' : 'P', ext: 'png', amends: 'mxidentificacion~initial~0' },
    { code: 'mxcaratulabancaria', status: 'V', ext: 'png' },
  ];
  const statuses: DocumentStatus[] = ['V', 'V', 'P', 'I'];
  const opinion = types.get('mxopinion32d');
  if (opinion) {
    for (const [n, day] of monthsOf('monthly', opinion.periodReading).entries()) {
      const status = statuses[(n + i) % statuses.length]!;
      plans.push({ code: 'mxopinion32d', status, period: day, ext: 'pdf', ...(status === 'I' ? { rejectReason: rejectReasons[(n + i) % 2]! } : {}) });
    }
  }
  for (const day of monthsOf('monthly', 'general').filter((d) => d >= '2026-01-01')) plans.push({ code: 'mxcfdinomina', status: 'U', period: day, ext: 'xml' });
  for (const [n, day] of monthsOf('bimonthly', 'general').entries()) plans.push({ code: 'mxinfonavitbim', status: n % 3 === 2 ? 'P' : 'V', period: day, ext: 'pdf' });
  const icsoe = types.get('mxicsoe');
  if (icsoe) for (const day of monthsOf('quarterly', icsoe.periodReading)) plans.push({ code: 'mxicsoe', status: 'V', period: day, ext: 'pdf' });
  if (i === 0) plans.push({ code: 'mxdc3', status: 'V', period: '2025-01-01', ext: 'png' });
  return plans;
}

const contentTypes = { pdf: 'application/pdf', png: 'image/png', xml: 'text/xml' } as const;
const colours: [number, number, number][] = [
  [30, 90, 160],
  [200, 60, 60],
  [60, 150, 90],
];
/** When it was uploaded: ten days after its period ended (a month for monthly), or early 2025 for initial ones. */
function uploadedAt(period: string | undefined, n: number): string {
  if (!period) return new Date(Date.UTC(2025, 1, 3 + n, 16, 0, 0)).toISOString();
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 10, 17, n % 60, 0)).toISOString();
}

/** The demo suppliers with documents: the three named ones and two of the directory (all with supplier periods). */
export const demoDocumentSuppliers: Record<string, string[]> = {
  'demo-corporativo': ['sup-limpieza-bajio', 'sup-transportes-norte', 'sup-seguridad-regional', 'sup-demo-01', 'sup-demo-02'],
  'segundo-cliente': ['sup-servicios-centro'],
};

export async function seedDocuments(scope: TenantScope, customerId: string | undefined): Promise<void> {
  const supplierIds = demoDocumentSuppliers[scope.tenantId] ?? [];
  if (supplierIds.length === 0) return;
  const contacts = new ContactsRepository();
  // Upserts (not DocumentsRepository.create): a rerun writes the same items again.
  const docs = new TenantContainer<DocumentItem>('documents');
  const types = new Map((await new DocumentTypesRepository().types(scope)).map((t) => [t.codeName, t]));
  const customer = customerId ? await contacts.read(scope, customerId) : undefined;

  for (const [i, supplierId] of supplierIds.entries()) {
    const supplier = await contacts.read(scope, supplierId);
    if (!supplier) continue;
    const rfc = supplier.identifiers.find((x) => x.key === 'rfc')?.value ?? '';
    // Only the first supplier of the second tenant's list gets a few (isolation tests need something to miss).
    const plans = scope.tenantId === 'demo-corporativo' ? plansOf(i, types) : plansOf(i, types).slice(0, 8);
    const ids = new Map<string, string>();
    const seen = new Map<string, number>();
    const items: Omit<DocumentItem, 'pk' | 'tenantId' | 'type'>[] = [];
    const files: { blobName: string; file: Buffer; contentType: string }[] = [];
    for (const [n, plan] of plans.entries()) {
      const type = types.get(plan.code);
      if (!type) continue;
      const slot = `${plan.code}~${plan.period ?? 'initial'}`;
      const k = seen.get(slot) ?? 0;
      seen.set(slot, k + 1);
      const uuid = seedUuid(`${scope.tenantId}/${supplierId}/${slot}/${k}`);
      ids.set(`${slot}~${k}`, uuid);
      const blobName = `${supplierId}/${uuid}.${plan.ext}`;
      const file =
        plan.ext === 'pdf' ? tinyPdf(`${type.shortName} - ${supplier.displayName} - ${plan.period ?? 'Inicial'}`) : plan.ext === 'png' ? tinyPng(colours[n % colours.length]!) : tinyCfdi(uuid, rfc, plan.period!);
      const originalName = `${type.shortName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '_')}_${plan.period?.slice(0, 7) ?? 'inicial'}${k ? `_v${k + 1}` : ''}.${plan.ext}`;
      files.push({ blobName, file, contentType: contentTypes[plan.ext] });
      const at = uploadedAt(plan.period, n + k);
      const fromDate = plan.period ? `${plan.period}T06:00:00.000Z` : undefined;
      const withCustomer = type.customerRelationshipRequired && customer;
      const amended = plan.amends ? ids.get(plan.amends) : undefined;
      items.push({
        id: uuid,
        supplierId,
        publicKey: documentPublicKey(supplierId, uuid),
        originalName,
        blobName,
        storageUrl: '',
        contentType: contentTypes[plan.ext],
        length: file.length,
        md5: createHash('md5').update(file).digest('base64'),
        status: plan.status,
        documentTypeCode: type.codeName,
        documentTypeFullName: type.fullName,
        displayName: type.displayName,
        formDataItems: [],
        relationships: withCustomer ? [{ role: 'customer', PK: customer.id }] : [],
        ...(withCustomer ? { customerId: customer.id, customerName: customer.displayName } : {}),
        supplierName: supplier.displayName,
        searchText: normalizeSearchText([originalName, type.shortName, type.fullName, supplier.displayName, withCustomer ? customer.displayName : ''].join(' ')),
        ...(fromDate ? { fromDate } : {}),
        periodKey: type.periodCodeName === 'initial' ? 'initial' : (fromDate ?? 'initial'),
        initialValidity: fromDate ?? at,
        ...(amended ? { amendedDocument: documentPublicKey(supplierId, amended) } : {}),
        ...(plan.rejectReason ? { rejectReason: plan.rejectReason } : {}),
        ...(plan.status === 'V' || plan.status === 'I' ? { review: { ...reviewer, at: new Date(Date.parse(at) + 86_400_000).toISOString() } } : {}),
        createdAt: at,
        createdBy: 'seed',
        modifiedAt: at,
      });
    }
    // The replaced versions point at their replacement (amendedBy), as markAmended does after an add.
    for (const item of items) {
      if (!item.amendedDocument) continue;
      const old = items.find((x) => x.publicKey === item.amendedDocument);
      if (old) old.amendedBy = item.publicKey;
    }
    const urls = await Promise.all(files.map((f) => putBlob(scope, blobContainers.documents, f.blobName, f.file, f.contentType).then((r) => r.url.split('?')[0]!)));
    await Promise.all(
      items.map((item, n) => docs.upsert(scope, { ...item, storageUrl: urls[n]!, type: 'document', pk: documentsPk(scope.tenantId, supplierId) } as DocumentItem)),
    );
  }
}
