import type { Role, UserStatus } from '@expediente/contracts';

/** Who is calling: the user of a valid session, as handed to every authenticated endpoint's handler. */
export type Principal = {
  userId: string;
  tenantId: string;
  role: Role;
  status: UserStatus;
  sessionId: string;
  email: string;
  /**
   * The organization the user works at, from the user record the session check reads anyway: services that scope
   * by it (the directory, notifications' targets) need no second read of the user.
   */
  companyId?: string;
};
