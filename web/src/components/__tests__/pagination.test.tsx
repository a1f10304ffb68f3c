import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from '../pagination';
import { renderUi } from './render-ui';

describe('paginationItems (one sibling each side)', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5, 'end-ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'end-ellipsis', 10]],
    [5, 10, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]],
    [7, 10, [1, 'start-ellipsis', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'start-ellipsis', 6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i', (page, count, expected) => {
    expect(paginationItems(page, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('is a named navigation with the current page marked and previous/next disabled at the ends', async () => {
    const onPageChange = vi.fn();
    renderUi(<Pagination page={1} count={3} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows nothing for a single page', () => {
    renderUi(<Pagination page={1} count={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
