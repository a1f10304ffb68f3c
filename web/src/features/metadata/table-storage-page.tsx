import { Body1, Caption1, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES, tableBitconfigs, type StorageActionResponse, type TableStorageItem } from '@expediente/contracts/metadata/extraction';
import { useMemo, useState } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { AppCheckbox } from '../../components/app-checkbox';
import { AppSwitch } from '../../components/app-switch';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { SelectField } from '../../components/select-field';
import { ApiClientError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { useStorageTablePage } from './api/get-storage-table';
import { useStorageTables } from './api/get-storage-tables';
import { postStorageImageAi } from './api/post-storage-image-ai';
import { postStorageReprocess } from './api/post-storage-reprocess';
import { sendInChunks, type ChunkProgress } from './components/send-in-chunks';
import { TableStorageCards, TableStorageGrid, type RecordSelection } from './components/table-storage-records';
import { tableStorageTexts as texts } from './metadata-texts';

export type StorageFilters = { images: boolean; notSupported: boolean };

/**
 * The bitconfig of the switches (part 2 §7): none on is every record (00001); Images 01001, Not Supported 00101;
 * both on keep both kinds (their flags together, 01101).
 */
export function bitconfigFor({ images, notSupported }: StorageFilters): string {
  if (!images && !notSupported) return tableBitconfigs.all;
  const flags = [images ? tableBitconfigs.images : undefined, notSupported ? tableBitconfigs.notSupported : undefined].filter((v) => v !== undefined);
  return Array.from({ length: 5 }, (_, i) => (flags.some((f) => f[i] === '1') ? '1' : '0')).join('');
}

/** The table the picker starts on: the processing records when listed, or the first table. */
function defaultTable(tables: readonly string[]): string | undefined {
  return tables.find((t) => t.toLowerCase() === 'processing') ?? tables[0];
}

type ActionState =
  | { kind: 'idle' }
  | { kind: 'sending'; action: string; progress: ChunkProgress }
  | { kind: 'done'; action: string; queued: number; skipped: string[] }
  | { kind: 'failed'; action: string; message: string };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '100rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  picker: { minWidth: '14rem', maxWidth: '100%' },
  switches: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '34rem' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pageSize: { gridTemplateColumns: 'max-content minmax(5rem, auto)', alignItems: 'center' },
});

/**
 * /admin/tablestorage 'TableStorage' (part 2 §2.9, §7, §9): the records of a storage table (the processing records
 * of the extraction), filtered by the Images and Not Supported switches, a page at a time with the server's
 * continuation token (a stack of the tokens seen gives 'Anterior'). Selected documents are sent again to
 * 'Reprocesar' or 'Image AI' in chunks of 100. A 401 goes to /login and back (the api client does it); a failed
 * load is logged and offers a retry.
 */
