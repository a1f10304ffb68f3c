import { eventsVerifyResponseSchema, type EventsVerifyResponse } from '@expediente/contracts/dev/events-log';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/eventslog/verify?fromSequence: one page of the chain's verification (decision 017). */
export function verifyEventsLog(fromSequence: number, signal?: AbortSignal): Promise<EventsVerifyResponse> {
  return apiFetch(`/api/eventslog/verify?fromSequence=${fromSequence}`, { schema: eventsVerifyResponseSchema, ...(signal ? { signal } : {}) });
}
