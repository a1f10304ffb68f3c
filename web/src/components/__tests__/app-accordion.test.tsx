import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppAccordion } from '../app-accordion';
import { renderUi } from './render-ui';

const items = [
  { value: 'fiscal', title: 'Documentos fiscales', content: 'Opinión SAT' },
  { value: 'laboral', title: 'Documentos laborales', content: 'Opinión IMSS' },
];

describe('AppAccordion', () => {
  it('renders headers as buttons inside headings; Enter and Space open and close a section', async () => {
    const user = userEvent.setup();
    renderUi(<AppAccordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Documentos fiscales', 'Documentos laborales']);
    const fiscal = screen.getByRole('button', { name: 'Documentos fiscales' });
    expect(fiscal.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Opinión SAT')).toBeNull();

    fiscal.focus();
    await user.keyboard('{Enter}');
    expect(fiscal.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Opinión SAT')).toBeTruthy();

    await user.keyboard(' ');
    expect(fiscal.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps several open when multiple', async () => {
    const user = userEvent.setup();
    renderUi(<AppAccordion items={items} multiple defaultOpenItems={['fiscal']} />);
    await user.click(screen.getByRole('button', { name: 'Documentos laborales' }));
    expect(screen.getByText('Opinión SAT')).toBeTruthy();
    expect(screen.getByText('Opinión IMSS')).toBeTruthy();
  });
});
