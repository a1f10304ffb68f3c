import { normalizeSearchText, rfcCheckDigit, type ContactAddress, type ContactPhone } from '@expediente/contracts';
import { scopeIdsOf } from '../contacts/directory.service';
import { ContactsRepository, type ContactItem, type NewContact } from '../contacts/contacts.repository';
import type { TenantScope } from '../platform/cosmos';

/**
 * Seed version 4: a directory of a real tenant's shape for Demo Corporativo (part of issue 12): 40 more supplier
 * organizations with fictitious but valid RFCs (pattern, real date, check digit), a contact person each, phones,
 * e-mails and addresses, a few inactive, and a second group; then every contact of every tenant gets the
 * directory fields (scopeIds, the company name of people) that the contacts list reads.
 */

const activities = ['Limpieza', 'Mantenimiento', 'Seguridad Privada', 'Transportes', 'Consultoría', 'Alimentos', 'Construcciones', 'Logística', 'Tecnología', 'Jardinería'];
const qualifiers = ['Integrales del Pacífico', 'Industriales del Golfo', 'Especializados de Occidente', 'Profesionales del Norte'];
const cities = [
  { city: 'Guadalajara', state: 'Jalisco', zip: '44100', area: '33', colonia: 'Americana' },
  { city: 'Monterrey', state: 'Nuevo León', zip: '64000', area: '81', colonia: 'Centro' },
  { city: 'Ciudad de México', state: 'Ciudad de México', zip: '06600', area: '55', colonia: 'Juárez' },
  { city: 'León', state: 'Guanajuato', zip: '37000', area: '477', colonia: 'Centro' },
  { city: 'Querétaro', state: 'Querétaro', zip: '76000', area: '442', colonia: 'Centro Histórico' },
  { city: 'Puebla', state: 'Puebla', zip: '72000', area: '222', colonia: 'El Carmen' },
];
const firstNames = ['María', 'José', 'Guadalupe', 'Juan', 'Fernanda', 'Luis', 'Alejandra', 'Miguel', 'Daniela', 'Jorge'];
const lastNames = ['García', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Flores', 'Torres', 'Jiménez'];
const homoclave = 'ABCDEFGHJKLMNPRSTUVWXYZ123456789';

export type DemoSupplier = { id: string; name: string; rfc: string; supplierNumber: string; locked: boolean };

/** An RFC of a persona moral: the initials of the name's first three words, a real date, a homoclave, its check digit. */
export function fictitiousRfc(name: string, index: number): string {
  const initials = normalizeSearchText(name)
    .toUpperCase()
    .split(' ')
    .filter((w) => !['DE', 'DEL', 'Y', 'LA', 'LOS', 'SA', 'CV'].includes(w))
    .map((w) => w[0])
    .join('')
    .padEnd(3, 'X')
    .slice(0, 3);
  const yy = String(5 + (index % 18)).padStart(2, '0');
  const mm = String(1 + (index % 12)).padStart(2, '0');
  const dd = String(1 + ((index * 7) % 28)).padStart(2, '0');
  const body = `${initials}${yy}${mm}${dd}${homoclave[index % homoclave.length]}${homoclave[(index * 5 + 3) % homoclave.length]}`;
  return `${body}${rfcCheckDigit(`${body}0`)}`;
}

export const demoSuppliers: DemoSupplier[] = activities.flatMap((activity, a) =>
  qualifiers.map((qualifier, q) => {
    const index = a * qualifiers.length + q;
    const name = `${activity} ${qualifier} SA de CV`;
    return { id: `sup-demo-${String(index + 1).padStart(2, '0')}`, name, rfc: fictitiousRfc(name, index), supplierNumber: `PRV-${1101 + index}`, locked: index % 13 === 5 };
  }),
);

const phoneOf = (area: string, index: number, locationName: string): ContactPhone => {
  const local = String(10_000_000 + ((index * 7_919_331) % 89_999_999)).slice(0, 10 - area.length);
  const numbersOnly = `${area}${local}`;
  const split = local.length === 8 ? `${local.slice(0, 4)} ${local.slice(4)}` : `${local.slice(0, 3)} ${local.slice(3)}`;
  return { ordinal: 1, phoneNumber: numbersOnly, formattedNumber: `(${area}) ${split}`, locationName, numbersOnly, areaCode: area };
};

const addressOf = (index: number, displayName: string): ContactAddress => {
  const c = cities[index % cities.length]!;
  return {
    ordinal: 1,
    displayName,
    locationName: 'Oficina',
    address1: `Av. Independencia ${100 + index * 3}`,
    address2: c.colonia,
    city: c.city,
    state: c.state,
    zipCode: c.zip,
    country: 'México',
  };
};

export async function seedDirectory(scope: TenantScope, customerId: string | undefined, now: string, withSuppliers: boolean): Promise<void> {
  const contacts = new ContactsRepository();
  const base = { type: 'contact' as const, createdAt: now, modifiedAt: now };
  if (withSuppliers && customerId) {
    for (const [i, s] of demoSuppliers.entries()) {
      const c = cities[i % cities.length]!;
      const personKey = `per-demo-${String(i + 1).padStart(2, '0')}`;
      const first = firstNames[i % firstNames.length]!;
      const last1 = lastNames[i % lastNames.length]!;
      const last2 = lastNames[(i * 5 + 3) % lastNames.length]!;
      const email = `contacto${String(i + 1).padStart(2, '0')}@proveedores.example.com`;
      const phone = phoneOf(c.area, i, 'Oficina');
      await contacts.upsert(scope, {
        ...base,
        id: s.id,
        partyType: 2,
        displayName: s.name,
        organizationRole: 'supplier',
        locked: s.locked,
        summary: `Proveedor de servicios de ${s.name.split(' ')[0]!.toLowerCase()} en ${c.city}.`,
        identifiers: [
          { key: 'rfc', name: 'RFC', value: s.rfc },
          { key: 'supplier.id', name: 'ID de Proveedor', value: s.supplierNumber },
        ],
        emailAddress: email,
        emails: [{ ordinal: 1, emailAddress: email, locationName: 'Oficina' }],
        phoneNumber: phone.formattedNumber,
        phones: [phone],
        addresses: [addressOf(i, s.name)],
        memberIds: [personKey],
        customerIds: [customerId],
      });
      await contacts.upsert(scope, {
        ...base,
        id: personKey,
        partyType: 1,
        displayName: `${first} ${last1} ${last2}`,
        firstName: first,
        lastName1: last1,
        lastName2: last2,
        jobTitle: 'Representante legal',
        companyId: s.id,
        emailAddress: email,
        emails: [{ ordinal: 1, emailAddress: email, locationName: 'Trabajo' }],
        phoneNumber: phoneOf(c.area, i + 100, 'Celular').formattedNumber,
        phones: [phoneOf(c.area, i + 100, 'Celular')],
        identifiers: [],
        locked: false,
      });
    }
    await contacts.upsert(scope, {
      ...base,
      id: 'grp-proveedores-occidente',
      partyType: 3,
      displayName: 'Grupo Proveedores de Occidente',
      summary: 'Proveedores con operaciones en Jalisco y Guanajuato.',
      identifiers: [],
      locked: false,
      memberIds: demoSuppliers.filter((_, i) => ['Jalisco', 'Guanajuato'].includes(cities[i % cities.length]!.state)).map((s) => s.id),
    });
  }
  await refreshDirectoryFields(scope);
}

/** Every contact of the tenant gets its scopeIds, and people their company's name (organizations first). */
export async function refreshDirectoryFields(scope: TenantScope): Promise<void> {
  const contacts = new ContactsRepository();
  const all = await contacts.all(scope);
  const byId = new Map<string, ContactItem>();
  const save = async (item: ContactItem, changes: Partial<NewContact>) => {
    const next = { ...item, ...changes };
    byId.set(item.id, next);
    const same = Object.entries(changes).every(([k, v]) => JSON.stringify(item[k as keyof ContactItem]) === JSON.stringify(v));
    if (!same || !item.sortKey) {
      const { tenantId: _t, pk: _p, searchText: _s, sortKey: _k, ...rest } = next;
      await contacts.upsert(scope, rest);
    }
  };
  for (const item of all.filter((c) => c.partyType !== 1)) await save(item, { scopeIds: scopeIdsOf(item) });
  for (const item of all.filter((c) => c.partyType === 1)) {
    const company = item.companyId ? byId.get(item.companyId) : undefined;
    await save(item, { scopeIds: scopeIdsOf(item, company), ...(company ? { companyName: company.displayName } : {}) });
  }
}
