import { contactSearchMax, contactTexts } from '@expediente/contracts/contacts/contacts';
import { DebouncedSearch } from '../../../components/debounced-search';
import { contactPageTexts } from '../contact-text';

/** Search debounce (part 1 §9). */
export const searchDebounceMs = 600;

export type ContactSearchProps = {
  /** The search the list shows (the query string's). */
  value: string;
  /** Called 600 ms after the last keystroke (at once on Enter) with the trimmed text. */
  onSearch: (search: string) => void;
};

/** 'Buscar un contacto...': asks once the user pauses typing. */
export function ContactSearch({ value, onSearch }: ContactSearchProps) {
  return (
    <DebouncedSearch
      value={value}
      onSearch={onSearch}
      debounceMs={searchDebounceMs}
      placeholder={contactTexts.searchPlaceholder}
      label={contactPageTexts.searchLabel}
      maxLength={contactSearchMax}
    />
  );
}
