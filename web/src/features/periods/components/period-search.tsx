import { SearchBox, makeStyles } from '@fluentui/react-components';
import { periodSearchMax } from '@expediente/contracts/periods/periods';
import { useEffect, useState } from 'react';
import { periodPageTexts } from '../period-text';

/** Search debounce: the lists' 600 ms (part 1 §9). */
export const periodSearchDebounceMs = 600;

const useStyles = makeStyles({ box: { width: '100%', maxWidth: '32rem' } });

/** The periods search: asks once the user pauses typing (at once on Enter) with the trimmed text. */
export function PeriodSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const styles = useStyles();
  const [typed, setTyped] = useState(value);
  const pending = typed.trim() !== value;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => onSearch(typed.trim()), periodSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [pending, typed, onSearch]);
  return (
    <SearchBox
      className={styles.box}
      aria-label={periodPageTexts.searchLabel}
      placeholder={periodPageTexts.searchPlaceholder}
      maxLength={periodSearchMax}
      value={typed}
      onChange={(_, data) => setTyped(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && pending) onSearch(typed.trim());
      }}
    />
  );
}
