import './fluent-jsdom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboboxField, normalizeSearch } from '../combobox-field';
import { DropdownField } from '../dropdown-field';
import type { FieldOption } from '../field-props';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { TextareaField } from '../textarea-field';
import { renderUi } from './render-ui';
import { description } from '../../test/described-by';

const options: FieldOption[] = [
  { value: 'sin', label: 'Servicios Industriales del Norte' },
  { value: 'med', label: 'Médica Integral' },
  { value: 'aym', label: 'Andamios y Montajes' },
];

describe('TextField and TextareaField', () => {
  it('label the control, and show the validation message as its description, marked invalid', () => {
    renderUi(
      <>
        <TextField label="RFC" required validationMessage="El RFC no es válido." hint="12 o 13 caracteres" />
        <TextField label="Correo" />
        <TextareaField label="Motivo de rechazo" validationMessage="El motivo es obligatorio." />
      </>,
    );
    const rfc = screen.getByRole('textbox', { name: /RFC/ });
    expect(rfc.getAttribute('aria-invalid')).toBe('true');
    expect(rfc.hasAttribute('required')).toBe(true);
    expect(description(rfc)).toContain('El RFC no es válido.');
    expect(description(rfc)).toContain('12 o 13 caracteres');

    const mail = screen.getByRole('textbox', { name: 'Correo' });
    expect(mail.getAttribute('aria-invalid')).toBeNull();

    const reason = screen.getByRole('textbox', { name: 'Motivo de rechazo' });
    expect(reason.tagName).toBe('TEXTAREA');
    expect(description(reason)).toContain('El motivo es obligatorio.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
  });

  it('does not mark a warning or success message as invalid', () => {
    renderUi(
      <>
        <TextField label="Teléfono" validationState="warning" validationMessage="Debe tener 10 dígitos." />
        <TextField label="Correo" validationState="success" validationMessage="Correo verificado." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Teléfono' }).getAttribute('aria-invalid')).toBeNull();
    expect(description(screen.getByRole('textbox', { name: 'Correo' }))).toContain('Correo verificado.');
  });

  it('passes typing through to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<TextField label="Nombre" onChange={(_, data) => onChange(data.value)} />);
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');
    expect(onChange).toHaveBeenLastCalledWith('Ana');
  });
});

describe('SelectField', () => {
  it('is a labelled native select with a placeholder and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<SelectField label="Proveedor" placeholder="Seleccione..." options={options} onValueChange={onValueChange} validationMessage="Seleccione un proveedor." />);
    const select = screen.getByRole('combobox', { name: 'Proveedor' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Seleccione...', ...options.map((option) => option.label)]);
    expect(description(select)).toContain('Seleccione un proveedor.');
    await user.selectOptions(select, 'med');
    expect(onValueChange).toHaveBeenCalledWith('med');
  });
});

function ControlledDropdown({ multiselect = false }: { multiselect?: boolean }) {
  const [values, setValues] = useState<string[]>([]);
  return (
    <>
      <DropdownField label="Proveedores" multiselect={multiselect} placeholder="Seleccione" options={options} selectedValues={values} onSelectionChange={setValues} />
      <output>{values.join(',')}</output>
    </>
  );
}

describe('DropdownField', () => {
  it('opens with the keyboard, chooses with Enter and shows the choice', async () => {
    const user = userEvent.setup();
    renderUi(<ControlledDropdown />);
    const dropdown = screen.getByRole('combobox', { name: 'Proveedores' });
    dropdown.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('med');
    expect(dropdown.textContent).toContain('Médica Integral');
  });

  it('chooses several values with the keyboard when multiselect', async () => {
    const user = userEvent.setup();
    renderUi(<ControlledDropdown multiselect />);
    const dropdown = screen.getByRole('combobox', { name: 'Proveedores' });
    dropdown.focus();
    // ArrowDown opens on the first option; Space toggles the active option and keeps the list open.
    await user.keyboard('{ArrowDown} {ArrowDown}{ArrowDown} ');
    // Fluent lists multiselect options as checkable menu items.
    const items = screen.getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false', 'true']);
    expect(screen.getByRole('status').textContent).toBe('sin,aym');
    expect(dropdown.textContent).toContain('Servicios Industriales del Norte, Andamios y Montajes');
  });
});

function ControlledCombobox() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <ComboboxField label="Proveedor" options={options} selectedValue={value} onSelectionChange={setValue} validationMessage={value ? undefined : 'Elija un proveedor.'} />
      <output>{value ?? ''}</output>
    </>
  );
}

describe('ComboboxField', () => {
  it('ignores accents and case when searching', () => {
    expect(normalizeSearch('MÉDICA Integral')).toBe('medica integral');
  });

  it('filters while typing, says when nothing matches, and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    renderUi(<ControlledCombobox />);
    const input = screen.getByRole('combobox', { name: 'Proveedor' });
    expect(description(input)).toContain('Elija un proveedor.');
    await user.type(input, 'medica');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Médica Integral']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('med');
    expect((input as HTMLInputElement).value).toBe('Médica Integral');

    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.getByRole('option', { name: 'Sin coincidencias' }).getAttribute('aria-disabled')).toBe('true');
  });
});
