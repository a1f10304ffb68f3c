import { messages } from '@expediente/contracts/shared/messages';
import { ApiClientError } from '../../lib/api-client';

export type LoginFormErrors = { email: string[]; password: string[]; other: string[] };

export const noLoginErrors: LoginFormErrors = { email: [], password: [], other: [] };

/**
 * What the sign-in form shows for a failed call. Field errors of a 4xx answer go next to their fields (Email,
 * Password) or above the button (other, and any field the form does not have). No answer, a 5xx, a missing
 * endpoint (404/405) or a body that is not the API's is 'Servidor no disponible, intente más tarde.' (part 1 §8).
 */
export function loginErrorsFrom(error: unknown): LoginFormErrors {
  const unavailable = { ...noLoginErrors, other: [messages.serverUnavailable] };
  if (!(error instanceof ApiClientError)) return unavailable;
  const { status } = error;
  if (status === 0 || status >= 500 || status === 404 || status === 405 || status < 400 || error.code === 'invalid_response') {
    return unavailable;
  }
  const result: LoginFormErrors = { email: [], password: [], other: [] };
  for (const [field, list] of Object.entries(error.errors)) {
    const name = field.toLowerCase();
    if (name === 'email') result.email.push(...list);
    else if (name === 'password') result.password.push(...list);
    else result.other.push(...list);
  }
  if (result.email.length + result.password.length + result.other.length === 0) result.other.push(error.message);
  return result;
}
