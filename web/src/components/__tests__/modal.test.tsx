import './fluent-jsdom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppButton } from '../app-button';
import { useConfirm, type ConfirmOptions } from '../confirm-dialog';
import { Modal } from '../modal';
import { TextField } from '../text-field';
import { renderUi } from './render-ui';

function ModalDemo({ withTrigger = false }: { withTrigger?: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = <AppButton onClick={() => setOpen(true)}>Editar contacto</AppButton>;
  return (
    <>
      <AppButton>Otro botón</AppButton>
      {!withTrigger && opener}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Editar contacto"
        trigger={withTrigger ? opener : undefined}
        actions={
          <>
            <AppButton variant="primary" onClick={() => setOpen(false)}>
              Guardar
            </AppButton>
            <AppButton onClick={() => setOpen(false)}>Cancelar</AppButton>
          </>
        }
      >
        <TextField label="Nombre" />
      </Modal>
    </>
  );
}

/** Lets Fluent finish its (test-mode) motion and focus work. */
const settle = () => act(async () => undefined);

describe('Modal', () => {
  for (const withTrigger of [false, true]) {
    it(`opens as a named modal dialog, traps focus, closes with Escape and returns focus (${withTrigger ? 'trigger' : 'opened from code'})`, async () => {
      const user = userEvent.setup();
      renderUi(<ModalDemo withTrigger={withTrigger} />);
      const opener = screen.getByRole('button', { name: 'Editar contacto' });
      await user.click(opener);
      await settle();

      const dialog = screen.getByRole('dialog', { name: 'Editar contacto' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.contains(document.activeElement)).toBe(true);
      // A modal with a form starts in its first field, not on the close button Fluent would pick.
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Nombre' }));

      // Tab and Shift+Tab cycle inside: name, save, cancel, close, and back to name.
      const names: string[] = [];
      for (let step = 0; step < 4; step += 1) {
        await user.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
        names.push(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
      }
      expect(names).toEqual(['Guardar', 'Cancelar', 'Cerrar', '']);
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cerrar' }));

      await user.keyboard('{Escape}');
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });
  }

  it('closes from its close button and its actions, returning focus each time', async () => {
    const user = userEvent.setup();
    renderUi(<ModalDemo />);
    const opener = screen.getByRole('button', { name: 'Editar contacto' });
    await user.click(opener);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

function InfoModal({ fields }: { fields: 'none' | 'disabled' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AppButton onClick={() => setOpen(true)}>Ver detalle</AppButton>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Detalle"
        actions={
          <>
            <AppButton variant="primary" onClick={() => setOpen(false)}>
              Marcar como leída
            </AppButton>
            <AppButton onClick={() => setOpen(false)}>Cerrar detalle</AppButton>
          </>
        }
      >
        <p>
          Texto con un <a href="/notifications">enlace</a>.
        </p>
        {fields === 'disabled' && <TextField label="Folio" disabled />}
      </Modal>
    </>
  );
}

describe('Modal initial focus', () => {
  it.each(['none', 'disabled'] as const)('starts on the first action when the modal has no field to fill (fields: %s)', async (fields) => {
    const user = userEvent.setup();
    renderUi(<InfoModal fields={fields} />);
    await user.click(screen.getByRole('button', { name: 'Ver detalle' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Detalle' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Marcar como leída' }));
  });
});

function ShrinkingActions() {
  const [read, setRead] = useState(false);
  return (
    <Modal
      open
      onOpenChange={() => undefined}
      title="Aviso"
      actions={
        <>
          {read && <AppButton onClick={() => setRead(false)}>Marcar como no leída</AppButton>}
          {!read && <AppButton onClick={() => setRead(true)}>Marcar como leída</AppButton>}
          <AppButton>Archivar</AppButton>
        </>
      }
    >
      <p>Texto</p>
    </Modal>
  );
}

describe('Modal focus while open', () => {
  it('brings focus back to the first action when the focused one goes away, instead of losing it to the page', async () => {
    const user = userEvent.setup();
    renderUi(<ShrinkingActions />);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Aviso' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Marcar como leída' }));
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como leída' }));
    await settle();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Marcar como no leída' }));
  });
});

const deleteOptions: ConfirmOptions = {
  title: 'Eliminar documento',
  message: '¿Desea eliminar el documento?',
  confirmLabel: 'Eliminar',
  variant: 'danger',
};

function ConfirmDemo({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const { confirm, confirmDialog } = useConfirm();
  return (
    <>
      <AppButton variant="danger" onClick={() => void confirm(deleteOptions).then(onAnswer)}>
        Eliminar
      </AppButton>
      {confirmDialog}
    </>
  );
}

describe('useConfirm', () => {
  async function open(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await settle();
    return screen.getByRole('alertdialog', { name: 'Eliminar documento' });
  }

  it('resolves true when confirmed, and returns focus', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderUi(<ConfirmDemo onAnswer={onAnswer} />);
    const dialog = await open(user);
    expect(within(dialog).getByText('¿Desea eliminar el documento?')).toBeTruthy();
    // Focus starts on a cancel (the close button), never on the destructive action.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await settle();
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Eliminar' }));
  });

  it.each([
    ['Cancelar', async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))],
  ])('resolves false on %s', async (_, cancel) => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderUi(<ConfirmDemo onAnswer={onAnswer} />);
    const dialog = await open(user);
    await cancel(user, dialog);
    await settle();
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
