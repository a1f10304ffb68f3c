import { accountMessages, type ChangeOwnPasswordRequest, type UpdateProfileRequest } from '@expediente/contracts';
import type { AccountsService } from '../auth/accounts.service';
import { verifyPassword } from '../auth/password';
import type { ThrottleService } from '../auth/throttle.service';
import type { UsersRepository } from '../auth/users.repository';
import type { ContactsRepository } from '../contacts/contacts.repository';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { BadRequestError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';

/**
 * 'Mi cuenta': the signed-in user's own name and password. The password change goes through AccountsService,
 * which ends every other session of the user and keeps the one it was made from (decision 002). A wrong current
 * password counts as a failed sign-in of the account, so this form cannot be used to guess it.
 */
export class AccountService {
  constructor(
    private readonly users: UsersRepository,
    private readonly contacts: ContactsRepository,
    private readonly accounts: AccountsService,
    private readonly throttle: ThrottleService,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  /** PUT /api/account/profile: the user's name, and their person contact's. */
  async updateProfile(principal: Principal, input: UpdateProfileRequest, from: EventOrigin) {
    const user = await this.users.read(principal, principal.userId);
    if (!user) throw new NotFoundError();
    const lastName2 = input.lastName2 || undefined;
    const displayName = [input.firstName, input.lastName1, lastName2].filter(Boolean).join(' ');
    const { lastName2: _dropped, ...rest } = user;
    const saved = await this.users.save({ ...rest, firstName: input.firstName, lastName1: input.lastName1, ...(lastName2 ? { lastName2 } : {}), displayName });
    const person = await this.contacts.read(principal, user.personContactId);
    if (person) {
      const { lastName2: _old, ...contact } = person;
      await this.contacts.upsert(principal, {
        ...contact,
        firstName: input.firstName,
        lastName1: input.lastName1,
        ...(lastName2 ? { lastName2 } : {}),
        displayName,
        modifiedAt: new Date(this.clock.now()).toISOString(),
      });
    }
    await this.events.record(principal, { type: 'account.profile-updated', summary: 'Datos de Mi cuenta actualizados', userId: principal.userId, email: principal.email, from });
    return {
      message: accountMessages.profileSaved,
      firstName: saved.firstName,
      lastName1: saved.lastName1,
      lastName2: saved.lastName2 ?? null,
      displayName: saved.displayName,
      fullName: displayName,
    };
  }

  /** POST /api/account/password: the current password, then the new one. */
  async changePassword(principal: Principal, input: ChangeOwnPasswordRequest, from: EventOrigin) {
    const user = await this.users.read(principal, principal.userId);
    if (!user) throw new NotFoundError();
    if (user.ssoOnly || !user.passwordHash) throw new BadRequestError({ currentPassword: [accountMessages.ssoOnly] }, accountMessages.ssoOnly);
    const account = { kind: 'account' as const, value: user.email };
    await this.throttle.check('sign-in', [account]);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      await this.throttle.fail('sign-in', [account]);
      throw new BadRequestError({ currentPassword: [accountMessages.wrongCurrentPassword] }, accountMessages.wrongCurrentPassword);
    }
    await this.accounts.changePassword(principal, { email: user.email, password: input.password }, from);
    return { message: accountMessages.passwordChanged };
  }
}
