import { PlatformContainer } from '../platform/cosmos';
import { ConflictError } from '../platform/errors';

/**
 * The `sso` container (decision 004): one logical partition per item (pk = id). Host labels are an index for the
 * point read GET /api/login/options makes on every /login; AuthnRequests and used assertion ids carry a `ttl` so
 * real Cosmos drops them (the local server never does, so their expiry is also checked in code).
 */

/** Host label → tenant. The tenant item's ssoHostLabels stays the source of truth; both are written together. */
export type SsoHostItem = { id: string; pk: string; type: 'sso-host'; label: string; tenantId: string };

/** An AuthnRequest we issued: the assertion consumer accepts a response to it once, before expiresAt. */
export type SsoRequestItem = {
  id: string;
  pk: string;
  type: 'sso-request';
  requestId: string;
  tenantId: string;
  /** Same-origin relative path (safeReturnPath); also sent as RelayState, which must come back unchanged. */
  returnUrl: string;
  /** The ACS URL the AuthnRequest named (the host the sign-in started from). */
  acsUrl: string;
  createdAt: number;
  expiresAt: number;
  /** Set when a response to it was accepted or refused after its signature checked out. */
  usedAt?: number;
  ttl: number;
  _etag?: string;
};

/** An assertion already accepted (replay): kept until its NotOnOrAfter has passed. */
export type SsoAssertionItem = { id: string; pk: string; type: 'sso-assertion'; tenantId: string; usedAt: number; expiresAt: number; ttl: number };

type SsoItem = SsoHostItem | SsoRequestItem | SsoAssertionItem;

const hostKey = (label: string) => `host:${label}`;
const requestKey = (requestId: string) => `request:${requestId}`;
const assertionKey = (hash: string) => `assertion:${hash}`;
/** Cosmos ids cannot hold / \ ? # and we never need long ones. */
const usableId = (value: string) => value.length > 0 && value.length <= 200 && !/[/\\?#\s]/.test(value);

export class SsoRepository {
  private readonly c = new PlatformContainer<SsoItem>('sso');

  async tenantOfHost(label: string): Promise<string | undefined> {
    if (!usableId(label)) return undefined;
    const item = await this.c.read(hostKey(label));
    return item?.type === 'sso-host' ? item.tenantId : undefined;
  }

  /** Gives the label to the tenant; a ConflictError when another tenant holds it. */
  async claimHost(label: string, tenantId: string): Promise<void> {
    const id = hostKey(label);
    try {
      await this.c.create({ id, pk: id, type: 'sso-host', label, tenantId });
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
      const existing = await this.c.read(id);
      if (existing?.type === 'sso-host' && existing.tenantId !== tenantId) throw new ConflictError();
    }
  }

  async releaseHost(label: string, tenantId: string): Promise<void> {
    const existing = await this.c.read(hostKey(label));
    if (existing?.type === 'sso-host' && existing.tenantId === tenantId) await this.c.delete(hostKey(label));
  }

  async saveRequest(request: Omit<SsoRequestItem, 'id' | 'pk' | 'type'>): Promise<void> {
    const id = requestKey(request.requestId);
    await this.c.create({ ...request, id, pk: id, type: 'sso-request' });
  }

  async readRequest(requestId: string): Promise<SsoRequestItem | undefined> {
    if (!usableId(requestId)) return undefined;
    const item = await this.c.read(requestKey(requestId));
    return item?.type === 'sso-request' ? (item as SsoRequestItem) : undefined;
  }

  /** Marks the request answered; false when someone else did first (the ETag changed). */
  async markRequestUsed(request: SsoRequestItem, usedAt: number): Promise<boolean> {
    const { _etag, ...item } = request;
    if (!_etag) throw new Error('markRequestUsed() needs a request read from storage (ETag)');
    try {
      await this.c.replace({ ...item, usedAt }, _etag);
      return true;
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
  }

  /** Records an assertion as accepted; false when it already was (a replay). */
  async markAssertionUsed(hash: string, tenantId: string, usedAt: number, expiresAt: number): Promise<boolean> {
    const id = assertionKey(hash);
    try {
      await this.c.create({ id, pk: id, type: 'sso-assertion', tenantId, usedAt, expiresAt, ttl: Math.max(60, Math.ceil((expiresAt - usedAt) / 1000)) });
      return true;
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
  }
}
