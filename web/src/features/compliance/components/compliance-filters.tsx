import { makeStyles, tokens } from '@fluentui/react-components';
import { complianceRiskLabels, complianceRisks } from '@expediente/contracts/compliance/compliance-values';
import type { DocumentType } from '@expediente/contracts/documents/document-types';
import { cadenceOf, periodsOfYear } from '@expediente/contracts/documents/periods';
import { useMemo } from 'react';
import { AppButton } from '../../../components/app-button';
import { DebouncedSearch } from '../../../components/debounced-search';
import { SelectField } from '../../../components/select-field';
import type { ListParamChanges } from '../../../lib/use-list-params';
import { OrganizationPicker, type PickedOrganization } from '../../contacts/components/organization-picker';
import { FIRST_COMPLIANCE_YEAR, type ComplianceParams } from '../compliance-params';
import { complianceTexts } from '../compliance-texts';

/** Part 2 §9: searches ask 600 ms after the last keystroke (as orders and contracts do). */
export const complianceSearchDebounceMs = 600;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

export type ComplianceFiltersProps = {
  params: ComplianceParams;
  onChange: (changes: ListParamChanges, options?: { replace?: boolean }) => void;
  currentYear: number;
  types: readonly DocumentType[];
  /** Staff and customers choose a customer; a supplier sees only itself. */
  showCustomer: boolean;
  customer: PickedOrganization | undefined;
  onCustomerChange: (customer: PickedOrganization | undefined) => void;
};

/** Search (600 ms), year, customer, document type, its period and risk; every one kept in the query string. */
export function ComplianceFilters({ params, onChange, currentYear, types, showCustomer, customer, onCustomerChange }: ComplianceFiltersProps) {
  const styles = useStyles();
  const years = useMemo(() => Array.from({ length: currentYear - FIRST_COMPLIANCE_YEAR + 1 }, (_, i) => currentYear - i), [currentYear]);
  const type = types.find((t) => t.codeName === params.documentType);
  const cadence = type ? cadenceOf(type.periodCodeName) : undefined;
  const periods = type && cadence && cadence !== 'initial' ? periodsOfYear(cadence, params.year, type.periodReading) : [];
  const anyFilter = params.customer || params.search || params.documentType || params.period || params.risk;
  return (
    <section className={styles.root} aria-label={complianceTexts.filtersLabel}>
      <div role="search">
        <DebouncedSearch
          value={params.search}
          onSearch={(search) => onChange({ search }, { replace: true })}
          debounceMs={complianceSearchDebounceMs}
          placeholder={complianceTexts.searchPlaceholder}
          label={complianceTexts.search}
          maxLength={100}
        />
      </div>
      <div className={styles.grid}>
        <SelectField
          label={complianceTexts.year}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={String(params.year)}
          onValueChange={(value) => onChange({ year: Number(value) === currentYear ? undefined : value, period: undefined })}
        />
        {showCustomer && <OrganizationPicker label={complianceTexts.customer} role="customer" value={customer} onChange={onCustomerChange} />}
        <SelectField
          label={complianceTexts.documentType}
          placeholder={complianceTexts.all}
          options={types.map((t) => ({ value: t.codeName, label: t.shortName }))}
          value={params.documentType ?? ''}
          onValueChange={(value) => onChange({ documentType: value, period: undefined })}
        />
        <SelectField
          label={complianceTexts.period}
          placeholder={complianceTexts.all}
          disabled={periods.length === 0}
          options={periods.map((p) => ({ value: p.key, label: p.name }))}
          value={params.period && periods.length > 0 ? params.period : ''}
          onValueChange={(value) => onChange({ period: value })}
        />
        <SelectField
          label={complianceTexts.risk}
          placeholder={complianceTexts.all}
          options={complianceRisks.map((r) => ({ value: r, label: complianceRiskLabels[r] }))}
          value={params.risk ?? ''}
          onValueChange={(value) => onChange({ risk: value })}
        />
        {anyFilter && (
          <div>
            <AppButton
              onClick={() => {
                onCustomerChange(undefined);
                onChange({ customer: undefined, search: undefined, documentType: undefined, period: undefined, risk: undefined });
              }}
            >
              {complianceTexts.clearFilters}
            </AppButton>
          </div>
        )}
      </div>
    </section>
  );
}
