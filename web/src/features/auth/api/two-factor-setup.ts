import { twoFactorSetupResponseSchema, type TwoFactorSetupResponse } from '@expediente/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/account/two-factor/setup: a new secret to scan (the QR as an SVG document) or type in. */
export function setupTwoFactor(signal?: AbortSignal): Promise<TwoFactorSetupResponse> {
  return apiFetch('/api/account/two-factor/setup', { method: 'POST', body: {}, schema: twoFactorSetupResponseSchema, signal });
}
