import { supplierSlotsResponseSchema, type SupplierSlotsResponse } from '@expediente/contracts/documents/slots';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** GET /api/documents/supplier/slots?supplierPK&year&documentSet (part 2 §2.2): the contact's required slots of a year. */
export function contactSlotsKey(supplierPK: string, year: number, documentSet = 'mxexpediente'): string {
  const params = new URLSearchParams({ supplierPK, year: String(year), documentSet });
  return `/api/documents/supplier/slots?${params.toString()}`;
}

export function getContactSlots(key: string): Promise<SupplierSlotsResponse> {
  return apiFetch(key, { schema: supplierSlotsResponseSchema });
}

/** Keeps the previous year's answer on screen while another year loads (no flash of the spinner). */
export function useContactSlots(supplierPK: string, year: number, documentSet = 'mxexpediente') {
  return useSWR<SupplierSlotsResponse, ApiClientError>(contactSlotsKey(supplierPK, year, documentSet), getContactSlots, { keepPreviousData: true });
}
