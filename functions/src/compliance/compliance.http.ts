import { app } from '@azure/functions';
import { complianceCellsQuerySchema, complianceGridQuerySchema, complianceSummaryQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { compliance } from './compliance.composition';

/**
 * The compliance views' reads (issue 17; part 2 §2.8): read:compliance; which suppliers a caller sees is
 * DocumentAccess's rule (another tenant's or an unseen supplier answers 404 in the drill-down, and is absent from
 * the grid and the dashboard).
 */

app.http('complianceGrid', {
  route: 'compliance/grid',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:compliance' },
    query: complianceGridQuerySchema,
    handle: async ({ principal, query }) => ({ body: await compliance.grid(principal, query) }),
  }),
});

app.http('complianceCells', {
  route: 'compliance/cells',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:compliance' },
    query: complianceCellsQuerySchema,
    handle: async ({ principal, query }) => ({ body: await compliance.cells(principal, query) }),
  }),
});

app.http('complianceSummary', {
  route: 'compliance/summary',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:compliance' },
    query: complianceSummaryQuerySchema,
    handle: async ({ principal, query }) => ({ body: await compliance.summary(principal, query) }),
  }),
});
