import { Body1, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { eventsLogPageSizes } from '@expediente/contracts/dev/events-log';
import { useState } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { SelectField } from '../../components/select-field';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { useEventsLog } from './api/get-events-log';
import { EventsFilters } from './components/events-filters';
import { EventsCards, EventsTable } from './components/events-table';
import { eventsTexts as texts } from './components/events-texts';
import { EventsVerify } from './components/events-verify';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '80rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3, maxWidth: '60rem' },
  list: { minWidth: 0 },
  busy: { opacity: 0.6 },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const defaultPageSize = 25;

/**
 * /dev/advanced 'Bitácora del sistema' (part 2 §2.10, §7; decision 017): the tenant's event log newest first — date in
 * Mexico City time, event, version (its sequence in the chain) — filtered by dates, type prefix and e-mail (kept in
 * the query string), paged with the server's continuation tokens (a stack of them gives 'Anterior'), and the
 * 'Verificar integridad' action.
 */
export function EventsLogPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const narrow = useNarrowViewport();
  const [params, update] = useListParams();
  const fromDate = params.get('fromDate') ?? '';
  const toDate = params.get('toDate') ?? '';
  const type = params.get('type') ?? '';
  const email = params.get('email') ?? '';
  const sizeParam = Number(params.get('pageSize'));
  const pageSize = (eventsLogPageSizes as readonly number[]).includes(sizeParam) ? sizeParam : defaultPageSize;
  // tokens[i] opens page i + 2; the last is the page on screen. Tokens belong to one set of filters: any change of
  // the query string starts again at page 1.
  const filterKey = params.toString();
  const [paging, setPaging] = useState<{ key: string; tokens: string[] }>({ key: filterKey, tokens: [] });
  const tokens = paging.key === filterKey ? paging.tokens : [];
  const setTokens = (change: (t: string[]) => string[]) => setPaging({ key: filterKey, tokens: change(tokens) });

  const page = useEventsLog({ fromDate, toDate, type, email, pageSize, ...(tokens.length ? { continuationToken: tokens.at(-1)! } : {}) });
  const filtered = Boolean(fromDate || toDate || type || email);
  const entries = page.error ? [] : (page.data?.eventsLog ?? []);
  const busy = page.isValidating && page.data !== undefined;
  const emptyText = filtered ? texts.emptyFiltered : texts.empty;
  const fieldError = (name: string) => page.error?.errors[name]?.[0];


  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: texts.home, to: getHref('home') }, { label: texts.dev, to: getHref('dev') }]} current={title} />
      <Title2 as="h1">{title}</Title2>
      <Body1 className={styles.muted}>{texts.intro}</Body1>

      <EventsVerify />

      {/* Keyed by the query string: back, forward or 'Limpiar filtros' put the typed texts back in step. */}
      <EventsFilters key={filterKey} values={{ fromDate, toDate, type, email }} filtered={filtered} errorOf={fieldError} onChange={update} />

      {page.error && !Object.keys(page.error.errors).length && <LoadFailure message={texts.loadFailed} onRetry={() => void page.mutate()} />}
      {!page.data && page.isLoading && <Spinner label={texts.loading} />}
      {page.data && !page.error && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          {narrow ? <EventsCards entries={entries} emptyText={emptyText} /> : <EventsTable entries={entries} emptyText={emptyText} />}
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
            disabled={!page.data?.continuationToken || page.isLoading || Boolean(page.error)}
            onClick={() => {
              const next = page.data?.continuationToken;
              if (next) setTokens((t) => [...t, next]);
            }}
          >
            {texts.next}
          </AppButton>
        </nav>
        <SelectField
          label={texts.pageSize}
          orientation="horizontal"
          options={eventsLogPageSizes.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(pageSize)}
          onValueChange={(v) => update({ pageSize: v === String(defaultPageSize) ? '' : v })}
        />
      </div>
    </main>
  );
}
