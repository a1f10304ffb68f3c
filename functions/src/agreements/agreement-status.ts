import type { AgreementDocumentTypeSet } from '@expediente/contracts';
import type { TenantItem } from '../admin/tenants.repository';
import type { UserItem } from '../auth/users.repository';

/** What a user signed, per document set: which document and version, when, and the survey's answers. */
export type SignedAgreement = { documentId: string; version: string; signedAt: string; answers?: Record<string, number>; comment?: string };
export type UserWithAgreements = UserItem & { signedAgreements?: Partial<Record<AgreementDocumentTypeSet, SignedAgreement>> };

/**
 * Whether the user signed the tenant's current version of a document set (userinfo agreeSuppliersPrivacyNotice,
 * agreeCxUxSurvey). A new version asks again; a tenant with nothing published has nothing to sign.
 */
export function hasSignedCurrent(user: UserItem, tenant: Pick<TenantItem, 'agreements'>, set: AgreementDocumentTypeSet): boolean {
  const current = tenant.agreements?.[set];
  if (!current) return true;
  return (user as UserWithAgreements).signedAgreements?.[set]?.version === current.version;
}
