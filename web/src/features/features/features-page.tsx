import { Body1, MessageBar, MessageBarBody, Spinner, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { featureMessages, type FeatureRolesResponse, type FeaturesResponse } from '@expediente/contracts/features/admin';
import type { FeatureName } from '@expediente/contracts/features/catalog';
import { can } from '@expediente/contracts/shell/permissions';
import type { Role } from '@expediente/contracts/shared/roles';
import { useId, useState } from 'react';
import { AppAccordion } from '../../components/app-accordion';
import { AppButton } from '../../components/app-button';
import { AppCard } from '../../components/app-card';
import { AppSwitch } from '../../components/app-switch';
import { useConfirm } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { useNotify } from '../../components/use-notify';
import type { PageProps } from '../../app/routes';
import { useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { useFeatureHistory } from './api/get-feature-history';
import { useFeatureRoles } from './api/get-feature-roles';
import { useFeatures } from './api/get-features';
import { manageFeature } from './api/manage-feature';
import { AddFeatureModal, addFeatureTexts } from './components/add-feature-modal';
import { FeatureHistory } from './components/feature-history';

export const featuresPageTexts = {
  tenantSection: 'Funcionalidades del tenant',
  rolesSection: 'Funcionalidades por rol',
  search: 'Buscar funcionalidad',
  enable: (name: string) => `Habilitar ${name}`,
  noMatch: 'Ninguna funcionalidad coincide con la búsqueda.',
  notManageable: 'No se administra por rol.',
  enabledCount: (on: number, total: number) => `${on} de ${total} habilitadas`,
  showRoleFeatures: (role: string) => `Funcionalidades de ${role}`,
  readOnly: 'Solo un Desarrollador puede cambiar las funcionalidades.',
  confirmTitle: (enabled: boolean) => (enabled ? 'Activar funcionalidad' : 'Desactivar funcionalidad'),
  confirmTenant: (name: string, enabled: boolean) =>
    `¿Desea ${enabled ? 'activar' : 'desactivar'} ${name} para todo el tenant? El cambio aplica de inmediato a todos los usuarios.`,
  confirmRole: (name: string, role: string, enabled: boolean) =>
    `¿Desea ${enabled ? 'activar' : 'desactivar'} ${name} para el rol ${role}? El cambio aplica de inmediato a los usuarios de ese rol.`,
  confirmLabel: (enabled: boolean) => (enabled ? 'Activar' : 'Desactivar'),
} as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, padding: tokens.spacingHorizontalXXL },
  titleRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))', gap: tokens.spacingHorizontalM },
  roleList: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingTop: tokens.spacingVerticalS },
  search: { maxWidth: '24rem' },
});

/**
 * /admin/features, 'Administración de Features' (part 2 §2.9): a card per feature with its switch for the whole
 * tenant, a card per role with its feature switches (those that are not manageable are disabled), and the modal to
 * add a feature's description or relate a role to a feature, and the history of changes (who, what, when). A
 * switch first asks for confirmation (the change reaches every user at once), then moves and goes back if the server
 * refuses (a 403 included: 'Error al actualizar.'). The signed-in user's flags (and so the menu) are then read again.
 * Without manage:features (Admin, Support: read:features only) the page is read-only: the server would refuse.
 */
