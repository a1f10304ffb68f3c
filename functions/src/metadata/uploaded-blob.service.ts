import type { TenantsRepository } from '../admin/tenants.repository';
import type { DocumentsRepository } from '../documents/documents.repository';
import type { FeaturesService } from '../features/features.service';
import type { Clock } from '../platform/clock';
import type { ExtractionStarter } from './extraction-starter';
import { documentPublicKey } from '@expediente/contracts';

/** `<tenant>/<supplier>/<uuid>.<ext>`: the names the upload SAS issues (uploads.service.ts). */
const blobNamePattern = /^([^/]+)\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z]+)$/;

/**
 * A document added longer ago than this is not started by its blob's event: the add of a new upload comes within
 * the SAS's hour, and older blobs (the demo data, a restored container) are not uploads.
 */
const RECENT_MS = 2 * 60 * 60_000;

export type BlobOutcome = 'queued' | 'already-started' | 'not-a-document' | 'not-yet-added' | 'old' | 'not-instant';

/**
 * The blob trigger's rule (issue 14): a new blob in the documents container starts the instant extraction of its
 * document, the same way the add call does, when the document is already stored. When it is not (the event came
 * before the add), nothing happens: the add starts it. Both paths claim the same processing record
 * (insert-if-absent), so racing they give one run.
 */
export class UploadedBlobService {
  constructor(
    private readonly docs: DocumentsRepository,
    private readonly tenants: TenantsRepository,
    private readonly features: FeaturesService,
    private readonly starter: ExtractionStarter,
    private readonly clock: Clock,
  ) {}

  async onBlob(name: string): Promise<BlobOutcome> {
    const match = blobNamePattern.exec(name);
    if (!match) return 'not-a-document';
    const [, tenantId, supplierId, uuid] = match as unknown as [string, string, string, string];
    const scope = { tenantId };
    const doc = await this.docs.read(scope, documentPublicKey(supplierId, uuid));
    if (!doc) return 'not-yet-added';
    if (this.clock.now() - Date.parse(doc.createdAt) > RECENT_MS) return 'old';
    const flags = this.features.forTenant(await this.tenants.read(tenantId));
    if (!this.starter.willExtract(doc.documentTypeCode, doc.length, flags)) return 'not-instant';
    const started = await this.starter.claim(scope, doc, { reason: 'blob', withError: flags['instant-metadata-with-errors'] === true });
    return started ? 'queued' : 'already-started';
  }
}
