import { Body1, MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { orderCsvColumns, orderMessages, ORDERS_CSV_MAX_BYTES } from '@expediente/contracts/orders/orders';
import { toCsv } from '@expediente/contracts/orders/orders-csv';
import { useRef, useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { FilePicker } from '../../../components/file-picker';
import { Modal } from '../../../components/modal';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { importOrders } from '../api/import-orders';
import { ordersTexts } from './orders-texts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  errors: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: '14rem', overflowY: 'auto', overflowWrap: 'anywhere' },
});

/** The template's example row; every cell goes through toCsv, which neutralises formula cells (= + - @). */
const templateCsv = () => toCsv(orderCsvColumns, [['OS-0001', 'LSE150312QA2', 'CDE190101K32', '12500.00', '2026-03-15', 'Servicio de limpieza de marzo', '']]);

export type ImportOrdersDialogProps = { open: boolean; onClose: () => void; onImported: (count: number) => void };

/**
 * 'Importar CSV' (manage:orders): a CSV of up to 256 KB sent whole; the server creates every order or none and names
 * each bad row ('fila N') with its column's error in Spanish, listed here so the file can be fixed and sent again.
 */
export function ImportOrdersDialog({ open, onClose, onImported }: ImportOrdersDialogProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; rows: string[] }>();
  const templateRef = useRef<HTMLAnchorElement>(null);

  function close() {
    if (busy) return;
    setFile(undefined);
    setProblem(undefined);
    onClose();
  }

  function downloadTemplate() {
    const url = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
    const a = templateRef.current!;
    a.href = url;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function submit() {
    if (busy) return;
    if (!file) return setProblem({ message: orderMessages.csvRequired, rows: [] });
    if (file.size > ORDERS_CSV_MAX_BYTES) return setProblem({ message: orderMessages.csvTooLarge, rows: [] });
    setBusy(true);
    setProblem(undefined);
    try {
      let text: string;
      try {
        text = await file.text();
      } catch {
        setProblem({ message: ordersTexts.unreadable, rows: [] });
        return;
      }
      const answer = await importOrders(text);
      notify.toast(ordersTexts.imported(answer.created), { variant: 'success' });
      setFile(undefined);
      onImported(answer.created);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) {
        const rows = Object.entries(error.errors)
          .filter(([key]) => key !== 'csv')
          .sort(([a], [b]) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))
          .flatMap(([key, list]) => list.map((m) => `${key.replace(/^fila/, 'Fila')}: ${m}`));
        setProblem({ message: error.errors.csv?.[0] ?? error.message, rows });
      } else {
        setProblem({ message: error instanceof ApiClientError && error.status !== 0 && error.status < 500 ? error.message : ordersTexts.saveError, rows: [] });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={ordersTexts.importTitle}
      size="medium"
      closeLabel={ordersTexts.close}
      actions={
        <>
          <AppButton variant="primary" onClick={() => void submit()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {ordersTexts.importAction}
          </AppButton>
          <AppButton onClick={close} disabled={busy}>
            {ordersTexts.cancel}
          </AppButton>
        </>
      }
    >
      <div className={styles.body}>
        <Body1>{ordersTexts.importIntro}</Body1>
        <div>
          <AppButton icon={<ArrowDownloadRegular />} onClick={downloadTemplate}>
            {ordersTexts.template}
          </AppButton>
          <a ref={templateRef} download="plantilla-ordenes.csv" hidden aria-hidden="true" tabIndex={-1} />
        </div>
        <FilePicker
          label={ordersTexts.fileField}
          required
          accept={['.csv', 'text/csv']}
          file={file}
          onFileChange={(next) => {
            setFile(next);
            setProblem(undefined);
          }}
          disabled={busy}
        />
        {problem && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{problem.message}</MessageBarTitle>
              {problem.rows.length > 0 && (
                <ul className={styles.errors} aria-label={ordersTexts.rowErrors}>
                  {problem.rows.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Modal>
  );
}
