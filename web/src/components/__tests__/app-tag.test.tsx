import { TagGroup } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppTag } from '../app-tag';
import { variantLabels, variants, type Variant } from '../variant';
import { renderUi } from './render-ui';

function DismissibleTags() {
  const [tags, setTags] = useState<Variant[]>(['danger', 'info']);
  return (
    <TagGroup aria-label="Filtros" onDismiss={(_, data) => setTags((current) => current.filter((tag) => tag !== data.value))}>
      {tags.map((variant) => (
        <AppTag key={variant} variant={variant} value={variant} dismissible>
          {variantLabels[variant]}
        </AppTag>
      ))}
    </TagGroup>
  );
}

describe('AppTag', () => {
  it('renders every variant with its text', () => {
    renderUi(
      <>
        {variants.map((variant) => (
          <AppTag key={variant} variant={variant}>
            {variantLabels[variant]}
          </AppTag>
        ))}
      </>,
    );
    for (const variant of variants) {
      expect(screen.getByText(variantLabels[variant]).closest('[data-variant]')?.getAttribute('data-variant')).toBe(variant);
    }
  });

  it('removes a dismissible tag with the keyboard', async () => {
    const user = userEvent.setup();
    renderUi(<DismissibleTags />);
    const danger = screen.getByRole('button', { name: /Peligro/ });
    danger.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /Peligro/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Información/ })).toBeTruthy();
  });
});
