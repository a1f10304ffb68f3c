import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLeaveGuard } from '../use-leave-guard';

/** Leaving during an upload: the browser's prompt (beforeunload) and a confirmation before an in-app navigation. */

function Guarded({ active }: { active: boolean }) {
  useLeaveGuard(active, 'Hay una carga en curso');
  return <Link to="/otra">Ir</Link>;
}

function app(active: boolean) {
  return render(
    <MemoryRouter initialEntries={['/carga']}>
      <Routes>
        <Route path="/carga" element={<Guarded active={active} />} />
        <Route path="/otra" element={<p>Otra página</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useLeaveGuard', () => {
  it('asks before leaving while active, stays when the user says no and goes when yes', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    app(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Ir' }));
    expect(confirm).toHaveBeenCalledWith('Hay una carga en curso');
    expect(screen.queryByText('Otra página')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ir' }));
    expect(await screen.findByText('Otra página')).toBeTruthy();
  });

  it('does nothing while inactive', async () => {
    const confirm = vi.fn();
    vi.stubGlobal('confirm', confirm);
    app(false);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir' }));
    expect(await screen.findByText('Otra página')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
