import type { InviteInfoResponse, InviteResetTokenResponse, RedeemInviteRequest } from '@expediente/contracts';
import { authMessages } from '@expediente/contracts';
import type { TenantsRepository } from '../admin/tenants.repository';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { ConflictError, NotFoundError } from '../platform/errors';
import { platformScope, type EventLog, type EventOrigin } from '../platform/events';
import type { sendMail } from '../platform/mail';
import { managedUsersScope } from './accounts.service';
import { invitationId, type InvitationItem, type InvitationsRepository } from './invitations.repository';
import { matchesHash, newLinkToken } from './link-tokens';
import { invitationMail } from './mail-templates';
import { hashPassword } from './password';
import { RequestFailedError } from './auth-errors';
import { normalizeEmail, type UserItem, type UsersRepository } from './users.repository';

/**
 * Invitations: a pending user receives a single-use link (7 days) and sets a password, which makes them active.
 * A link that only expired gets a fresh one (e-mailed, and answered as newToken for the page's countdown).
 * Administrators see an invitation's state and re-issue it, within their own tenant (with manage:users:any, the
 * Developer, also in the tenant named: managedUsersScope).
 */
export const INVITATION_MS = 7 * 24 * 60 * 60_000;

export class InvitationsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly invitations: InvitationsRepository,
    private readonly tenants: TenantsRepository,
    private readonly events: EventLog,
    private readonly send: typeof sendMail,
    private readonly clock: Clock,
  ) {}

  /** A new link for a pending user (any earlier link stops working), e-mailed to them. */
  async issue(user: UserItem, issuedBy: string): Promise<{ token: string; link: string; invitation: InvitationItem }> {
    const now = this.clock.now();
    const { token, hash } = newLinkToken();
    const invitation = await this.invitations.upsert(user, {
      userId: user.id,
      email: user.email,
      tokenHash: hash,
      status: 'pending',
      expiresAt: new Date(now + INVITATION_MS).toISOString(),
      createdAt: new Date(now).toISOString(),
      issuedBy,
    });
    const link = `${redeemBaseUrl()}?${new URLSearchParams({ t: token, e: user.email })}`;
    const tenant = await this.tenants.read(user.tenantId);
    // The link is also answered to whoever asked (the admin, or the redeem page as newToken): a failed send is
    // recorded in the mail log and does not undo the new link.
    await this.send(user, { to: user.email, ...invitationMail({ firstName: user.firstName, tenantName: tenant?.displayName ?? 'Expediente', link, expiresAt: invitation.expiresAt }) });
    return { token, link, invitation };
  }

  /** POST /api/redeem-invite. */
  async redeem(input: RedeemInviteRequest, from: EventOrigin): Promise<void> {
    const user = await this.users.findByEmail(input.email);
    const invitation = user && (await this.invitations.forUser(user, user.id));
    const fail = async (reason: string, newToken?: string) => {
      await this.events.record(user ?? platformScope, {
        type: 'auth.invitation-redeem-failed',
        summary: 'Activación de cuenta con una invitación no válida',
        ...(user ? { userId: user.id } : {}),
        email: normalizeEmail(input.email),
        from,
        detail: { reason },
      });
      return new RequestFailedError(newToken ? { newToken } : {});
    };
    if (!user || !invitation || !matchesHash(input.token, invitation.tokenHash)) throw await fail('invalid-token');
    if (invitation.status !== 'pending' || user.status !== 'pending') throw await fail('already-used');
    if (Date.parse(invitation.expiresAt) <= this.clock.now()) {
      const fresh = await this.issue(user, 'expired-link');
      throw await fail('expired', fresh.token);
    }
    try {
      await this.invitations.save({ ...invitation, status: 'redeemed', redeemedAt: new Date(this.clock.now()).toISOString() });
    } catch (err) {
      if (err instanceof ConflictError || err instanceof NotFoundError) throw await fail('already-used');
      throw err;
    }
    const passwordHash = await hashPassword(input.password);
    await this.users.save({ ...user, passwordHash, status: 'active', sessionVersion: (user.sessionVersion ?? 0) + 1 });
    await this.events.record(user, { type: 'auth.invitation-redeemed', summary: 'Invitación aceptada; cuenta activada', userId: user.id, email: user.email, from });
  }

  /** GET /api/invite/info/{userId}?tenant: another tenant's user answers 404 (unless manage:users:any names it). */
  async info(principal: Principal, userId: string, tenant?: string): Promise<InviteInfoResponse> {
    const scope = managedUsersScope(principal, tenant);
    const user = await this.users.read(scope, userId);
    const invitation = user && (await this.invitations.forUser(scope, user.id));
    if (!user || !invitation) throw new NotFoundError();
    return this.describe(user, invitation);
  }

  /** POST /api/invite/reset-token: a fresh link with a new expiry, e-mailed and answered once; logged in the user's tenant. */
  async resetToken(principal: Principal, reference: string, from: EventOrigin, tenant?: string): Promise<InviteResetTokenResponse> {
    const scope = managedUsersScope(principal, tenant);
    const invitation = await this.invitations.read(scope, reference);
    const user = invitation && (await this.users.read(scope, invitation.userId));
    if (!invitation || !user || invitationId(user.id) !== invitation.id) throw new NotFoundError();
    if (invitation.status === 'redeemed' || user.status !== 'pending') throw new ConflictError(authMessages.invitationAlreadyRedeemed);
    const issued = await this.issue(user, principal.userId);
    await this.events.record(scope, {
      type: 'auth.invitation-reissued',
      summary: `Invitación reenviada a ${user.email}`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { invitedUserId: user.id, ...(scope.tenantId !== principal.tenantId ? { byTenant: principal.tenantId } : {}) },
    });
    return { ...this.describe(user, issued.invitation), link: issued.link };
  }

  private describe(user: UserItem, invitation: InvitationItem): InviteInfoResponse {
    const expired = Date.parse(invitation.expiresAt) <= this.clock.now();
    const status = invitation.status === 'pending' && expired ? 'expired' : invitation.status;
    return {
      // The reference /api/invite/reset-token takes: the link's secret is stored hashed and cannot be shown.
      token: invitation.id,
      // A short fingerprint of the current link, to tell links apart when supporting a user.
      code: invitation.tokenHash.slice(0, 8),
      status,
      expirationDate: invitation.expiresAt,
      hashValidation: status === 'pending' && user.status === 'pending',
      baseUrl: redeemBaseUrl(),
      userInfo: { emailAddress: user.email },
    };
  }
}

function redeemBaseUrl(): string {
  return `${getConfig().publicBaseUrl}/account/redeem`;
}
