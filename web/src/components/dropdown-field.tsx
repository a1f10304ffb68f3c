import { Dropdown, Field, Option, type DropdownProps } from '@fluentui/react-components';
import { splitFieldFrame, type FieldFrameProps, type FieldOption } from './field-props';

export type DropdownFieldProps = FieldFrameProps &
  Omit<DropdownProps, 'required' | 'className' | 'children' | 'selectedOptions' | 'defaultSelectedOptions' | 'onOptionSelect' | 'value'> & {
    options: readonly FieldOption[];
    /** The chosen values (one unless multiselect). */
    selectedValues?: readonly string[];
    onSelectionChange?: (values: string[]) => void;
    dropdownClassName?: string;
  };

/** A labelled Fluent Dropdown (a listbox button): one or several values from a list; type-ahead and arrows choose. */
export function DropdownField(props: DropdownFieldProps) {
  const { frame, control: { dropdownClassName, options, selectedValues, onSelectionChange, ...dropdown } } = splitFieldFrame(props);
  const shown =
    selectedValues === undefined
      ? undefined
      : options
          .filter((option) => selectedValues.includes(option.value))
          .map((option) => option.label)
          .join(', ');
  return (
    <Field {...frame}>
      <Dropdown
        {...dropdown}
        className={dropdownClassName}
        value={shown}
        selectedOptions={selectedValues === undefined ? undefined : [...selectedValues]}
        onOptionSelect={(_, data) => onSelectionChange?.(data.selectedOptions)}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
