import { app } from '@azure/functions';
import { addDocumentRequestSchema, uploadSasRequestSchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { uploads } from './composition';

/**
 * The direct upload (part 1 §7): a SAS for one new blob, then the document record. Two ways in, so the service
 * decides (UploadsService.checkUploader): a Supplier to its own expediente (upload:documents:own, flag
 * upload-documents-view; add also add-documents-expediente), an editor to a supplier in its view
 * (upload:documents:any, flag add-documents-expediente).
 */

app.http('documentUploadSas', {
  route: 'documents/GetContainerSASToken',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    body: uploadSasRequestSchema,
    handle: async ({ principal, body }) => ({ body: await uploads.issueSas(principal, body) }),
  }),
});

/** One handler for both add calls: addpendingdocument is add with the period given (slots come later). */
const addDocument = endpoint({
  access: { kind: 'authenticated', permission: 'read:documents' },
  body: addDocumentRequestSchema,
  handle: async ({ principal, body, request }) => {
    const { created, body: answer } = await uploads.add(principal, body, requestOrigin(request));
    return { status: created ? 201 : 200, body: answer };
  },
});

app.http('documentAdd', {
  route: 'documents/add',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: addDocument,
});

// The initial supplier document of a pending slot (part 1 §7). Slots do not exist yet: the same call as add,
// with the period (fromDate) given; slotId is kept on the record for when they do.
app.http('documentAddPending', {
  route: 'documents/addpendingdocument',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: addDocument,
});
