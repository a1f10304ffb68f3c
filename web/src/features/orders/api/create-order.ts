import { createOrderResponseSchema, type CreateOrderInput } from '@expediente/contracts/orders/orders';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/orders: one order (400 with field errors, 409 for a number the customer already used). */
export function createOrder(body: CreateOrderInput) {
  return apiFetch('/api/orders', { method: 'POST', body, schema: createOrderResponseSchema });
}
