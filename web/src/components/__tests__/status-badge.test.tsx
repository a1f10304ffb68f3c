import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentStatusBadge, RiskBadge, StatusBadge } from '../status-badge';
import { documentStatusStyle, isRiskLevel, riskLevelStyle } from '../status-codes';
import { variantLabels, variants } from '../variant';
import { renderUi } from './render-ui';

describe('document status codes', () => {
  it.each([
    ['V', 'Válido', 'success'],
    ['I', 'Inválido', 'danger'],
    ['P', 'En proceso de validación', 'warning'],
    ['U', 'Cargado', 'info'],
    ['A', 'Inválido', 'danger'],
    ['v', 'Válido', 'success'],
    ['X', 'Inválido', 'danger'],
    ['', 'Inválido', 'danger'],
    [null, 'Inválido', 'danger'],
    [undefined, 'Inválido', 'danger'],
  ])('%s reads %s (%s)', (code, label, variant) => {
    expect(documentStatusStyle(code)).toEqual({ label, variant });
  });
});

describe('risk levels', () => {
  it('maps 1, 2, 3 to OC 1..OC 3 styled danger, warning, info', () => {
    expect([1, 2, 3].map((level) => riskLevelStyle(level as 1 | 2 | 3))).toEqual([
      { label: 'OC 1', variant: 'danger' },
      { label: 'OC 2', variant: 'warning' },
      { label: 'OC 3', variant: 'info' },
    ]);
  });

  it('recognises only 1, 2 and 3', () => {
    expect([0, 1, 2, 3, 4, '1', null].map(isRiskLevel)).toEqual([false, true, true, true, false, false, false]);
  });
});

describe('badges', () => {
  it('renders every variant with its text, in tint and filled', () => {
    renderUi(
      <>
        {variants.map((variant) => (
          <StatusBadge key={variant} variant={variant}>
            {variantLabels[variant]}
          </StatusBadge>
        ))}
        {variants.map((variant) => (
          <StatusBadge key={variant} variant={variant} appearance="filled">
            {`${variantLabels[variant]} sólido`}
          </StatusBadge>
        ))}
      </>,
    );
    for (const variant of variants) {
      expect(screen.getByText(variantLabels[variant]).getAttribute('data-variant')).toBe(variant);
      expect(screen.getByText(`${variantLabels[variant]} sólido`).getAttribute('data-variant')).toBe(variant);
    }
  });

  it('shows document statuses and risk levels with their labels and variants', () => {
    renderUi(
      <>
        <DocumentStatusBadge status="V" />
        <DocumentStatusBadge status="P" />
        <DocumentStatusBadge status="U" />
        <DocumentStatusBadge status="Z" />
        <RiskBadge level={1} />
        <RiskBadge level={2} />
        <RiskBadge level={3} />
      </>,
    );
    expect(screen.getByText('Válido').getAttribute('data-variant')).toBe('success');
    expect(screen.getByText('En proceso de validación').getAttribute('data-variant')).toBe('warning');
    expect(screen.getByText('Cargado').getAttribute('data-variant')).toBe('info');
    expect(screen.getByText('Inválido').getAttribute('data-variant')).toBe('danger');
    expect(screen.getByText('OC 1').getAttribute('data-variant')).toBe('danger');
    expect(screen.getByText('OC 2').getAttribute('data-variant')).toBe('warning');
    expect(screen.getByText('OC 3').getAttribute('data-variant')).toBe('info');
  });
});
