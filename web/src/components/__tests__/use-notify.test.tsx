import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../app/app-toaster';
import { AppProviders } from '../../app/providers';
import { setToastTopInset } from '../../lib/toaster';
import { AppButton } from '../app-button';
import { importantPushAlertTimeoutMs, notificationExitMs, pushAlertTimeoutMs, toastTimeoutMs, useNotify, type PushAlertOptions, type ToastOptions } from '../use-notify';


type Fire = { toast?: [string, ToastOptions?]; push?: PushAlertOptions };

function Launcher({ fire }: { fire: Fire }) {
  const notify = useNotify();
  return (
    <AppButton
      onClick={() => {
        if (fire.toast) notify.toast(...fire.toast);
        if (fire.push) notify.push(fire.push);
      }}
    >
      Lanzar
    </AppButton>
  );
}

function launch(fire: Fire) {
  render(
    <AppProviders>
      <Launcher fire={fire} />
      <AppToaster />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Lanzar' }));
  // Let Fluent mount the toast and finish its (test-mode) enter motion.
  act(() => undefined);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The toast or push alert showing this text (the aria-live region repeats the text, so search the toasts). */
function shown(text: string): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('[data-notification]')].find((element) => element.textContent?.includes(text)) ?? null;
}

function leaving(text: string): boolean {
  return shown(text)?.hasAttribute('data-leaving') ?? false;
}

const position = (text: string) => shown(text)?.closest('[data-toaster-position]')?.getAttribute('data-toaster-position');

const liveText = () =>
  [...document.querySelectorAll('[aria-live]')].map((region) => `${region.getAttribute('aria-live')}:${region.textContent ?? ''}`).join('|');

describe('useNotify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec timings (3 s toast, 5 s push, 10 s important, 400 ms exit)', () => {
    expect([toastTimeoutMs, pushAlertTimeoutMs, importantPushAlertTimeoutMs, notificationExitMs]).toEqual([3000, 5000, 10_000, 400]);
  });

  it('shows a toast top-right, announces it politely, and removes it after 3 s and the 400 ms exit', () => {
    launch({ toast: ['Documento guardado', { variant: 'success' }] });
    expect(position('Documento guardado')).toBe('top-end');
    expect(shown('Documento guardado')?.getAttribute('data-variant')).toBe('success');
    expect(liveText()).toContain('polite:Documento guardado');

    advance(toastTimeoutMs - 1);
    expect(leaving('Documento guardado')).toBe(false);
    advance(1);
    expect(leaving('Documento guardado')).toBe(true);
    advance(notificationExitMs - 1);
    expect(shown('Documento guardado')).not.toBeNull();
    advance(1);
    expect(shown('Documento guardado')).toBeNull();
  });

  it('puts a toast at the bottom centre on request, and announces a danger toast assertively', () => {
    launch({ toast: ['No se pudo guardar', { variant: 'danger', position: 'bottom-center', title: 'Error' }] });
    expect(position('No se pudo guardar')).toBe('bottom');
    expect(shown('Error')).not.toBeNull();
    expect(liveText()).toContain('assertive:Error');
  });

  it('keeps a push alert 5 s at the bottom centre', () => {
    launch({ push: { title: 'Nuevo documento', message: 'Proveedor ACME cargó su opinión SAT' } });
    expect(position('Nuevo documento')).toBe('bottom');
    expect(shown('Proveedor ACME cargó su opinión SAT')).not.toBeNull();
    expect(shown('Importante')).toBeNull();
    advance(pushAlertTimeoutMs - 1);
    expect(leaving('Nuevo documento')).toBe(false);
    advance(1);
    advance(notificationExitMs);
    expect(shown('Nuevo documento')).toBeNull();
  });

  it('keeps an important push alert 10 s, marked and announced at once', () => {
    launch({ push: { title: 'Cuenta bloqueada', important: true } });
    expect(shown('Importante')).not.toBeNull();
    expect(liveText()).toContain('assertive:ImportanteCuenta bloqueada');
    advance(pushAlertTimeoutMs);
    advance(notificationExitMs);
    expect(leaving('Cuenta bloqueada')).toBe(false);
    advance(importantPushAlertTimeoutMs - pushAlertTimeoutMs - notificationExitMs - 1);
    expect(leaving('Cuenta bloqueada')).toBe(false);
    advance(1);
    advance(notificationExitMs);
    expect(shown('Cuenta bloqueada')).toBeNull();
  });

  it('pauses while the pointer is over it and resumes with the time that was left', () => {
    launch({ toast: ['Pausa al pasar el ratón'] });
    const toast = shown('Pausa al pasar el ratón')!;
    advance(2000);
    fireEvent.mouseEnter(toast.parentElement!);
    advance(10_000);
    expect(leaving('Pausa al pasar el ratón')).toBe(false);
    fireEvent.mouseLeave(toast.parentElement!);
    advance(999);
    expect(leaving('Pausa al pasar el ratón')).toBe(false);
    advance(1);
    advance(notificationExitMs);
    expect(shown('Pausa al pasar el ratón')).toBeNull();
  });

  it('closes with its close button (after the exit animation) and all of them with Escape', () => {
    launch({ toast: ['Primero'], push: { title: 'Segundo' } });
    const first = shown('Primero')!;
    fireEvent.click(within(first).getByRole('button', { name: 'Cerrar notificación' }));
    advance(notificationExitMs);
    expect(shown('Primero')).toBeNull();
    expect(shown('Segundo')).not.toBeNull();

    const second = shown('Segundo')!.closest<HTMLElement>('[role="listitem"]')!;
    second.focus();
    fireEvent.keyDown(second, { key: 'Escape' });
    act(() => undefined);
    expect(shown('Segundo')).toBeNull();
  });

  it("starts the top-right toasts below the shell's header and banner (the inset the shell measures), and follows it", () => {
    launch({ toast: ['Documento guardado'] });
    const container = () => shown('Documento guardado')?.closest<HTMLElement>('[data-toaster-position]');
    act(() => setToastTopInset(139));
    expect(container()?.style.top).toBe('139px');
    act(() => setToastTopInset(56));
    expect(container()?.style.top).toBe('56px');
    act(() => setToastTopInset(0));
  });
});
