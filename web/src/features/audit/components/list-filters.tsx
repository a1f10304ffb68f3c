import { makeStyles, tokens } from '@fluentui/react-components';
import { auditStatusFilterLabels, auditStatuses, auditTabsWithTagFilter, type AuditTab } from '@expediente/contracts/audit/audit-values';
import { auditTabsWithSupplierName } from '@expediente/contracts/audit/audit-list';
import type { AuditTag } from '@expediente/contracts/audit/audit-tags';
import type { DocumentType } from '@expediente/contracts/documents/document-types';
import { AppButton } from '../../../components/app-button';
import { AppSwitch } from '../../../components/app-switch';
import { DateField } from '../../../components/date-field';
import { DebouncedSearch } from '../../../components/debounced-search';
import { SelectField } from '../../../components/select-field';
import { auditListTexts } from './list-texts';

/** The audit list's filters as the query string holds them (part 2 §2.11). */
export type AuditListFilters = {
  status?: string;
  documentType?: string;
  fromDate?: string;
  toDate?: string;
  tag?: string;
  supplierName?: string;
  /** isRequired=all: the types that are not required too. */
  allTypes: boolean;
};

export type AuditListFiltersProps = {
  tab: AuditTab;
  filters: AuditListFilters;
  /** Changes query-string parameters (undefined removes one). */
  onChange: (changes: Record<string, string | undefined>) => void;
  types: readonly DocumentType[];
  tags: readonly AuditTag[];
};

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** Audit status, type, upload dates, tag (where the tab takes one), supplier name (contracts, auditonly), required. */
export function AuditListFiltersBar({ tab, filters, onChange, types, tags }: AuditListFiltersProps) {
  const styles = useStyles();
  const anyFilter = filters.status || filters.documentType || filters.fromDate || filters.toDate || filters.tag || filters.supplierName || filters.allTypes;
  return (
    <div className={styles.grid}>
      {auditTabsWithSupplierName.includes(tab) && (
        <div className={styles.wide} role="search">
          <DebouncedSearch
            value={filters.supplierName ?? ''}
            onSearch={(text) => onChange({ supplierName: text || undefined })}
            debounceMs={500}
            label={auditListTexts.supplierName}
            placeholder={auditListTexts.supplierPlaceholder}
            maxLength={100}
          />
        </div>
      )}
      <SelectField
        label={auditListTexts.status}
        options={[
          { value: '', label: auditStatusFilterLabels.empty },
          ...auditStatuses.map((s) => ({ value: s, label: auditStatusFilterLabels[s] })),
        ]}
        value={filters.status ?? ''}
        onValueChange={(value) => onChange({ status: value || undefined })}
      />
      <SelectField
        label={auditListTexts.documentType}
        placeholder={auditListTexts.all}
        options={types.map((t) => ({ value: t.codeName, label: t.shortName }))}
        value={filters.documentType ?? ''}
        onValueChange={(value) => onChange({ documentType: value || undefined })}
      />
      <DateField label={auditListTexts.fromDate} value={filters.fromDate ?? ''} max={filters.toDate} onValueChange={(value) => onChange({ fromDate: value || undefined })} />
      <DateField label={auditListTexts.toDate} value={filters.toDate ?? ''} min={filters.fromDate} onValueChange={(value) => onChange({ toDate: value || undefined })} />
      {auditTabsWithTagFilter.includes(tab) && (
        <SelectField
          label={auditListTexts.tag}
          placeholder={auditListTexts.all}
          options={tags.map((t) => ({ value: t.tagId, label: t.displayName }))}
          value={filters.tag ?? ''}
          onValueChange={(value) => onChange({ tag: value || undefined })}
        />
      )}
      <div className={styles.actions}>
        <AppSwitch label={auditListTexts.onlyRequired} checked={!filters.allTypes} onCheckedChange={(checked) => onChange({ isRequired: checked ? undefined : 'all' })} />
        {anyFilter && (
          <AppButton
            variant="link"
            onClick={() => onChange({ status: undefined, documentType: undefined, fromDate: undefined, toDate: undefined, tag: undefined, supplierName: undefined, isRequired: undefined })}
          >
            {auditListTexts.clearFilters}
          </AppButton>
        )}
      </div>
    </div>
  );
}
