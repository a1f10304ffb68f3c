import { importOrdersResponseSchema } from '@expediente/contracts/orders/orders';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/orders/import: the CSV's text; every order created, or a 400 naming each bad row ('fila N'). */
export function importOrders(csv: string) {
  return apiFetch('/api/orders/import', { method: 'POST', body: { csv }, schema: importOrdersResponseSchema });
}
