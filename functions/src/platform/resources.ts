/**
 * The single source of the names of every storage resource the code uses. The local host creates them from
 * this list, infra/ declares them (a test checks that the Bicep matches), and repositories take names from here.
 * See docs/decisions/001-cosmos-containers-and-partition-keys.md for the partition-key choices.
 */

export const COSMOS_DATABASE_DEFAULT = 'expediente';

export type CosmosContainerSpec = {
  /** Every container is partitioned by `/pk`; what goes into pk is decided per container (decision 001). */
  partitionKeyPath: '/pk';
  /** How the pk value is made, for readers and for decision 001. */
  pkIs: string;
  /** Seconds; -1 turns TTL on with no default expiry (items set their own `ttl`). */
  defaultTtl?: number;
  /** Composite indexes, one per two-field ORDER BY the code runs. */
  compositeIndexes?: { path: string; order: 'ascending' | 'descending' }[][];
};

export const cosmosContainers = {
  /** One item per tenant (settings, SSO host labels, feature flags). */
  tenants: { partitionKeyPath: '/pk', pkIs: 'tenantId' },
  /** Users of a tenant, with role, status and credential hashes. */
  users: { partitionKeyPath: '/pk', pkIs: 'tenantId' },
  /** Global sign-in index: normalized e-mail → tenant and user. Point reads only. */
  logins: { partitionKeyPath: '/pk', pkIs: 'normalized e-mail' },
  /** Server-side session records; they expire by TTL. */
  sessions: { partitionKeyPath: '/pk', pkIs: 'sessionId', defaultTtl: -1 },
  /**
   * Single sign-on (decision 004): host label → tenant (point reads), SAML AuthnRequests issued and assertion ids
   * already accepted; the last two expire by TTL.
   */
  sso: { partitionKeyPath: '/pk', pkIs: 'id ("host:<label>", "request:<id>", "assertion:<hash>")', defaultTtl: -1 },
  /** People, organizations and groups of a tenant. */
  contacts: { partitionKeyPath: '/pk', pkIs: 'tenantId' },
  /** Document records of a supplier's expediente. High volume: one logical partition per supplier. */
  documents: {
    partitionKeyPath: '/pk',
    pkIs: 'tenantId|supplierId',
    // TTL on, no default: document records never expire; an upload intent carries its own `ttl` and goes away.
    defaultTtl: -1,
    compositeIndexes: [
      [
        { path: '/supplierId', order: 'ascending' },
        { path: '/initialValidity', order: 'descending' },
      ],
      // GET /api/documents orders by (initialValidity, id), its keyset, in either direction (one index each).
      [
        { path: '/initialValidity', order: 'descending' },
        { path: '/id', order: 'descending' },
      ],
      [
        { path: '/initialValidity', order: 'ascending' },
        { path: '/id', order: 'ascending' },
      ],
      // The audit lists (audit/list.repository.ts) order by the upload date (createdAt, id), their keyset.
      [
        { path: '/createdAt', order: 'descending' },
        { path: '/id', order: 'descending' },
      ],
      [
        { path: '/createdAt', order: 'ascending' },
        { path: '/id', order: 'ascending' },
      ],
    ],
  },
  /** Required-document slots per supplier and period. */
  slots: { partitionKeyPath: '/pk', pkIs: 'tenantId|supplierId' },
  /**
   * A user's notifications: one logical partition per user. Lists filtered by one status order by
   * (status, sortKey) in either direction (sortKey = date|id, notifications.repository.ts).
   */
  notifications: {
    partitionKeyPath: '/pk',
    pkIs: 'tenantId|userId',
    compositeIndexes: [
      [
        { path: '/status', order: 'ascending' },
        { path: '/sortKey', order: 'descending' },
      ],
      [
        { path: '/status', order: 'ascending' },
        { path: '/sortKey', order: 'ascending' },
      ],
    ],
  },
  /** Clarifications (disputes) and their comments. */
  disputes: { partitionKeyPath: '/pk', pkIs: 'tenantId' },
  /**
   * Supplier periods (Proveedores - Sociedades): which supplier serves which customer organization, from when to
   * when. Lists order by one derived key per sort field (periods.repository.ts), so no composite index is needed.
   */
  periods: { partitionKeyPath: '/pk', pkIs: 'tenantId' },
  /**
   * A tenant's document type catalogue (decision 010): its type sets and types, seeded from contracts'
   * catalogue. Small (tens of items per tenant); read on every documents screen.
   */
  documentTypes: { partitionKeyPath: '/pk', pkIs: 'tenantId' },
  /**
   * Contracts audited with the contract form (issue 15): one record per contract document (id = the document's
   * uuid), its customers, dates, REPSE and subject. A tenant has far fewer contracts than documents, so the
   * contracts and orders pages (issue 17) list them with one query in the tenant's partition.
   */
  contractRecords: { partitionKeyPath: '/pk', pkIs: 'tenantId' },
  /**
   * The compliance projection (issue 17, decision 019): per supplier one summary item and one item per year with its
   * cells (supplier × type × period state), rewritten by the compliance queue when the supplier's documents, periods
   * or the tenant's types change. The grid reads a page of one tenant's items in one query.
   */
  compliance: { partitionKeyPath: '/pk', pkIs: 'tenantId' },
  /** Service orders (issue 17): created by customers or imported from CSV; a few thousand per tenant. */
  orders: { partitionKeyPath: '/pk', pkIs: 'tenantId' },
} as const satisfies Record<string, CosmosContainerSpec>;
export type CosmosContainerName = keyof typeof cosmosContainers;

