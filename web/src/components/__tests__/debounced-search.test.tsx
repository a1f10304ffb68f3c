import './fluent-jsdom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DebouncedSearch } from '../debounced-search';
import { renderUi } from './render-ui';

/** A list's query string: what the box asked for becomes its value. */
function ClientSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const [search, setSearch] = useState('');
  return (
    <DebouncedSearch
      value={search}
      onSearch={(next) => {
        onSearch(next);
        setSearch(next);
      }}
      debounceMs={20}
      label="Cliente (nombre o RFC)"
      placeholder="Cliente"
      maxLength={50}
    />
  );
}

describe('DebouncedSearch', () => {
  it('asks once typing pauses, and its clear button says in Spanish which box it empties', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderUi(
      <>
        <ClientSearch onSearch={onSearch} />
        <DebouncedSearch value="" onSearch={vi.fn()} debounceMs={20} label="Proveedor (nombre o RFC)" placeholder="Proveedor" maxLength={50} />
      </>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Cliente (nombre o RFC)' }), ' corporativo ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('corporativo'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'clear' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Vaciar «Cliente (nombre o RFC)»' }));
    expect(screen.getByRole('searchbox', { name: 'Cliente (nombre o RFC)' })).toHaveProperty('value', '');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(''));
    expect(screen.getByRole('button', { name: 'Vaciar «Proveedor (nombre o RFC)»' })).toBeTruthy();
  });
});
