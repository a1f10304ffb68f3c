import { app } from '@azure/functions';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { sat69bWatch } from './composition';

/**
 * The SAT 69-B watch (issue 17): what the latest snapshot says about the caller's suppliers (read:reports; a
 * Supplier sees its own organization, a customer its suppliers), and an import run now by an administrator
 * (manage:reports) instead of waiting for the daily timer (watchlists.timer.ts).
 */

app.http('watchlistsSat69b', {
  route: 'watchlists/sat69b',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:reports' },
    handle: async ({ principal }) => ({ body: await sat69bWatch.status(principal) }),
  }),
});

app.http('watchlistsSat69bImport', {
  route: 'watchlists/sat69b/import',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:reports' },
    handle: async ({ request, principal }) => ({ body: await sat69bWatch.importNow(principal, requestOrigin(request)) }),
  }),
});
