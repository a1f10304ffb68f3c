import { Button, Caption1, Field, Input, Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { splitFieldFrame, type FieldFrameProps } from './field-props';
import { SpanishCalendar, calendarTexts, fromIso } from './spanish-calendar';

export const dateFieldTexts = {
  placeholder: 'dd/mm/aaaa',
  openCalendar: (label: string) => `Elegir ${label.toLowerCase()} en el calendario`,
  invalid: 'Escriba la fecha como dd/mm/aaaa, por ejemplo 31/01/2026.',
  beforeMin: (min: string) => `La fecha no puede ser anterior al ${toDisplay(min)}.`,
  afterMax: (max: string) => `La fecha no puede ser posterior al ${toDisplay(max)}.`,
} as const;

/** '2026-01-31' → '31/01/2026' (the way dates are written in Mexico); '' for anything else. */
export function toDisplay(iso: string): string {
  const date = fromIso(iso);
  if (!date) return '';
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** '31/01/2026' (also 31-1-2026 or 31.1.2026) → '2026-01-31'; '' for an empty text; undefined when it is no date. */
export function fromDisplay(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return fromIso(iso) ? iso : undefined;
}

export type DateFieldProps = FieldFrameProps & {
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  /** Called with 'YYYY-MM-DD' once the text is a whole valid date within min / max, or '' when emptied. */
  onValueChange: (value: string) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  inputClassName?: string;
};

const useStyles = makeStyles({
  surface: { padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: 'calc(100vw - 2rem)' },
  keys: { color: tokens.colorNeutralForeground3, maxWidth: '16rem' },
});

/**
 * A date field that speaks Spanish whatever the browser's language (a native date input shows 'mm/dd/yyyy' in an
 * English browser): a text box for dd/mm/aaaa and a button that opens a Spanish calendar (Sunday first) in a
 * popover. The value is always 'YYYY-MM-DD'. A text that is not a date, or falls outside min / max, says so under
 * the field and changes nothing; a validationMessage given by the caller takes its place.
 */
export function DateField(props: DateFieldProps) {
  const { frame, control } = splitFieldFrame(props);
  const { value, onValueChange, min, max, disabled, inputClassName } = control;
  const styles = useStyles();
  const [text, setText] = useState(() => toDisplay(value));
  const [problem, setProblem] = useState<string>();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const keysId = useId();

  // A value changed from outside (a reset) shows in the box unless the box already says it (set during render,
  // React's pattern for state derived from a prop).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (fromDisplay(text) !== value) {
      setText(toDisplay(value));
      setProblem(undefined);
    }
  }

  /** The text's date if it may be used; otherwise the reason, shown once the user leaves the box. */
  function check(next: string): { iso?: string; reason?: string } {
    const iso = fromDisplay(next);
    if (iso === undefined) return { reason: dateFieldTexts.invalid };
    if (iso && min && iso < min) return { reason: dateFieldTexts.beforeMin(min) };
    if (iso && max && iso > max) return { reason: dateFieldTexts.afterMax(max) };
    return { iso };
  }

  function type(next: string) {
    setText(next);
    const { iso } = check(next);
    if (iso !== undefined) {
      setProblem(undefined);
      if (iso !== value) onValueChange(iso);
    }
  }

  function choose(iso: string) {
    setText(toDisplay(iso));
    setProblem(undefined);
    setOpen(false);
    if (iso !== value) onValueChange(iso);
    buttonRef.current?.focus();
  }

  const validationMessage = frame.validationMessage ?? problem;
  return (
    <Field {...frame} validationMessage={validationMessage}>
      <Input
        className={inputClassName}
        value={text}
        placeholder={dateFieldTexts.placeholder}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        onChange={(_, data) => type(data.value)}
        onBlur={() => setProblem(check(text).reason)}
        contentAfter={
          <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} trapFocus positioning="below-end" withArrow>
            <PopoverTrigger disableButtonEnhancement>
              <Button ref={buttonRef} appearance="transparent" size="small" icon={<CalendarRegular />} aria-label={dateFieldTexts.openCalendar(props.label)} disabled={disabled} />
            </PopoverTrigger>
            <PopoverSurface className={styles.surface} aria-label={calendarTexts.label} aria-describedby={keysId}>
              <SpanishCalendar value={value} min={min} max={max} onSelect={choose} focusOnMount />
              <Caption1 id={keysId} className={styles.keys}>
                {calendarTexts.keys}
              </Caption1>
            </PopoverSurface>
          </Popover>
        }
      />
    </Field>
  );
}
