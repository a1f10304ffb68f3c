import { app } from '@azure/functions';
import { documentTypeSetParamsSchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { documentTypes } from './composition';

/**
 * Document types (part 2 §3, §7 "Documents"): the sets, the types of a set and the field definitions, for every
 * signed-in role (read:documents). GET /api/periods/{documentTypeCode} is not here: its route template would
 * collide with the supplier periods' /api/periods/all and /api/periods/options (periods.http.ts).
 */

app.http('documentTypeSets', {
  route: 'document-type-sets',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    handle: async ({ principal }) => ({ body: await documentTypes.sets(principal) }),
  }),
});

app.http('documentTypesOfSet', {
  route: 'documenttypeset/{set}/documenttypes',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    params: documentTypeSetParamsSchema,
    handle: async ({ principal, params }) => ({ body: await documentTypes.typesOfSet(principal, params.set) }),
  }),
});

app.http('documentFields', {
  route: 'documents/fields',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    handle: async ({ principal }) => ({ body: await documentTypes.fields(principal) }),
  }),
});
