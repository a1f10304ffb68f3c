import { app } from '@azure/functions';
import { addDocumentRequestSchema, uploadSasRequestSchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { uploads } from './composition';

/**
 * The direct upload (part 1 §7): a SAS for one new blob, then the document record. upload:documents:own (Supplier,
 * and Developer for a supplier named in companyPK) with its flag upload-documents-view; add also needs
 * add-documents-expediente (part 1 §6: the flag of adding documents to the expediente).
 */

app.http('documentUploadSas', {
  route: 'documents/GetContainerSASToken',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'upload:documents:own' },
    body: uploadSasRequestSchema,
    handle: async ({ principal, body }) => ({ body: await uploads.issueSas(principal, body) }),
  }),
});

/** One handler for both add calls: addpendingdocument is add with the period given (slots come later). */
const addDocument = endpoint({
  access: { kind: 'authenticated', permission: 'upload:documents:own', feature: 'add-documents-expediente' },
  body: addDocumentRequestSchema,
  handle: async ({ principal, body }) => {
    const { created, body: answer } = await uploads.add(principal, body);
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
