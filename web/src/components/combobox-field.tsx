import { Combobox, Field, Option, type ComboboxProps } from '@fluentui/react-components';
import { useState } from 'react';
import { splitFieldFrame, type FieldFrameProps, type FieldOption } from './field-props';

export type ComboboxFieldProps = FieldFrameProps &
  Omit<
    ComboboxProps,
    'required' | 'className' | 'children' | 'selectedOptions' | 'defaultSelectedOptions' | 'onOptionSelect' | 'value' | 'multiselect'
  > & {
    options: readonly FieldOption[];
    selectedValue?: string | null;
    onSelectionChange?: (value: string | null) => void;
    /** Shown in the list when nothing matches what was typed. */
    noOptionsText?: string;
    comboboxClassName?: string;
  };

/**
 * Every combobox's chevron. Fluent makes it a second tab stop named 'Open', in English; here it is named in Spanish
 * and left out of the tab order, like a native select's arrow: the input opens the list with Alt+↓ or ↓, and a click
 * on the chevron still works.
 */
export const comboboxExpandIcon = { 'aria-label': 'Mostrar opciones', tabIndex: -1 } as const;

/** Lower case without accents, so 'medico' finds 'Médico'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-MX');
}

/** A labelled Fluent Combobox: type to filter a long list (accents and case ignored), arrows and Enter choose. */
export function ComboboxField(props: ComboboxFieldProps) {
  const { frame, control: { comboboxClassName, options, selectedValue, onSelectionChange, noOptionsText = 'Sin coincidencias', ...combobox } } = splitFieldFrame(props);
  // null: nothing typed since the last choice, so the input shows the chosen option and the list shows all.
  const [query, setQuery] = useState<string | null>(null);
  const selectedLabel = options.find((option) => option.value === selectedValue)?.label ?? '';
  const needle = normalizeSearch(query ?? '');
  const matches = needle ? options.filter((option) => normalizeSearch(option.label).includes(needle)) : options;
  return (
    <Field {...frame}>
      <Combobox
        expandIcon={comboboxExpandIcon}
        {...combobox}
        className={comboboxClassName}
        value={query ?? selectedLabel}
        selectedOptions={selectedValue ? [selectedValue] : []}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          setQuery(null);
          onSelectionChange?.(data.optionValue ?? null);
        }}
      >
        {matches.map((option) => (
          <Option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Option>
        ))}
        {matches.length === 0 && (
          <Option key="__none" value="" disabled text={noOptionsText}>
            {noOptionsText}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
