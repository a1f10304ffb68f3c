import type { HttpRequest } from '@azure/functions';
import { sessions } from '../../auth/composition';
import { readIdentityCookie } from './cookies';
import type { Principal } from './principal';

/** The caller of a request: the user of the session its cookie names, if that session is still valid. */
export function authenticate(request: HttpRequest): Promise<Principal | undefined> {
  return sessions.resume(readIdentityCookie(request, 'session'));
}
