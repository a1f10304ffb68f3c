import { Body1, Caption1, Field, MessageBar, MessageBarBody, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { exportMessages, exportPasswordSchema, type ExportRequest } from '@expediente/contracts/documents/export';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { useExportJob } from '../api/get-export';
import { requestExport } from '../api/request-export';
import type { ListFilters } from './list-filters';

export const exportTexts = {
  // Ours, except the messages of contracts' exportMessages (spec part 2 §5, §8).
  button: 'Exportar',
  formTitle: 'Exportar documentos',
  intro: (count: number) =>
    `Se exportarán ${count === 1 ? 'el documento' : `los ${count.toLocaleString('es-MX')} documentos`} de la lista, con los filtros actuales, a un archivo ZIP protegido con contraseña.`,
  password: 'Contraseña del archivo',
  passwordHint: 'Al menos 8 caracteres. No la enviamos por correo: guárdela, la necesitará para abrir el archivo.',
  confirm: 'Confirmar contraseña',
  submit: 'Solicitar descarga',
  cancel: 'Cancelar',
  startedTitle: 'Descarga solicitada',
  close: 'Cerrar',
  progress: 'Progreso de la exportación',
  queued: 'En espera de iniciar…',
  running: (processed: number, total: number) => `${processed.toLocaleString('es-MX')} de ${total.toLocaleString('es-MX')} documentos`,
  done: 'El archivo está listo: le enviamos el enlace por correo electrónico y a sus notificaciones. El enlace funciona 7 días.',
} as const;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  started: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Values = { password: string; confirm: string };
type Errors = Partial<Record<keyof Values | 'other', string>>;

/** The export's request body: the list's filters as the spec names them, and the password. */
export function exportBody(filters: ListFilters, password: string): ExportRequest {
  return {
    IsRequired: 'required',
    DocumentTypeSet: filters.documentTypeSet === 'auditonly' ? 'auditonly' : 'mxexpediente',
    ...(filters.supplierPK ? { SupplierPublicKey: filters.supplierPK } : {}),
    ...(filters.status ? { Status: filters.status as ExportRequest['Status'] } : {}),
    ...(filters.type ? { Type: filters.type } : {}),
    ...(filters.year ? { Year: filters.year } : {}),
    ...(filters.month ? { Month: filters.month } : {}),
    ...(filters.period ? { Period: filters.period } : {}),
    ...(filters.search ? { SearchText: filters.search } : {}),
    Password: password,
  };
}

function validate(values: Values): Errors {
  const parsed = exportPasswordSchema.safeParse(values.password);
  if (!parsed.success) return { password: parsed.error.issues[0]?.message ?? exportMessages.passwordRequired };
  if (values.confirm !== values.password) return { confirm: exportMessages.confirmMismatch };
  return {};
}

/**
 * The documents list's export (part 2 §2.3, §4, §5, §8): shown only with the flag documents-export, disabled while
 * the list loads or is empty. It asks for the ZIP's password (twice), confirms, then shows the started dialog with
 * the job's progress (polled) and the 7-Zip note; the link arrives by e-mail and as a notification.
 */
export function ExportButton({ filters, count, disabled }: { filters: ListFilters; count: number; disabled: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [open, setOpen] = useState<'form' | 'started' | undefined>();
  const [values, setValues] = useState<Values>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [exportId, setExportId] = useState<string | undefined>();
  const job = useExportJob(open === 'started' ? exportId : undefined);

  const close = () => {
    setOpen(undefined);
    setValues({ password: '', confirm: '' });
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const started = await requestExport(exportBody(filters, values.password));
      setExportId(started.exportId);
      setValues({ password: '', confirm: '' });
      setOpen('started');
      notify.toast(exportMessages.started, { variant: 'success' });
    } catch (error) {
      const fields = error instanceof ApiClientError && error.status === 400 ? error.errors : {};
      if (fields.Password?.[0]) setErrors({ password: fields.Password[0] });
      else {
        const reason = Object.values(fields).flat()[0];
        setErrors({ other: reason ?? exportMessages.failed });
        if (!reason) notify.toast(exportMessages.failed, { variant: 'danger' });
      }
    } finally {
      setSending(false);
    }
  }

  const state = job.data?.state;
  const failed = state === 'failed' || (job.error !== undefined && !job.data);
  const fraction = job.data && job.data.total > 0 ? job.data.processed / job.data.total : undefined;

  return (
    <>
      <AppButton icon={<ArrowDownloadRegular />} disabled={disabled} onClick={() => setOpen('form')}>
        {exportTexts.button}
      </AppButton>
      {/* One dialog that turns from the form into the started dialog: focus stays in it and returns to the button. */}
      <Modal
        open={open !== undefined}
        onOpenChange={(next) => (next ? undefined : close())}
        title={open === 'started' ? exportTexts.startedTitle : exportTexts.formTitle}
        size="small"
        actions={
          open === 'started' ? (
            <AppButton onClick={close}>{exportTexts.close}</AppButton>
          ) : (
            <>
              <AppButton variant="primary" onClick={() => formRef.current?.requestSubmit()} disabled={sending}>
                {exportTexts.submit}
              </AppButton>
              <AppButton onClick={close} disabled={sending}>
                {exportTexts.cancel}
              </AppButton>
            </>
          )
        }
      >
        {open === 'started' ? (
          <div className={styles.started}>
            <Body1>{exportMessages.startedDialog}</Body1>
            {failed ? (
              <MessageBar intent="error" politeness="assertive">
                <MessageBarBody>{exportMessages.failed}</MessageBarBody>
              </MessageBar>
            ) : state === 'done' ? (
              <MessageBar intent="success" politeness="polite">
                <MessageBarBody>{exportTexts.done}</MessageBarBody>
              </MessageBar>
            ) : (
              <Field
                label={exportTexts.progress}
                hint={job.data && state === 'running' ? exportTexts.running(job.data.processed, job.data.total) : exportTexts.queued}
                validationState="none"
              >
                <ProgressBar value={state === 'running' ? fraction : undefined} max={1} />
              </Field>
            )}
            <Caption1>{exportMessages.sevenZip}</Caption1>
          </div>
        ) : (
          <form
            ref={formRef}
            className={styles.form}
            onSubmit={(event) => void submit(event)}
            // Enter in a field submits (the submit button sits in the dialog's footer, outside the form).
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
                event.preventDefault();
                formRef.current?.requestSubmit();
              }
            }}
            noValidate
            aria-label={exportTexts.formTitle}
          >
            <Body1>{exportTexts.intro(count)}</Body1>
            {errors.other && (
              <MessageBar intent="error" politeness="assertive">
                <MessageBarBody>{errors.other}</MessageBarBody>
              </MessageBar>
            )}
            <TextField
              label={exportTexts.password}
              type="password"
              autoComplete="new-password"
              required
              hint={exportTexts.passwordHint}
              value={values.password}
              onChange={(_, d) => setValues((v) => ({ ...v, password: d.value }))}
              validationMessage={errors.password}
              disabled={sending}
              maxLength={256}
            />
            <TextField
              label={exportTexts.confirm}
              type="password"
              autoComplete="new-password"
              required
              value={values.confirm}
              onChange={(_, d) => setValues((v) => ({ ...v, confirm: d.value }))}
              validationMessage={errors.confirm}
              disabled={sending}
              maxLength={256}
            />
            <Caption1>{exportMessages.sevenZip}</Caption1>
          </form>
        )}
      </Modal>
    </>
  );
}
