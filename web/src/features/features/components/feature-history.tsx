import { Caption1, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { FeatureChange } from '@expediente/contracts/features/admin';
import { useId } from 'react';
import { AppButton } from '../../../components/app-button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import type { useFeatureHistory } from '../api/get-feature-history';

export const featureHistoryTexts = {
  title: 'Historial de cambios',
  timeZone: 'Fechas y horas de la Ciudad de México.',
  at: 'Fecha y hora',
  changedBy: 'Usuario',
  feature: 'Funcionalidad',
  scope: 'Alcance',
  change: 'Cambio',
  wholeTenant: 'Todo el tenant',
  role: (label: string) => `Rol ${label}`,
  on: 'Activada',
  off: 'Desactivada',
  empty: 'Aún no hay cambios registrados.',
  loading: 'Cargando historial...',
  failed: 'No se pudo cargar el historial de cambios. Vuelva a intentarlo; si el error continúa, comuníquese con soporte.',
  retry: 'Reintentar',
  more: 'Mostrar más',
} as const;

const state = (enabled: boolean) => (enabled ? featureHistoryTexts.on : featureHistoryTexts.off);

/** 'Activada → Desactivada', or only the new value when the old one was not recorded. */
export function describeChange(change: Pick<FeatureChange, 'previous' | 'enabled'>): string {
  return change.previous === undefined ? state(change.enabled) : `${state(change.previous)} → ${state(change.enabled)}`;
}

const columns: DataTableColumn<FeatureChange>[] = [
  { key: 'at', header: featureHistoryTexts.at, render: (c) => formatDateTime(c.at), width: '11rem' },
  { key: 'changedBy', header: featureHistoryTexts.changedBy, render: (c) => c.changedBy },
  { key: 'feature', header: featureHistoryTexts.feature, render: (c) => c.featureName },
  { key: 'scope', header: featureHistoryTexts.scope, render: (c) => (c.roleDisplayName ? featureHistoryTexts.role(c.roleDisplayName) : featureHistoryTexts.wholeTenant) },
  { key: 'change', header: featureHistoryTexts.change, render: describeChange },
];

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: { minWidth: '40rem' },
  hint: { color: tokens.colorNeutralForeground3 },
  more: { alignSelf: 'flex-start' },
});

export type FeatureHistoryProps = {
  /** The page's useFeatureHistory(): it reads the history again after each change it makes. */
  history: ReturnType<typeof useFeatureHistory>;
};

/** Who changed which feature and when (GET /api/admin/features/history), newest first, 20 at a time with 'Mostrar más'. */
export function FeatureHistory({ history }: FeatureHistoryProps) {
  const styles = useStyles();
  const headingId = useId();
  const { data, error, size, setSize, isLoading, isValidating, mutate } = history;
  const changes = (data ?? []).flatMap((page) => page.changes);
  const hasMore = !!data?.at(-1)?.continuationToken;
  const loadingMore = isValidating && !!data && size > data.length;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {featureHistoryTexts.title}
      </Subtitle1>
      <Caption1 className={styles.hint}>{featureHistoryTexts.timeZone}</Caption1>
      {error && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{featureHistoryTexts.failed}</MessageBarBody>
          <MessageBarActions>
            <AppButton size="small" onClick={() => void mutate()}>
              {featureHistoryTexts.retry}
            </AppButton>
          </MessageBarActions>
        </MessageBar>
      )}
      {isLoading ? (
        <Spinner size="small" label={featureHistoryTexts.loading} />
      ) : (
        data && (
          <DataTable
            label={featureHistoryTexts.title}
            columns={columns}
            rows={changes}
            getRowId={(c) => c.id}
            emptyText={featureHistoryTexts.empty}
            size="small"
            className={styles.table}
          />
        )
      )}
      {hasMore && (
        <AppButton className={styles.more} onClick={() => void setSize(size + 1)} disabled={loadingMore} icon={loadingMore ? <Spinner size="tiny" /> : undefined}>
          {featureHistoryTexts.more}
        </AppButton>
      )}
    </section>
  );
}
