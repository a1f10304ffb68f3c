import { app } from '@azure/functions';
import { reportSettingsInputSchema, reportSettingsQuerySchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { reports } from './reports.composition';

/**
 * Reports (issue 17; part 1 §7 GET /api/reports/bi/auth and /api/documents/reports/home, part 2 §7
 * /api/documents/reports/compliance-page): read:reports. The configuration, GET/PUT /api/reports/settings, is ours
 * (manage:reports: Developer, Admin, Support); the Developer names another tenant with ?tenant=.
 */

app.http('reportsSettingsGet', {
  route: 'reports/settings',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:reports' },
    query: reportSettingsQuerySchema,
    handle: async ({ principal, query }) => ({ body: await reports.settings(principal, query.tenant) }),
  }),
});

app.http('reportsSettingsPut', {
  route: 'reports/settings',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:reports' },
    query: reportSettingsQuerySchema,
    body: reportSettingsInputSchema,
    handle: async ({ principal, query, body, request }) => ({ body: await reports.configure({ principal, from: requestOrigin(request) }, query.tenant, body) }),
  }),
});

app.http('reportsBiAuth', {
  route: 'reports/bi/auth',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:reports' },
    handle: async ({ principal }) => ({ body: await reports.biAuth(principal) }),
  }),
});

app.http('reportsHome', {
  route: 'documents/reports/home',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:reports' },
    handle: async ({ principal }) => ({ body: await reports.list(principal, 'home') }),
  }),
});

app.http('reportsCompliancePage', {
  route: 'documents/reports/compliance-page',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:reports' },
    handle: async ({ principal }) => ({ body: await reports.list(principal, 'compliance-page') }),
  }),
});
