import { app } from '@azure/functions';
import { blobContainers, STORAGE_CONNECTION } from '../platform/resources';
import { uploadedBlobs } from './composition';

/**
 * BlobCreated in the documents container starts the instant extraction of its document (issue 14, part 1 §7).
 * Event Grid source: in Azure an Event Grid subscription delivers the events to the host's blobs_extension webhook
 * (infra/app/blob-events.bicep, created by the azd postdeploy hook: its function name is this one); locally the
 * host emulates it (functions/src/local/triggers.ts). The content is not used: the run reads the blob itself.
 */
app.storageBlob('documentsBlobCreated', {
  path: `${blobContainers.documents}/{name}`,
  connection: STORAGE_CONNECTION,
  source: 'EventGrid',
  handler: async (_blob, context) => {
    const name = String(context.triggerMetadata?.name ?? '');
    const outcome = await uploadedBlobs.onBlob(name);
    if (outcome === 'queued') context.log(`documentsBlobCreated ${name}: extraction queued`);
  },
});
