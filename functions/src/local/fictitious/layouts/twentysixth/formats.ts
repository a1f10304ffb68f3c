/**
 * Date and money forms of the 26th variants' legacy systems and form-filling tools (session 13), kept apart from
 * format.ts: COBOL and desktop payroll reports, older bank cores and flattened PDF forms.
 */
import { monthAbbr } from '../../format';

/** "05032026" (COBOL's DDMMAAAA), "05/MAR/26" (older bank cores), "05.MAR.2026" (desktop payroll reports), "05  03  2026" (a form's Día / Mes / Año boxes). */
export type LegacyDateStyle = 'ddmmyyyy' | 'monSlashShortUpper' | 'monDotUpperFull' | 'boxes';

export function legacyDate(iso: string, style: LegacyDateStyle): string {
  const y = iso.slice(0, 4);
  const mm = iso.slice(5, 7);
  const d = iso.slice(8, 10);
  const mon = monthAbbr[Number(mm) - 1] ?? '';
  switch (style) {
    case 'ddmmyyyy':
      return `${d}${mm}${y}`;
    case 'monSlashShortUpper':
      return `${d}/${mon}/${y.slice(2)}`;
    case 'monDotUpperFull':
      return `${d}.${mon}.${y}`;
    case 'boxes':
      return `${d}  ${mm}  ${y}`;
  }
}

/** "****12,345.60" (fixed-width check protection without the sign) and "$     12,345.60" (the sign at the column's left, the amount right-aligned in 12). */
export type LegacyMoneyStyle = 'starFill' | 'dollarColumn';

export function legacyMoney(amount: number, style: LegacyMoneyStyle): string {
  const [int = '0', dec = '00'] = amount.toFixed(2).split('.');
  const n = `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
  switch (style) {
    case 'starFill':
      return n.padStart(14, '*');
    case 'dollarColumn':
      return `$${n.padStart(12)}`;
  }
}

/** A fixed-width line: each cell padded (or right-aligned, when its width is negative) to its column, as COBOL and SUA reports print. */
export function columns(cells: string[], widths: number[]): string {
  return cells.map((c, i) => {
    const w = widths[i] ?? c.length;
    return w < 0 ? c.padStart(-w) : c.padEnd(w);
  }).join(' ').trimEnd();
}

export const dashes = (n: number): string => '-'.repeat(n);
