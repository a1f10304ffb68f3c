import { Body1, Caption1, MessageBar, MessageBarActions, MessageBarBody, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { can } from '@expediente/contracts/shell/permissions';
import {
  periodBodySchema,
  periodMessages,
  periodPageSizes,
  type PeriodBody,
  type PeriodSortField,
  type PeriodSortOrder,
  type SupplierPeriod,
} from '@expediente/contracts/periods/periods';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { useConfirm } from '../../components/confirm-dialog';
import { SelectField } from '../../components/select-field';
import { toDisplay } from '../../components/date-field';
import { useNotify } from '../../components/use-notify';
import { ApiClientError } from '../../lib/api-client';
import { useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { addPeriod } from './api/add-period';
import { deletePeriod } from './api/delete-period';
import { usePeriodOptions } from './api/get-period-options';
import { usePeriods } from './api/get-periods';
import { isPeriodsListKey } from './api/period-keys';
import { updatePeriod } from './api/update-period';
import { PeriodRowEditor, emptyDraft, type PeriodDraft } from './components/period-row-editor';
import { PeriodSearch } from './components/period-search';
import { PeriodsTable, periodColumnCount } from './components/periods-table';
import { periodPageTexts as t } from './period-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '84rem', minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pageSize: { gridTemplateColumns: 'max-content minmax(5rem, auto)', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type FieldErrors = Partial<Record<keyof PeriodBody, string>>;
const dateFields = new Set<string>(['startDate', 'endDate']);

/** The first message of each field (the server's or the contract's), for the editor. */
function firstErrors(errors: Record<string, readonly string[] | undefined>): FieldErrors {
  const out: FieldErrors = {};
  for (const key of ['supplierPK', 'customerPK', 'startDate', 'endDate'] as const) {
    const message = errors[key]?.[0];
    if (message) out[key] = message;
  }
  return out;
}

/**
 * /supplier-periods 'Proveedores - Sociedades' (part 2 §2.12): from when to when each supplier serves each
 * sociedad. Search (600 ms), sort by the column headers (start date, newest first, by default), pages of 10, 25
 * or 50; with add-supplier-periods an inline add row, with edit-supplier-periods inline edit and delete (after a
 * confirmation). Whose periods show is the server's rule: a supplier its own, a customer its suppliers'.
 */
export function SupplierPeriodsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const notify = useNotify();
  const { confirm, confirmDialog } = useConfirm();
  const { mutate: mutateAll } = useSWRConfig();
  const role = user.primaryRole;
  const whole = can(role, 'read:periods:any', user.features);
  // Without get-all-periods the own list needs get-supplier-periods (part 2 §6); with neither, nothing to ask.
  const listable = whole || user.features['get-supplier-periods'] === true;
  const canAdd = can(role, 'create:periods', user.features);
  const canEdit = can(role, 'update:periods', user.features);

  const [searchText, setSearchText] = useState('');
  const [sortedBy, setSortedBy] = useState<PeriodSortField>('start_date');
  const [sortOrder, setSortOrder] = useState<PeriodSortOrder>('DESC');
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<number>(periodPageSizes[0]);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SupplierPeriod>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const list = usePeriods({ whole, searchText: searchText || undefined, sortedBy, sortOrder, pageIndex, pageSize }, listable);
  const options = usePeriodOptions(listable && (canAdd || canEdit));
  const data = list.error ? undefined : list.data;
  const busy = list.isLoading && data !== undefined;
  const totalCount = data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));

  const onSearch = useCallback((text: string) => {
    setSearchText(text);
    setPageIndex(1);
  }, []);
  const onSort = (field: PeriodSortField) => {
    if (field === sortedBy) setSortOrder((o) => (o === 'ASC' ? 'DESC' : 'ASC'));
    else {
      setSortedBy(field);
      // Dates start with the newest, names in alphabetical order.
      setSortOrder(field === 'start_date' || field === 'end_date' ? 'DESC' : 'ASC');
    }
    setPageIndex(1);
  };
  const refresh = () => mutateAll(isPeriodsListKey);

  const closeEditors = () => {
    setAdding(false);
    setEditing(undefined);
    setErrors({});
  };

  async function save(draft: PeriodDraft) {
    const failed = editing ? periodMessages.updateFailed : periodMessages.createFailed;
    const parsed = periodBodySchema.safeParse(draft);
    if (!parsed.success) {
      const found = firstErrors(parsed.error.flatten().fieldErrors as Record<string, string[]>);
      setErrors(found);
      notify.toast(Object.keys(found).some((k) => dateFields.has(k)) ? periodMessages.validation : failed, { variant: 'danger' });
      return;
    }
    setSaving(true);
    try {
      if (editing) await updatePeriod(editing.id, draft);
      else await addPeriod(user.userPK, draft);
      notify.toast(editing ? periodMessages.updated : periodMessages.created, { variant: 'success' });
      closeEditors();
      await refresh();
    } catch (err) {
      if (err instanceof ApiClientError && err.status === 400) {
        const found = firstErrors(err.errors);
        setErrors(found);
        notify.toast(Object.keys(found).some((k) => dateFields.has(k)) ? periodMessages.validation : failed, { variant: 'danger' });
      } else if (err instanceof ApiClientError && err.status === 409) {
        // An overlap: the server's message names the period in the way and what to do.
        setErrors({ startDate: err.message });
        notify.toast(err.message, { variant: 'danger', timeout: 8000 });
      } else {
        notify.toast(err instanceof ApiClientError && err.status === 404 ? err.message : `${failed} ${err instanceof Error ? err.message : ''}`.trim(), { variant: 'danger' });
      }
    } finally {
      setSaving(false);
    }
  }

  async function remove(period: SupplierPeriod) {
    const ok = await confirm({
      title: t.deleteTitle,
      message: t.deleteMessage(period.supplierDisplayName, period.customerDisplayName, toDisplay(period.startDate), toDisplay(period.endDate)),
      confirmLabel: t.deleteConfirm,
      variant: 'danger',
    });
    if (!ok) return;
    try {
      await deletePeriod(period.id, period.ownerPK);
      notify.toast(periodMessages.deleted, { variant: 'success' });
      // The last row of a later page: go back one page.
      if (data && data.periods.length === 1 && pageIndex > 1) setPageIndex(pageIndex - 1);
      await refresh();
    } catch (err) {
      notify.toast(`${periodMessages.deleteFailed}${err instanceof ApiClientError && err.status === 404 ? ` ${err.message}` : ''}`, { variant: 'danger' });
      await refresh();
    }
  }

  const customers = options.data?.customers ?? [];
  const suppliers = options.data?.suppliers ?? [];
  const columns = periodColumnCount(canEdit);
  const adder = adding ? (
    <PeriodRowEditor title={t.newRow} initial={emptyDraft} customers={customers} suppliers={suppliers} errors={errors} saving={saving} columns={columns} onSave={(d) => void save(d)} onCancel={closeEditors} />
  ) : undefined;
  const editor = editing ? (
    <PeriodRowEditor
      key={editing.id}
      title={t.editRow}
      initial={{ supplierPK: editing.supplierPK, customerPK: editing.customerPK, startDate: editing.startDate, endDate: editing.endDate }}
      currentNames={{ supplier: editing.supplierDisplayName, customer: editing.customerDisplayName }}
      customers={customers}
      suppliers={suppliers}
      errors={errors}
      saving={saving}
      columns={columns}
      onSave={(d) => void save(d)}
      onCancel={closeEditors}
    />
  ) : undefined;

  if (!listable) {
    return (
      <main className={styles.root}>
        <Title2 as="h1">{title}</Title2>
        <MessageBar intent="warning">
          <MessageBarBody>{t.disabled}</MessageBarBody>
        </MessageBar>
      </main>
    );
  }

  return (
    <main className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      <div className={styles.toolbar}>
        <div role="search" style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <PeriodSearch value={searchText} onSearch={onSearch} />
        </div>
        {canAdd && (
          <AppButton
            variant="primary"
            icon={<AddRegular />}
            disabled={adding || !!editing}
            onClick={() => {
              setErrors({});
              setAdding(true);
            }}
          >
            {t.add}
          </AppButton>
        )}
      </div>
      {!canAdd && !canEdit && <Caption1 className={styles.muted}>{t.readOnly}</Caption1>}

      {options.error && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{periodMessages.loadOrganizations}</MessageBarBody>
          <MessageBarActions>
            <AppButton size="small" onClick={() => void options.mutate()}>
              {t.retry}
            </AppButton>
          </MessageBarActions>
        </MessageBar>
      )}
      {list.error && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{periodMessages.loadPeriods}</MessageBarBody>
          <MessageBarActions>
            <AppButton size="small" onClick={() => void list.mutate()}>
              {t.retry}
            </AppButton>
          </MessageBarActions>
        </MessageBar>
      )}

      {!data && list.isLoading && <Spinner label={t.loading} />}
      {data && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          <Body1 role="status">{busy ? t.loading : t.total(totalCount)}</Body1>
          <PeriodsTable
            periods={data.periods}
            sortedBy={sortedBy}
            sortOrder={sortOrder}
            onSort={onSort}
            canEdit={canEdit}
            onEdit={(period) => {
              setAdding(false);
              setErrors({});
              setEditing(period);
            }}
            onDelete={(period) => void remove(period)}
            editingId={editing?.id}
            editor={editor}
            adder={adder}
            emptyText={searchText ? t.emptySearch : t.empty}
          />
          <div className={styles.footer}>
            <nav aria-label={t.pagination} className={styles.pager}>
              <AppButton size="small" disabled={pageIndex <= 1 || busy} onClick={() => setPageIndex(pageIndex - 1)}>
                {t.previous}
              </AppButton>
              <Body1>{t.pageOf(pageIndex, pageCount)}</Body1>
              <AppButton size="small" disabled={pageIndex >= pageCount || busy} onClick={() => setPageIndex(pageIndex + 1)}>
                {t.next}
              </AppButton>
            </nav>
            <SelectField
              label={t.pageSize}
              orientation="horizontal"
              className={styles.pageSize}
              options={periodPageSizes.map((n) => ({ value: String(n), label: String(n) }))}
              value={String(pageSize)}
              onValueChange={(value) => {
                setPageSize(Number(value));
                setPageIndex(1);
              }}
            />
          </div>
        </div>
      )}
      {confirmDialog}
    </main>
  );
}
