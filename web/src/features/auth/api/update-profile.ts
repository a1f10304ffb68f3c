import { updateProfileResponseSchema, type UpdateProfileRequest } from '@expediente/contracts/account/account';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/account/profile ('Mi cuenta'): the signed-in user's own name. */
export function updateProfile(body: UpdateProfileRequest) {
  return apiFetch('/api/account/profile', { method: 'PUT', body, schema: updateProfileResponseSchema });
}
