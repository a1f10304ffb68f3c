import type { StatusAppearance } from '../documents/documents';

/**
 * The review loop's shared values (issue 15; part 2 §2.11, §4; docs/decisions/015-review-loop.md): the audit
 * status a document carries, the audit tabs, and which document types each tab holds.
 */

// ---------- audit status (part 2 §4 'Audit list status filter') ----------

/** Stored on the document as `auditStatus`; a document without one is 'pending'. */
export const auditStatuses = ['pending', 'approved', 'amend-required', 'fixed-approved', 'rejected'] as const;
export type AuditStatus = (typeof auditStatuses)[number];

/** The status filter's options, in the spec's order; '' (empty) is Todos. */
export const auditStatusFilterLabels: Record<AuditStatus | 'empty', string> = {
  pending: 'Pendientes de auditar',
  approved: 'Documento aceptado',
  'amend-required': 'Documento Incompleto',
  'fixed-approved': 'Documento auditado y aceptado',
  rejected: 'Rechazados',
  empty: 'Todos',
};

/** The list's badges (part 2 §2.11): accepted green, rejected red, incomplete yellow, pending grey 'Pendiente'. */
export const auditStatusBadges: Record<AuditStatus, { label: string; appearance: StatusAppearance }> = {
  pending: { label: 'Pendiente', appearance: 'subtle' },
  approved: { label: 'Documento aceptado', appearance: 'success' },
  'fixed-approved': { label: 'Documento auditado y aceptado', appearance: 'success' },
  'amend-required': { label: 'Documento Incompleto', appearance: 'warning' },
  rejected: { label: 'Rechazado', appearance: 'danger' },
};

// ---------- tabs (part 2 §2.11) ----------

export const auditTabs = ['contracts', 'image', 'error', 'missing', 'stagnated', 'auditonly', 'partial'] as const;
export type AuditTab = (typeof auditTabs)[number];

export const auditTabLabels: Record<AuditTab, string> = {
  contracts: 'Contratos',
  image: 'Imágenes',
  error: 'Errores de Extracción',
  missing: 'No Encontrados',
  stagnated: 'En Cola',
  auditonly: 'Sin Formato Predeterminado',
  partial: 'Extracción Parcial',
};

/**
 * The tabs whose list call takes `tag` (part 2 §7: /api/audit/documents and /api/audit/{image|error|missing|
 * stagnated|partial}/list list it; auditonly's /direct does not, but §2.11 shows its tag filter, so it takes it too):
 * all seven. The API accepts it on each (decision 015).
 */
export const auditTabsWithTags: readonly AuditTab[] = ['contracts', 'image', 'error', 'missing', 'stagnated', 'auditonly', 'partial'];

/** Part 2 §2.11: the page shows the tag filter on these tabs only (the API takes a tag on every tab, above). */
export const auditTabsWithTagFilter: readonly AuditTab[] = ['image', 'error', 'missing', 'stagnated', 'auditonly'];

/** The document types whose audit is the contract form (tab contracts, /audit/documents/{id}). */
export const contractDocumentTypes: readonly string[] = ['mxcontratose'];

/** Where a row of a tab opens (part 2 §2.11 'Row click'). */
export function auditRowPath(tab: AuditTab, publicKey: string): string {
  const key = encodeURIComponent(publicKey);
  switch (tab) {
    case 'contracts':
    case 'stagnated':
      return `/audit/documents/${key}`;
    case 'auditonly':
      return `/audit/document-details/${key}?typeSet=auditonly`;
    case 'partial':
      return `/documents/${key}?editMode=true`;
    default:
      return `/audit/document-details/${key}`;
  }
}
