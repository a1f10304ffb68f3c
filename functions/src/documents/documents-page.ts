import type { TenantScope } from '../platform/cosmos';
import { BadRequestError } from '../platform/errors';
import type { DocumentsCursor, DocumentsFilter, DocumentsQueryRepository } from './documents-query.repository';
import type { DocumentItem } from './documents.repository';

export type DocumentsPageQuery = { continuationToken?: string | undefined; pageIndex: number; pageSize: number };
export type DocumentsPage = { items: DocumentItem[]; total: number; continuationToken?: string };

/**
 * One page of a documents query by keyset, never OFFSET (GET /api/documents, GET /api/admin/documents): after the
 * caller's continuation token, or — for a numbered page — after the last of the keyset positions before it (small
 * rows), with the total counted beside it. `badToken` is the list's own message for a token it did not issue.
 */
export async function documentsPage(docs: DocumentsQueryRepository, scope: TenantScope, filter: DocumentsFilter, query: DocumentsPageQuery, badToken: string): Promise<DocumentsPage> {
  let after: DocumentsCursor | undefined;
  let beyondEnd = false;
  if (query.continuationToken) {
    after = decodeToken(query.continuationToken, badToken);
  } else if (query.pageIndex > 1) {
    const skip = (query.pageIndex - 1) * query.pageSize;
    const cursors = await docs.cursors(scope, filter, skip);
    beyondEnd = cursors.length < skip;
    after = cursors.at(-1);
  }
  const [items, total] = await Promise.all([beyondEnd ? Promise.resolve([]) : docs.list(scope, filter, query.pageSize + 1, after), docs.count(scope, filter)]);
  const page = items.slice(0, query.pageSize);
  const last = page.at(-1);
  return { items: page, total, ...(items.length > query.pageSize && last ? { continuationToken: encodeToken({ initialValidity: last.initialValidity, id: last.id }) } : {}) };
}

// The keyset position travels as base64url so the client treats it as opaque.
function encodeToken(cursor: DocumentsCursor): string {
  return Buffer.from(`${cursor.initialValidity}|${cursor.id}`, 'utf8').toString('base64url');
}

function decodeToken(token: string, message: string): DocumentsCursor {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const bar = text.indexOf('|');
  const initialValidity = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (bar < 1 || !id || id.length > 100 || Number.isNaN(Date.parse(initialValidity))) {
    throw new BadRequestError({ continuationToken: [message] }, message);
  }
  return { initialValidity, id };
}
