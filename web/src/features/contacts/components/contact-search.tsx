import { SearchBox, makeStyles } from '@fluentui/react-components';
import { contactSearchMax, contactTexts } from '@expediente/contracts/contacts/contacts';
import { useCallback, useEffect, useState } from 'react';
import { contactPageTexts } from '../contact-text';

/** Search debounce (part 1 §9). */
export const searchDebounceMs = 600;

const useStyles = makeStyles({
  box: { width: '100%', maxWidth: '28rem' },
});

export type ContactSearchProps = {
  /** The search the list shows (the query string's). */
  value: string;
  /** Called 600 ms after the last keystroke (at once on Enter) with the trimmed text. */
  onSearch: (search: string) => void;
};

/**
 * 'Buscar un contacto...': asks once the user pauses typing. When the query string changes otherwise (back,
 * a link), the box shows it; a change this box made itself does not overwrite what was typed since.
 */
export function ContactSearch({ value, onSearch }: ContactSearchProps) {
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
    const timer = setTimeout(() => send(typed.trim()), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [pending, typed, send]);

  return (
    <SearchBox
      className={styles.box}
      placeholder={contactTexts.searchPlaceholder}
      aria-label={contactPageTexts.searchLabel}
      maxLength={contactSearchMax}
      value={typed}
      onChange={(_, data) => setTyped(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && pending) send(typed.trim());
      }}
    />
  );
}
