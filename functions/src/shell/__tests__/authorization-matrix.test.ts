import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader, roles, type Role } from '@expediente/contracts';
import { TenantsRepository } from '../../admin/tenants.repository';
import { agreementDocumentId } from '../../agreements/agreements.service';
import { ApiClient, randomAddress, signedIn } from '../../auth/__tests__/api-client';
import { hashPassword } from '../../auth/password';
import { UsersRepository } from '../../auth/users.repository';
import { getRegistry } from '../../local/functions-core';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { DEMO_PASSWORD, demoTenants, userId } from '../../local/seed';
import { demoNotificationId } from '../../local/seed-notifications';
import { demoPeriodId } from '../../local/seed-periods';
import { accessFeatures } from '../../platform/auth/authorize';
import { getClients } from '../../platform/clients';
import { endpointMeta, type EndpointHandler } from '../../platform/http';
import { samples, uploadAttachment } from './shell-client';
import { createMatrixDocuments, matrixDocumentKey } from '../../documents/__tests__/document-detail-matrix';
import { createDisputesMatrix, disputeMatrixDocument, disputeMatrixKey, DISPUTES_MATRIX_ATTACHMENT } from '../../disputes/__tests__/disputes-matrix';
import { auditMatrixForm, auditMatrixKey, createAuditMatrixDocuments } from '../../audit/__tests__/detail-matrix';

/**
 * The authorization matrix, generated from the registrations: every HTTP function of the app × the 7 roles × {own
 * tenant, other tenant, anonymous}. The expected answers come from the table below, keyed by function name; a
 * registration without an entry fails (add one when you add a route). Own tenant: a user of Demo Corporativo
 * calls with objects of Demo Corporativo (their own, for `:own` calls). Other tenant: a user of Segundo Cliente
 * with the same role calls with the same objects. Anonymous: no session.
 *   401 anonymous on non-public routes · 403 a role without the permission, or a flag off · 404 another
 *   tenant's object · otherwise the call's own answer.
 */

type Owner = { role: Role; userId: string; email: string };
type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; raw?: { data: Buffer; type: string }; withoutSession?: boolean };
type Entry = {
  /** Roles that may call it ('all': every signed-in role), or a public endpoint and what it answers anyone. */
  allowed: readonly Role[] | 'all' | { public: number };
  /** The answer to an allowed caller (own tenant). */
  ok?: number;
  /** The answer to an allowed caller of Segundo Cliente when it is neither `ok` nor the 404 of `objects`. */
  other?: number;
  /** Names objects of Demo Corporativo (or of the owner): an allowed caller of Segundo Cliente gets 404. */
  objects?: boolean;
  /** Per role, the answer to an allowed caller of Segundo Cliente (a role with a ':any' permission reaches Demo Corporativo's object). */
  otherFor?: Partial<Record<Role, number>>;
  /** Its calls change one shared object (e.g. one user's password): send them one at a time. */
  serial?: boolean;
  request: (owner: Owner) => Req;
};

const administrators: Role[] = ['Developer', 'Admin', 'Support'];
const notificationCreators: Role[] = ['Developer', 'Admin', 'Support', 'Customer'];
const contactEditors: Role[] = ['Developer', 'Admin', 'Support', 'Customer', 'Supplier'];
const matrixRfcPrefix: Record<Role, string> = { Developer: 'DEV', Admin: 'ADM', Support: 'SOP', Customer: 'CLI', Supplier: 'PRO', Security: 'SEG', Viewer: 'VIS' };
/** The contact each role changes in the editing entries: one per role, so their calls may run together. */
const editedBy: Record<Role, string> = {
  Developer: 'sup-demo-01',
  Admin: 'sup-demo-02',
  Support: 'sup-demo-03',
  Customer: 'sup-transportes-norte',
  Supplier: 'sup-limpieza-bajio',
  Security: 'sup-demo-04',
  Viewer: 'sup-demo-04',
};
const memberOwnerOf: Record<Role, string> = {
  Developer: 'grp-proveedores-occidente',
  Admin: 'grp-corporativo-demo',
  Support: 'sup-demo-05',
  Customer: 'org-corporativo-demo',
  Supplier: 'org-corporativo-demo',
  Security: 'org-corporativo-demo',
  Viewer: 'org-corporativo-demo',
};
const periodKeepers: Role[] = ['Developer', 'Support', 'Customer'];
const periodReaders: Role[] = [...periodKeepers, 'Supplier', 'Viewer'];
const disputeReaders: Role[] = [...notificationCreators, 'Supplier', 'Viewer'];
const TENANT_A = 'demo-corporativo';
const TENANT_B = 'segundo-cliente';
const TARGET_EMAIL = 'objetivo@demo.expediente.mx';
const privacyKey = agreementDocumentId({ tenantId: TENANT_A }, 'suppliersprivacynotice', '2026-01');
let attachmentKey = '';
let unique = 0;
const nobody = () => `nadie-${++unique}@demo.expediente.mx`;
/** A registration link nobody issued. */
const unknownLink = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '');

/** An upload payload naming a blob of Demo Corporativo's supplier that no SAS was issued for. */
const unissuedUpload = () => ({
  name: 'matriz.pdf',
  blobUrl: `${getClients().blob.getContainerClient('documents').url}/${TENANT_A}/sup-limpieza-bajio/${crypto.randomUUID()}.pdf`,
  length: 10,
  documentTypeCode: 'mxcsf',
  companyPK: 'sup-limpieza-bajio',
});

