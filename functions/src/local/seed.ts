import type { Role } from '@expediente/contracts';
import { TenantsRepository, type TenantItem } from '../admin/tenants.repository';
import { tenantCounters } from '../admin/counters.repository';
import { agreements } from '../agreements/composition';
import { UsersRepository } from '../auth/users.repository';
import { hashPassword } from '../auth/password';
import { ContactsRepository, type ContactItem } from '../contacts/contacts.repository';
import { invitations } from '../auth/composition';
import { seedDirectory } from './seed-directory';
import { seedDemoNotifications } from './seed-notifications';
import { seedPeriods } from './seed-periods';
import { seedDocumentTypes } from './seed-document-types';
import { seedDocuments } from './seed-documents';
import { seedReview } from './seed-review';
import { seedExtraction } from './seed-extraction';
import { seedOrders } from './seed-orders';
import { complianceProjection } from '../compliance/compliance.composition';
import { seedWatchlists } from './seed-watchlists';

/**
 * Demo data for the local portal (never deployed). Idempotent: ids are fixed, and the tenant item records the
 * version its data was seeded to only after that version's data is written, so a tenant is seeded up to the
 * current version once and then left alone (what people changed locally survives); an interrupted seed resumes.
 */

export const DEMO_PASSWORD = 'Expediente#2026';
/**
 * 2: feature flags (enable-status-blocking on in Demo Corporativo) and a pending invited user.
 * 3: suppliers related to their customer (customerIds), the privacy notice and CX/UX survey, demo notifications.
 * 4: the directory (seed-directory.ts): 40 more suppliers in Demo Corporativo, people, phones, e-mails, addresses,
 *    a second group; every contact's scopeIds and the company name of people.
 * 5: supplier periods (seed-periods.ts), one or two per supplier with the tenant's customer, some ended.
 * 6: the document type catalogue (seed-document-types.ts): mxexpediente, auditonly and field definitions.
 * 7: demo documents with their files (seed-documents.ts) for a few suppliers, 2025-2026, every status.
 * 8: extraction runs of demo documents and a few generated ones, every outcome (seed-extraction.ts; local portal only, in the background).
 * 9: the review loop (seed-review.ts): audited documents of Limpieza del Bajío and two correction disputes with comments.
 * 10: service orders (seed-orders.ts) for Demo Corporativo's suppliers.
 */
export const SEED_VERSION = 10;
type SeededTenant = TenantItem & { seedVersion?: number; _etag?: string };

type DemoUser = { email: string; role: Role; firstName: string; lastName1: string; lastName2: string; companyId: string };
type DemoTenant = {
  id: string;
  displayName: string;
  organizations: { id: string; name: string; rfc: string; role: 'customer' | 'supplier'; supplierNumber?: string }[];
  group?: { id: string; name: string; rfc: string; memberIds: string[] };
  users: DemoUser[];
  /** Pending users with an invitation; its link goes to the local mail catcher (never printed). */
  invited?: DemoUser[];
  features?: Record<string, boolean>;
  /** Seed the 40 demo suppliers of seed-directory.ts. */
  directory?: boolean;
};

