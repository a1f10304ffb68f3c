import { TenantContainer, type TenantScope } from '../platform/cosmos';

/**
 * The outstanding recovery link of a user (container `users`, id `pwreset-<userId>`): one at a time, so a new
 * request replaces the previous link. Deleted when used.
 */
export type PasswordResetItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'password-reset';
  userId: string;
  /** sha256 (hex) of the link's token. */
  tokenHash: string;
  /** ISO 8601. */
  expiresAt: string;
  createdAt: string;
  /** The request that issued it, so a redelivered queue message does not send a second link. */
  requestId: string;
  mailed: boolean;
  _etag?: string;
};

const resetId = (userId: string) => `pwreset-${userId}`;

export class PasswordResetsRepository {
  private readonly c = new TenantContainer<PasswordResetItem>('users');

  async forUser(scope: TenantScope, userId: string): Promise<PasswordResetItem | undefined> {
    const item = await this.c.read(scope, resetId(userId), scope.tenantId);
    return item?.type === 'password-reset' ? item : undefined;
  }

  upsert(scope: TenantScope, reset: Omit<PasswordResetItem, 'tenantId' | 'pk' | 'id' | 'type'>) {
    return this.c.upsert(scope, { ...reset, id: resetId(reset.userId), pk: scope.tenantId, type: 'password-reset' });
  }

  /** Deletes it only if unchanged since read (ETag): the link works once even when two requests race. */
  consume(reset: PasswordResetItem) {
    return this.c.delete({ tenantId: reset.tenantId }, reset.id, reset.pk, reset._etag);
  }
}
