import { userDetailSchema, type CreateUserRequest, type UserDetail } from '@expediente/contracts/admin/users';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/users/create (part 2 §7): 201 with the new user; 400 with errors per field (FirstName… Role). */
export function createUser(body: CreateUserRequest): Promise<UserDetail> {
  return apiFetch('/api/users/create', { method: 'POST', body, schema: userDetailSchema });
}
