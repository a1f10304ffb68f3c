import type { ContactDetail, ContactSummary, ContactsListResponse } from '@expediente/contracts/contacts/contacts';

let next = 0;

/** A row of GET /api/contacts (contracts' contactSummarySchema): an organization unless told otherwise. */
export function contactRow(overrides: Partial<ContactSummary> = {}): ContactSummary {
  next += 1;
  return {
    publicKey: `org-${next}`,
    partyType: 2,
    displayName: `Proveedor ${next} SA de CV`,
    organizationRole: 'supplier',
    identifiers: [{ key: 'rfc', name: 'RFC', value: `PRO0101${String(next).padStart(2, '0')}AB1` }],
    locked: false,
    ...overrides,
  };
}

export function listAnswer(contacts: ContactSummary[], totalCount = contacts.length, continuationToken?: string): ContactsListResponse {
  return { contacts, totalCount, ...(continuationToken ? { continuationToken } : {}) };
}

/** GET /api/contacts/{id} (contracts' contactDetailSchema) for an organization with everything filled in. */
export function organizationDetail(overrides: Partial<ContactDetail> = {}): ContactDetail {
  return {
    publicKey: 'org-limpieza-bajio',
    partyType: 2,
    displayName: 'Limpieza y Servicios del Bajío SA de CV',
    organizationRole: 'supplier',
    emailAddress: 'contacto@limpiezabajio.mx',
    phoneNumber: '477 555 0101',
    identifiers: [
      { key: 'rfc', name: 'RFC', value: 'LSB150312AB1' },
      { key: 'supplier.id', name: 'ID de Proveedor', value: 'PRV-0001' },
    ],
    locked: false,
    isPerson: false,
    isOrganization: true,
    isGroup: false,
    summary: 'Servicios de limpieza industrial en León y Celaya.',
    logicalKey: 'PRV-0001',
    modified: '2026-03-05T18:30:00.000Z',
    phones: [{ ordinal: 1, phoneNumber: '4775550101', formattedNumber: '477 555 0101', locationName: 'Oficina', numbersOnly: '4775550101', extension: '12' }],
    emails: [{ ordinal: 1, emailAddress: 'contacto@limpiezabajio.mx', locationName: 'Trabajo' }],
    addresses: [
      {
        ordinal: 1,
        displayName: 'Matriz',
        locationName: 'Oficina',
        address1: 'Blvd. Adolfo López Mateos 1402',
        address2: 'Col. Centro',
        city: 'León',
        state: 'Guanajuato',
        zipCode: '37000',
        country: 'México',
      },
    ],
    members: [
      { publicKey: 'per-ana', partyType: 1, displayName: 'Ana Torres Ruiz', emailAddress: 'ana@limpiezabajio.mx', identifiers: [], locked: false },
    ],
    groups: [{ publicKey: 'grp-corporativo-demo', displayName: 'Grupo Corporativo Demo' }],
    ...overrides,
  };
}

/** A person of that organization, with nothing but a job. */
export function personDetail(overrides: Partial<ContactDetail> = {}): ContactDetail {
  return {
    publicKey: 'per-ana',
    partyType: 1,
    displayName: 'Ana Torres Ruiz',
    company: 'Limpieza y Servicios del Bajío SA de CV',
    companyPublicKey: 'org-limpieza-bajio',
    identifiers: [],
    locked: false,
    isPerson: true,
    isOrganization: false,
    isGroup: false,
    jobTitle: 'Gerente de cumplimiento',
    modified: '2026-01-15T12:00:00.000Z',
    phones: [],
    emails: [],
    addresses: [],
    members: [],
    groups: [],
    ...overrides,
  };
}
