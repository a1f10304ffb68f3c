import { TenantContainer, type TenantScope } from '../platform/cosmos';

/**
 * Supplier registration links (POST /api/suppliers/invite), kept beside the users and invitations of their tenant
 * (container `users`, pk = tenantId, decision 001). The id is derived from the token's sha256, so the public
 * calls find it with one point read and the token itself is never stored.
 */
export type SupplierInvitationItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'supplier-invitation';
  /** sha256 (hex) of the link's token. */
  tokenHash: string;
  /** The customer organization the new supplier will serve, and its name (shown on the registration page). */
  customerId: string;
  customerName: string;
  /** pending → redeeming (claimed by one registration: its RFC and e-mail) → redeemed. */
  status: 'pending' | 'redeeming' | 'redeemed';
  claim?: { rfc: string; email: string };
  /** The organization the registration created or linked. */
  organizationId?: string;
  issuedBy: string;
  createdAt: string;
  expiresAt: string;
  redeemedAt?: string;
  _etag?: string;
};

export const supplierInvitationId = (tokenHash: string) => `sinv-${tokenHash}`;

export class SupplierInvitationsRepository {
  private readonly c = new TenantContainer<SupplierInvitationItem>('users');

  async read(scope: TenantScope, id: string): Promise<SupplierInvitationItem | undefined> {
    const item = await this.c.read(scope, id, scope.tenantId);
    return item?.type === 'supplier-invitation' ? item : undefined;
  }

  create(scope: TenantScope, item: Omit<SupplierInvitationItem, 'tenantId' | 'pk' | 'type'>) {
    return this.c.create(scope, { ...item, pk: scope.tenantId, type: 'supplier-invitation' });
  }

  /** Only if unchanged since read (ETag): two registrations racing for one token cannot both claim it. */
  save(item: SupplierInvitationItem) {
    if (!item._etag) throw new Error('save() needs an item read from storage (ETag)');
    return this.c.replace({ tenantId: item.tenantId }, item, item._etag);
  }
}
