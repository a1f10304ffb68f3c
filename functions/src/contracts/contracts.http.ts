import { app } from '@azure/functions';
import { contractsListQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { contracts } from './composition';

/** GET /api/contracts?search&supplier&pageIndex (part 2 §2.7, §7; read:contracts): audited contracts, 20 a page. */
app.http('contractsList', {
  route: 'contracts',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:contracts' },
    query: contractsListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await contracts.list(principal, query) }),
  }),
});