export const demoTenants: DemoTenant[] = [
  {
    id: 'demo-corporativo',
    displayName: 'Demo Corporativo',
    organizations: [
      { id: 'org-corporativo-demo', name: 'Corporativo Demo SA de CV', rfc: 'CDE190101K32', role: 'customer' },
      { id: 'sup-limpieza-bajio', name: 'Limpieza y Servicios del Bajío SA de CV', rfc: 'LSE150312QA2', role: 'supplier', supplierNumber: 'PRV-1001' },
      { id: 'sup-transportes-norte', name: 'Transportes Logísticos del Norte SA de CV', rfc: 'TLN170825B74', role: 'supplier', supplierNumber: 'PRV-1002' },
      { id: 'sup-seguridad-regional', name: 'Seguridad y Soporte Regional SA de CV', rfc: 'SSR180604HN0', role: 'supplier', supplierNumber: 'PRV-1003' },
    ],
    group: { id: 'grp-corporativo-demo', name: 'Grupo Corporativo Demo', rfc: 'GCD200115T20', memberIds: ['org-corporativo-demo'] },
    users: [
      { email: 'developer@demo.expediente.mx', role: 'Developer', firstName: 'Diego', lastName1: 'Herrera', lastName2: 'Luna', companyId: 'org-corporativo-demo' },
      { email: 'admin@demo.expediente.mx', role: 'Admin', firstName: 'Adriana', lastName1: 'Morales', lastName2: 'Paz', companyId: 'org-corporativo-demo' },
      { email: 'cliente@demo.expediente.mx', role: 'Customer', firstName: 'Carlos', lastName1: 'Ramírez', lastName2: 'Soto', companyId: 'org-corporativo-demo' },
      { email: 'proveedor@demo.expediente.mx', role: 'Supplier', firstName: 'Patricia', lastName1: 'Núñez', lastName2: 'Vega', companyId: 'sup-limpieza-bajio' },
      { email: 'seguridad@demo.expediente.mx', role: 'Security', firstName: 'Sergio', lastName1: 'Castillo', lastName2: 'Ibarra', companyId: 'org-corporativo-demo' },
      { email: 'soporte@demo.expediente.mx', role: 'Support', firstName: 'Sofía', lastName1: 'Ortega', lastName2: 'Ríos', companyId: 'org-corporativo-demo' },
      { email: 'visor@demo.expediente.mx', role: 'Viewer', firstName: 'Víctor', lastName1: 'Mendoza', lastName2: 'Cruz', companyId: 'org-corporativo-demo' },
    ],
    invited: [
      { email: 'invitado@demo.expediente.mx', role: 'Customer', firstName: 'Inés', lastName1: 'Valdez', lastName2: 'Rojas', companyId: 'org-corporativo-demo' },
    ],
    features: { 'enable-status-blocking': true },
    directory: true,
  },
  {
    id: 'segundo-cliente',
    displayName: 'Segundo Cliente',
    organizations: [
      { id: 'org-segundo-cliente', name: 'Segundo Cliente SA de CV', rfc: 'SCL210930RP6', role: 'customer' },
      { id: 'sup-servicios-centro', name: 'Proveedora de Servicios del Centro SA de CV', rfc: 'PSC190722LM5', role: 'supplier', supplierNumber: 'PRV-2001' },
    ],
    users: [
      { email: 'cliente2@demo.expediente.mx', role: 'Customer', firstName: 'Camila', lastName1: 'Fuentes', lastName2: 'León', companyId: 'org-segundo-cliente' },
      { email: 'proveedor2@demo.expediente.mx', role: 'Supplier', firstName: 'Pablo', lastName1: 'Guerrero', lastName2: 'Salas', companyId: 'sup-servicios-centro' },
    ],
  },
];

export type SeedReport = { seeded: string[]; skipped: string[] };

/** derived: also compute the compliance figures and the SAT 69-B marks (LocalHostOptions.seedDerived). */
/**
 * The demo accounts share one published password (README), so they share one hash: one scrypt run per process
 * instead of one per account (≈ 2 s of CPU on every host start, and every API test file starts one). Equal hashes
 * reveal only that the passwords are equal, which the README already says.
 */
let demoHash: Promise<string> | undefined;
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

export async function seedDemoData(options: { derived?: boolean } = {}): Promise<SeedReport> {
  const tenants = new TenantsRepository();
  const report: SeedReport = { seeded: [], skipped: [] };
  const now = new Date().toISOString();

  for (const t of demoTenants) {
    const existing = (await tenants.read(t.id)) as SeededTenant | undefined;
    const version = existing ? (existing.seedVersion ?? 1) : 0;
    if (version >= SEED_VERSION) {
      report.skipped.push(t.id);
      continue;
    }
    if (!existing) await seedIdentity(t, now);
    else if (version < 2) {
      // Data seeded by version 1: add what version 2 brings, keep everything else.
      await tenants.upsert({ ...existing, features: { ...t.features, ...existing.features }, seedVersion: 2 } as TenantItem);
      await seedInvited(t, now);
    }
    await seedShell(t, now);
    const seeded = (await tenants.read(t.id)) as SeededTenant;
    await tenants.save({ ...seeded, seedVersion: SEED_VERSION } as SeededTenant);
    report.seeded.push(t.id);
  }
  // The /admin counters: recounted on every start, so what the seed (or anything else) wrote is counted.
  for (const t of demoTenants) await tenantCounters.reconcile({ tenantId: t.id }, now);
  if (options.derived === false) return report;
  await seedWatchlists();
  // The compliance figures (decision 019): recomputed on every start, synchronously, so the dashboards show the
  // seeded documents at once (a recompute that changes nothing writes nothing).
  for (const t of demoTenants) await complianceProjection.recomputeTenant({ tenantId: t.id });
  return report;
}

