import { Field, Input, type InputProps } from '@fluentui/react-components';
import { splitFieldFrame, type FieldFrameProps } from './field-props';

export type TextFieldProps = FieldFrameProps & Omit<InputProps, 'required' | 'className'> & { inputClassName?: string };

/** A labelled Fluent Input with hint and validation message (text, email, password, number, date...). */
export function TextField(props: TextFieldProps) {
  const { frame, control: { inputClassName, ...input } } = splitFieldFrame(props);
  return (
    <Field {...frame}>
      <Input {...input} className={inputClassName} />
    </Field>
  );
}
