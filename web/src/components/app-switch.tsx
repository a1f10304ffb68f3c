import { Field, Switch, type FieldProps, type SwitchProps } from '@fluentui/react-components';

export type AppSwitchProps = Omit<SwitchProps, 'label' | 'onChange'> & {
  /** Names the switch; says what 'on' means ('Tema oscuro', 'Notificaciones por correo'). */
  label: string;
  onCheckedChange?: (checked: boolean) => void;
  hint?: FieldProps['hint'];
  validationMessage?: FieldProps['validationMessage'];
};

/** A labelled Fluent Switch (role switch; Space toggles), for settings that apply at once. */
export function AppSwitch({ label, onCheckedChange, hint, validationMessage, ...props }: AppSwitchProps) {
  const control = <Switch {...props} label={label} onChange={(_, data) => onCheckedChange?.(data.checked)} />;
  if (hint === undefined && validationMessage === undefined) return control;
  return (
    <Field hint={hint} validationMessage={validationMessage}>
      {control}
    </Field>
  );
}
