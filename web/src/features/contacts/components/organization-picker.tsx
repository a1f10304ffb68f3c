import { Combobox, Field, Option, Spinner } from '@fluentui/react-components';
import { contactSearchMax } from '@expediente/contracts/contacts/contacts';
import { useEffect, useState } from 'react';
import { comboboxExpandIcon } from '../../../components/combobox-field';
import { useOrganizationChoices, type OrganizationRole } from '../api/get-organization-choices';
import { onboardingTexts } from './onboarding-text';

/** Typing waits this long before asking the server (the list's search waits 600 ms; a picker answers sooner). */
const pickerDebounceMs = 300;

export type PickedOrganization = { publicKey: string; displayName: string };

export type OrganizationPickerProps = {
  label: string;
  role: OrganizationRole;
  value: PickedOrganization | undefined;
  onChange: (value: PickedOrganization | undefined) => void;
  validationMessage?: string;
  disabled?: boolean;
  required?: boolean;
  /** When the caller may see exactly one organization of this kind (their own company), it is chosen for them. */
  chooseOnlyOption?: boolean;
};

/**
 * A customer or supplier organization, found on the server as the user types (name, RFC, supplier number: the
 * directory's search), among those the user may see: a tenant has hundreds of suppliers, so the list is never
 * loaded whole. Only an organization chosen from the list counts (part 2 §5: 'seleccione una de la lista').
 */
export function OrganizationPicker({ label, role, value, onChange, validationMessage, disabled, required, chooseOnlyOption }: OrganizationPickerProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    const next = (typed ?? '').trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), pickerDebounceMs);
    return () => clearTimeout(timer);
  }, [typed, search]);
  const { data, error, isLoading } = useOrganizationChoices(role, search);
  const options = data?.contacts ?? [];

  const only = chooseOnlyOption && !search && data?.totalCount === 1 ? options[0] : undefined;
  useEffect(() => {
    if (only && !value) onChange({ publicKey: only.publicKey, displayName: only.displayName });
  }, [only, value, onChange]);

  const more = data && data.totalCount > options.length ? onboardingTexts.pickerMore(options.length, data.totalCount) : undefined;
  return (
    <Field label={label} required={required} validationMessage={validationMessage ?? (error ? onboardingTexts.pickerFailed : undefined)} hint={more}>
      <Combobox
        expandIcon={comboboxExpandIcon}
        disabled={disabled}
        maxLength={contactSearchMax}
        placeholder={onboardingTexts.pickerPlaceholder}
        value={typed ?? value?.displayName ?? ''}
        selectedOptions={value ? [value.publicKey] : []}
        onChange={(event) => {
          setTyped(event.target.value);
          if (value) onChange(undefined);
        }}
        onOptionSelect={(_, selected) => {
          const chosen = options.find((o) => o.publicKey === selected.optionValue);
          setTyped(null);
          onChange(chosen ? { publicKey: chosen.publicKey, displayName: chosen.displayName } : undefined);
        }}
      >
        {options.map((o) => (
          <Option key={o.publicKey} value={o.publicKey} text={o.displayName}>
            {o.displayName}
          </Option>
        ))}
        {options.length === 0 && (
          <Option key="__none" value="" disabled text={isLoading ? onboardingTexts.pickerLoading : onboardingTexts.pickerNone}>
            {isLoading ? <Spinner size="extra-tiny" label={onboardingTexts.pickerLoading} /> : onboardingTexts.pickerNone}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
