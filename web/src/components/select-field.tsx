import { Field, Select, type SelectProps } from '@fluentui/react-components';
import { splitFieldFrame, type FieldFrameProps, type FieldOption } from './field-props';

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectProps, 'required' | 'className' | 'children' | 'onChange'> & {
    options: readonly FieldOption[];
    /** A first empty option ('Seleccione...'), chosen while value is ''. */
    placeholder?: string;
    onValueChange?: (value: string) => void;
    selectClassName?: string;
  };

/** A labelled native select (Fluent Select): short fixed lists, best on phones. */
export function SelectField(props: SelectFieldProps) {
  const { frame, control: { selectClassName, options, placeholder, onValueChange, ...select } } = splitFieldFrame(props);
  return (
    <Field {...frame}>
      <Select {...select} className={selectClassName} onChange={(_, data) => onValueChange?.(data.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
