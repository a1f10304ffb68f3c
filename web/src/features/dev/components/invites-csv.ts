import { neutraliseCsvCell, parseCsvRows, toCsv } from '@expediente/contracts/shared/csv';
import { roleLabels, roles, type Role } from '@expediente/contracts/shared/role-values';

/**
 * The invitations grid's rules (part 2 §5 'Invitations grid', §7 'Bulk invites'): CSV import with a header row and
 * the columns email, first name, last name, organization, role; organizations matched among the loaded contacts
 * ('Organización no encontrada'); only rows with an e-mail and a first name longer than one character are sent,
 * staggered 700 ms per row; any CSV written from the grid neutralises formula cells (= + - @).
 */

export type InviteRow = { id: string; email: string; firstName: string; lastName: string; organization: string; role: string };
export type Organization = { publicKey: string; name: string; role?: 'customer' | 'supplier' };

export const INVITE_CSV_MAX_BYTES = 256 * 1024;
export const INVITE_STAGGER_MS = 700;
export const csvColumns = ['email', 'first name', 'last name', 'organization', 'role'] as const;

export const invitesMessages = {
  tooLarge: 'El archivo CSV supera el límite de 256 KB.',
  noHeader: 'El CSV debe tener una fila de encabezados con las columnas email, first name, last name, organization y role.',
  empty: 'El CSV no tiene filas de invitaciones.',
  unreadable: 'No se pudo leer el archivo CSV.',
  organizationNotFound: 'Organización no encontrada',
  roleNotFound: 'Rol no válido',
  sent: 'mensajes enviados',
} as const;

/** The row's field names by the normalised header text (the spec's names, and the camelCase of the payload). */
const headerFields: Record<string, keyof Omit<InviteRow, 'id'>> = {
  email: 'email',
  'e-mail': 'email',
  emailaddress: 'email',
  'first name': 'firstName',
  firstname: 'firstName',
  'last name': 'lastName',
  lastname: 'lastName',
  organization: 'organization',
  organizationpublickey: 'organization',
  role: 'role',
};

/** RFC 4180 fields: commas or semicolons, double quotes with "" inside, CRLF or LF; a BOM is ignored. */
export const parseCsv = (text: string): string[][] => parseCsvRows(text).map((row) => row.cells);

export type CsvImport = { ok: true; rows: Omit<InviteRow, 'id'>[] } | { ok: false; message: string };

/** The grid rows of a CSV file's text; the header row names the columns (any order, case and spacing ignored). */
export function rowsFromCsv(text: string): CsvImport {
  const [header, ...body] = parseCsv(text);
  if (!header) return { ok: false, message: invitesMessages.empty };
  const fields = header.map((h) => headerFields[h.trim().toLowerCase().replace(/[_\s]+/g, ' ')] ?? headerFields[h.trim().toLowerCase().replace(/[_\s-]+/g, '')]);
  const required: (keyof Omit<InviteRow, 'id'>)[] = ['email', 'firstName', 'lastName', 'organization', 'role'];
  if (!required.every((f) => fields.includes(f))) return { ok: false, message: invitesMessages.noHeader };
  if (body.length === 0) return { ok: false, message: invitesMessages.empty };
  const rows = body.map((cells) => {
    const row = { email: '', firstName: '', lastName: '', organization: '', role: '' };
    fields.forEach((f, i) => {
      if (f) row[f] = (cells[i] ?? '').trim();
    });
    return row;
  });
  return { ok: true, rows };
}

/** A cell a spreadsheet would run as a formula (= + - @, or a tab / carriage return first) gets a leading quote. */
export const neutraliseCell = neutraliseCsvCell;

/** The grid as CSV (header row first), every cell neutralised: what 'Descargar CSV' writes. */
export function rowsToCsv(rows: readonly Omit<InviteRow, 'id'>[]): string {
  return toCsv(csvColumns, rows.map((r) => [r.email, r.firstName, r.lastName, r.organization, r.role]));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** The organization a cell names: by its key, or by its name ignoring case, accents and extra spaces. */
export function findOrganization(organizations: readonly Organization[], cell: string): Organization | undefined {
  const wanted = fold(cell);
  if (!wanted) return undefined;
  return organizations.find((o) => o.publicKey === cell.trim()) ?? organizations.find((o) => fold(o.name) === wanted);
}

/** The role a cell names: its id (Customer) or its Spanish label (Cliente), any case; blank is Cliente. */
export function findRole(cell: string): Role | undefined {
  const wanted = fold(cell);
  if (!wanted) return 'Customer';
  return roles.find((r) => r.toLowerCase() === wanted || fold(roleLabels[r]) === wanted);
}

/** Part 2 §5: only rows with an e-mail and a first name longer than one character are sent. */
export function isSendable(row: Pick<InviteRow, 'email' | 'firstName'>): boolean {
  return row.email.trim() !== '' && row.firstName.trim().length > 1;
}

/** When a row goes: 700 ms per its index among the rows sent (the first at once). */
export const staggerDelay = (index: number) => index * INVITE_STAGGER_MS;
