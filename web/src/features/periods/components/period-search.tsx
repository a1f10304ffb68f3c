import { periodSearchMax } from '@expediente/contracts/periods/periods';
import { DebouncedSearch } from '../../../components/debounced-search';
import { periodPageTexts } from '../period-text';

/** Search debounce: the lists' 600 ms (part 1 §9). */
export const periodSearchDebounceMs = 600;

/** The periods search: asks once the user pauses typing (at once on Enter) with the trimmed text. */
export function PeriodSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  return (
    <DebouncedSearch
      value={value}
      onSearch={onSearch}
      debounceMs={periodSearchDebounceMs}
      label={periodPageTexts.searchLabel}
      placeholder={periodPageTexts.searchPlaceholder}
      maxLength={periodSearchMax}
    />
  );
}
