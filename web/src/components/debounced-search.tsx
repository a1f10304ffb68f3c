import { SearchBox, makeStyles } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';

export const searchTexts = { clear: (label: string) => `Vaciar «${label}»` } as const;

const useStyles = makeStyles({
  box: { width: '100%', maxWidth: '28rem' },
});

export type DebouncedSearchProps = {
  /** The search the list shows (the query string's). */
  value: string;
  /** Called `debounceMs` after the last keystroke (at once on Enter) with the trimmed text. */
  onSearch: (search: string) => void;
  debounceMs: number;
  placeholder: string;
  label: string;
  maxLength: number;
};

/**
 * A list's search box: asks once the user pauses typing. When the query string changes otherwise (back, a link,
 * 'Limpiar filtros'), the box shows it; a change this box made itself does not overwrite what was typed since.
 */
export function DebouncedSearch({ value, onSearch, debounceMs, placeholder, label, maxLength }: DebouncedSearchProps) {
  const styles = useStyles();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // What this box last asked for, until the query string shows it.
  const [sent, setSent] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    if (value !== sent) setTyped(value);
    setSent(null);
  }

  const pending = typed.trim() !== value;
  const send = useCallback(
    (search: string) => {
      setSent(search);
      onSearch(search);
    },
    [onSearch],
  );
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => send(typed.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [pending, typed, send, debounceMs]);

  return (
    <SearchBox
      className={styles.box}
      placeholder={placeholder}
      aria-label={label}
      maxLength={maxLength}
      // Fluent names its clear button 'clear', in English; several boxes share a page, so each says which it empties.
      dismiss={{ 'aria-label': searchTexts.clear(label) }}
      value={typed}
      onChange={(_, data) => setTyped(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && pending) send(typed.trim());
      }}
    />
  );
}
