import { dropSchemaResponseSchema, type DropSchemaResponse } from '@expediente/contracts/dev/schema';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/dev/dropschema with the database name typed as confirmation. */
export function dropSchema(confirmation: string): Promise<DropSchemaResponse> {
  return apiFetch('/api/dev/dropschema', { method: 'POST', body: { confirmation }, schema: dropSchemaResponseSchema });
}
