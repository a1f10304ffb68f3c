import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { systemDocumentsTexts } from '@expediente/contracts/admin/system-documents';
import { getHref } from '../../../app/routes';
import { RouterLink } from '../../../components/router-link';
import { useTenant } from '../api/get-tenant';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** The tenant key of `?tenant=` (as the contracts accept it), or undefined for the caller's own tenant. */
export function readTenantParam(params: URLSearchParams): string | undefined {
  const tenant = params.get('tenant')?.trim();
  return tenant && /^[a-z0-9][a-z0-9-]{1,62}$/.test(tenant) ? tenant : undefined;
}

/** `{ tenant }` for a link that must stay in the tenant being read (nothing for the caller's own). */
export const tenantLinkQuery = (tenant: string | undefined) => (tenant ? { tenant } : undefined);

/**
 * Which tenant a system list or detail reads when the Developer followed another tenant's counter from
 * /admin/tenants/{id}: its name, linking back to that tenant's page.
 */
export function SystemTenantNote({ tenant }: { tenant: string }) {
  const styles = useStyles();
  const { data } = useTenant(tenant);
  return (
    <Body1 className={styles.note}>
      {systemDocumentsTexts.tenantLabel}: <RouterLink to={getHref('adminTenant', { id: tenant })}>{data?.displayName ?? tenant}</RouterLink>
    </Body1>
  );
}
