import './fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, fromDisplay, toDisplay } from '../date-field';
import { FilePicker } from '../file-picker';
import { todayIso } from '../spanish-calendar';
import { renderUi } from './render-ui';
import { description } from '../../test/described-by';

function Dated({ initial = '', onChange, min, max }: { initial?: string; onChange: (value: string) => void; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Desde"
        value={value}
        min={min}
        max={max}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Limpiar
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DateField', () => {
  it('reads and writes dd/mm/aaaa, hands out YYYY-MM-DD, and says in Spanish when the text is no date', async () => {
    const onChange = vi.fn();
    renderUi(<Dated onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Desde' });
    expect(input.getAttribute('placeholder')).toBe('dd/mm/aaaa');

    await user.type(input, '31/02/2026');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toContain('Escriba la fecha como dd/mm/aaaa, por ejemplo 31/01/2026.');

    await user.clear(input);
    await user.type(input, '5/3/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
    await user.tab();
    expect(input.getAttribute('aria-invalid')).not.toBe('true');

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens a Spanish calendar by keyboard; arrows, Page Down and Enter choose a day; focus returns to the button', async () => {
    const onChange = vi.fn();
    renderUi(<Dated initial="2026-01-15" onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Desde' });
    expect((input as HTMLInputElement).value).toBe('15/01/2026');
    await user.click(input);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Elegir desde en el calendario' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Calendario' });
    const grid = within(dialog).getByRole('grid', { name: 'enero de 2026' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sá']);
    await waitFor(() => expect(document.activeElement).toBe(within(grid).getByRole('button', { name: 'jueves, 15 de enero de 2026' })));
    expect(within(grid).getByRole('button', { name: 'jueves, 15 de enero de 2026' }).closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(within(grid).getByRole('button', { name: 'viernes, 23 de enero de 2026' }));
    await user.keyboard('{PageDown}');
    expect(within(dialog).getByRole('grid', { name: 'febrero de 2026' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('lunes, 23 de febrero de 2026');
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('domingo, 22 de febrero de 2026');
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('2026-02-22');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendario' })).toBeNull());
    expect((input as HTMLInputElement).value).toBe('22/02/2026');
    expect(document.activeElement).toBe(button);
  });

  it('starts on today (Mexico City) without a value, marks it, and closes with Escape without choosing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T04:00:00Z')); // 30 June, 22:00 in Mexico City
    expect(todayIso()).toBe('2026-06-30');
    const onChange = vi.fn();
    renderUi(<Dated onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elegir desde en el calendario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendario' });
    const today = within(dialog).getByRole('button', { name: 'martes, 30 de junio de 2026' });
    expect(today.getAttribute('aria-current')).toBe('date');
    await waitFor(() => expect(document.activeElement).toBe(today));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendario' })).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps to min and max: days outside cannot be chosen, typed ones say why', async () => {
    const onChange = vi.fn();
    renderUi(<Dated initial="2026-01-15" min="2026-01-10" max="2026-01-20" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elegir desde en el calendario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendario' });
    const ninth = within(dialog).getByRole('button', { name: 'viernes, 9 de enero de 2026' });
    expect(ninth.getAttribute('aria-disabled')).toBe('true');
    await user.click(ninth);
    expect(onChange).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('button', { name: 'Mes anterior' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const input = screen.getByRole('textbox', { name: 'Desde' });
    await user.clear(input);
    await user.type(input, '05/01/2026');
    await user.tab();
    expect(description(input)).toContain('La fecha no puede ser anterior al 10/01/2026.');
    await user.clear(input);
    await user.type(input, '21/01/2026');
    await user.tab();
    expect(description(input)).toContain('La fecha no puede ser posterior al 20/01/2026.');
    expect(onChange).toHaveBeenCalledWith('');
    expect(onChange).not.toHaveBeenCalledWith('2026-01-21');
  });

  it('converts between dd/mm/aaaa and YYYY-MM-DD, refusing impossible dates', () => {
    expect(toDisplay('2026-12-01')).toBe('01/12/2026');
    expect(toDisplay('2026-02-30')).toBe('');
    expect(fromDisplay(' 1-12-2026 ')).toBe('2026-12-01');
    expect(fromDisplay('29.02.2028')).toBe('2028-02-29');
    expect(fromDisplay('29/02/2027')).toBeUndefined();
    expect(fromDisplay('2026-12-01')).toBeUndefined();
    expect(fromDisplay('')).toBe('');
  });
});

function Picked({ onChange, message }: { onChange: (file: File | undefined) => void; message?: string }) {
  const [file, setFile] = useState<File>();
  return (
    <FilePicker
      label="Archivo adjunto"
      hint="PDF, hasta 10 MB."
      validationMessage={message}
      accept={['application/pdf', '.pdf']}
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

describe('FilePicker', () => {
  it("says 'Seleccionar archivo' and 'Ningún archivo seleccionado', opens the dialog by keyboard and shows the chosen name", async () => {
    const onChange = vi.fn();
    renderUi(<Picked onChange={onChange} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Archivo adjunto Seleccionar archivo' });
    expect(description(button)).toBe('Ningún archivo seleccionado PDF, hasta 10 MB.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('application/pdf,.pdf');
    expect(input.tabIndex).toBe(-1);
    const click = vi.spyOn(input, 'click');

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);

    const file = new File(['%PDF-1.7'], 'contrato firmado.pdf', { type: 'application/pdf' });
    // What the browser's dialog does once a file is chosen (the input itself takes no pointer).
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(input, file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('contrato firmado.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Archivo adjunto Cambiar archivo' })).toBe(button);

    await user.click(screen.getByRole('button', { name: 'Quitar contrato firmado.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(input.value).toBe('');
    expect(screen.getByText('Ningún archivo seleccionado')).toBeTruthy();
  });

  it('describes the button with the validation message', () => {
    renderUi(<Picked onChange={vi.fn()} message="El archivo no debe exceder 10 MB." />);
    const button = screen.getByRole('button', { name: /Seleccionar archivo/ });
    expect(description(button)).toContain('El archivo no debe exceder 10 MB.');
    expect(screen.getByRole('alert').textContent).toContain('El archivo no debe exceder 10 MB.');
  });
});
