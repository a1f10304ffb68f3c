import { supplierInviteInfoResponseSchema, type SupplierInviteInfoResponse } from '@expediente/contracts/suppliers/suppliers';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const supplierInviteInfoKey = (token: string) => `/api/suppliers/invite-info/${encodeURIComponent(token)}`;

/** GET /api/suppliers/invite-info/{token} (part 2 §7): who invites and until when; 404 for a used or expired link. */
export function getSupplierInviteInfo(key: string): Promise<SupplierInviteInfoResponse> {
  return apiFetch(key, { schema: supplierInviteInfoResponseSchema, redirectOnUnauthorized: false });
}

/** The link is checked once (no refetch on focus: each check counts against the link's limit). */
export function useSupplierInviteInfo(token: string | undefined) {
  return useSWR<SupplierInviteInfoResponse, ApiClientError>(token ? supplierInviteInfoKey(token) : null, getSupplierInviteInfo, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
