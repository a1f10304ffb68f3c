import { Field, Textarea, type TextareaProps } from '@fluentui/react-components';
import { fieldFrame, type FieldFrameProps } from './field-props';

export type TextareaFieldProps = FieldFrameProps & Omit<TextareaProps, 'required' | 'className'> & { textareaClassName?: string };

/** A labelled Fluent Textarea with hint and validation message (comments, rejection reasons...). */
export function TextareaField({
  label,
  hint,
  validationMessage,
  validationState,
  required,
  orientation,
  className,
  textareaClassName,
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field {...fieldFrame({ label, hint, validationMessage, validationState, required, orientation, className })}>
      <Textarea resize="vertical" {...textarea} className={textareaClassName} />
    </Field>
  );
}
