import { Body1, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { roleMessages } from '@expediente/contracts/admin/roles';
import { useCallback } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { AppCard } from '../../components/app-card';
import { DebouncedSearch } from '../../components/debounced-search';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { RouterLink } from '../../components/router-link';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useRoles } from './api/get-roles';
import { roleTexts as t } from './components/role-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '70rem', minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))', gap: tokens.spacingHorizontalM },
  busy: { opacity: 0.6 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /admin/roles (part 2 §2.9): the roles with their name and description, each linking to ./{name}; a search in
 * the query string (`search`, sent to GET /api/roles/?search). Roles come from the permission model in code, and
 * the page says so: there is nothing to create or edit here.
 */
export function RolesPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const [params, update] = useListParams();
  const search = (params.get('search') ?? '').slice(0, 100);
  const { data, error, isLoading, mutate } = useRoles(search);
  const onSearch = useCallback((value: string) => update({ search: value || undefined }, { replace: true }), [update]);
  const busy = isLoading && data !== undefined;

  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: t.home, to: getHref('home') },
          { label: t.admin, to: getHref('admin') },
        ]}
        current={title}
      />
      <Title2 as="h1">{title}</Title2>
      <MessageBar intent="info">
        <MessageBarBody>{roleMessages.codeNote}</MessageBarBody>
      </MessageBar>
      <DebouncedSearch value={search} onSearch={onSearch} debounceMs={500} placeholder={t.searchPlaceholder} label={t.search} maxLength={100} />
      {error && <LoadFailure message={roleMessages.loadError} onRetry={() => void mutate()} />}
      {!data && isLoading && <Spinner label={t.loading} />}
      {data && !error && (
        <>
          <Body1 role="status" className={styles.muted}>
            {busy ? t.loading : t.total(data.roles.length)}
          </Body1>
          {data.roles.length === 0 ? (
            <Body1>{t.noMatch}</Body1>
          ) : (
            <ul className={mergeClasses(styles.list, busy && styles.busy)} aria-label={t.listLabel} aria-busy={busy}>
              {data.roles.map((role) => (
                <li key={role.name}>
                  <AppCard
                    title={<RouterLink to={getHref('adminRole', { name: role.name })}>{role.displayName}</RouterLink>}
                    description={role.name}
                    headingLevel={2}
                  >
                    <Body1>{role.description}</Body1>
                    <Body1 className={styles.muted}>{t.permissionCount(role.permissions.length)}</Body1>
                  </AppCard>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  );
}
