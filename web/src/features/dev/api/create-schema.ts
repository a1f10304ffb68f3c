import { createSchemaResponseSchema, type CreateSchemaResponse } from '@expediente/contracts/dev/schema';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/dev/createschema: creates what is missing, says what was created and what existed. */
export function createSchema(): Promise<CreateSchemaResponse> {
  return apiFetch('/api/dev/createschema', { method: 'POST', body: {}, schema: createSchemaResponseSchema });
}
