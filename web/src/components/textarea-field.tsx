import { Field, Textarea, type TextareaProps } from '@fluentui/react-components';
import { splitFieldFrame, type FieldFrameProps } from './field-props';

export type TextareaFieldProps = FieldFrameProps & Omit<TextareaProps, 'required' | 'className'> & { textareaClassName?: string };

/** A labelled Fluent Textarea with hint and validation message (comments, rejection reasons...). */
export function TextareaField(props: TextareaFieldProps) {
  const { frame, control: { textareaClassName, ...textarea } } = splitFieldFrame(props);
  return (
    <Field {...frame}>
      <Textarea resize="vertical" {...textarea} className={textareaClassName} />
    </Field>
  );
}
