import type { LoginRequest, LoginResponse } from '@expediente/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * The sign-in contracts (and zod with them) load on first use, when the user starts filling the form, not with
 * /login's first download (see lib/api-client.ts). The module is the contracts' entry, which also sets zod's
 * Spanish messages.
 */
export async function loadLoginContracts() {
  // Named here: a bundler drops the exports of a dynamically imported module that it does not see used, and it
  // cannot see uses through a variable handed to another function.
  const { emailSchema, loginRequestSchema, loginResponseSchema } = await import('@expediente/contracts');
  return { emailSchema, loginRequestSchema, loginResponseSchema };
}

/**
 * POST /api/login (part 1 §7). `returnUrl` (the page the user was sent away from) goes in the query: the server
 * carries it through the second factor and answers it with requiresTwoFactor.
 */
export async function login(body: LoginRequest, options: { returnUrl?: string; signal?: AbortSignal } = {}): Promise<LoginResponse> {
  const { loginResponseSchema } = await loadLoginContracts();
  const { returnUrl, signal } = options;
  const path = returnUrl && returnUrl !== '/' ? `/api/login?${new URLSearchParams({ returnUrl }).toString()}` : '/api/login';
  return apiFetch(path, { method: 'POST', body, schema: loginResponseSchema, signal });
}
