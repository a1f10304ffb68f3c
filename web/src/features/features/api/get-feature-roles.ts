import { featureRolesResponseSchema, type FeatureRolesResponse } from '@expediente/contracts/features/admin';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const featureRolesKey = '/api/admin/features/roles';

/** GET /api/admin/features/roles (part 2 §7): per role, every flag as its users get it. */
export function getFeatureRoles(): Promise<FeatureRolesResponse> {
  return apiFetch(featureRolesKey, { schema: featureRolesResponseSchema });
}

export function useFeatureRoles() {
  return useSWR<FeatureRolesResponse, ApiClientError>(featureRolesKey, getFeatureRoles);
}
