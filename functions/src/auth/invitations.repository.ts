import { TenantContainer, type TenantScope } from '../platform/cosmos';

/**
 * One invitation per invited user, kept beside the users of its tenant (container `users`, pk = tenantId,
 * id `inv-<userId>`): the redeem call knows the e-mail, which leads to the user and so to a point read.
 */
export type InvitationItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'invitation';
  userId: string;
  email: string;
  /** sha256 (hex) of the link's token; the token itself is never stored. */
  tokenHash: string;
  status: 'pending' | 'redeemed' | 'revoked';
  /** ISO 8601. */
  expiresAt: string;
  createdAt: string;
  /** Who issued the current token (a user id), or 'seed'. */
  issuedBy: string;
  redeemedAt?: string;
  _etag?: string;
};

export const invitationId = (userId: string) => `inv-${userId}`;

export class InvitationsRepository {
  private readonly c = new TenantContainer<InvitationItem>('users');

  async read(scope: TenantScope, id: string): Promise<InvitationItem | undefined> {
    const item = await this.c.read(scope, id, scope.tenantId);
    return item?.type === 'invitation' ? item : undefined;
  }

  forUser(scope: TenantScope, userId: string) {
    return this.read(scope, invitationId(userId));
  }

  upsert(scope: TenantScope, invitation: Omit<InvitationItem, 'tenantId' | 'pk' | 'id' | 'type'>) {
    return this.c.upsert(scope, { ...invitation, id: invitationId(invitation.userId), pk: scope.tenantId, type: 'invitation' });
  }

  /** Only if unchanged since read: a token is consumed once even when two requests race. */
  save(invitation: InvitationItem) {
    if (!invitation._etag) throw new Error('save() needs an invitation read from storage (ETag)');
    return this.c.replace({ tenantId: invitation.tenantId }, invitation, invitation._etag);
  }
}
