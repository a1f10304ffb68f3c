import { MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_REPORTS_PER_PAGE, reportMessages, reportSettingsInputSchema, type ReportSettings, type ReportSettingsInput } from '@expediente/contracts/reports/reports';
import { useId, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { AppCheckbox } from '../../../components/app-checkbox';
import { AppSwitch } from '../../../components/app-switch';
import { TextField } from '../../../components/text-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { useReportSettings } from '../api/get-report-settings';
import { saveReportSettings } from '../api/save-report-settings';
import { ReportsLoadFailure } from './configured-reports';

// Ours: the spec shows no configuration screen for the reports.
const t = {
  title: 'Reportes',
  description: 'Power BI y reportes incrustados de Inicio y Cumplimiento.',
  loading: 'Cargando la configuración de reportes...',
  powerBi: 'Usar un reporte de Power BI',
  powerBiHint: 'Inicio y Cumplimiento lo muestran a clientes y personal con la funcionalidad costumer-bi, y a proveedores con supplier-bi.',
  powerBiUnavailable: 'El portal no tiene configurada la entidad de servicio de Power BI (POWERBI_TENANT_ID, POWERBI_CLIENT_ID, POWERBI_CLIENT_SECRET): el reporte no se mostrará hasta configurarla.',
  workspaceId: 'Área de trabajo (workspace ID)',
  reportId: 'Reporte (report ID)',
  supplierRole: 'Rol de seguridad para proveedores (RLS)',
  supplierRoleHint: 'Cada proveedor ve el reporte filtrado a su organización con este rol; vacío: los proveedores no ven el reporte.',
  home: 'Reportes de Inicio',
  compliancePage: 'Reportes de Cumplimiento',
  none: 'Sin reportes.',
  reportTitle: 'Título',
  url: 'Dirección (https)',
  isEmbed: 'Incrustar en la página',
  isEmbedHint: 'Sin marcar se muestra como enlace.',
  add: 'Agregar reporte',
  remove: 'Quitar',
  removeLabel: (n: number) => `Quitar el reporte ${n}`,
  rowLabel: (list: string, n: number) => `${list}: reporte ${n}`,
  save: 'Guardar',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  reload: 'Recargar',
} as const;

type Row = { title: string; url: string; isEmbed: boolean };
type FormState = { powerBiOn: boolean; workspaceId: string; reportId: string; supplierRole: string; home: Row[]; compliancePage: Row[] };
type ListKey = 'home' | 'compliancePage';

const stateOf = (s: ReportSettings): FormState => ({
  powerBiOn: !!s.powerBi,
  workspaceId: s.powerBi?.workspaceId ?? '',
  reportId: s.powerBi?.reportId ?? '',
  supplierRole: s.powerBi?.supplierRole ?? '',
  home: s.home.map(({ title, url, isEmbed }) => ({ title, url, isEmbed })),
  compliancePage: s.compliancePage.map(({ title, url, isEmbed }) => ({ title, url, isEmbed })),
});

const bodyOf = (f: FormState, etag: string | null) => ({
  powerBi: f.powerBiOn ? { workspaceId: f.workspaceId, reportId: f.reportId, supplierRole: f.supplierRole } : null,
  home: f.home,
  compliancePage: f.compliancePage,
  etag,
});

/** The first message per field path ('home.0.url', 'powerBi.reportId', 'compliancePage'…). */
function firstErrors(errors: Record<string, string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([k, list]) => (list?.[0] ? [[k === 'etag' ? 'form' : k, list[0]]] : [])));
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  fieldset: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * The 'Reportes' card of /admin/tenants/{id} (manage:reports: Developer, Admin, Support; the Developer edits any
 * tenant): the Power BI workspace and report, the RLS role suppliers see it through, and the reports of Inicio and
 * Cumplimiento. Checked here with the server's own contract, then PUT with the version read; a 409 offers to reload.
 */
export function ReportSettingsCard({ tenantId }: { tenantId: string }) {
  const settings = useReportSettings(tenantId);
  return (
    <AppCard title={t.title} description={t.description} headingLevel={2}>
      {settings.isLoading && <Spinner size="small" label={t.loading} />}
      {settings.error && !settings.data && <ReportsLoadFailure message={reportMessages.loadFailed} onRetry={() => void settings.mutate()} />}
      {settings.data && (
        <ReportSettingsForm
          key={settings.data.etag ?? 'new'}
          tenantId={tenantId}
          settings={settings.data}
          onSaved={(saved) => void settings.mutate(saved, { revalidate: false })}
          onReload={() => void settings.mutate()}
        />
      )}
    </AppCard>
  );
}

