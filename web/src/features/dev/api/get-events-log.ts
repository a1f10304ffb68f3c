import { eventsLogResponseSchema, type EventsLogResponse } from '@expediente/contracts/dev/events-log';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export type EventsLogQuery = { fromDate?: string; toDate?: string; type?: string; email?: string; pageSize: number; continuationToken?: string };

const order = ['fromDate', 'toDate', 'type', 'email', 'pageSize', 'continuationToken'] as const;

/** GET /api/eventslog with its parameters always in the same order (one SWR key per page). */
export function eventsLogKey(query: EventsLogQuery): string {
  const params = new URLSearchParams();
  for (const name of order) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `/api/eventslog?${params.toString()}`;
}

/** A page of the tenant's event log (part 2 §2.10), newest first; the previous page stays shown while the next loads. */
export function useEventsLog(query: EventsLogQuery) {
  return useSWR<EventsLogResponse, ApiClientError>(eventsLogKey(query), (key: string) => apiFetch(key, { schema: eventsLogResponseSchema }), { keepPreviousData: true });
}
