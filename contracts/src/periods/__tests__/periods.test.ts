import { describe, expect, it } from 'vitest';
import { roles } from '../../shared/roles';
import { canOpenPath, menuFor } from '../../shell/navigation';
import { can, hasPermission } from '../../shell/permissions';
import { firstOfMonth, isRealDay, lastOfMonth, periodBodySchema, periodMessages, periodsListQuerySchema } from '../periods';

const body = (over: Record<string, unknown> = {}) => ({ supplierPK: 'sup-1', customerPK: 'org-1', startDate: '2026-01-15', endDate: '2026-03-10', ...over });
/** Every message by field: one each is the rule. */
const errorsOf = (input: unknown) => {
  const parsed = periodBodySchema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path.join('.');
    expect(out[key], `${key}: ${issue.message}`).toBeUndefined();
    out[key] = issue.message;
  }
  return out;
};

describe('supplier period rules (part 2 §5, §9)', () => {
  it('accepts real calendar days from 1900 on, start not after end', () => {
    expect(periodBodySchema.safeParse(body()).success).toBe(true);
    expect(periodBodySchema.safeParse(body({ startDate: '1900-01-01', endDate: '1900-01-01' })).success).toBe(true);
    expect(periodBodySchema.safeParse(body({ startDate: '2024-02-29', endDate: '2024-02-29' })).success).toBe(true);
  });

  it('refuses each bad date with its Spanish message', () => {
    expect(errorsOf(body({ startDate: '2026-02-30' }))).toEqual({ startDate: periodMessages.dateNotReal });
    expect(errorsOf(body({ endDate: '2027-02-29' }))).toEqual({ endDate: periodMessages.dateNotReal });
    // A bad end date before the start gets its own message only.
    expect(errorsOf(body({ endDate: '2025-02-29' }))).toEqual({ endDate: periodMessages.dateNotReal });
    expect(errorsOf(body({ startDate: '1899-12-01' }))).toEqual({ startDate: periodMessages.yearTooOld });
    expect(errorsOf(body({ startDate: '2026/01/15' }))).toEqual({ startDate: periodMessages.dateFormat });
    expect(errorsOf(body({ startDate: '2026-04-01' }))).toEqual({ endDate: periodMessages.startAfterEnd });
    expect(errorsOf(body({ supplierPK: 'con espacios' }))).toEqual({ supplierPK: 'El identificador no es válido.' });
    expect(errorsOf({ startDate: '', endDate: '2026-01-01' })).toEqual({
      supplierPK: periodMessages.supplierRequired,
      customerPK: periodMessages.customerRequired,
      startDate: periodMessages.startRequired,
    });
  });

  it('normalises to whole months', () => {
    expect(firstOfMonth('2026-03-17')).toBe('2026-03-01');
    expect(lastOfMonth('2026-02-03')).toBe('2026-02-28');
    expect(lastOfMonth('2024-02-03')).toBe('2024-02-29');
    expect(lastOfMonth('1900-02-10')).toBe('1900-02-28');
    expect(lastOfMonth('2026-12-01')).toBe('2026-12-31');
    expect(isRealDay('2026-04-31')).toBe(false);
  });

  it('lists by start date, newest first, ten to a page by default', () => {
    expect(periodsListQuerySchema.parse({})).toEqual({ pageSize: 10, pageIndex: 1, sortedBy: 'start_date', sortOrder: 'DESC' });
    expect(periodsListQuerySchema.safeParse({ pageSize: '100' }).success).toBe(false);
  });
});

describe('who reads and keeps periods', () => {
  const allOn = { 'get-supplier-periods': true, 'get-all-periods': true, 'add-supplier-periods': true, 'edit-supplier-periods': true };
  it('menu, page guard and permissions agree: the roles with Periodo Proveedores in their menu read; administrators and customers write', () => {
    const withMenu = roles.filter((r) => menuFor(r, allOn).some((m) => m.path === '/supplier-periods'));
    expect(roles.filter((r) => hasPermission(r, 'read:periods'))).toEqual(withMenu);
    for (const role of roles) expect(canOpenPath(role, '/supplier-periods', allOn), role).toBe(withMenu.includes(role));
    expect(roles.filter((r) => hasPermission(r, 'create:periods'))).toEqual(['Developer', 'Customer', 'Support']);
    expect(roles.filter((r) => hasPermission(r, 'update:periods'))).toEqual(['Developer', 'Customer', 'Support']);
    expect(roles.filter((r) => hasPermission(r, 'read:periods:any'))).toEqual(['Developer', 'Support']);
  });

  it('the flags switch the page and the actions off', () => {
    // The page stays in the menu (its list call needs get-supplier-periods, and the page says when it is off).
    expect(canOpenPath('Supplier', '/supplier-periods', { ...allOn, 'get-supplier-periods': false })).toBe(true);
    expect(can('Customer', 'create:periods', { ...allOn, 'add-supplier-periods': false })).toBe(false);
    expect(can('Customer', 'update:periods', { ...allOn, 'edit-supplier-periods': false })).toBe(false);
  });
});
