import type { FieldProps } from '@fluentui/react-components';

/**
 * What every form field of the design system takes besides its control: a label (always: it names the control),
 * an optional hint and a validation message. A message shows as an error unless validationState says otherwise,
 * and marks the control aria-invalid and describes it (Fluent Field).
 */
export type FieldFrameProps = {
  label: string;
  hint?: FieldProps['hint'];
  validationMessage?: FieldProps['validationMessage'];
  validationState?: FieldProps['validationState'];
  required?: boolean;
  orientation?: FieldProps['orientation'];
  /** Class of the Field (the frame around label, control and message). */
  className?: string;
};

/** An option of a select, dropdown or combobox. */
export type FieldOption = { value: string; label: string; disabled?: boolean };

/** Splits a field's props into the Field frame's and the rest, which goes to its control. */
export function splitFieldFrame<P extends FieldFrameProps>(props: P): { frame: FieldProps; control: Omit<P, keyof FieldFrameProps> } {
  const { label, hint, validationMessage, validationState, required, orientation, className, ...control } = props;
  return { frame: { label, hint, validationMessage, validationState, required, orientation, className }, control };
}
