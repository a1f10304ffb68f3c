import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppCheckbox } from '../app-checkbox';
import { AppSwitch } from '../app-switch';
import { renderUi } from './render-ui';

function Consent() {
  const [accepted, setAccepted] = useState(false);
  return (
    <AppCheckbox
      label="Acepto el aviso de privacidad"
      checked={accepted}
      onCheckedChange={(checked) => setAccepted(checked === true)}
      validationMessage={accepted ? undefined : 'Debe aceptar el aviso de privacidad.'}
    />
  );
}

describe('AppSwitch', () => {
  it('is a switch named by its label that Space toggles', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderUi(
      <>
        <AppSwitch label="Tema oscuro" onCheckedChange={onCheckedChange} />
        <AppSwitch label="Mantenimiento" disabled />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Tema oscuro' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    toggle.focus();
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Mantenimiento' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('AppCheckbox', () => {
  it('is a checkbox named by its label; Space toggles it and clears its validation message', async () => {
    const user = userEvent.setup();
    renderUi(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'Acepto el aviso de privacidad' });
    expect(screen.getByText('Debe aceptar el aviso de privacidad.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    box.focus();
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Debe aceptar el aviso de privacidad.')).toBeNull();
  });

  it('shows a partly chosen group as mixed', () => {
    renderUi(<AppCheckbox label="Todos" checked="mixed" />);
    // A native checkbox in the indeterminate state (announced as 'mixed').
    expect((screen.getByRole('checkbox', { name: 'Todos' }) as HTMLInputElement).indeterminate).toBe(true);
  });
});
