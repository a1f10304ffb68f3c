import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand, type OnDemand } from '../on-demand';

function Part({ part, request }: { part: OnDemand<string>; request: number }) {
  const { value, pending } = useOnDemand(part, request);
  return <p>{value ?? (pending ? 'descargando' : 'sin pedir')}</p>;
}

describe('onDemand', () => {
  it('downloads once, on the first request, and gives a later mount the part at once', async () => {
    const importer = vi.fn(() => Promise.resolve('parte'));
    const part = onDemand(importer);
    const view = render(<Part part={part} request={0} />);
    expect(screen.getByText('sin pedir')).toBeTruthy();
    expect(importer).not.toHaveBeenCalled();
    view.rerender(<Part part={part} request={1} />);
    expect(await screen.findByText('parte')).toBeTruthy();
    view.unmount();
    render(<Part part={part} request={0} />);
    expect(screen.getByText('parte')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download: the next request tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi.fn().mockRejectedValueOnce(new Error('sin red')).mockResolvedValueOnce('parte');
    const part = onDemand<string>(importer);
    const view = render(<Part part={part} request={1} />);
    expect(await screen.findByText('sin pedir')).toBeTruthy();
    await act(async () => {
      view.rerender(<Part part={part} request={2} />);
    });
    expect(await screen.findByText('parte')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
