import { app } from '@azure/functions';
import {
  addSupplierRequestSchema,
  internalInviteRequestSchema,
  redeemSupplierInviteRequestSchema,
  supplierContactInviteRequestSchema,
  supplierInviteInfoParamsSchema,
  supplierInviteRequestSchema,
} from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { onboarding, registration } from './composition';

/**
 * The "add" and "invite" calls of the contacts list (part 2 §6, §7) and the public supplier registration (§2.13).
 * Which organization and role a caller may use is the service's rule (onboarding.service.ts).
 */

app.http('contactsInvite', {
  route: 'contacts/invite',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'invite:contacts' },
    body: internalInviteRequestSchema,
    handle: async ({ principal, body, request }) => ({ status: 201, body: await onboarding.inviteInternal(principal, body, requestOrigin(request)) }),
  }),
});

app.http('supplierContactInvite', {
  route: 'invite',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'create:suppliers' },
    body: supplierContactInviteRequestSchema,
    handle: async ({ principal, body, request }) => ({ status: 201, body: await onboarding.inviteSupplierContact(principal, body, requestOrigin(request)) }),
  }),
});

app.http('suppliersOrganizationsAdd', {
  route: 'suppliers/organizations/add',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'create:suppliers' },
    body: addSupplierRequestSchema,
    handle: async ({ principal, body, request }) => onboarding.addSupplier(principal, body, requestOrigin(request)),
  }),
});

app.http('suppliersInvite', {
  route: 'suppliers/invite',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'invite:suppliers' },
    body: supplierInviteRequestSchema,
    handle: async ({ principal, body, request }) => ({ status: 201, body: await onboarding.createRegistrationLink(principal, body, requestOrigin(request)) }),
  }),
});

app.http('suppliersInviteInfo', {
  route: 'suppliers/invite-info/{token}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'La página de registro de proveedores la abre quien aún no tiene cuenta; el enlace es la credencial (limitado por dirección y por enlace).' },
    params: supplierInviteInfoParamsSchema,
    handle: async ({ params, request }) => ({ body: await registration.info(params.token, requestOrigin(request)) }),
  }),
});

app.http('suppliersRedeemInvite', {
  route: 'suppliers/redeem-invite',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'El proveedor se registra con el enlace de invitación, sin sesión; el enlace es la credencial (limitado por dirección y por enlace).' },
    body: redeemSupplierInviteRequestSchema,
    handle: async ({ body, request }) => ({ body: await registration.redeem(body, requestOrigin(request)) }),
  }),
});
