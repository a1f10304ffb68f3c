import type { Role, UserStatus } from '@expediente/contracts';

/** Who is calling: the user of a valid session, as handed to every authenticated endpoint's handler. */
export type Principal = {
  userId: string;
  tenantId: string;
  role: Role;
  status: UserStatus;
  sessionId: string;
  email: string;
};
