import { describe, expect, it } from 'vitest';
import { findOrganization, findRole, isSendable, neutraliseCell, parseCsv, rowsFromCsv, rowsToCsv, staggerDelay, invitesMessages } from '../components/invites-csv';

describe('invitations CSV', () => {
  it('reads quoted fields, commas or semicolons, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffa,"b, c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('needs a header row with email, first name, last name, organization and role (any order or case)', () => {
    const ok = rowsFromCsv('Role,Email,First Name,Last Name,Organization\nCliente,ana@ejemplo.mx,Ana,López,Demo Corporativo\n');
    expect(ok).toEqual({ ok: true, rows: [{ email: 'ana@ejemplo.mx', firstName: 'Ana', lastName: 'López', organization: 'Demo Corporativo', role: 'Cliente' }] });
    expect(rowsFromCsv('ana@ejemplo.mx,Ana,López,Demo,Cliente\n')).toEqual({ ok: false, message: invitesMessages.noHeader });
    expect(rowsFromCsv('email,first name,last name,organization,role\n')).toEqual({ ok: false, message: invitesMessages.empty });
  });

  it('neutralises formula cells (= + - @) on export', () => {
    expect(['=1+1', '+52', '-x', '@SUM(A1)', 'normal'].map(neutraliseCell)).toEqual(["'=1+1", "'+52", "'-x", "'@SUM(A1)", 'normal']);
    const csv = rowsToCsv([{ email: 'a@b.mx', firstName: '=HYPERLINK("http://x")', lastName: 'Ruiz, Sr.', organization: '@org', role: 'Cliente' }]);
    expect(csv).toBe('email,first name,last name,organization,role\r\na@b.mx,"\'=HYPERLINK(""http://x"")","Ruiz, Sr.",\'@org,Cliente\r\n');
  });

  it('matches organizations by key or by name ignoring case and accents, and roles by id or Spanish label', () => {
    const orgs = [{ publicKey: 'org-1', name: 'Limpieza del Bajío' }];
    expect(findOrganization(orgs, ' limpieza DEL bajio ')?.publicKey).toBe('org-1');
    expect(findOrganization(orgs, 'org-1')?.publicKey).toBe('org-1');
    expect(findOrganization(orgs, 'Otra')).toBeUndefined();
    expect([findRole('Proveedor'), findRole('customer'), findRole(''), findRole('jefe')]).toEqual(['Supplier', 'Customer', 'Customer', undefined]);
  });

  it('sends only rows with an e-mail and a first name longer than one character, 700 ms apart', () => {
    expect(isSendable({ email: 'a@b.mx', firstName: 'Al' })).toBe(true);
    expect(isSendable({ email: 'a@b.mx', firstName: ' A ' })).toBe(false);
    expect(isSendable({ email: ' ', firstName: 'Ana' })).toBe(false);
    expect([0, 1, 2].map(staggerDelay)).toEqual([0, 700, 1400]);
  });
});
