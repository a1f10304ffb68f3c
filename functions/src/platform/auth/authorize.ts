import { requiredFeatures, type FeatureName, type Permission } from '@expediente/contracts';
import { features } from '../../features/composition';
import { FeatureDisabledError } from '../errors';
import { perRequest } from '../request-context';
import type { Principal } from './principal';

/**
 * The flag side of authorization: which flags an endpoint's access needs (its permission's, contracts
 * permissions.ts, and its own `feature`), and the caller's flags (tenant and role combined), read once per
 * request and never kept across requests, so a change on /admin/features applies to the next call.
 */
export function accessFeatures(access: { permission?: Permission; feature?: FeatureName | readonly FeatureName[] }): FeatureName[] {
  const own = access.feature === undefined ? [] : typeof access.feature === 'string' ? [access.feature] : [...access.feature];
  return [...new Set([...(access.permission ? requiredFeatures(access.permission) : []), ...own])];
}

export function featuresOf(principal: Pick<Principal, 'tenantId' | 'role'>): Promise<Record<string, boolean>> {
  return perRequest(`features:${principal.tenantId}:${principal.role}`, () => features.forPrincipal(principal));
}

/** For flags that depend on the input (e.g. which agreement): 403 feature_disabled unless every one is on. */
export async function requireFeatures(principal: Pick<Principal, 'tenantId' | 'role'>, flags: readonly FeatureName[]): Promise<void> {
  const on = await featuresOf(principal);
  if (flags.some((f) => on[f] !== true)) throw new FeatureDisabledError();
}
