import { Body1, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CONTRACTS_PAGE_SIZE, contractMessages } from '@expediente/contracts/contracts/contracts';
import { useCallback } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { DebouncedSearch } from '../../components/debounced-search';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { Pagination } from '../../components/pagination';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { useContracts } from './api/get-contracts';
import { ContractCards, ContractsTable } from './components/contracts-list';

/** Part 2 §9: the contracts list asks 600 ms after the last keystroke. */
export const CONTRACTS_DEBOUNCE_MS = 600;
const t = contractMessages;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '90rem', minWidth: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
});

/** Ours: the total under the search. */
const totalText = (n: number) => (n === 1 ? '1 contrato' : `${n.toLocaleString('es-MX')} contratos`);

/**
 * /contracts 'Contratos' (part 2 §2.7): breadcrumb Inicio > Contratos, a search kept in the query string (asked
 * 600 ms after typing stops), the audited contracts 20 a page with Contrato, Proveedor, Riesgo (the supplier's, from
 * the compliance figures) and Validación (computed from the contract's status and term); a row opens the contract
 * document. Cards below 768 px.
 */
export function ContractsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const narrow = useNarrowViewport();
  const [params, update] = useListParams();
  const search = (params.get('search') ?? '').trim().slice(0, 100);
  const page = Number(params.get('pageIndex'));
  const pageIndex = Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
  const { data: answer, error, isLoading, mutate } = useContracts({ ...(search ? { search } : {}), pageIndex });
  const data = error ? undefined : answer;
  const busy = isLoading && data !== undefined;
  const onSearch = useCallback((value: string) => update({ search: value }, { replace: true }), [update]);

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: 'Inicio', to: getHref('home') }]} current={title} />
      <Title2 as="h1">{title}</Title2>
      <div role="search">
        <DebouncedSearch value={search} onSearch={onSearch} debounceMs={CONTRACTS_DEBOUNCE_MS} placeholder={t.searchPlaceholder} label={t.searchPlaceholder} maxLength={100} />
      </div>
      {error && <LoadFailure message={t.loadError} onRetry={() => void mutate()} />}
      {!data && isLoading && <Spinner label="Cargando contratos…" />}
      {data && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          <Body1 role="status">{totalText(data.totalCount)}</Body1>
          {narrow ? <ContractCards contracts={data.contracts} /> : <ContractsTable contracts={data.contracts} />}
          <Pagination
            page={pageIndex}
            count={Math.max(1, Math.ceil(data.totalCount / CONTRACTS_PAGE_SIZE))}
            onPageChange={(next) => update({ pageIndex: next === 1 ? undefined : next })}
            disabled={busy}
          />
        </div>
      )}
    </main>
  );
}