/** Azure Table Storage tables (names: letters and digits only). */
export const tables = {
  /** Processing records shown by /admin/tablestorage. */
  processing: 'processing',
  /** Event log ('Bitácora del sistema'): sign-ins, changes, who/what/when/where. */
  events: 'events',
  /** Sign-in and code throttling counters. */
  throttle: 'throttle',
  /** Records of mail sent (to, template, time, result). */
  mailLog: 'maillog',
  /** The audit tags of a tenant (issue 15, audit/tags.repository.ts): one partition per tenant, a few rows. */
  auditTags: 'auditTags',
  /** Export jobs (issue 17): one row per requested export with its progress; never the password. */
  exportJobs: 'exportJobs',
  /** Reminders sent (issue 17): one row per recipient × reminder, so nobody gets the same reminder twice. */
  reminders: 'reminders',
  /** SAT 69-B watch (issue 17): the dated snapshots imported and each supplier's last situation. */
  watchlists: 'watchlists',
} as const;
export type TableName = (typeof tables)[keyof typeof tables];

/** Storage queues. A failing message is retried and then moved to `<name>-poison` by the platform. */
export const queues = {
  notificationFanout: 'notification-fanout',
  exports: 'exports',
  mailOutbox: 'mail-outbox',
  reprocess: 'reprocess',
  /** Metadata extraction runs (issue 14): one message per document run; failures end in extraction-poison. */
  extraction: 'extraction',
  /** Compliance projection (issue 17): one message per supplier to recompute; redelivery is harmless. */
  compliance: 'compliance',
} as const;
export type QueueName = (typeof queues)[keyof typeof queues];

/** Blob containers. Exports are deleted after 7 days by a lifecycle rule (infra) and by the link's expiry. */
export const blobContainers = {
  documents: 'documents',
  attachments: 'attachments',
  exports: 'exports',
  /** SAT 69-B snapshots as downloaded (issue 17), one blob per import date. */
  watchlists: 'watchlists',
} as const;
export type BlobContainerName = (typeof blobContainers)[keyof typeof blobContainers];

/** The Functions connection name used by storage triggers and by the app's clients. */
export const STORAGE_CONNECTION = 'Storage';
