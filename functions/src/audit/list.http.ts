import { app } from '@azure/functions';
import { auditListQuerySchema, auditListQuerySchemaFor, auditListTabErrors, auditListTabParamsSchema } from '@expediente/contracts';
import { BadRequestError } from '../platform/errors';
import { endpoint } from '../platform/http';
import { auditLists } from './list.composition';

/**
 * The audit lists (issue 15; part 2 §2.11, §7 "Audit, storage, tags"): read:audit (flag customer-audit), so a
 * Supplier never reaches them. Which documents is DocumentAccess's rule; what each tab holds is decision 015.
 * The literal routes (documents, documents/direct) win over audit/documents/{id} (literal segments first).
 */

app.http('auditContractsList', {
  route: 'audit/documents',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:audit' },
    query: auditListQuerySchemaFor('contracts'),
    handle: async ({ principal, query }) => ({ body: await auditLists.list(principal, 'contracts', query) }),
  }),
});

app.http('auditDirectList', {
  route: 'audit/documents/direct',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:audit' },
    query: auditListQuerySchemaFor('auditonly'),
    handle: async ({ principal, query }) => ({ body: await auditLists.list(principal, 'auditonly', query) }),
  }),
});

app.http('auditTabList', {
  route: 'audit/{tab}/list',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:audit' },
    params: auditListTabParamsSchema,
    query: auditListQuerySchema,
    handle: async ({ principal, params, query }) => {
      // A tag or supplierName the tab does not take is a 400 naming the field (auditListQuerySchemaFor's rule).
      const errors = auditListTabErrors(params.tab, query);
      if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
      return { body: await auditLists.list(principal, params.tab, query) };
    },
  }),
});
