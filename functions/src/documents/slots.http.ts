import { app } from '@azure/functions';
import {
  contactDocumentsQuerySchema,
  contactParamsSchema,
  documentParamsSchema,
  supplierSlotsQuerySchema,
  typePeriodsParamsSchema,
  typePeriodsQuerySchema,
} from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { slots } from './slots.composition';

/**
 * Required-document slots and what reads them (part 1 §2, §3, §7; part 2 §2.2, §2.14): every signed-in role reads
 * (read:documents); which supplier's slots and documents a caller sees is DocumentAccess's rule (404 outside it).
 * GET /api/periods/{documentTypeCode} shares its template with the supplier periods' PUT/DELETE /api/periods/{id};
 * the literal /api/periods/all and /api/periods/options win over it (literal segments first, as the Functions host).
 */

app.http('documentsPendingSlots', {
  route: 'documents/supplier/pending',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    handle: async ({ principal }) => ({ body: await slots.pending(principal) }),
  }),
});

app.http('documentsSupplierSlots', {
  route: 'documents/supplier/slots',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    query: supplierSlotsQuerySchema,
    handle: async ({ principal, query }) => ({ body: await slots.ofSupplierYear(principal, query.supplierPK, query.year, query.documentSet) }),
  }),
});

app.http('documentSlots', {
  route: 'documents/{id}/documentslots',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    params: documentParamsSchema,
    handle: async ({ principal, params }) => ({ body: await slots.ofDocument(principal, params.id) }),
  }),
});

app.http('documentTypePeriods', {
  route: 'periods/{documentTypeCode}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    params: typePeriodsParamsSchema,
    query: typePeriodsQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await slots.periodsOfType(principal, params.documentTypeCode, query.year) }),
  }),
});

app.http('contactDocuments', {
  route: 'contacts/{id}/documents',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    params: contactParamsSchema,
    query: contactDocumentsQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await slots.latestOfContact(principal, params.id, query.documentSet, query.isRequired) }),
  }),
});
