import { Field, Input, type InputProps } from '@fluentui/react-components';
import { fieldFrame, type FieldFrameProps } from './field-props';

export type TextFieldProps = FieldFrameProps & Omit<InputProps, 'required' | 'className'> & { inputClassName?: string };

/** A labelled Fluent Input with hint and validation message (text, email, password, number, date...). */
export function TextField({ label, hint, validationMessage, validationState, required, orientation, className, inputClassName, ...input }: TextFieldProps) {
  return (
    <Field {...fieldFrame({ label, hint, validationMessage, validationState, required, orientation, className })}>
      <Input {...input} className={inputClassName} />
    </Field>
  );
}
