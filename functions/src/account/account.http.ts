import { app } from '@azure/functions';
import { changeOwnPasswordRequestSchema, updateProfileRequestSchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { account } from './composition';

/** 'Mi cuenta' (part 1 §2): every signed-in user changes their own name and password (update:account:own). */

app.http('accountProfile', {
  route: 'account/profile',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:account:own' },
    body: updateProfileRequestSchema,
    handle: async ({ request, principal, body }) => ({ body: await account.updateProfile(principal, body, requestOrigin(request)) }),
  }),
});

app.http('accountPassword', {
  route: 'account/password',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:account:own' },
    body: changeOwnPasswordRequestSchema,
    handle: async ({ request, principal, body }) => ({ body: await account.changePassword(principal, body, requestOrigin(request)) }),
  }),
});
