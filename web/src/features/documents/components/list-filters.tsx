import { makeStyles, tokens } from '@fluentui/react-components';
import { cadenceOf, monthNames, periodsOfYear } from '@expediente/contracts/documents/periods';
import { documentTypeSetCatalogue, type DocumentType } from '@expediente/contracts/documents/document-types';
import { useMemo } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppSwitch } from '../../../components/app-switch';
import { SelectField } from '../../../components/select-field';
import { OrganizationPicker, type PickedOrganization } from '../../contacts/components/organization-picker';
import { listTexts, statusOptions } from './list-texts';

/** The list's filters as the query string holds them (part 2 §2.3). */
export type ListFilters = {
  supplierPK?: string;
  documentTypeSet: string;
  status?: string;
  type?: string;
  search: string;
  year?: number;
  month?: number;
  period?: number;
  orderBy: 'ASC' | 'DESC';
};

export type ListFiltersProps = {
  filters: ListFilters;
  /** Changes query-string parameters (undefined removes one). */
  onChange: (changes: Record<string, string | number | undefined>) => void;
  supplier: PickedOrganization | undefined;
  onSupplierChange: (supplier: PickedOrganization | undefined) => void;
  types: readonly DocumentType[];
  /** Flag filter-by-document-set: the set selector is shown. */
  showSetFilter: boolean;
  /** The year filter's last year (the current one, part 2 §9: from 2020). */
  currentYear: number;
  firstYear: number;
};

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** Supplier (searched on the server), set (with its flag), type, status, year, month, period, order, 'Solo Válidos'. */
export function DocumentListFilters({ filters, onChange, supplier, onSupplierChange, types, showSetFilter, currentYear, firstYear }: ListFiltersProps) {
  const styles = useStyles();
  const years = useMemo(() => Array.from({ length: currentYear - firstYear + 1 }, (_, i) => currentYear - i), [currentYear, firstYear]);
  const type = types.find((t) => t.codeName === filters.type);
  const cadence = type ? cadenceOf(type.periodCodeName) : undefined;
  // A period is a number in the chosen type's cadence within the chosen year.
  const periods = type && cadence && cadence !== 'initial' && filters.year ? periodsOfYear(cadence, filters.year, type.periodReading) : [];
  const sets = documentTypeSetCatalogue.filter((s) => s.visible);
  const anyFilter = filters.supplierPK || filters.status || filters.type || filters.search || filters.year || filters.month || filters.period;

  return (
    <div className={styles.grid}>
      <OrganizationPicker label={listTexts.supplier} role="supplier" value={supplier} onChange={onSupplierChange} />
      {showSetFilter && (
        <SelectField
          label={listTexts.documentTypeSet}
          options={sets.map((s) => ({ value: s.code_name, label: s.short_name }))}
          value={filters.documentTypeSet}
          onValueChange={(value) => onChange({ documentTypeSet: value === 'mxexpediente' ? undefined : value, type: undefined, period: undefined })}
        />
      )}
      <SelectField
        label={listTexts.type}
        placeholder={listTexts.all}
        options={types.map((t) => ({ value: t.codeName, label: t.shortName }))}
        value={filters.type ?? ''}
        onValueChange={(value) => onChange({ type: value, period: undefined })}
      />
      <SelectField
        label={listTexts.status}
        placeholder={listTexts.all}
        options={statusOptions}
        value={filters.status ?? ''}
        onValueChange={(value) => onChange({ status: value })}
      />
      <SelectField
        label={listTexts.year}
        placeholder={listTexts.all}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
        value={filters.year ? String(filters.year) : ''}
        onValueChange={(value) => onChange({ year: value, period: undefined })}
      />
      <SelectField
        label={listTexts.month}
        placeholder={listTexts.all}
        options={monthNames.map((name, i) => ({ value: String(i + 1), label: name }))}
        value={filters.month ? String(filters.month) : ''}
        onValueChange={(value) => onChange({ month: value })}
      />
      <SelectField
        label={listTexts.period}
        placeholder={listTexts.all}
        disabled={periods.length === 0}
        options={periods.map((p) => ({ value: String(p.number), label: p.name }))}
        value={filters.period && periods.length > 0 ? String(filters.period) : ''}
        onValueChange={(value) => onChange({ period: value })}
      />
      <SelectField
        label={listTexts.orderBy}
        options={[
          { value: 'DESC', label: listTexts.newestFirst },
          { value: 'ASC', label: listTexts.oldestFirst },
        ]}
        value={filters.orderBy}
        onValueChange={(value) => onChange({ orderBy: value === 'DESC' ? undefined : value })}
      />
      <div className={styles.actions}>
        <AppSwitch label={listTexts.onlyValid} checked={filters.status === 'V'} onCheckedChange={(on) => onChange({ status: on ? 'V' : undefined })} />
        {anyFilter && (
          <AppButton
            onClick={() => {
              onSupplierChange(undefined);
              onChange({ supplierPK: undefined, status: undefined, type: undefined, search: undefined, year: undefined, month: undefined, period: undefined });
            }}
          >
            {listTexts.clearFilters}
          </AppButton>
        )}
      </div>
    </div>
  );
}
