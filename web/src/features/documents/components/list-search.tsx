import { SearchBox, makeStyles } from '@fluentui/react-components';
import { documentsSearchMax } from '@expediente/contracts/documents/documents';
import { useCallback, useEffect, useState } from 'react';
import { listTexts } from './list-texts';

/** The documents search waits for a pause in typing (part 2 §7: debounced 500 ms). */
export const documentSearchDebounceMs = 500;

const useStyles = makeStyles({
  box: { width: '100%', maxWidth: '28rem' },
});

/**
 * The list's search box: asks 500 ms after the last keystroke (at once on Enter). When the query string changes
 * otherwise (back, a link, 'Limpiar filtros'), the box shows it; its own change does not overwrite newer typing.
 */
export function ListSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const styles = useStyles();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
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
    const timer = setTimeout(() => send(typed.trim()), documentSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [pending, typed, send]);

  return (
    <SearchBox
      className={styles.box}
      placeholder={listTexts.searchPlaceholder}
      aria-label={listTexts.searchLabel}
      maxLength={documentsSearchMax}
      value={typed}
      onChange={(_, data) => setTyped(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && pending) send(typed.trim());
      }}
    />
  );
}
