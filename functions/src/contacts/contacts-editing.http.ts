import { app, type HttpRequest } from '@azure/functions';
import {
  addressRequestSchema,
  addressUpdateRequestSchema,
  contactParamsSchema,
  emailRequestSchema,
  emailUpdateRequestSchema,
  generalInfoRequestSchema,
  identifierAddRequestSchema,
  identifierTypesQuerySchema,
  identifierUpdateRequestSchema,
  itemDeleteRequestSchema,
  memberAddRequestSchema,
  phoneRequestSchema,
  phoneUpdateRequestSchema,
  statusUpdateRequestSchema,
  type FeatureName,
} from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import type { Principal } from '../platform/auth/principal';
import type { ChangeContext } from './contact-editing.service';
import { contactEditing, identifierEditing } from './composition';

/**
 * Changes to a contact's detail (part 2 §2.2, §4, §7): 'update:contacts' (administrators, customers, suppliers)
 * plus the action's flag here; which contact the caller may change is the service's rule. Each answers the contact
 * as it now is, with its new version in `contact.etag` and the ETag header; send it back as If-Match.
 */

const ctxOf = (principal: Principal, request: HttpRequest, body: { etag?: string }): ChangeContext => {
  const ifMatch = request.headers.get('if-match')?.replace(/^W\//, '').trim() || body.etag;
  return { principal, from: requestOrigin(request), ...(ifMatch ? { ifMatch } : {}) };
};
const access = (feature?: FeatureName) => ({ kind: 'authenticated' as const, permission: 'update:contacts' as const, ...(feature ? { feature } : {}) });
const reply = (body: { contact: { etag?: string } }): { body: unknown; headers: Record<string, string> } => ({ body, headers: body.contact.etag ? { ETag: body.contact.etag } : {} });

app.http('contactsGeneralInfoUpdate', {
  route: 'contacts/{id}/general-info/update',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access(),
    params: contactParamsSchema,
    body: generalInfoRequestSchema,
    handle: async ({ principal, params, body, request }) => reply(await contactEditing.updateGeneralInfo(ctxOf(principal, request, body), params.id, body)),
  }),
});

app.http('contactsStatusUpdate', {
  route: 'contacts/{id}/status/update',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    // Administrators and customers (for their suppliers, the service checks): never a supplier (part 2 §4).
    access: { ...access('update-organization-status'), roles: ['Developer', 'Admin', 'Support', 'Customer'] },
    params: contactParamsSchema,
    body: statusUpdateRequestSchema,
    handle: async ({ principal, params, body, request }) => reply(await contactEditing.updateStatus(ctxOf(principal, request, body), params.id, body)),
  }),
});

app.http('contactsEmailsAdd', {
  route: 'contacts/{id}/emails/add',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('add-contacts-emails'),
    params: contactParamsSchema,
    body: emailRequestSchema,
    handle: async ({ principal, params, body, request }) => ({ status: 201, ...reply(await contactEditing.addEmail(ctxOf(principal, request, body), params.id, body)) }),
  }),
});

app.http('contactsEmailsUpdate', {
  route: 'contacts/{id}/emails/update',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('add-contacts-emails'),
    params: contactParamsSchema,
    body: emailUpdateRequestSchema,
    handle: async ({ principal, params, body, request }) => reply(await contactEditing.updateEmail(ctxOf(principal, request, body), params.id, body)),
  }),
});

app.http('contactsEmailsDelete', {
  route: 'contacts/{id}/emails/delete',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('add-contacts-emails'),
    params: contactParamsSchema,
    body: itemDeleteRequestSchema,
    handle: async ({ principal, params, body, request }) => reply(await contactEditing.deleteEmail(ctxOf(principal, request, body), params.id, body.ordinal, body.contactPublicKey)),
  }),
});

/** Phones and addresses: one route each, the method says add (POST), update (PUT) or delete (DELETE). */
app.http('contactsPhonesAdd', {
  route: 'contacts/{id}/phones',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('add-contacts-phones'),
    params: contactParamsSchema,
    body: phoneRequestSchema,
    handle: async ({ principal, params, body, request }) => ({ status: 201, ...reply(await contactEditing.addPhone(ctxOf(principal, request, body), params.id, body)) }),
  }),
});

app.http('contactsPhonesUpdate', {
  route: 'contacts/{id}/phones',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('edit-contacts-phones'),
    params: contactParamsSchema,
    body: phoneUpdateRequestSchema,
    handle: async ({ principal, params, body, request }) => reply(await contactEditing.updatePhone(ctxOf(principal, request, body), params.id, body)),
  }),
});

app.http('contactsPhonesDelete', {
  route: 'contacts/{id}/phones',
  methods: ['DELETE'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('edit-contacts-phones'),
    params: contactParamsSchema,
    body: itemDeleteRequestSchema,
    handle: async ({ principal, params, body, request }) => reply(await contactEditing.deletePhone(ctxOf(principal, request, body), params.id, body.ordinal, body.contactPublicKey)),
  }),
});

app.http('contactsAddressesAdd', {
  route: 'contacts/{id}/addresses',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('add-contacts-address'),
    params: contactParamsSchema,
    body: addressRequestSchema,
    handle: async ({ principal, params, body, request }) => ({ status: 201, ...reply(await contactEditing.addAddress(ctxOf(principal, request, body), params.id, body)) }),
  }),
});

app.http('contactsAddressesUpdate', {
  route: 'contacts/{id}/addresses',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('edit-contacts-address'),
    params: contactParamsSchema,
    body: addressUpdateRequestSchema,
    handle: async ({ principal, params, body, request }) => reply(await contactEditing.updateAddress(ctxOf(principal, request, body), params.id, body)),
  }),
});

app.http('contactsAddressesDelete', {
  route: 'contacts/{id}/addresses',
  methods: ['DELETE'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('edit-contacts-address'),
    params: contactParamsSchema,
    body: itemDeleteRequestSchema,
    handle: async ({ principal, params, body, request }) => reply(await contactEditing.deleteAddress(ctxOf(principal, request, body), params.id, body.ordinal, body.contactPublicKey)),
  }),
});

/** The tenant's identifier types (part 2 §7): whoever reads the directory reads their names. */
app.http('identifiersTypes', {
  route: 'identifiersType',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:contacts' },
    query: identifierTypesQuerySchema,
    handle: async ({ principal, query }) => ({ body: await identifierEditing.list(principal, query.isMeta) }),
  }),
});

app.http('identifiersAdd', {
  route: 'identifiers/add',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('add-contacts-identifiers'),
    body: identifierAddRequestSchema,
    handle: async ({ principal, body, request }) => ({ status: 201, ...reply(await identifierEditing.add(ctxOf(principal, request, body), body)) }),
  }),
});

app.http('identifiersUpdate', {
  route: 'identifiers/update',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: access('edit-contacts-identifiers'),
    body: identifierUpdateRequestSchema,
    handle: async ({ principal, body, request }) => reply(await identifierEditing.update(ctxOf(principal, request, body), body)),
  }),
});

/** Adding a member organization (or group, under the main group) to an organization or group (part 2 §5, §7). */
app.http('contactsAddMember', {
  route: 'contacts/add',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    // Administrators, and customers to their own organization (the service checks); never a supplier.
    access: { ...access('add-contacts-members'), roles: ['Developer', 'Admin', 'Support', 'Customer'] },
    body: memberAddRequestSchema,
    handle: async ({ principal, body, request }) => ({ status: 201, ...reply(await contactEditing.addMember(ctxOf(principal, request, body), body)) }),
  }),
});
