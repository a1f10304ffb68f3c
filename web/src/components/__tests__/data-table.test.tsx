import './fluent-jsdom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, compareSortValues, defaultEmptyText, sortRows, type DataTableColumn } from '../data-table';
import { renderUi } from './render-ui';

type Row = { id: string; name: string; risk: number | null; date: Date };

const rows: Row[] = [
  { id: 'a', name: 'Ñandú Servicios', risk: 2, date: new Date(2025, 1, 1) },
  { id: 'b', name: 'Andamios', risk: 1, date: new Date(2025, 5, 1) },
  { id: 'c', name: 'médica', risk: null, date: new Date(2024, 0, 1) },
  { id: 'd', name: 'Zeta', risk: 3, date: new Date(2025, 0, 1) },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Nombre', sortValue: (row) => row.name },
  { key: 'risk', header: 'Riesgo', sortValue: (row) => row.risk, render: (row) => (row.risk === null ? 'Sin riesgo' : `OC ${row.risk}`) },
  { key: 'note', header: 'Nota', render: (row) => `Nota ${row.id}` },
];

const bodyRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);
const firstColumn = () => bodyRows().map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);

describe('sorting helpers', () => {
  it('orders text in Spanish (ñ after n, case and accents ignored), numbers and dates by value, empty last', () => {
    expect(sortRows(rows, columns[0], 'ascending').map((row) => row.name)).toEqual(['Andamios', 'médica', 'Ñandú Servicios', 'Zeta']);
    expect(sortRows(rows, columns[1], 'ascending').map((row) => row.risk)).toEqual([1, 2, 3, null]);
    expect(sortRows(rows, columns[1], 'descending').map((row) => row.risk)).toEqual([3, 2, 1, null]);
    expect(compareSortValues(new Date(2024, 0, 1), new Date(2025, 0, 1))).toBeLessThan(0);
    expect(compareSortValues('10', '9')).toBeGreaterThan(0);
  });
});

describe('DataTable', () => {
  it('renders a named grid with a header row and one row per item', () => {
    renderUi(<DataTable label="Documentos" columns={columns} rows={rows} getRowId={(row) => row.id} />);
    const grid = screen.getByRole('grid', { name: 'Documentos' });
    expect(within(grid).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Nombre', 'Riesgo', 'Nota']);
    expect(firstColumn()).toEqual(['Ñandú Servicios', 'Andamios', 'médica', 'Zeta']);
    expect(within(bodyRows()[2]!).getByText('Sin riesgo')).toBeTruthy();
    // Not sortable: no sort buttons.
    expect(within(grid).queryByRole('button')).toBeNull();
  });

  it('shows the empty text in one row spanning every column', () => {
    const { unmount } = renderUi(<DataTable label="Vacía" columns={columns} rows={[]} getRowId={(row) => row.id} />);
    const cell = screen.getByRole('gridcell');
    expect(cell.textContent).toBe(defaultEmptyText);
    expect(cell.getAttribute('colspan')).toBe('3');
    unmount();
    renderUi(<DataTable label="Vacía" columns={columns} rows={[]} getRowId={(row) => row.id} emptyText="No se encontraron documentos." />);
    expect(screen.getByRole('gridcell').textContent).toBe('No se encontraron documentos.');
  });

  it('sorts by a header, toggles the direction, reports aria-sort, and leaves columns without sortValue alone', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderUi(<DataTable label="Documentos" columns={columns} rows={rows} getRowId={(row) => row.id} sortable onSortChange={onSortChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Nombre' });
    expect(within(screen.getByRole('columnheader', { name: 'Nota' })).queryByRole('button')).toBeNull();

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['Andamios', 'médica', 'Ñandú Servicios', 'Zeta']);
    expect(onSortChange).toHaveBeenLastCalledWith({ columnKey: 'name', direction: 'ascending' });

    // The keyboard sorts too: Enter on the focused header button.
    within(nameHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Zeta', 'Ñandú Servicios', 'médica', 'Andamios']);

    const riskHeader = screen.getByRole('columnheader', { name: 'Riesgo' });
    await user.click(within(riskHeader).getByRole('button'));
    expect(riskHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(firstColumn()).toEqual(['Andamios', 'Ñandú Servicios', 'Zeta', 'médica']);
  });

  it('starts from defaultSort, and with manualSorting keeps the given order', () => {
    const { unmount } = renderUi(
      <DataTable label="Documentos" columns={columns} rows={rows} getRowId={(row) => row.id} sortable defaultSort={{ columnKey: 'risk', direction: 'descending' }} />,
    );
    expect(firstColumn()).toEqual(['Zeta', 'Ñandú Servicios', 'Andamios', 'médica']);
    unmount();
    renderUi(
      <DataTable label="Documentos" columns={columns} rows={rows} getRowId={(row) => row.id} sortable manualSorting sort={{ columnKey: 'name', direction: 'ascending' }} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Nombre' }).getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['Ñandú Servicios', 'Andamios', 'médica', 'Zeta']);
  });

  it('is one Tab stop, and the arrow keys move between cells (the last focused one is remembered)', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <button type="button">Antes</button>
        <DataTable label="Documentos" columns={columns} rows={rows} getRowId={(row) => row.id} />
        <button type="button">Después</button>
      </>,
    );
    screen.getByRole('button', { name: 'Antes' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('columnheader', { name: 'Nombre' }));
    // jsdom has no geometry, so only the left/right moves (document order) can be checked here.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('columnheader', { name: 'Riesgo' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('columnheader', { name: 'Nota' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('columnheader', { name: 'Riesgo' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Después' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('columnheader', { name: 'Riesgo' }));
  });
});