/** Version 2: organizations, the main group, users and the tenant item (written last, at version 2). */
async function seedIdentity(t: DemoTenant, now: string): Promise<void> {
  const contacts = new ContactsRepository();
  const scope = { tenantId: t.id };
  const base = { type: 'contact' as const, locked: false, createdAt: now, modifiedAt: now };
  const orgContacts: Omit<ContactItem, 'tenantId' | 'pk'>[] = t.organizations.map((o) => ({
    ...base,
    id: o.id,
    partyType: 2,
    displayName: o.name,
    organizationRole: o.role,
    identifiers: [
      { key: 'rfc', name: 'RFC', value: o.rfc },
      ...(o.supplierNumber ? [{ key: 'supplier.id', name: 'ID de Proveedor', value: o.supplierNumber }] : []),
    ],
    memberIds: [...t.users, ...(t.invited ?? [])].filter((u) => u.companyId === o.id).map((u) => personId(u.email)),
  }));
  if (t.group) {
    orgContacts.push({
      ...base,
      id: t.group.id,
      partyType: 3,
      displayName: t.group.name,
      identifiers: [
        { key: 'rfc', name: 'RFC', value: t.group.rfc },
        { key: 'main.group', name: 'Grupo principal', value: 'true' },
      ],
      memberIds: t.group.memberIds,
    });
  }
  for (const c of orgContacts) await contacts.upsert(scope, c);

  const hash = await demoPasswordHash();
  for (const u of t.users) await seedUser(scope, u, now, hash);

  const tenant: SeededTenant = {
    id: t.id,
    pk: t.id,
    tenantId: t.id,
    type: 'tenant',
    displayName: t.displayName,
    ssoHostLabels: [],
    customerOrganizationId: customerOf(t),
    ...(t.group ? { mainGroupId: t.group.id } : {}),
    ...(t.features ? { features: t.features } : {}),
    createdAt: now,
    seedVersion: 2,
  };
  await new TenantsRepository().upsert(tenant);
  await seedInvited(t, now);
}

/** Version 3: each supplier serves the tenant's customer, the agreement documents, a few notifications per user. */
async function seedShell(t: DemoTenant, now: string): Promise<void> {
  const contacts = new ContactsRepository();
  const scope = { tenantId: t.id };
  for (const o of t.organizations.filter((org) => org.role === 'supplier')) {
    const supplier = await contacts.read(scope, o.id);
    if (supplier && !supplier.customerIds?.length) await contacts.upsert(scope, { ...supplier, customerIds: [customerOf(t)] });
  }
  await agreements.publishDefaults(scope);
  await seedDemoNotifications(scope, t.users.map((u) => ({ userId: userId(u.email), role: u.role, companyId: u.companyId })), customerOf(t), Date.parse(now));
  await seedDirectory(scope, customerOf(t), now, t.directory === true);
  await seedPeriods(scope, customerOf(t), now, t.directory === true);
  await seedDocumentTypes(scope);
  await seedDocuments(scope, customerOf(t));
  await seedReview(scope, reviewPeople(t));
  await seedOrders(scope, customerOf(t));
  seedExtraction(scope, customerOf(t));
}

const customerOf = (t: DemoTenant) => t.organizations.find((o) => o.role === 'customer')!.id;
/** Who audits (the Admin) and who answers (the Supplier) in the demo disputes. */
function reviewPeople(t: DemoTenant) {
  const person = (role: Role) => {
    const u = t.users.find((x) => x.role === role) ?? t.users[0]!;
    return { userId: userId(u.email), displayName: `${u.firstName} ${u.lastName1} ${u.lastName2}` };
  };
  return { auditor: person('Admin'), supplier: person('Supplier') };
}

async function seedInvited(t: DemoTenant, now: string): Promise<void> {
  for (const u of t.invited ?? []) {
    if (await new UsersRepository().findByEmail(u.email)) continue;
    const user = await seedUser({ tenantId: t.id }, u, now);
    // The link is e-mailed to the local catcher (/_local/mail); an administrator can re-issue it.
    await invitations.issue(user, 'seed');
  }
}

/** A user and their person contact; without a password hash the user is pending (invited). */
async function seedUser(scope: { tenantId: string }, u: DemoUser, now: string, passwordHash?: string) {
  const displayName = `${u.firstName} ${u.lastName1} ${u.lastName2}`;
  await new ContactsRepository().upsert(scope, {
    type: 'contact',
    locked: false,
    createdAt: now,
    modifiedAt: now,
    id: personId(u.email),
    partyType: 1,
    displayName,
    firstName: u.firstName,
    lastName1: u.lastName1,
    lastName2: u.lastName2,
    emailAddress: u.email,
    companyId: u.companyId,
    identifiers: [],
  });
  return new UsersRepository().upsert(scope, {
    id: userId(u.email),
    type: 'user',
    email: u.email,
    firstName: u.firstName,
    lastName1: u.lastName1,
    lastName2: u.lastName2,
    displayName,
    primaryRole: u.role,
    status: passwordHash ? 'active' : 'pending',
    ...(passwordHash ? { passwordHash } : {}),
    personContactId: personId(u.email),
    companyId: u.companyId,
    createdAt: now,
  });
}

function slug(email: string) {
  return email.split('@')[0]!.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
}
export const userId = (email: string) => `usr-${slug(email)}`;
export const personId = (email: string) => `per-${slug(email)}`;
