import { Checkbox, Field, type CheckboxProps, type FieldProps } from '@fluentui/react-components';

export type AppCheckboxProps = Omit<CheckboxProps, 'label' | 'onChange'> & {
  label: string;
  onCheckedChange?: (checked: boolean | 'mixed') => void;
  hint?: FieldProps['hint'];
  validationMessage?: FieldProps['validationMessage'];
};

/** A labelled Fluent Checkbox (Space toggles; 'mixed' for a partly chosen group), with an optional message. */
export function AppCheckbox({ label, onCheckedChange, hint, validationMessage, ...props }: AppCheckboxProps) {
  const control = <Checkbox {...props} label={label} onChange={(_, data) => onCheckedChange?.(data.checked)} />;
  if (hint === undefined && validationMessage === undefined) return control;
  return (
    <Field hint={hint} validationMessage={validationMessage}>
      {control}
    </Field>
  );
}
