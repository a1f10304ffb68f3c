import { app } from '@azure/functions';
import { auditTagManageSchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { auditTags } from './list.composition';

/**
 * The audit tags (issue 15; part 2 §2.11 'Editar Etiquetas', §7): every reader of the audit lists reads them
 * (read:audit); creating, renaming, deleting and putting them on documents is update:audit (flag customer-audit),
 * so a Viewer sees tags but does not change them.
 */

app.http('auditTagsList', {
  route: 'audit/documents/tags',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:audit' },
    handle: async ({ principal }) => ({ body: await auditTags.list(principal) }),
  }),
});

app.http('auditTagsManage', {
  route: 'audit/documents/tags/manage',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:audit' },
    body: auditTagManageSchema,
    handle: async ({ principal, body, request }) => ({ body: await auditTags.manage({ principal, from: requestOrigin(request) }, body) }),
  }),
});
