import { TenantsRepository } from '../admin/tenants.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { documentAccess } from '../documents/composition';
import { DocumentTypesRepository } from '../documents/document-types.repository';
import { DocumentBlobs, DocumentsRepository } from '../documents/documents.repository';
import { features } from '../features/composition';
import { clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { enqueue } from '../platform/queues';
import { allChecksPass, checkExtraction, parseFields } from './fields';
import { ExtractionDataRepository } from './extraction-data.repository';
import { ExtractionService, type Pipeline } from './extraction.service';
import { MetadataApiService } from './metadata-api.service';
import { ProcessingRepository } from './processing.repository';
import { readDocument } from './readers';
import { extractionStarter } from './starter.composition';
import { UploadedBlobService } from './uploaded-blob.service';

/** Metadata extraction (issue 14), built once: the pipeline, the blob trigger's rule and the on-demand calls. */
const realPipeline: Pipeline = { readDocument, parseFields, checkExtraction, allChecksPass };
let pipelineOverride: Partial<Pipeline> | undefined;

/** Tests only: replace steps of the pipeline (a reader that blocks or throws); undefined restores the real one. */
export function usePipeline(override: Partial<Pipeline> | undefined): void {
  pipelineOverride = override;
}

const records = new ProcessingRepository();

export const extraction = new ExtractionService(
  records,
  new DocumentsRepository(),
  new ExtractionDataRepository(),
  new DocumentTypesRepository(),
  new ContactsRepository(),
  enqueue,
  clock,
  () => ({ ...realPipeline, ...pipelineOverride }),
  () => getConfig().metadata,
);

export const uploadedBlobs = new UploadedBlobService(new DocumentsRepository(), new TenantsRepository(), features, extractionStarter, clock);

export const metadataApi = new MetadataApiService(documentAccess, new DocumentsRepository(), new DocumentBlobs(), records, extractionStarter, clock);
