import { Body1Strong, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so the browser's time zone never shifts a day. Month and
 * day names are fixed in Spanish (es-MX) here rather than taken from Intl, whose texts follow the ICU version.
 */
export const monthNames = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const;
/** Weeks start on Sunday in Mexico. */
export const weekdayNames = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const weekdayShort = ['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sá'] as const;

export const calendarTexts = {
  label: 'Calendario',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  monthYear: (month: number, year: number) => `${monthNames[month]} de ${year}`,
  day: (iso: string) => {
    const date = fromIso(iso)!;
    return `${weekdayNames[date.getUTCDay()]}, ${date.getUTCDate()} de ${monthNames[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
  },
  keys: 'Flechas: día y semana; RePág y AvPág: mes; Inicio y Fin: semana; Enter elige.',
} as const;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC date of a valid 'YYYY-MM-DD' (no 31 February), else undefined. */
export function fromIso(iso: string | undefined): Date | undefined {
  const match = iso ? isoPattern.exec(iso) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date;
}

export const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Today in Mexico City, as 'YYYY-MM-DD'. */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function addDays(iso: string, days: number): string {
  const date = fromIso(iso)!;
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The same day `months` later, or the month's last day (31 January + 1 month = 28/29 February). */
function addMonths(iso: string, months: number): string {
  const date = fromIso(iso)!;
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return toIso(target);
}

const clamp = (iso: string, min?: string, max?: string) => (min && iso < min ? min : max && iso > max ? max : iso);

/** The 6 weeks (Sunday first) shown for the month of `iso`. */
function weeksOf(iso: string): string[][] {
  const date = fromIso(iso)!;
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const start = addDays(toIso(first), -first.getUTCDay());
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)));
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: 'max-content', maxWidth: '100%' },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { textTransform: 'capitalize' },
  grid: { borderCollapse: 'collapse' },
  weekday: { width: '2.25rem', height: '2rem', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, textAlign: 'center' },
  cell: { padding: 0, textAlign: 'center' },
  day: { minWidth: '2.25rem', width: '2.25rem', height: '2.25rem', padding: 0, fontWeight: tokens.fontWeightRegular },
  outside: { color: tokens.colorNeutralForeground4 },
  today: { fontWeight: tokens.fontWeightBold, textDecorationLine: 'underline' },
  disabled: { color: tokens.colorNeutralForegroundDisabled, textDecorationLine: 'line-through' },
});

export type SpanishCalendarProps = {
  /** The chosen date ('YYYY-MM-DD') or ''. */
  value: string;
  onSelect: (iso: string) => void;
  min?: string;
  max?: string;
  /** Focus the active day once shown (in a popover, rather than its first button). */
  focusOnMount?: boolean;
};

/**
 * A month grid in Spanish (ARIA grid of day buttons, one Tab stop): arrows move a day or a week, Page Up / Page
 * Down a month (with Shift a year), Home / End to the week's ends, Enter or Space choose. Days outside min / max
 * cannot be chosen. Focus starts on the chosen day, else today (within min / max).
 */
export function SpanishCalendar({ value, onSelect, min, max, focusOnMount = false }: SpanishCalendarProps) {
  const styles = useStyles();
  const today = todayIso();
  const [active, setActive] = useState(() => clamp(fromIso(value) ? value : today, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const activeDate = fromIso(active)!;
  const month = activeDate.getUTCMonth();
  const year = activeDate.getUTCFullYear();
  const outOfRange = (iso: string) => (!!min && iso < min) || (!!max && iso > max);

  const focusActive = () => gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${active}"]`)?.focus();
  // Keyboard moves take the focus along.
  useEffect(() => {
    if (moved.current) focusActive();
  }, [active]); // eslint-disable-line react-hooks/exhaustive-deps
  // After the popover has placed its own first focus.
  useEffect(() => {
    if (!focusOnMount) return;
    const timer = setTimeout(focusActive);
    return () => clearTimeout(timer);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const move = (next: string) => {
    moved.current = true;
    setActive(clamp(next, min, max));
  };

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const weekday = activeDate.getUTCDay();
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      PageUp: () => addMonths(active, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(active, event.shiftKey ? 12 : 1),
      Home: () => addDays(active, -weekday),
      End: () => addDays(active, 6 - weekday),
    };
    const next = moves[event.key];
    if (next) {
      event.preventDefault();
      move(next());
    }
  }

  const previousMonthEnd = toIso(new Date(Date.UTC(year, month, 0)));
  const nextMonthStart = toIso(new Date(Date.UTC(year, month + 1, 1)));

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={calendarTexts.previousMonth}
          disabled={!!min && previousMonthEnd < min}
          onClick={() => move(addMonths(active, -1))}
        />
        <Body1Strong className={styles.title} aria-live="polite">
          {calendarTexts.monthYear(month, year)}
        </Body1Strong>
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={calendarTexts.nextMonth}
          disabled={!!max && nextMonthStart > max}
          onClick={() => move(addMonths(active, 1))}
        />
      </div>
      <table ref={gridRef} role="grid" className={styles.grid} aria-label={calendarTexts.monthYear(month, year)} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayShort.map((short, index) => (
              <th key={short} scope="col" abbr={weekdayNames[index]} className={styles.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(active).map((week) => (
            <tr key={week[0]}>
              {week.map((iso) => {
                const date = fromIso(iso)!;
                const disabled = outOfRange(iso);
                return (
                  <td key={iso} role="gridcell" className={styles.cell} aria-selected={iso === value}>
                    <Button
                      data-date={iso}
                      appearance={iso === value ? 'primary' : 'subtle'}
                      className={mergeClasses(
                        styles.day,
                        date.getUTCMonth() !== month && styles.outside,
                        iso === today && styles.today,
                        disabled && styles.disabled,
                      )}
                      tabIndex={iso === active ? 0 : -1}
                      aria-label={calendarTexts.day(iso)}
                      aria-current={iso === today ? 'date' : undefined}
                      disabledFocusable={disabled}
                      onClick={() => {
                        if (!disabled) onSelect(iso);
                      }}
                    >
                      {date.getUTCDate()}
                    </Button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
