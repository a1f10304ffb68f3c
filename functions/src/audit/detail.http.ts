import { app, type HttpRequest } from '@azure/functions';
import { auditContractFormSchema, auditDocumentRejectSchema, auditRejectSchema, documentParamsSchema, saveAuditSchema } from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import type { ChangeContext } from '../documents/document-changes.service';
import { auditDetail } from './detail.composition';

/**
 * The audit detail (issue 15; part 2 §2.11, §4, §7 "Audit, storage, tags"). Reading needs read:audit; the contract
 * form and its reject update:audit (both with flag customer-audit); the admin capture and the typed reject
 * update:audit:any. Which document is DocumentAccess's rule in the service: outside the caller's view, 404. The
 * contract form is POST while the document is not validated and PUT once it is (part 2 §4); the other is a 409.
 */

const ctxOf = (principal: Principal, request: HttpRequest): ChangeContext => ({ principal, from: requestOrigin(request) });

app.http('auditDocumentDetail', {
  route: 'audit/documents/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:audit' },
    params: documentParamsSchema,
    handle: async ({ principal, params }) => ({ body: { auditDocument: await auditDetail.auditDocument(principal, params.id) } }),
  }),
});

app.http('auditContractCreate', {
  route: 'audit/documents/{id}',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:audit' },
    params: documentParamsSchema,
    body: auditContractFormSchema,
    handle: async ({ principal, params, body, request }) => ({ body: await auditDetail.saveContract(ctxOf(principal, request), params.id, body, 'POST') }),
  }),
});

app.http('auditContractUpdate', {
  route: 'audit/documents/{id}',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:audit' },
    params: documentParamsSchema,
    body: auditContractFormSchema,
    handle: async ({ principal, params, body, request }) => ({ body: await auditDetail.saveContract(ctxOf(principal, request), params.id, body, 'PUT') }),
  }),
});

app.http('auditContractReject', {
  route: 'audit/documents/{id}/reject',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:audit' },
    params: documentParamsSchema,
    body: auditDocumentRejectSchema,
    handle: async ({ principal, params, body, request }) => ({ body: await auditDetail.rejectContract(ctxOf(principal, request), params.id, body) }),
  }),
});

app.http('auditSave', {
  route: 'audit/{id}/saveAudit',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:audit:any' },
    params: documentParamsSchema,
    body: saveAuditSchema,
    handle: async ({ principal, params, body, request }) => ({ body: await auditDetail.saveAudit(ctxOf(principal, request), params.id, body) }),
  }),
});

app.http('auditReject', {
  route: 'audit/{id}/reject',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:audit:any' },
    params: documentParamsSchema,
    body: auditRejectSchema,
    handle: async ({ principal, params, body, request }) => ({ body: await auditDetail.reject(ctxOf(principal, request), params.id, body) }),
  }),
});
