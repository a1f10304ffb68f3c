import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@expediente/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/login (part 1 §7). */
export function login(body: LoginRequest, signal?: AbortSignal): Promise<LoginResponse> {
  return apiFetch('/api/login', { method: 'POST', body, schema: loginResponseSchema, signal });
}
