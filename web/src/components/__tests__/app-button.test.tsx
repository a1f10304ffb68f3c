import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppButton } from '../app-button';
import { variantLabels, variants } from '../variant';
import { renderUi } from './render-ui';

describe('AppButton', () => {
  it('renders every variant as a button named by its text', () => {
    renderUi(
      <>
        {variants.map((variant) => (
          <AppButton key={variant} variant={variant}>
            {variantLabels[variant]}
          </AppButton>
        ))}
      </>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(7);
    for (const variant of variants) {
      const button = screen.getByRole('button', { name: variantLabels[variant] });
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('data-variant')).toBe(variant);
    }
  });

  it('gives the status variants and the link their own classes, and keeps the disabled look when disabled', () => {
    renderUi(
      <>
        <AppButton variant="secondary">Base</AppButton>
        <AppButton variant="danger">Peligro</AppButton>
        <AppButton variant="link">Enlace</AppButton>
        <AppButton variant="danger" disabled>
          Peligro inactivo
        </AppButton>
        <AppButton variant="primary" disabled>
          Principal inactivo
        </AppButton>
      </>,
    );
    const classes = (name: string) => screen.getByRole('button', { name }).className;
    expect(classes('Peligro')).not.toBe(classes('Base'));
    expect(classes('Enlace')).not.toBe(classes('Base'));
    expect(screen.getByRole('button', { name: 'Peligro inactivo' }).hasAttribute('disabled')).toBe(true);
    // Disabled, a danger button looks exactly like a disabled primary button (no red).
    expect(classes('Peligro inactivo')).toBe(classes('Principal inactivo'));
    expect(classes('Peligro inactivo')).not.toBe(classes('Peligro'));
  });

  it('is activated by click, Enter and Space, and not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onDisabledClick = vi.fn();
    renderUi(
      <>
        <AppButton variant="link" onClick={onClick}>
          Ver detalle
        </AppButton>
        <AppButton variant="primary" disabled onClick={onDisabledClick}>
          Guardar
        </AppButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Ver detalle' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onDisabledClick).not.toHaveBeenCalled();
  });
});
