import { featuresResponseSchema, type FeaturesResponse } from '@expediente/contracts/features/admin';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const featuresKey = '/api/admin/features';

/** GET /api/admin/features (part 2 §7): every flag with its switch for the whole tenant. */
export function getFeatures(): Promise<FeaturesResponse> {
  return apiFetch(featuresKey, { schema: featuresResponseSchema });
}

export function useFeatures() {
  return useSWR<FeaturesResponse, ApiClientError>(featuresKey, getFeatures);
}