/** The expected answers, one entry per registered HTTP function. */
const matrix: Record<string, Entry> = {
  // Platform and identity (health, auth.http.ts).
  health: { allowed: { public: 200 }, request: () => ({ method: 'GET', path: '/api/health' }) },
  login: { allowed: { public: 401 }, request: () => ({ method: 'POST', path: '/api/login', body: { email: nobody(), password: 'Incorrecta#2026' } }) },
  loginOptions: { allowed: { public: 200 }, request: () => ({ method: 'GET', path: '/api/login/options' }) },
  login2fa: { allowed: { public: 401 }, request: () => ({ method: 'POST', path: '/api/login-2fa', body: { token: '123456', rememberClient: false } }) },
  login2faStatus: { allowed: { public: 200 }, request: () => ({ method: 'GET', path: '/api/login-2fa/status' }) },
  logout: { allowed: { public: 200 }, request: () => ({ method: 'GET', path: '/api/logout', withoutSession: true }) },
  userinfo: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/userinfo' }) },
  twoFactorSetup: { allowed: 'all', ok: 200, request: () => ({ method: 'POST', path: '/api/account/two-factor/setup' }) },
  twoFactorConfirm: { allowed: 'all', ok: 400, request: () => ({ method: 'POST', path: '/api/account/two-factor/confirm', body: { token: '000000' } }) },
  twoFactorDisable: { allowed: 'all', ok: 400, request: () => ({ method: 'POST', path: '/api/account/two-factor/disable', body: { password: 'Incorrecta#2026' } }) },
  forgotPassword: { allowed: { public: 200 }, request: () => ({ method: 'POST', path: '/api/forgotPassword', body: { email: nobody() } }) },
  resetPassword: {
    allowed: { public: 400 },
    request: () => ({ method: 'POST', path: '/api/resetpassword', body: { email: nobody(), password: 'Nueva#2026abc', confirmPassword: 'Nueva#2026abc', code: 'A'.repeat(43) } }),
  },
  redeemInvite: {
    allowed: { public: 400 },
    request: () => ({ method: 'POST', path: '/api/redeem-invite', body: { email: nobody(), password: 'Nueva#2026abc', confirmPassword: 'Nueva#2026abc', token: 'A'.repeat(43) } }),
  },
  inviteInfo: { allowed: administrators, ok: 200, objects: true, request: () => ({ method: 'GET', path: `/api/invite/info/${userId('invitado@demo.expediente.mx')}` }) },
  inviteResetToken: { allowed: administrators, ok: 200, objects: true, serial: true, request: () => ({ method: 'POST', path: '/api/invite/reset-token', body: { token: `inv-${userId('invitado@demo.expediente.mx')}` } }) },
  changePassword: {
    allowed: administrators,
    ok: 200,
    objects: true,
    serial: true,
    request: () => ({ method: 'POST', path: '/api/changepassword', body: { email: TARGET_EMAIL, password: 'Cambiada#20260', confirmPassword: 'Cambiada#20260' } }),
  },
  // Single sign-on (sso.http.ts): a host without SSO is refused with a redirect to /login?error=sso.
  loginSaml: { allowed: { public: 302 }, request: () => ({ method: 'GET', path: '/api/login-saml' }) },
  loginSamlAcs: { allowed: { public: 302 }, request: () => ({ method: 'POST', path: '/api/login-saml/acs', body: {} }) },
  ssoConfigGet: { allowed: ['Developer'], ok: 200, request: () => ({ method: 'GET', path: '/api/sso/config' }) },
  ssoConfigPut: { allowed: ['Developer'], ok: 400, request: () => ({ method: 'PUT', path: '/api/sso/config', body: {} }) },
  // Feature administration.
  featuresList: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/admin/features' }) },
  featuresRoles: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/admin/features/roles' }) },
  featuresHistory: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/admin/features/history' }) },
  featuresManage: { allowed: ['Developer'], ok: 200, request: () => ({ method: 'POST', path: '/api/admin/features/manage', body: { Feature: 'infotips', Status: 0 } }) },
  // Metrics and tenants (admin/metrics.http.ts, admin/tenants.http.ts): the list shows the caller's own tenant; a
  // Developer (read:tenants:any) of Segundo Cliente also reads Demo Corporativo; each create makes a new tenant.
  adminMetrics: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/admin/metrics' }) },
  tenantsList: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/tenants?search=demo' }) },
  tenantsGet: { allowed: administrators, ok: 200, objects: true, otherFor: { Developer: 200 }, request: () => ({ method: 'GET', path: `/api/tenants/${TENANT_A}` }) },
  tenantsCreate: { allowed: ['Developer'], ok: 201, request: () => ({ method: 'POST', path: '/api/tenants/create', body: { displayName: `Tenant de la matriz ${++unique}` } }) },
  // Reports (reports/reports.http.ts): the configuration is manage:reports, named by ?tenant= (a Developer of Segundo
  // Cliente reaches Demo Corporativo's); the lists and the BI token are read:reports (Security has none). The BI flags
  // are on in Demo Corporativo (beforeAll) and off in Segundo Cliente: own tenant 404 (no Power BI configured), other 403.
  reportsSettingsGet: { allowed: administrators, ok: 200, objects: true, otherFor: { Developer: 200 }, request: () => ({ method: 'GET', path: `/api/reports/settings?tenant=${TENANT_A}` }) },
  reportsSettingsPut: { allowed: administrators, ok: 200, objects: true, otherFor: { Developer: 200 }, request: () => ({ method: 'PUT', path: `/api/reports/settings?tenant=${TENANT_A}`, body: { powerBi: null, home: [], compliancePage: [] } }) },
  reportsBiAuth: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'], ok: 404, other: 403, request: () => ({ method: 'GET', path: '/api/reports/bi/auth' }) },
  reportsHome: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/documents/reports/home' }) },
  reportsCompliancePage: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/documents/reports/compliance-page' }) },
  // SAT 69-B watch (watchlists/watchlists.http.ts): the snapshot and the caller's visible suppliers (read:reports); an
  // import run now (manage:reports; the SAT's list is one for every tenant, a repeated run stores and tells nothing new).
  watchlistsSat69b: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/watchlists/sat69b' }) },
  watchlistsSat69bImport: { allowed: administrators, ok: 200, serial: true, request: () => ({ method: 'POST', path: '/api/watchlists/sat69b/import' }) },
  // Reminder e-mails (reminders/reminders.http.ts): every role's own switch; the unsubscribe link needs no session
  // (a token nobody signed: 400).
  remindersSettings: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/account/reminders' }) },
  remindersSettingsUpdate: { allowed: 'all', ok: 200, request: () => ({ method: 'PUT', path: '/api/account/reminders', body: { emailReminders: true } }) },
  remindersUnsubscribe: { allowed: { public: 400 }, request: () => ({ method: 'GET', path: '/api/reminders/unsubscribe?token=no-firmado' }) },
  // Notifications: the caller's own (the owner is the caller in the own-tenant column).
  notificationsList: { allowed: 'all', ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/notifications/${o.userId}?status=unread&pageSize=10` }) },
  notificationsCount: { allowed: 'all', ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/notifications-status/${o.userId}?status=unread` }) },
  notificationsTypes: { allowed: 'all', ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/notifications-type/${o.userId}` }) },
  notificationsUpdateStatus: {
    allowed: 'all',
    ok: 200,
    objects: true,
    request: (o) => ({ method: 'PUT', path: '/api/notifications/update-status', body: { entityPublicKey: o.userId, notificationId: demoNotificationId(o.userId, 'bienvenida'), Status: 'read' } }),
  },
  notificationsAdd: {
    allowed: notificationCreators,
    ok: 202,
    objects: true,
    request: () => ({ method: 'POST', path: '/api/notifications/add', body: { type: 'customer:members', entityPublicKey: 'org-corporativo-demo', title: 'Matriz', content: 'Prueba de permisos' } }),
  },
  notificationsAttachmentUpload: { allowed: notificationCreators, ok: 201, request: () => ({ method: 'POST', path: '/api/notifications/attachments?name=m.png', raw: { data: samples.png, type: 'image/png' } }) },
  notificationsAttachmentDownload: { allowed: 'all', ok: 200, objects: true, request: () => ({ method: 'GET', path: `/api/notifications/attachments/${attachmentKey}` }) },
  // Organization pickers (contacts.http.ts): the targets of notifications. The caller's own list; the whole list
  // only for main-group members (every creator of Demo Corporativo is one; Segundo Cliente has no main group: 403).
  contactsOrganizations: { allowed: notificationCreators, ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/contacts/${o.userId}/organizations?type=organization` }) },
  contactsOrganizationsAll: { allowed: notificationCreators, ok: 200, other: 403, request: () => ({ method: 'GET', path: '/api/contacts/organizations/all' }) },
  contactsList: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/contacts?type=company&search=limpieza' }) },
  // The supplier's own organization: every role of Demo Corporativo may see it (proveedor@ is its member).
  contactsDetail: { allowed: 'all', ok: 200, objects: true, request: () => ({ method: 'GET', path: '/api/contacts/sup-limpieza-bajio' }) },
  // Editing the detail (contacts-editing.http.ts): each role its own object, which that role may change (the
  // supplier its organization, the customer a supplier it serves, administrators other suppliers), so the calls
  // run together without racing for one version.
  contactsGeneralInfoUpdate: { allowed: contactEditors, ok: 200, objects: true, request: (o) => ({ method: 'POST', path: `/api/contacts/${editedBy[o.role]}/general-info/update`, body: { displayName: `Editada por ${o.role} SA de CV` } }) },
  contactsStatusUpdate: { allowed: notificationCreators, ok: 200, objects: true, request: (o) => ({ method: 'POST', path: `/api/contacts/${editedBy[o.role]}/status/update`, body: { status: 'U', isOrganization: true } }) },
  contactsEmailsAdd: { allowed: contactEditors, ok: 201, objects: true, request: (o) => ({ method: 'POST', path: `/api/contacts/${editedBy[o.role]}/emails/add`, body: { emailAddress: 'matriz@example.mx' } }) },
  // Updates and deletes name an ordinal that does not exist (404 once admitted): the matrix needs no item first.
  contactsEmailsUpdate: { allowed: contactEditors, ok: 404, objects: true, request: (o) => ({ method: 'POST', path: `/api/contacts/${editedBy[o.role]}/emails/update`, body: { ordinal: 999, emailAddress: 'matriz@example.mx' } }) },
  contactsEmailsDelete: { allowed: contactEditors, ok: 404, objects: true, request: (o) => ({ method: 'POST', path: `/api/contacts/${editedBy[o.role]}/emails/delete`, body: { ordinal: 999 } }) },
  contactsPhonesAdd: { allowed: contactEditors, ok: 201, objects: true, request: (o) => ({ method: 'POST', path: `/api/contacts/${editedBy[o.role]}/phones`, body: { phoneNumber: '4771234567', locationName: 'Matriz' } }) },
  contactsPhonesUpdate: { allowed: contactEditors, ok: 404, objects: true, request: (o) => ({ method: 'PUT', path: `/api/contacts/${editedBy[o.role]}/phones`, body: { ordinal: 999, phoneNumber: '4777123456', locationName: 'Oficina' } }) },
  contactsPhonesDelete: { allowed: contactEditors, ok: 404, objects: true, request: (o) => ({ method: 'DELETE', path: `/api/contacts/${editedBy[o.role]}/phones`, body: { ordinal: 999 } }) },
  contactsAddressesAdd: {
    allowed: contactEditors,
    ok: 201,
    objects: true,
    request: (o) => ({ method: 'POST', path: `/api/contacts/${editedBy[o.role]}/addresses`, body: { locationName: 'Matriz', address1: 'Calle 1', address2: 'Centro', zipCode: '37000', city: 'León', state: 'Guanajuato' } }),
  },
  contactsAddressesUpdate: {
    allowed: contactEditors,
    ok: 404,
    objects: true,
    request: (o) => ({ method: 'PUT', path: `/api/contacts/${editedBy[o.role]}/addresses`, body: { ordinal: 999, locationName: 'Oficina', address1: 'Calle 2', address2: 'Centro', zipCode: '37000', city: 'León', state: 'Guanajuato' } }),
  },
  contactsAddressesDelete: { allowed: contactEditors, ok: 404, objects: true, request: (o) => ({ method: 'DELETE', path: `/api/contacts/${editedBy[o.role]}/addresses`, body: { ordinal: 999 } }) },
  identifiersTypes: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/identifiersType?isMeta=true' }) },
  // A type of its own per role (a new key adds it to the catalog once the caller is known to be allowed).
  identifiersAdd: {
    allowed: contactEditors,
    ok: 201,
    objects: true,
    request: (o) => ({ method: 'POST', path: '/api/identifiers/add', body: { entityPublicKey: editedBy[o.role], key: `matriz.${o.role.toLowerCase()}`, name: `Matriz ${o.role}`, value: 'M-1' } }),
  },
  identifiersUpdate: {
    allowed: contactEditors,
    ok: 200,
    objects: true,
    request: (o) => ({ method: 'PUT', path: '/api/identifiers/update', body: { entityPublicKey: editedBy[o.role], key: 'supplier.id', name: 'ID de Proveedor', value: `PRV-M-${o.role}` } }),
  },
  // A new organization under an owner each role may add to (the customer its own organization), an RFC per role.
  contactsAddMember: {
    allowed: notificationCreators,
    ok: 201,
    objects: true,
    request: (o) => ({ method: 'POST', path: '/api/contacts/add', body: { ownerPublicKey: memberOwnerOf[o.role], contactType: 'organization', logicalKey: `SAP-${o.role}`, fullName: `Miembro ${o.role} SA de CV`, displayName: `Miembro ${o.role}`, rfc: `${matrixRfcPrefix[o.role]}150101AB1` } }),
  },
  // Supplier periods (periods.http.ts): read by the roles whose menu has 'Periodo Proveedores', kept by the
  // administrators among them and customers. Segundo Cliente has get-all-periods off (its default): 403 there.
  periodsAll: { allowed: periodKeepers.filter((r) => r !== 'Customer'), ok: 200, other: 403, request: () => ({ method: 'GET', path: '/api/periods/all?pageSize=10' }) },
  periodsMine: { allowed: periodReaders, ok: 200, request: () => ({ method: 'GET', path: '/api/users/me/periods?sortedBy=supplier&sortOrder=ASC' }) },
  periodsOptions: { allowed: periodReaders, ok: 200, request: () => ({ method: 'GET', path: '/api/periods/options' }) },
  // Each keeper adds in a year of its own (periods of one supplier and customer may not overlap).
  periodsCreate: {
    allowed: periodKeepers,
    ok: 201,
    objects: true,
    request: (o) => ({ method: 'POST', path: `/api/users/${o.userId}/periods`, body: { supplierPK: 'sup-demo-05', customerPK: 'org-corporativo-demo', startDate: `${2040 + roles.indexOf(o.role)}-01-01`, endDate: `${2040 + roles.indexOf(o.role)}-12-31` } }),
  },
  periodsUpdate: {
    allowed: periodKeepers,
    ok: 200,
    objects: true,
    serial: true,
    request: () => ({ method: 'PUT', path: `/api/periods/${demoPeriodId('sup-demo-07', 1)}`, body: { supplierPK: 'sup-demo-07', customerPK: 'org-corporativo-demo', startDate: '2021-03-01', endDate: '2023-02-28' } }),
  },
  // Each keeper deletes a seeded period of its own.
  periodsDelete: {
    allowed: periodKeepers,
    ok: 200,
    objects: true,
    request: (o) => {
      const supplierId = `sup-demo-${10 + roles.indexOf(o.role)}`;
      return { method: 'DELETE', path: `/api/periods/${demoPeriodId(supplierId, 1)}`, body: { ownerPk: supplierId } };
    },
  },
  // Document types (documents/document-types.http.ts): every signed-in role reads its own tenant's catalogue.
  documentTypeSets: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/document-type-sets' }) },
  documentTypesOfSet: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/documenttypeset/mxexpediente/documenttypes' }) },
  documentFields: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/documents/fields' }) },
  // Roles and the document type configuration (admin/roles.http.ts, admin/document-types.http.ts). Every tenant has
  // its own copy of the catalogue, so Segundo Cliente's administrators read and configure their own mxdc3 (200).
  // The change writes mxdc3's own configuration back (nothing else moves) on whatever version is stored ('*').
  rolesList: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/roles?search=prov' }) },
  roleDetail: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/roles/Supplier' }) },
  adminDocumentTypesList: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/documenttypes?search=dc-3' }) },
  adminDocumentTypeDetail: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/documenttypes/mxdc3' }) },
  // System documents and contacts of the administration area (admin/system-documents.http.ts, system-contacts.http.ts):
  // read:admin, the caller's tenant only, so Segundo Cliente's administrators get 404 for Demo Corporativo's objects.
  adminSystemDocuments: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/admin/documents?pageSize=5' }) },
  adminSystemDocument: { allowed: administrators, ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/admin/documents/${matrixDocumentKey('documentDetail', o.role)}` }) },
  adminSystemContacts: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/admin/contacts?type=company&search=limpieza' }) },
  adminSystemContact: { allowed: administrators, ok: 200, objects: true, request: () => ({ method: 'GET', path: '/api/admin/contacts/sup-limpieza-bajio' }) },
  adminDocumentTypeConfigure: {
    allowed: administrators,
    ok: 200,
    serial: true,
    request: () => ({
      method: 'PUT',
      path: '/api/documenttypes/mxdc3',
      body: { required: false, temporalityCodeName: 'periodic', periodicity: 'yearly', riskCode: 'B', area: 'S', providerType: 'all', fineAmount: null, fineUnit: null, whenRequired: 'before-payment', isAutoValidated: false, etag: '*' },
    }),
  },
  // Direct upload (documents/uploads.http.ts): upload:documents:own (Supplier for its organization, Developer naming
  // it). The add calls name a blob of Demo Corporativo nobody issued: 400 at home, 404 from Segundo Cliente.
  // Suppliers to their own expediente, editors to a supplier in their view (UploadsService.checkUploader).
  documentUploadSas: {
    allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier'],
    ok: 200,
    objects: true,
    request: () => ({ method: 'POST', path: '/api/documents/GetContainerSASToken', body: { documentTypeCode: 'mxcsf', fileName: 'matriz.pdf', size: 10, companyPK: 'sup-limpieza-bajio' } }),
  },
  // The documents list (documents/documents-list.http.ts): every role, filtered to what it sees (no object named).
  documentsList: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/documents?pageSize=10&status=V' }) },
  documentAdd: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier'], ok: 400, objects: true, request: () => ({ method: 'POST', path: '/api/documents/add', body: unissuedUpload() }) },
  documentAddPending: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier'], ok: 400, objects: true, request: () => ({ method: 'POST', path: '/api/documents/addpendingdocument', body: unissuedUpload() }) },
  // Download (documents/document-download.http.ts): read:documents, every role, the detail entry's documents (a
  // read SAS needs no blob to be issued); Segundo Cliente gets 404.
  documentDownload: { allowed: 'all', ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/documents/${matrixDocumentKey('documentDetail', o.role)}/download` }) },
  // Export (documents/export.http.ts): export:documents with the flag documents-export, every role but Security. The
  // filters select nothing (400, no job, nothing queued); another's or an unknown job is 404.
  documentsExport: {
    allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'],
    ok: 400,
    request: () => ({ method: 'POST', path: '/api/documents/export', body: { IsRequired: 'all', SearchText: 'sin-coincidencias-matriz', Password: 'Matriz#2026' } }),
  },
  documentsExportStatus: {
    allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'],
    ok: 404,
    request: () => ({ method: 'GET', path: `/api/documents/exports/${crypto.randomUUID()}` }),
  },
  // Document detail and its changes (documents/document-detail.http.ts): one document per entry and role
  // (document-detail-matrix.ts); editors change status, period and data; a Supplier deletes its own status I.
  documentDetail: { allowed: 'all', ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/documents/${matrixDocumentKey('documentDetail', o.role)}` }) },
  documentStatusUpdate: {
    allowed: notificationCreators,
    ok: 200,
    objects: true,
    request: (o) => ({ method: 'PUT', path: `/api/documents/${matrixDocumentKey('documentStatusUpdate', o.role)}/status`, body: { status: 'V' } }),
  },
  documentPeriodUpdate: {
    allowed: notificationCreators,
    ok: 200,
    objects: true,
    request: (o) => ({ method: 'PUT', path: `/api/documents/${matrixDocumentKey('documentPeriodUpdate', o.role)}/period`, body: { fromDate: '2026-04-01T00:00:00-06:00' } }),
  },
  documentSaveMetadata: {
    allowed: notificationCreators,
    ok: 200,
    objects: true,
    request: (o) => ({ method: 'POST', path: `/api/documents/metadata/${matrixDocumentKey('documentSaveMetadata', o.role)}/saveMetadata`, body: { form: { formdata: [] } } }),
  },
  documentDelete: {
    allowed: [...notificationCreators, 'Supplier'],
    ok: 200,
    objects: true,
    request: (o) => ({ method: 'DELETE', path: `/api/slot/document/${matrixDocumentKey('documentDelete', o.role)}` }),
  },
  // The audit detail (audit/detail.http.ts, issue 15): read:audit reads; update:audit (Customer and the
  // administrators) saves the contract form and rejects; update:audit:any (administrators) the admin capture and the
  // typed reject. The documents answer without a write (detail-matrix.ts): POST on a validated contract and PUT on a
  // pending one are 409, a reject of a rejected document 409, an unknown type 400; Segundo Cliente gets 404.
  auditDocumentDetail: { allowed: [...notificationCreators, 'Viewer'], ok: 200, objects: true, request: () => ({ method: 'GET', path: `/api/audit/documents/${auditMatrixKey('pending')}` }) },
  auditContractCreate: { allowed: notificationCreators, ok: 409, objects: true, request: () => ({ method: 'POST', path: `/api/audit/documents/${auditMatrixKey('validated')}`, body: auditMatrixForm }) },
  auditContractUpdate: { allowed: notificationCreators, ok: 409, objects: true, request: () => ({ method: 'PUT', path: `/api/audit/documents/${auditMatrixKey('pending')}`, body: auditMatrixForm }) },
  auditContractReject: { allowed: notificationCreators, ok: 409, objects: true, request: () => ({ method: 'POST', path: `/api/audit/documents/${auditMatrixKey('rejected')}/reject`, body: { reason: 'Matriz' } }) },
  auditSave: {
    allowed: administrators,
    ok: 400,
    objects: true,
    request: () => ({ method: 'POST', path: `/api/audit/${auditMatrixKey('pending')}/saveAudit`, body: { form: { formdata: [] }, documentType: 'tipo-inexistente' } }),
  },
  auditReject: {
    allowed: administrators,
    ok: 409,
    objects: true,
    request: () => ({ method: 'POST', path: `/api/audit/${auditMatrixKey('rejected')}/reject`, body: { result: 'rejected', comment: 'Matriz' } }),
  },
  // The audit lists and tags (audit/list.http.ts, tags.http.ts, issue 15): read:audit lists and reads tags (Segundo
  // Cliente's own lists: 200); update:audit manages tags (an unknown tag on a document: 404 in both tenants).
  auditContractsList: { allowed: [...notificationCreators, 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/audit/documents?pageSize=10&orderBy=ASC' }) },
  auditDirectList: { allowed: [...notificationCreators, 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/audit/documents/direct?status=pending' }) },
  auditTabList: { allowed: [...notificationCreators, 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/audit/partial/list?isRequired=all' }) },
  auditTagsList: { allowed: [...notificationCreators, 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/audit/documents/tags' }) },
  auditTagsManage: {
    allowed: notificationCreators,
    ok: 404,
    objects: true,
    request: () => ({ method: 'PUT', path: '/api/audit/documents/tags/manage', body: { Action: 'set', TagId: 'etiqueta-inexistente', DocumentPublicKey: `sup-limpieza-bajio.${crypto.randomUUID()}` } }),
  },
  // Disputes (disputes/disputes.http.ts, issue 15): the tenant's list for administrators, a customer's, one
  // organization's for every reader; one dispute per entry and role (disputes-matrix.ts); comments by the supplier
  // side and auditors (UserPublicKey is the caller); opening and status changes by auditors; Segundo Cliente 404.
  disputesList: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/disputes?pageSize=10&orderBy=ASC' }) },
  disputesCustomerList: { allowed: ['Customer'], ok: 200, request: () => ({ method: 'GET', path: '/api/disputes/customer?status=open' }) },
  disputesSupplierList: { allowed: disputeReaders, ok: 200, request: () => ({ method: 'GET', path: '/api/disputes/supplier?type=document:amend' }) },
  disputeGet: { allowed: disputeReaders, ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/disputes/${disputeMatrixKey('read', o.role)}` }) },
  disputeComments: { allowed: disputeReaders, ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/disputes/comments/${disputeMatrixKey('read', o.role)}` }) },
  disputeAdd: {
    allowed: notificationCreators,
    ok: 201,
    objects: true,
    request: (o) => ({ method: 'POST', path: '/api/disputes/add', body: { DocumentPublicKey: disputeMatrixDocument(o.role), DisputeType: 'document:amend', Comment: 'Matriz' } }),
  },
  disputeCommentAdd: {
    allowed: [...notificationCreators, 'Supplier'],
    ok: 201,
    objects: true,
    request: (o) => ({ method: 'POST', path: '/api/disputes/comments/add', body: { DisputePublicKey: disputeMatrixKey('comment', o.role), UserPublicKey: o.userId, Comment: 'Matriz' } }),
  },
  disputeStatusUpdate: {
    allowed: notificationCreators,
    ok: 200,
    objects: true,
    request: (o) => ({ method: 'PUT', path: `/api/disputes/${disputeMatrixKey('status', o.role)}/status`, body: { status: 'in-hold' } }),
  },
  disputeAttachmentUpload: {
    allowed: [...notificationCreators, 'Supplier'],
    ok: 201,
    objects: true,
    request: (o) => ({ method: 'POST', path: `/api/disputes/attachments?disputeKey=${disputeMatrixKey('attachment', o.role)}&name=m.png`, raw: { data: samples.png, type: 'image/png' } }),
  },
  disputeAttachmentDownload: {
    allowed: disputeReaders,
    ok: 200,
    objects: true,
    request: (o) => ({ method: 'GET', path: `/api/disputes/attachments/${disputeMatrixKey('read', o.role)}/${DISPUTES_MATRIX_ATTACHMENT}` }),
  },
  // Metadata extraction (metadata/metadata.http.ts, issue 14): editors and the supplier on a document in their view;
  // a BlobUrl that is not the document's own blob answers 400 (nothing is queued); Segundo Cliente gets 404. The
  // metadata card is the Developer's. The processing table, Reprocesar and Image AI: Developer, Admin, Support; an
  // unknown document is skipped (202, nothing queued).
  metadataExtraction: {
    allowed: [...notificationCreators, 'Supplier'],
    ok: 400,
    objects: true,
    request: (o) => ({ method: 'POST', path: '/api/metadata/extraction', body: { BlobUrl: 'https://otra.invalid/documents/x.pdf', DocumentPK: matrixDocumentKey('documentDetail', o.role) } }),
  },
  metadataExtractionClean: {
    allowed: [...notificationCreators, 'Supplier'],
    ok: 400,
    objects: true,
    request: (o) => ({
      method: 'POST',
      path: '/api/metadata/extraction-clean',
      body: { BlobUrl: 'https://otra.invalid/documents/x.pdf', DocumentPK: matrixDocumentKey('documentDetail', o.role), DocumentType: 'mxdeclisr' },
    }),
  },
  documentMetadata: { allowed: ['Developer'], ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/documents/metadata/${matrixDocumentKey('documentDetail', o.role)}` }) },
  storageTables: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/storage/tables' }) },
  storageTable: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/storage/table/processing?bitconfig=00001&pageSize=50' }) },
  storageReprocess: { allowed: administrators, ok: 202, request: () => ({ method: 'POST', path: '/api/storage/reprocess', body: [`sup-limpieza-bajio.${crypto.randomUUID()}`] }) },
  storageImageAi: { allowed: administrators, ok: 202, request: () => ({ method: 'POST', path: '/api/storage/image-ai', body: [`sup-limpieza-bajio.${crypto.randomUUID()}`] }) },
  // Slots (documents/slots.http.ts): every signed-in role reads; a supplier's slots and documents only inside the
  // caller's view (Demo Corporativo's supplier is another tenant's 404). Pending is the caller's own organization's
  // (an empty list when it is no supplier); a type's periods are the tenant's catalogue, the same in both tenants.
  documentsPendingSlots: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/documents/supplier/pending' }) },
  documentsSupplierSlots: { allowed: 'all', ok: 200, objects: true, request: () => ({ method: 'GET', path: '/api/documents/supplier/slots?year=2026&supplierPK=sup-limpieza-bajio' }) },
  // Compliance reads (compliance/compliance.http.ts): read:compliance (Security has none); the drill-down names a supplier of Demo Corporativo.
  complianceGrid: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/compliance/grid?year=2026&pageSize=5' }) },
  complianceCells: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'], ok: 200, objects: true, request: () => ({ method: 'GET', path: '/api/compliance/cells?supplierPK=sup-limpieza-bajio&year=2026' }) },
  complianceSummary: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/compliance/summary?year=2026' }) },
  documentSlots: { allowed: 'all', ok: 200, objects: true, request: (o) => ({ method: 'GET', path: `/api/documents/${matrixDocumentKey('documentDetail', o.role)}/documentslots` }) },
  documentTypePeriods: { allowed: 'all', ok: 200, request: () => ({ method: 'GET', path: '/api/periods/mxdeclisr?year=2026' }) },
  contactDocuments: { allowed: 'all', ok: 200, objects: true, request: () => ({ method: 'GET', path: '/api/contacts/sup-limpieza-bajio/documents' }) },
  // Onboarding (suppliers.http.ts): internal contacts by every role of part 2 §6 but Supplier and Viewer; suppliers,
  // their contacts and registration links by Developer, Admin, Customer and Support. Demo Corporativo's organizations
  // do not exist for Segundo Cliente: a 400 naming the field (a body's reference), or 404 for the caller's own key.
  contactsInvite: {
    allowed: [...notificationCreators, 'Security'],
    ok: 201,
    other: 400,
    request: () => ({ method: 'POST', path: '/api/contacts/invite', body: { firstName: 'Matriz', lastName: 'Interna', email: nobody(), role: 'Viewer', organizationPublicKey: 'org-corporativo-demo' } }),
  },
  supplierContactInvite: {
    allowed: notificationCreators,
    ok: 201,
    other: 400,
    request: () => ({ method: 'POST', path: '/api/invite', body: { firstName: 'Matriz', lastName: 'Proveedor', email: nobody(), role: 'supplier', organizationPublicKey: 'sup-limpieza-bajio' } }),
  },
  // The RFC of Limpieza y Servicios del Bajío: a 409 naming it, every time.
  suppliersOrganizationsAdd: {
    allowed: notificationCreators,
    ok: 409,
    other: 400,
    request: () => ({ method: 'POST', path: '/api/suppliers/organizations/add', body: { fullName: 'Matriz', rfc: 'LSE150312QA2', supplierId: 'M-1', customerOrganizationPK: 'org-corporativo-demo' } }),
  },
  suppliersInvite: {
    allowed: notificationCreators,
    ok: 201,
    objects: true,
    request: (o) => ({ method: 'POST', path: '/api/suppliers/invite', body: { UserPublicKey: o.userId, CustomerPublicKey: 'org-corporativo-demo' } }),
  },
  // Public registration: an unknown link (a new one per call, so the per-link limit never answers 429).
  suppliersInviteInfo: { allowed: { public: 404 }, request: () => ({ method: 'GET', path: `/api/suppliers/invite-info/${unknownLink()}` }) },
  suppliersRedeemInvite: {
    allowed: { public: 400 },
    request: () => ({
      method: 'POST',
      path: '/api/suppliers/redeem-invite',
      body: {
        SupplierName: 'Matriz',
        SupplierRfc: 'MAT010101AB1',
        SupplierNumber: 'M-1',
        SupplierPhone: '5512345678',
        SupplierEmail: '',
        ContactFirstName: 'Matriz',
        ContactLastName: 'Registro',
        ContactEmail: nobody(),
        Password: 'Matriz2026',
        ConfirmPassword: 'Matriz2026',
        Token: unknownLink(),
      },
    }),
  },
  // The developer area (issue 16, H6): the matrix never drops the shared host's schema (a wrong confirmation is 400).
  eventsLogList: { allowed: ['Developer'], ok: 200, request: () => ({ method: 'GET', path: '/api/eventslog?pageSize=10' }) },
  eventsLogVerify: { allowed: ['Developer'], ok: 200, request: () => ({ method: 'GET', path: '/api/eventslog/verify?fromSequence=1' }) },
  devInfo: { allowed: ['Developer'], ok: 200, request: () => ({ method: 'GET', path: '/api/dev' }) },
  devCreateSchema: { allowed: ['Developer'], ok: 200, request: () => ({ method: 'POST', path: '/api/dev/createschema' }) },
  devDropSchema: { allowed: ['Developer'], ok: 400, request: () => ({ method: 'POST', path: '/api/dev/dropschema', body: { confirmation: 'no-es-la-base' } }) },
  // Users (admin/users.http.ts): the caller's tenant unless a Developer names another; visor@ and objetivo@ are
  // Demo Corporativo's. The status call sets objetivo@'s own status again (no write, no session ended).
  adminUsersList: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/users/?search=demo' }) },
  adminUsersCreate: {
    allowed: administrators,
    ok: 201,
    request: () => ({ method: 'POST', path: '/api/users/create', body: { firstName: 'Alta', lastName: 'Matriz', emailAddress: nobody(), password: 'Creada#2026abc', role: 'Viewer' } }),
  },
  adminUserDetail: { allowed: administrators, ok: 200, objects: true, request: () => ({ method: 'GET', path: `/api/users/${userId('visor@demo.expediente.mx')}` }) },
  adminUserRole: { allowed: administrators, ok: 400, objects: true, request: () => ({ method: 'PUT', path: `/api/users/${userId(TARGET_EMAIL)}/role`, body: { role: 'Supplier' } }) },
  adminUserStatus: { allowed: administrators, ok: 200, objects: true, request: () => ({ method: 'GET', path: `/api/userstatus/${userId('visor@demo.expediente.mx')}` }) },
  adminStatusList: { allowed: administrators, ok: 200, request: () => ({ method: 'GET', path: '/api/statuslist/' }) },
  adminChangeUserStatus: { allowed: administrators, ok: 200, objects: true, request: () => ({ method: 'POST', path: `/api/${userId(TARGET_EMAIL)}/change-user-status`, body: { StatusName: 'active' } }) },
  // Agreements and 'Mi cuenta'.
  agreementsCurrent: { allowed: ['Supplier'], ok: 200, request: () => ({ method: 'GET', path: '/api/documents/agreement?documentTypeSet=suppliersprivacynotice' }) },
  agreementsSign: { allowed: ['Supplier'], ok: 200, objects: true, request: () => ({ method: 'POST', path: `/api/documents/${privacyKey}/sign`, body: { AgreementType: 'suppliers_privacy_notice' } }) },
  accountProfile: { allowed: 'all', ok: 200, request: (o) => ({ method: 'PUT', path: '/api/account/profile', body: { firstName: `Nombre ${o.role}`, lastName1: 'Apellido' } }) },
  // The same password again is refused by the contract (400) once the caller is admitted: nobody's password changes.
  accountPassword: { allowed: 'all', ok: 400, request: () => ({ method: 'POST', path: '/api/account/password', body: { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD } }) },
  // Service orders and contracts (orders/orders.http.ts, contracts/contracts.http.ts): manage:orders creates and
  // imports (a fresh number each call); Demo Corporativo's organizations do not exist for Segundo Cliente (400 naming
  // the field or row). read:orders lists (Security has none); read:contracts is every role but Supplier and Security.
  ordersCreate: {
    allowed: notificationCreators,
    ok: 201,
    other: 400,
    request: (o) => ({ method: 'POST', path: '/api/orders', body: { number: `MATRIZ-${o.role}-${crypto.randomUUID().slice(0, 8)}`, supplierPK: 'sup-limpieza-bajio', customerPK: 'org-corporativo-demo', total: '1,500.00', serviceDate: '2026-03-01' } }),
  },
  ordersImport: {
    allowed: notificationCreators,
    ok: 201,
    other: 400,
    request: (o) => ({ method: 'POST', path: '/api/orders/import', body: { csv: `número,proveedor RFC,cliente RFC,total,fecha,descripción\nMATRIZ-CSV-${o.role}-${crypto.randomUUID().slice(0, 8)},LSE150312QA2,CDE190101K32,2500.00,2026-03-02,Matriz\n` } }),
  },
  ordersList: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Supplier', 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/orders/list?search=matriz' }) },
  contractsList: { allowed: ['Developer', 'Admin', 'Support', 'Customer', 'Viewer'], ok: 200, request: () => ({ method: 'GET', path: '/api/contracts?search=matriz' }) },
};

