import { Body1, Caption1, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { roleMessages, type RoleInfo, type RolePermission } from '@expediente/contracts/admin/roles';
import { useParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { AppCard } from '../../components/app-card';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { StatusBadge } from '../../components/status-badge';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useRole } from './api/get-role';
import { roleTexts as t } from './components/role-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '70rem', minWidth: 0 },
  areas: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  permissions: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  permission: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  code: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
  flags: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  flag: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The permissions of a role by area, in the order the model lists them. */
function byArea(role: RoleInfo): { area: string; label: string; permissions: RolePermission[] }[] {
  const areas = new Map<string, { area: string; label: string; permissions: RolePermission[] }>();
  for (const p of role.permissions) {
    const group = areas.get(p.area) ?? { area: p.area, label: p.areaDisplayName, permissions: [] };
    group.permissions.push(p);
    areas.set(p.area, group);
  }
  return [...areas.values()];
}

function Permission({ permission }: { permission: RolePermission }) {
  const styles = useStyles();
  const blocked = permission.features.some((f) => !f.enabled);
  return (
    <li className={styles.permission}>
      <Body1>{permission.description}</Body1>
      <Caption1 className={styles.code}>{permission.name}</Caption1>
      {permission.features.length === 0 ? (
        <Caption1>{t.noFlags}</Caption1>
      ) : (
        <>
          <Caption1>{t.needs}</Caption1>
          <ul className={styles.flags}>
            {permission.features.map((f) => (
              <li key={f.name} className={styles.flag}>
                <StatusBadge variant={f.enabled ? 'success' : 'warning'} aria-label={t.flagState(f.name, f.enabled)}>
                  {f.name}
                </StatusBadge>
                <Caption1>
                  {f.enabled ? t.flagOn : t.flagOff} · {f.description}
                </Caption1>
              </li>
            ))}
          </ul>
          {blocked && <Caption1>{t.blockedByFlag}</Caption1>}
        </>
      )}
    </li>
  );
}

/**
 * /admin/roles/{name}: what the role may do, from the permission model the server enforces, grouped by area; each
 * permission with the feature flags it needs and whether each is on for this role in this tenant
 * (/admin/features switches them). Roles are code: nothing here is editable.
 */
export function RolePage({ title }: PageProps) {
  const { name = '' } = useParams();
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useRole(name);
  const role = data?.role;
  usePageTitle(role ? `${role.displayName} · ${title}` : title);

  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: t.home, to: getHref('home') },
          { label: t.admin, to: getHref('admin') },
          { label: t.roles, to: getHref('adminRoles') },
        ]}
        current={role?.displayName ?? name}
      />
      <Title2 as="h1">{role ? `${role.displayName} (${role.name})` : title}</Title2>
      {error && (error.status === 404 ? <MessageBar intent="warning"><MessageBarBody>{roleMessages.notFound}</MessageBarBody></MessageBar> : <LoadFailure message={roleMessages.loadError} onRetry={() => void mutate()} />)}
      {!data && isLoading && <Spinner label={t.loading} />}
      {role && (
        <>
          <Body1>{role.description}</Body1>
          <MessageBar intent="info">
            <MessageBarBody>{roleMessages.codeNote}</MessageBarBody>
          </MessageBar>
          <section aria-label={t.permissionsOf(role.displayName)} className={styles.areas}>
            <Body1>{t.permissionCount(role.permissions.length)}</Body1>
            {byArea(role).map((group) => (
              <AppCard key={group.area} title={group.label} headingLevel={2}>
                <ul className={styles.permissions}>
                  {group.permissions.map((p) => (
                    <Permission key={p.name} permission={p} />
                  ))}
                </ul>
              </AppCard>
            ))}
          </section>
        </>
      )}
    </main>
  );
}
