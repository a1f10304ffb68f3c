import { app } from '@azure/functions';
import { eventsLogQuerySchema, eventsVerifyQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { eventsLog } from './composition';

/**
 * 'Bitácora del sistema' (issue 16; part 2 §2.10, §7): the caller's tenant's event log and the verification of its
 * hash chain (decision 017), read:events (the Developer).
 */

app.http('eventsLogList', {
  route: 'eventslog',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:events' },
    query: eventsLogQuerySchema,
    handle: async ({ principal, query }) => ({ body: await eventsLog.list(principal, query) }),
  }),
});

app.http('eventsLogVerify', {
  route: 'eventslog/verify',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:events' },
    query: eventsVerifyQuerySchema,
    handle: async ({ principal, query }) => ({ body: await eventsLog.verify(principal, query.fromSequence) }),
  }),
});
