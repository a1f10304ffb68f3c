import { app } from '@azure/functions';
import { dropSchemaRequestSchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { schema } from './composition';

/**
 * Configuración Avanzada (issue 16; part 2 §2.10, §7): database information and the schema tools, manage:schema
 * (the Developer). Where the tools are available is SchemaService's rule (host and flags).
 */

app.http('devInfo', {
  route: 'dev',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:schema' },
    handle: async ({ principal }) => ({ body: await schema.info(principal) }),
  }),
});

app.http('devCreateSchema', {
  route: 'dev/createschema',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:schema' },
    handle: async ({ principal, request }) => ({ body: await schema.create(principal, requestOrigin(request)) }),
  }),
});

app.http('devDropSchema', {
  route: 'dev/dropschema',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:schema' },
    body: dropSchemaRequestSchema,
    handle: async ({ principal, body, request }) => ({ body: await schema.drop(principal, body.confirmation, requestOrigin(request)) }),
  }),
});