export function FeaturesPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const notify = useNotify();
  const { user, reload } = useSignedInUser();
  const mayManage = can(user.primaryRole, 'manage:features', user.features);
  const features = useFeatures();
  const roles = useFeatureRoles();
  const history = useFeatureHistory();
  const { confirm, confirmDialog } = useConfirm();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const tenantHeading = useId();
  const rolesHeading = useId();

  function refreshAll() {
    void features.mutate();
    void roles.mutate();
    void history.mutate();
    void reload();
  }

  /** A change reaches every user of the tenant (or role) at once: it is asked first. */
  const confirmChange = (message: string, enabled: boolean) =>
    confirm({ title: featuresPageTexts.confirmTitle(enabled), message, confirmLabel: featuresPageTexts.confirmLabel(enabled), variant: enabled ? 'primary' : 'danger' });

  async function toggleTenant(name: string, enabled: boolean) {
    if (!features.data || !(await confirmChange(featuresPageTexts.confirmTenant(name, enabled), enabled))) return;
    const before = features.data;
    if (!before) return;
    const patched: FeaturesResponse = { features: before.features.map((f) => (f.featureName === name ? { ...f, enabled } : f)) };
    void features.mutate(patched, { revalidate: false });
    try {
      await manageFeature({ Feature: name as FeatureName, Status: enabled ? 0 : 1 });
    } catch {
      void features.mutate(before, { revalidate: false });
      notify.toast(featureMessages.updateFailed, { variant: 'danger' });
      return;
    }
    notify.toast(featureMessages.changed, { variant: 'success' });
    refreshAll();
  }

  async function toggleRole(roleId: Role, name: string, enabled: boolean) {
    const current = roles.data?.roles.find((r) => r.roleId === roleId);
    if (!current?.features.some((f) => f.featureName === name)) return;
    if (!(await confirmChange(featuresPageTexts.confirmRole(name, current.roleDisplayName, enabled), enabled))) return;
    // Read again after the question: the data may have been refreshed while it was open.
    const before = roles.data;
    const role = before?.roles.find((r) => r.roleId === roleId);
    const feature = role?.features.find((f) => f.featureName === name);
    if (!before || !role || !feature) return;
    const patched: FeatureRolesResponse = {
      roles: before.roles.map((r) =>
        r.roleId === roleId ? { ...r, features: r.features.map((f) => (f.featureName === name ? { ...f, enabled, related: true } : f)) } : r,
      ),
    };
    void roles.mutate(patched, { revalidate: false });
    // The first setting of a role for a feature needs a description: the feature's own, unless one was given.
    const description = feature.description ?? features.data?.features.find((f) => f.featureName === name)?.description;
    try {
      await manageFeature({ Feature: name as FeatureName, Status: enabled ? 0 : 1, Role: roleId, ...(feature.related || !description ? {} : { Description: description }) });
    } catch {
      void roles.mutate(before, { revalidate: false });
      notify.toast(featureMessages.updateFailed, { variant: 'danger' });
      return;
    }
    notify.toast(feature.related ? featureMessages.changed : featureMessages.related, { variant: 'success' });
    refreshAll();
  }

  const needle = search.trim().toLowerCase();
  const shown = (features.data?.features ?? []).filter(
    (f) => !needle || f.featureName.toLowerCase().includes(needle) || f.description.toLowerCase().includes(needle),
  );
  const loading = features.isLoading || roles.isLoading;
  const failed = features.error || roles.error;

  return (
    <main className={styles.root}>
      <div className={styles.titleRow}>
        <Title2 as="h1">{title}</Title2>
        {mayManage && (
          <AppButton variant="primary" icon={<AddRegular />} onClick={() => setAdding(true)} disabled={!features.data || !roles.data}>
            {addFeatureTexts.open}
          </AppButton>
        )}
      </div>
      {!mayManage && (
        <MessageBar intent="info">
          <MessageBarBody>{featuresPageTexts.readOnly}</MessageBarBody>
        </MessageBar>
      )}
      {failed && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{featureMessages.loadFailed}</MessageBarBody>
        </MessageBar>
      )}
      {loading && <Spinner label="Cargando información..." />}

      {roles.data && (
        <section className={styles.section} aria-labelledby={rolesHeading}>
          <Subtitle1 as="h2" id={rolesHeading}>
            {featuresPageTexts.rolesSection}
          </Subtitle1>
          <div className={styles.grid}>
            {roles.data.roles.map((role) => (
              <AppCard
                key={role.roleId}
                title={role.roleDisplayName}
                description={featuresPageTexts.enabledCount(role.features.filter((f) => f.enabled).length, role.features.length)}
              >
                <AppAccordion
                  headingLevel={4}
                  items={[
                    {
                      value: 'features',
                      title: featuresPageTexts.showRoleFeatures(role.roleDisplayName),
                      content: (
                        <div className={styles.roleList}>
                          {role.features.map((f) => (
                            <AppSwitch
                              key={f.featureName}
                              label={f.featureName}
                              checked={f.enabled}
                              disabled={!f.manageable || !mayManage}
                              hint={f.manageable ? f.description : featuresPageTexts.notManageable}
                              onCheckedChange={(checked) => void toggleRole(role.roleId, f.featureName, checked)}
                            />
                          ))}
                        </div>
                      ),
                    },
                  ]}
                />
              </AppCard>
            ))}
          </div>
        </section>
      )}

      {features.data && (
        <section className={styles.section} aria-labelledby={tenantHeading}>
          <Subtitle1 as="h2" id={tenantHeading}>
            {featuresPageTexts.tenantSection}
          </Subtitle1>
          <TextField className={styles.search} label={featuresPageTexts.search} type="search" value={search} onChange={(_, d) => setSearch(d.value)} />
          {shown.length === 0 ? (
            <Body1>{featuresPageTexts.noMatch}</Body1>
          ) : (
            <div className={styles.grid}>
              {shown.map((f) => (
                <AppCard key={f.featureName} title={f.featureName} description={f.description}>
                  <AppSwitch
                    label={featuresPageTexts.enable(f.featureName)}
                    checked={f.enabled}
                    disabled={!mayManage}
                    onCheckedChange={(checked) => void toggleTenant(f.featureName, checked)}
                  />
                </AppCard>
              ))}
            </div>
          )}
        </section>
      )}

      <FeatureHistory history={history} />

      {confirmDialog}
      {mayManage && features.data && roles.data && (
        <AddFeatureModal open={adding} onClose={() => setAdding(false)} features={features.data.features} roles={roles.data.roles} onSaved={refreshAll} />
      )}
    </main>
  );
}
