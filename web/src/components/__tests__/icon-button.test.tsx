import './fluent-jsdom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditRegular } from '@fluentui/react-icons';
import { describe, expect, it, vi } from 'vitest';
import { AppButton } from '../app-button';
import { HelpTooltip, IconButton } from '../icon-button';
import { renderUi } from './render-ui';

describe('IconButton and tooltips', () => {
  it('names an icon-only button by its tooltip, shows the tooltip on keyboard focus and hides it with Escape', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderUi(
      <>
        <AppButton>Antes</AppButton>
        <IconButton icon={<EditRegular />} label="Editar contacto" onClick={onClick} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Editar contacto' });
    expect(button.textContent).toBe('');
    screen.getByRole('button', { name: 'Antes' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Editar contacto');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('adds a description to a named element', async () => {
    renderUi(
      <HelpTooltip content="Se envía al correo del contacto principal.">
        <AppButton>Enviar invitación</AppButton>
      </HelpTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Enviar invitación' });
    const describedBy = button.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    act(() => button.focus());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(document.getElementById(describedBy!)?.textContent).toBe('Se envía al correo del contacto principal.');
  });
});
