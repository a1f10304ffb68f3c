import { login2faResponseSchema, type Login2faRequest, type Login2faResponse } from '@expediente/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/login-2fa (part 1 §7): the second factor (app code or recovery code) and 'remember this device'. */
export function loginTwoFactor(body: Login2faRequest, signal?: AbortSignal): Promise<Login2faResponse> {
  return apiFetch('/api/login-2fa', { method: 'POST', body, schema: login2faResponseSchema, signal });
}
