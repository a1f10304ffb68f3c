import { odata } from '@azure/data-tables';
import { chainBrokenMessage, eventsLogMessages, type EventsLogResponse, type EventsVerifyResponse, type eventsLogQuerySchema } from '@expediente/contracts';
import type { z } from 'zod';
import type { TenantScope } from '../platform/cosmos';
import { BadRequestError } from '../platform/errors';
import type { EventLog } from '../platform/events';
import { InvalidContinuationError } from '../platform/tables';

/** A Mexico City day's midnight (-06:00, no daylight saving since 2022) as a UTC instant. */
const midnight = (day: string) => `${day}T06:00:00.000Z`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** Empty pages the table may answer with a token (a filter that skips many rows) before we hand the token back. */
const MAX_EMPTY_PAGES = 5;
/** Entries one verify call checks: one range query of up to a thousand rows. */
const VERIFY_PAGE = 500;

/**
 * 'Bitácora del sistema' (issue 16, decision 017): the caller's tenant's entries, newest first, read from the chain
 * rows themselves (what the page shows is what verification hashes), and the chain's verification page by page.
 */
export class EventsLogService {
  constructor(private readonly events: EventLog) {}

  async list(scope: TenantScope, query: z.output<typeof eventsLogQuerySchema>): Promise<EventsLogResponse> {
    const clauses: string[] = [];
    if (query.fromDate) clauses.push(odata`at ge ${midnight(query.fromDate)}`);
    if (query.toDate) clauses.push(odata`at lt ${midnight(nextDay(query.toDate))}`);
    // Types are [a-z0-9.-]: '~' sorts after all of them, so [prefix, prefix~) is every type that starts with it.
    if (query.type) clauses.push(odata`type ge ${query.type} and type lt ${`${query.type}~`}`);
    if (query.email) clauses.push(odata`email eq ${query.email}`);
    const where = clauses.length ? clauses.join(' and ') : undefined;
    let token = query.continuationToken;
    try {
      for (let i = 0; ; i++) {
        const page = await this.events.listEntries(scope, { pageSize: query.pageSize, ...(where ? { where } : {}), ...(token ? { continuationToken: token } : {}) });
        token = page.continuationToken;
        if (page.items.length > 0 || !token || i >= MAX_EMPTY_PAGES - 1) {
          return {
            eventsLog: page.items.map((e) => ({ created: e.at, summary: e.summary, dbRowVersion: e.sequence, type: e.type, ...(e.email ? { user: e.email } : {}) })),
            ...(token ? { continuationToken: token } : {}),
          };
        }
      }
    } catch (err) {
      if (err instanceof InvalidContinuationError) throw new BadRequestError({ continuationToken: [eventsLogMessages.continuationToken] }, eventsLogMessages.continuationToken);
      throw err;
    }
  }

  async verify(scope: TenantScope, fromSequence: number): Promise<EventsVerifyResponse> {
    const result = await this.events.verifyChain(scope, { fromSequence, pageSize: VERIFY_PAGE });
    return {
      headSequence: result.headSequence,
      checkedFrom: result.checkedFrom,
      checkedTo: result.checkedTo,
      ...(result.nextSequence ? { nextSequence: result.nextSequence } : {}),
      ...(result.broken ? { broken: { ...result.broken, message: chainBrokenMessage(result.broken) } } : {}),
    };
  }
}
