import { supplierSlotsResponseSchema, type SupplierSlotsResponse } from '@expediente/contracts/documents/slots';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** GET /api/documents/supplier/slots?year&supplierPK: a supplier's slots of a year and its initial ones, with tab counts. */
export function supplierSlotsKey(year: number, supplierPK?: string): string {
  const params = new URLSearchParams({ year: String(year) });
  if (supplierPK) params.set('supplierPK', supplierPK);
  return `/api/documents/supplier/slots?${params.toString()}`;
}

export function useSupplierSlots(year: number, supplierPK: string | undefined, enabled = true) {
  return useSWR<SupplierSlotsResponse, ApiClientError>(
    enabled ? supplierSlotsKey(year, supplierPK) : null,
    (key: string) => apiFetch(key, { schema: supplierSlotsResponseSchema }),
    { keepPreviousData: true },
  );
}
