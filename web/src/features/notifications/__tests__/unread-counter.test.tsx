import '../../../components/__tests__/fluent-jsdom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnreadCounter } from '../components/unread-counter';

const renderCounter = (count: number | undefined) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <UnreadCounter count={count} />
      </MemoryRouter>
    </FluentProvider>,
  );

describe('UnreadCounter', () => {
  it('claims no number before the count is known, then says it', () => {
    const view = renderCounter(undefined);
    expect(screen.getByRole('link', { name: 'Notificaciones' }).getAttribute('href')).toBe('/notifications');
    view.rerender(
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>
          <UnreadCounter count={0} />
        </MemoryRouter>
      </FluentProvider>,
    );
    expect(screen.getByRole('link', { name: 'Notificaciones: ninguna sin leer' })).toBeTruthy();
  });

  it('reads one and many', () => {
    renderCounter(1);
    expect(screen.getByRole('link', { name: 'Notificaciones: 1 sin leer' })).toBeTruthy();
  });
});
