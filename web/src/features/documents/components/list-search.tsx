import { documentsSearchMax } from '@expediente/contracts/documents/documents';
import { DebouncedSearch } from '../../../components/debounced-search';
import { listTexts } from './list-texts';

/** The documents search waits for a pause in typing (part 2 §7: debounced 500 ms). */
export const documentSearchDebounceMs = 500;

/** The list's search box: asks 500 ms after the last keystroke (at once on Enter). */
export function ListSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  return (
    <DebouncedSearch
      value={value}
      onSearch={onSearch}
      debounceMs={documentSearchDebounceMs}
      placeholder={listTexts.searchPlaceholder}
      label={listTexts.searchLabel}
      maxLength={documentsSearchMax}
    />
  );
}
