import type { ManageFeatureRequest } from '@expediente/contracts/features/admin';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/admin/features/manage (part 2 §7): Status 0 switches on, 1 off; with Role for that role, without for
 * the whole tenant; Description names the relation the first time a role gets a setting.
 */
export async function manageFeature(body: ManageFeatureRequest): Promise<void> {
  await apiFetch<unknown>('/api/admin/features/manage', { method: 'POST', body });
}