function ReportSettingsForm({ tenantId, settings, onSaved, onReload }: { tenantId: string; settings: ReportSettings; onSaved: (s: ReportSettings) => void; onReload: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const initial = stateOf(settings);
  const [form, setForm] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(form) !== JSON.stringify(initial);

  function update(next: Partial<FormState>, clear: string[]) {
    setForm((f) => ({ ...f, ...next }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'form' && !clear.some((c) => k === c || k.startsWith(`${c}.`)))));
  }
  const setRow = (list: ListKey, index: number, row: Partial<Row>) =>
    update({ [list]: form[list].map((r, i) => (i === index ? { ...r, ...row } : r)) }, [`${list}.${index}`, list]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = reportSettingsInputSchema.safeParse(bodyOf(form, settings.etag));
    if (!checked.success) {
      const byPath: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (byPath[issue.path.map(String).join('.')] ??= []).push(issue.message);
      setErrors(firstErrors(byPath));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveReportSettings(tenantId, checked.data satisfies ReportSettingsInput);
      notify.toast(reportMessages.saved, { variant: 'success' });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409) setConflict(true);
      else if (error instanceof ApiClientError && error.status === 400 && Object.keys(error.errors).length > 0) setErrors(firstErrors(error.errors));
      else setErrors({ form: error instanceof ApiClientError && error.message ? error.message : reportMessages.saveFailed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} aria-label={t.title} onSubmit={(e) => void submit(e)} noValidate>
      {conflict && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{reportMessages.conflict}</MessageBarBody>
          <MessageBarActions>
            <AppButton size="small" onClick={onReload}>
              {t.reload}
            </AppButton>
          </MessageBarActions>
        </MessageBar>
      )}
      {errors.form && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <AppSwitch label={t.powerBi} hint={t.powerBiHint} checked={form.powerBiOn} disabled={saving} onCheckedChange={(on) => update({ powerBiOn: on }, ['powerBi'])} />
      {form.powerBiOn && !settings.powerBiAvailable && (
        <MessageBar intent="warning">
          <MessageBarBody>{t.powerBiUnavailable}</MessageBarBody>
        </MessageBar>
      )}
      {form.powerBiOn && (
        <div className={styles.grid}>
          <TextField label={t.workspaceId} required value={form.workspaceId} disabled={saving} validationMessage={errors['powerBi.workspaceId']} onChange={(_, d) => update({ workspaceId: d.value }, ['powerBi.workspaceId'])} />
          <TextField label={t.reportId} required value={form.reportId} disabled={saving} validationMessage={errors['powerBi.reportId']} onChange={(_, d) => update({ reportId: d.value }, ['powerBi.reportId'])} />
          <TextField label={t.supplierRole} hint={t.supplierRoleHint} value={form.supplierRole} disabled={saving} validationMessage={errors['powerBi.supplierRole']} onChange={(_, d) => update({ supplierRole: d.value }, ['powerBi.supplierRole'])} />
        </div>
      )}
      {(['home', 'compliancePage'] as const).map((list) => (
        <ReportRows key={list} list={list} rows={form[list]} errors={errors} saving={saving} onChange={(i, row) => setRow(list, i, row)} onRows={(rows) => update({ [list]: rows }, [list])} />
      ))}
      <div className={styles.actions}>
        <AppButton type="submit" variant="primary" disabled={!changed || saving}>
          {saving ? t.saving : t.save}
        </AppButton>
        <AppButton
          type="button"
          disabled={!changed || saving}
          onClick={() => {
            setForm(initial);
            setErrors({});
          }}
        >
          {t.cancel}
        </AppButton>
      </div>
    </form>
  );
}

function ReportRows({
  list,
  rows,
  errors,
  saving,
  onChange,
  onRows,
}: {
  list: ListKey;
  rows: Row[];
  errors: Record<string, string>;
  saving: boolean;
  onChange: (index: number, row: Partial<Row>) => void;
  onRows: (rows: Row[]) => void;
}) {
  const styles = useStyles();
  const legendId = useId();
  const name = list === 'home' ? t.home : t.compliancePage;
  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId}>
      <Subtitle2 as="h3" id={legendId} className={styles.legend}>
        {name}
      </Subtitle2>
      {rows.length === 0 && <span className={styles.muted}>{t.none}</span>}
      {errors[list] && (
        <MessageBar intent="error">
          <MessageBarBody>{errors[list]}</MessageBarBody>
        </MessageBar>
      )}
      <ul className={styles.list}>
        {rows.map((row, i) => (
          <li key={i} className={styles.row} aria-label={t.rowLabel(name, i + 1)}>
            <TextField label={t.reportTitle} required value={row.title} disabled={saving} validationMessage={errors[`${list}.${i}.title`]} onChange={(_, d) => onChange(i, { title: d.value })} />
            <TextField label={t.url} required type="url" value={row.url} disabled={saving} validationMessage={errors[`${list}.${i}.url`]} onChange={(_, d) => onChange(i, { url: d.value })} />
            <AppCheckbox label={t.isEmbed} hint={t.isEmbedHint} checked={row.isEmbed} disabled={saving} onCheckedChange={(c) => onChange(i, { isEmbed: c === true })} />
            <AppButton type="button" aria-label={t.removeLabel(i + 1)} disabled={saving} onClick={() => onRows(rows.filter((_, at) => at !== i))}>
              {t.remove}
            </AppButton>
          </li>
        ))}
      </ul>
      <div>
        <AppButton type="button" disabled={saving || rows.length >= MAX_REPORTS_PER_PAGE} onClick={() => onRows([...rows, { title: '', url: '', isEmbed: true }])}>
          {t.add}
        </AppButton>
      </div>
    </fieldset>
  );
}
