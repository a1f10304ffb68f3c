import type { Role } from '@expediente/contracts';
import { TenantsRepository, type TenantItem } from '../admin/tenants.repository';
import { UsersRepository } from '../auth/users.repository';
import { hashPassword } from '../auth/password';
import { ContactsRepository, type ContactItem } from '../contacts/contacts.repository';
import { invitations } from '../auth/composition';

/**
 * Demo data for the local portal (never deployed). Idempotent: ids are fixed and each tenant is written last,
 * so a tenant that exists was seeded completely and is left alone (what people changed locally survives).
 */

export const DEMO_PASSWORD = 'Expediente#2026';
/** 2: feature flags (enable-status-blocking on in Demo Corporativo) and a pending invited user. */
export const SEED_VERSION = 2;

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

export async function seedDemoData(): Promise<SeedReport> {
  const tenants = new TenantsRepository();
  const contacts = new ContactsRepository();
  const report: SeedReport = { seeded: [], skipped: [] };
  const now = new Date().toISOString();

  for (const t of demoTenants) {
    const existing = (await tenants.read(t.id)) as (TenantItem & { seedVersion?: number }) | undefined;
    if (existing && (existing.seedVersion ?? 1) >= SEED_VERSION) {
      report.skipped.push(t.id);
      continue;
    }
    if (existing) {
      // Data seeded by an earlier version: add what the newer version brings, keep everything else.
      await tenants.upsert({ ...existing, features: { ...t.features, ...existing.features }, seedVersion: SEED_VERSION } as TenantItem);
      await seedInvited(t, now);
      report.seeded.push(t.id);
      continue;
    }
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

    const hashes = await Promise.all(t.users.map(() => hashPassword(DEMO_PASSWORD)));
    for (const [i, u] of t.users.entries()) await seedUser(scope, u, now, hashes[i]!);

    const tenant: TenantItem & { seedVersion: number } = {
      id: t.id,
      pk: t.id,
      tenantId: t.id,
      type: 'tenant',
      displayName: t.displayName,
      ssoHostLabels: [],
      customerOrganizationId: t.organizations.find((o) => o.role === 'customer')!.id,
      ...(t.group ? { mainGroupId: t.group.id } : {}),
      ...(t.features ? { features: t.features } : {}),
      createdAt: now,
      seedVersion: SEED_VERSION,
    };
    await tenants.upsert(tenant);
    await seedInvited(t, now);
    report.seeded.push(t.id);
  }
  return report;
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
