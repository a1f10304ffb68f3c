import { app } from '@azure/functions';
import { documentTypeConfigurationSchema, documentTypeParamsSchema, documentTypesAdminQuerySchema, type AdminDocumentTypeResponse } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { documentTypesAdmin } from './document-types.composition';

/**
 * The document type configuration of /admin/documenttypes (part 2 §2.9, §7 GET /api/documenttypes/?{query} and
 * /{id}; PUT /{id} is ours, the spec's form being static): manage:documenttypes (Admin, Developer, Support). Every
 * other role reads the catalogue through /api/documenttypeset/{set}/documenttypes. The answer of a read or a change
 * carries the type's version in `etag` and the ETag header; send it back as If-Match.
 */

const access = { kind: 'authenticated', permission: 'manage:documenttypes' } as const;
const reply = (body: AdminDocumentTypeResponse) => ({ body, headers: { ETag: body.documentType.etag } });

app.http('adminDocumentTypesList', {
  route: 'documenttypes',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access,
    query: documentTypesAdminQuerySchema,
    handle: async ({ principal, query }) => ({ body: await documentTypesAdmin.list(principal, query.search) }),
  }),
});

app.http('adminDocumentTypeDetail', {
  route: 'documenttypes/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access,
    params: documentTypeParamsSchema,
    handle: async ({ principal, params }) => reply(await documentTypesAdmin.one(principal, params.id)),
  }),
});

app.http('adminDocumentTypeConfigure', {
  route: 'documenttypes/{id}',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access,
    params: documentTypeParamsSchema,
    body: documentTypeConfigurationSchema,
    handle: async ({ principal, params, body, request }) => {
      const ifMatch = request.headers.get('if-match')?.replace(/^W\//, '').trim();
      return reply(await documentTypesAdmin.configure({ principal, from: requestOrigin(request), ...(ifMatch ? { ifMatch } : {}) }, params.id, body));
    },
  }),
});