export function TableStoragePage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const narrow = useNarrowViewport();
  const tables = useStorageTables();
  const [chosenTable, setChosenTable] = useState<string | undefined>();
  const [filters, setFilters] = useState<StorageFilters>({ images: false, notSupported: false });
  const [pageSize, setPageSize] = useState<number>(TABLE_DEFAULT_PAGE_SIZE);
  // tokens[i] opens page i + 2; the last one is the page on screen (none: the first page).
  const [tokens, setTokens] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<ActionState>({ kind: 'idle' });

  const table = chosenTable ?? defaultTable(tables.data ?? []);
  const bitconfig = bitconfigFor(filters);
  const page = useStorageTablePage(table ? { table, bitconfig, pageSize, continueToken: tokens.at(-1) } : undefined);
  const items = useMemo(() => (page.error ? [] : (page.data?.items ?? [])), [page.error, page.data]);
  const busy = page.isValidating && page.data !== undefined;

  /** A new table, filter or page size starts again at the first page with nothing selected. */
  const restart = () => {
    setTokens([]);
    setSelected(new Set());
    setAction({ kind: 'idle' });
  };

  const selectable = items.filter((item): item is TableStorageItem & { documentPK: string } => Boolean(item.documentPK));
  const selectedHere = selectable.filter((item) => selected.has(item.documentPK)).length;
  const allChecked: boolean | 'mixed' = selectable.length > 0 && selectedHere === selectable.length ? true : selectedHere > 0 ? 'mixed' : false;
  const selection: RecordSelection = {
    isSelected: (item) => (item.documentPK ? selected.has(item.documentPK) : false),
    toggle: (item, checked) => {
      if (!item.documentPK) return;
      const next = new Set(selected);
      if (checked) next.add(item.documentPK);
      else next.delete(item.documentPK);
      setSelected(next);
    },
  };
  const selectAll = (checked: boolean) => {
    const next = new Set(selected);
    for (const item of selectable) {
      if (checked) next.add(item.documentPK);
      else next.delete(item.documentPK);
    }
    setSelected(next);
  };

  const run = async (label: string, send: (ids: string[]) => Promise<StorageActionResponse>) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    const result = await sendInChunks(ids, send, (progress) => setAction({ kind: 'sending', action: label, progress }));
    // What went is no longer selected: after a failure, pressing the button again sends only the rest.
    setSelected((current) => new Set([...current].filter((id) => !result.sent.includes(id))));
    if (result.ok) {
      setAction({ kind: 'done', action: label, queued: result.queued, skipped: result.skipped });
    } else {
      const message = result.error instanceof ApiClientError ? result.error.message : texts.loadError;
      console.error(`${label}: lote ${result.failedChunk} de ${result.chunks}`, result.error);
      setAction({ kind: 'failed', action: label, message: texts.chunkFailed(result.failedChunk, result.chunks, message) });
    }
    void page.mutate();
  };
  const sending = action.kind === 'sending';

  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: texts.home, to: getHref('home') },
          { label: texts.admin, to: getHref('admin') },
        ]}
        current={title}
      />
      <Title2 as="h1">{title}</Title2>
      <Body1 className={styles.muted}>{texts.intro}</Body1>

      {tables.error && <LoadFailure message={texts.tablesError} onRetry={() => void tables.mutate()} />}
      {!tables.data && tables.isLoading && <Spinner label={texts.tablesLoading} />}
      {tables.data && tables.data.length === 0 && <Body1>{texts.noTables}</Body1>}

      {table && (
        <>
          <section aria-label={texts.filters} className={styles.controls}>
            <SelectField
              label={texts.table}
              className={styles.picker}
              options={(tables.data ?? []).map((t) => ({ value: t, label: t }))}
              value={table}
              onValueChange={(value) => {
                setChosenTable(value);
                restart();
              }}
            />
            <div className={styles.switches}>
              <AppSwitch
                label={texts.images}
                hint={texts.imagesHint}
                checked={filters.images}
                onCheckedChange={(images) => {
                  setFilters((f) => ({ ...f, images }));
                  restart();
                }}
              />
              <AppSwitch
                label={texts.notSupported}
                hint={texts.notSupportedHint}
                checked={filters.notSupported}
                onCheckedChange={(notSupported) => {
                  setFilters((f) => ({ ...f, notSupported }));
                  restart();
                }}
              />
              {!filters.images && !filters.notSupported && <Caption1 className={styles.muted}>{texts.allShown}</Caption1>}
            </div>
          </section>

          <div className={styles.toolbar} role="toolbar" aria-label={texts.actionsLabel}>
            <AppCheckbox label={texts.selectAll} checked={allChecked} disabled={selectable.length === 0 || sending} onCheckedChange={(checked) => selectAll(checked === true)} />
            <Body1 aria-live="polite">{texts.selected(selected.size)}</Body1>
            <AppButton variant="primary" disabled={selected.size === 0 || sending} onClick={() => void run(texts.reprocess, postStorageReprocess)}>
              {texts.reprocess}
            </AppButton>
            <AppButton disabled={selected.size === 0 || sending} onClick={() => void run(texts.imageAi, postStorageImageAi)}>
              {texts.imageAi}
            </AppButton>
            {selected.size > 0 && !sending && (
              <AppButton variant="link" onClick={() => setSelected(new Set())}>
                {texts.clearSelection}
              </AppButton>
            )}
          </div>

          <div role="status">
            {action.kind === 'sending' && <Spinner size="tiny" labelPosition="after" label={`${action.action}: ${texts.sending(action.progress.chunk, action.progress.chunks)}`} />}
            {action.kind === 'done' && (
              <MessageBar intent={action.skipped.length > 0 ? 'warning' : 'success'}>
                <MessageBarBody>
                  <MessageBarTitle>{action.action}</MessageBarTitle>
                  {texts.done(action.queued, action.skipped.length)}
                  {action.skipped.length > 0 && ` ${texts.skippedList}: ${action.skipped.join(', ')}`}
                </MessageBarBody>
              </MessageBar>
            )}
          </div>
          {action.kind === 'failed' && (
            <MessageBar intent="error" politeness="assertive">
              <MessageBarBody>
                <MessageBarTitle>{action.action}</MessageBarTitle>
                {action.message}
              </MessageBarBody>
            </MessageBar>
          )}

          {page.error && <LoadFailure message={texts.loadError} onRetry={() => void page.mutate()} />}
          {!page.data && page.isLoading && <Spinner label={texts.loading} />}
          {page.data && !page.error && (
            <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
              {narrow ? <TableStorageCards items={items} selection={selection} /> : <TableStorageGrid items={items} selection={selection} />}
            </div>
          )}

          <div className={styles.footer}>
            <nav aria-label={texts.pagination} className={styles.pager}>
              <AppButton size="small" icon={<ChevronLeftRegular />} disabled={tokens.length === 0 || page.isLoading} onClick={() => setTokens((t) => t.slice(0, -1))}>
                {texts.previous}
              </AppButton>
              <Body1>{texts.pageNumber(tokens.length + 1)}</Body1>
              <AppButton
                size="small"
                icon={<ChevronRightRegular />}
                iconPosition="after"
                disabled={!page.data?.continueToken || page.isLoading || Boolean(page.error)}
                onClick={() => {
                  const next = page.data?.continueToken;
                  if (next) setTokens((t) => [...t, next]);
                }}
              >
                {texts.next}
              </AppButton>
            </nav>
            <SelectField
              label={texts.pageSize}
              orientation="horizontal"
              className={styles.pageSize}
              options={TABLE_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
              value={String(pageSize)}
              onValueChange={(value) => {
                setPageSize(Number(value));
                restart();
              }}
            />
          </div>
        </>
      )}
    </main>
  );
}