let host: Awaited<ReturnType<typeof startTestHost>>;
const clients = new Map<string, ApiClient>();
const owners = new Map<Role, Owner>();
const key = (tenant: string, role: Role) => `${tenant}:${role}`;

/** Sends a request as a client (or anonymously), never following redirects (the SSO calls answer 302). */
async function send(client: ApiClient | undefined, req: Req): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'x-forwarded-for': client?.ip ?? randomAddress(), [csrfHeader.name]: csrfHeader.value };
  if (client?.cookies.size && !req.withoutSession) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  let body: Buffer | string | undefined;
  if (req.raw) {
    headers['content-type'] = req.raw.type;
    body = req.raw.data;
  } else if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const res = await fetch(`${host.url}${req.path}`, { method: req.method, headers, redirect: 'manual', ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  return { status: res.status, body: text.slice(0, 200) };
}

beforeAll(async () => {
  host = await startTestHost();
  // Segundo Cliente has a Customer and a Supplier; the matrix needs every role there, and a user in Demo
  // Corporativo whose password the administrators may change.
  const users = new UsersRepository();
  const hash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const extra: { tenantId: string; email: string; role: Role; companyId: string }[] = [
    ...(['Developer', 'Admin', 'Security', 'Support', 'Viewer'] as const).map((role) => ({ tenantId: TENANT_B, email: `${role.toLowerCase()}-segundo@demo.expediente.mx`, role, companyId: 'org-segundo-cliente' })),
    { tenantId: TENANT_A, email: TARGET_EMAIL, role: 'Viewer', companyId: 'org-corporativo-demo' },
  ];
  for (const u of extra) {
    await users.upsert({ tenantId: u.tenantId }, {
      id: userId(u.email),
      type: 'user',
      email: u.email,
      firstName: 'Usuario',
      lastName1: u.role,
      displayName: `Usuario ${u.role}`,
      primaryRole: u.role,
      status: 'active',
      passwordHash: hash,
      personContactId: `per-${u.role}`,
      companyId: u.companyId,
      createdAt: now,
    });
  }
  const accounts = [
    ...demoTenants[0]!.users.map((u) => ({ tenant: TENANT_A, role: u.role, email: u.email })),
    ...demoTenants[1]!.users.map((u) => ({ tenant: TENANT_B, role: u.role, email: u.email })),
    ...extra.filter((u) => u.tenantId === TENANT_B).map((u) => ({ tenant: TENANT_B, role: u.role, email: u.email })),
  ];
  await Promise.all(accounts.map(async (a) => clients.set(key(a.tenant, a.role), await signedIn(host.url, a.email))));
  for (const u of demoTenants[0]!.users) owners.set(u.role, { role: u.role, email: u.email, userId: userId(u.email) });

  // The BI flags (off by default) on in Demo Corporativo, so its column shows the reports' own answer past the flag.
  const tenantA = (await new TenantsRepository().read(TENANT_A))!;
  await new TenantsRepository().save({ ...tenantA, features: { ...tenantA.features, 'supplier-bi': true, 'costumer-bi': true } });
  await createMatrixDocuments(TENANT_A);
  await createDisputesMatrix(TENANT_A);
  await createAuditMatrixDocuments(TENANT_A);
  // An attachment every user of Demo Corporativo received (a global notification carries it).
  const admin = clients.get(key(TENANT_A, 'Admin'))!;
  attachmentKey = (await uploadAttachment(admin, samples.pdf, 'application/pdf')).body.attachmentDocumentPk;
  const sent = await admin.post('/api/notifications/add', { type: 'global:system', title: 'Adjunto para todos', content: 'Matriz', attachedDocumentPk: attachmentKey });
  expect(sent.status).toBe(202);
  const viewer = clients.get(key(TENANT_A, 'Viewer'))!;
  await eventually(async () => {
    const res = await viewer.get(`/api/notifications/${owners.get('Viewer')!.userId}?status=unread`);
    return (res.body.notifications as { attachmentDocumentPk: string | null }[]).some((n) => n.attachmentDocumentPk === attachmentKey) || undefined;
  });
});
afterAll(async () => {
  await host?.cleanup();
});

const httpFunctions = () => [...getRegistry().functions.values()].filter((f) => f.trigger.type === 'httpTrigger');

describe('authorization matrix', () => {
  it('has an entry for every HTTP registration, and none for a route that does not exist', () => {
    const registered = httpFunctions().map((f) => f.name).sort();
    expect(registered.filter((name) => !matrix[name]), 'registrations without an entry in the matrix').toEqual([]);
    expect(Object.keys(matrix).filter((name) => !registered.includes(name)), 'entries without a registration').toEqual([]);
  });

  it('answers every registration × role × {own tenant, other tenant, anonymous} as the table says', async () => {
    const mismatches: string[] = [];
    const check = (label: string, got: { status: number; body: unknown }, expected: number) => {
      if (got.status !== expected) mismatches.push(`${label}: expected ${expected}, got ${got.status} ${JSON.stringify(got.body)}`);
    };
    for (const fn of httpFunctions()) {
      const entry = matrix[fn.name];
      if (!entry) continue;
      const isPublic = typeof entry.allowed === 'object' && !Array.isArray(entry.allowed);
      const publicStatus = isPublic ? (entry.allowed as { public: number }).public : undefined;
      const calls: [string, () => Promise<{ status: number; body: unknown }>, number][] = [
        [`${fn.name} anonymous`, () => send(undefined, entry.request(owners.get('Viewer')!)), publicStatus ?? 401],
      ];
      for (const role of roles) {
        const allowed = entry.allowed === 'all' || (Array.isArray(entry.allowed) && entry.allowed.includes(role));
        const owner = owners.get(role)!;
        const own = publicStatus ?? (allowed ? entry.ok! : 403);
        const other = publicStatus ?? (!allowed ? 403 : (entry.otherFor?.[role] ?? entry.other ?? (entry.objects ? 404 : entry.ok!)));
        calls.push([`${fn.name} ${role} own tenant`, () => send(clients.get(key(TENANT_A, role)), entry.request(owner)), own]);
        calls.push([`${fn.name} ${role} other tenant`, () => send(clients.get(key(TENANT_B, role)), entry.request(owner)), other]);
      }
      // Each role's calls touch that user's own things, so they can run together (a shared object: one by one).
      if (entry.serial) for (const [label, call, expected] of calls) check(label, await call(), expected);
      else (await Promise.all(calls.map(async ([label, call, expected]) => [label, await call(), expected] as const))).forEach(([l, r, e]) => check(l, r, e));
    }
    expect(mismatches).toEqual([]);
    // ~2,000 calls: tens of seconds alone, minutes while other suites share the 2 cores.
  }, 300_000);

  it('answers 403 feature_disabled on every endpoint whose access needs a flag, while that flag is off', async () => {
    const tenants = new TenantsRepository();
    const gated = httpFunctions()
      .map((f) => ({ name: f.name, flags: accessFeatures((f.handler as unknown as EndpointHandler)[endpointMeta]?.access as never) }))
      .filter((f) => f.flags.length > 0);
    expect(gated.map((g) => g.name)).toContain('notificationsAdd');
    const mismatches: string[] = [];
    for (const { name, flags } of gated) {
      const entry = matrix[name]!;
      const role = entry.allowed === 'all' ? 'Viewer' : (entry.allowed as Role[])[0]!;
      const before = (await tenants.read(TENANT_A))!;
      await tenants.save({ ...before, features: { ...before.features, ...Object.fromEntries(flags.map((f) => [f, false])) } });
      const res = await send(clients.get(key(TENANT_A, role)), entry.request(owners.get(role)!));
      if (res.status !== 403 || !String(res.body).includes('feature_disabled')) mismatches.push(`${name} (${flags.join(', ')} off, ${role}): ${res.status} ${String(res.body)}`);
      const after = (await tenants.read(TENANT_A))!;
      await tenants.save({ ...after, features: before.features ?? {} });
    }
    expect(mismatches).toEqual([]);
  });
});
