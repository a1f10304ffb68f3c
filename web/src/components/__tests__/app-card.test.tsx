import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppButton } from '../app-button';
import { AppCard } from '../app-card';
import { renderUi } from './render-ui';

describe('AppCard', () => {
  it('is a group named by its title, with a heading, actions, body and footer', () => {
    renderUi(
      <AppCard
        title="Últimos documentos"
        description="Los 5 más recientes"
        headingLevel={2}
        actions={<AppButton>Exportar</AppButton>}
        footer={<AppButton variant="primary">Ver todos</AppButton>}
      >
        Cuerpo de la tarjeta
      </AppCard>,
    );
    const card = screen.getByRole('group', { name: 'Últimos documentos' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Últimos documentos' })).toBeTruthy();
    expect(within(card).getByText('Los 5 más recientes')).toBeTruthy();
    expect(within(card).getByText('Cuerpo de la tarjeta')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Exportar' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Ver todos' })).toBeTruthy();
  });

  it('uses an h3 by default and leaves out what it is not given', () => {
    renderUi(<AppCard title="Sin acciones" />);
    const card = screen.getByRole('group', { name: 'Sin acciones' });
    expect(within(card).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
