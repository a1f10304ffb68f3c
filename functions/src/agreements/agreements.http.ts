import { app } from '@azure/functions';
import { agreementFeatures, agreementQuerySchema, agreementTypeSets, signAgreementParamsSchema, signAgreementRequestSchema } from '@expediente/contracts';
import { requireFeatures } from '../platform/auth/authorize';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { agreements } from './composition';

/**
 * The agreement calls of part 1 §7: every signed-in user reads and signs for themselves; each document set needs
 * its flag (privacy-supplier, cx-ux-survey), checked here because it depends on the input.
 */

app.http('agreementsCurrent', {
  route: 'documents/agreement',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:agreements:own' },
    query: agreementQuerySchema,
    handle: async ({ principal, query }) => {
      await requireFeatures(principal, [agreementFeatures[query.documentTypeSet]]);
      return { body: await agreements.current(principal, query.documentTypeSet) };
    },
  }),
});

app.http('agreementsSign', {
  route: 'documents/{publicKey}/sign',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'sign:agreements:own' },
    params: signAgreementParamsSchema,
    body: signAgreementRequestSchema,
    handle: async ({ request, principal, params, body }) => {
      await requireFeatures(principal, [agreementFeatures[agreementTypeSets[body.AgreementType]]]);
      return { body: await agreements.sign(principal, params.publicKey, body, requestOrigin(request)) };
    },
  }),
});
