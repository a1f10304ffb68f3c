import { Body1, Field, MessageBar, MessageBarBody, MessageBarTitle, ProgressBar, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, SendRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { FilePicker } from '../../components/file-picker';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { ApiClientError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { useInviteOrganizations } from './api/get-invite-organizations';
import { sendInvite } from './api/send-invite';
import { findOrganization, findRole, INVITE_CSV_MAX_BYTES, isSendable, rowsFromCsv, rowsToCsv, staggerDelay, type InviteRow, type Organization } from './components/invites-csv';
import { InvitesGrid, type RowStatus } from './components/invites-grid';
import { invitesTexts as texts } from './components/invites-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '90rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3, maxWidth: '60rem' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalM },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

let nextId = 0;
const newRow = (values: Partial<Omit<InviteRow, 'id'>> = {}): InviteRow => ({ id: `fila-${++nextId}`, email: '', firstName: '', lastName: '', organization: '', role: 'Customer', ...values });

type Problem = { row: number; message: string; value: string };
type Sending = { kind: 'idle' } | { kind: 'sending'; done: number; total: number } | { kind: 'done'; sent: number; failed: number };

/** What is wrong with a row before sending: an organization not among the loaded contacts, or an unknown role. */
function rowProblem(row: InviteRow, organizations: readonly Organization[]): { message: string; value: string } | undefined {
  if (!findOrganization(organizations, row.organization)) return { message: texts.organizationNotFound, value: row.organization };
  if (!findRole(row.role)) return { message: texts.roleNotFound, value: row.role };
  return undefined;
}

/**
 * /dev/invites 'Invitaciones' (part 2 §2.10, §5, §7): an editable grid (email, first name, last name, organization,
 * role), CSV import (header row, up to 256 KB; unknown organizations reported 'Organización no encontrada'), a CSV
 * download of the grid with formula cells neutralised, and the send: only rows with an e-mail and a first name longer
 * than one character, each 700 ms after the one before, with progress, then 'mensajes enviados'.
 */
export function BulkInvitesPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const narrow = useNarrowViewport();
  const organizations = useInviteOrganizations();
  const [rows, setRows] = useState<InviteRow[]>(() => [newRow()]);
  const [statuses, setStatuses] = useState<Record<string, RowStatus>>({});
  const [file, setFile] = useState<File>();
  const [importError, setImportError] = useState<string>();
  const [imported, setImported] = useState<{ count: number; problems: Problem[] }>();
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const busy = sending.kind === 'sending';
  const orgs = organizations.data ?? [];

  const change = (id: string, values: Partial<InviteRow>) => {
    setRows((current) => current.map((r) => (r.id === id ? { ...r, ...values } : r)));
    setStatuses((current) => ({ ...current, [id]: { kind: 'idle' } }));
  };

  const importFile = async (chosen: File | undefined) => {
    setFile(chosen);
    setImportError(undefined);
    setImported(undefined);
    if (!chosen) return;
    if (chosen.size > INVITE_CSV_MAX_BYTES) return setImportError(texts.tooLarge);
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      return setImportError(texts.unreadable);
    }
    const result = rowsFromCsv(text);
    if (!result.ok) return setImportError(result.message);
    const next = result.rows.map((r) => newRow(r));
    const problems = next.flatMap((r, i) => {
      const p = rowProblem(r, orgs);
      return p ? [{ row: i + 1, ...p }] : [];
    });
    setRows(next);
    setStatuses(Object.fromEntries(next.map((r) => [r.id, problems.length && rowProblem(r, orgs) ? { kind: 'skipped', message: rowProblem(r, orgs)!.message } : { kind: 'idle' }])));
    setImported({ count: next.length, problems });
    setSending({ kind: 'idle' });
  };

  const download = () => {
    const blob = new Blob([`\ufeff${rowsToCsv(rows)}`], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'invitaciones.csv';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const send = () => {
    const candidates = rows.filter(isSendable);
    const next: Record<string, RowStatus> = {};
    const ready: { row: InviteRow; organization: Organization; role: NonNullable<ReturnType<typeof findRole>> }[] = [];
    for (const row of candidates) {
      const problem = rowProblem(row, orgs);
      if (problem) next[row.id] = { kind: 'skipped', message: problem.message };
      else {
        next[row.id] = { kind: 'waiting' };
        ready.push({ row, organization: findOrganization(orgs, row.organization)!, role: findRole(row.role)! });
      }
    }
    setStatuses(next);
    if (ready.length === 0) {
      setSending({ kind: 'idle' });
      setImportError(texts.nothingToSend);
      return;
    }
    setImportError(undefined);
    let done = 0;
    let sent = 0;
    setSending({ kind: 'sending', done, total: ready.length });
    timers.current = ready.map(({ row, organization, role }, index) =>
      setTimeout(() => {
        void sendInvite({ email: row.email.trim(), firstName: row.firstName.trim(), lastName: row.lastName.trim(), role, organizationPublicKey: organization.publicKey })
          .then(() => {
            sent++;
            setStatuses((s) => ({ ...s, [row.id]: { kind: 'sent' } }));
          })
          .catch((err: unknown) => {
            const fields = err instanceof ApiClientError ? Object.values(err.errors).flat() : [];
            const message = err instanceof ApiClientError && err.status !== 500 ? (fields.length ? fields.join(' ') : err.message) : texts.sendFailed;
            setStatuses((s) => ({ ...s, [row.id]: { kind: 'failed', message } }));
          })
          .finally(() => {
            done++;
            setSending(done === ready.length ? { kind: 'done', sent, failed: done - sent } : { kind: 'sending', done, total: ready.length });
          });
      }, staggerDelay(index)),
    );
  };

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: texts.home, to: getHref('home') }, { label: texts.dev, to: getHref('dev') }]} current={title} />
      <Title2 as="h1">{title}</Title2>
      <Body1 className={styles.muted}>{texts.intro}</Body1>

      {organizations.error && <LoadFailure message={texts.organizationsFailed} onRetry={() => void organizations.mutate()} />}
      {organizations.isLoading && <Spinner size="tiny" labelPosition="after" label={texts.organizationsLoading} />}

      <div className={styles.toolbar}>
        <FilePicker label={texts.importCsv} hint={texts.importHint} file={file} accept={['.csv', 'text/csv']} disabled={busy || !organizations.data} onFileChange={(f) => void importFile(f)} validationMessage={importError} />
        <AppButton icon={<AddRegular />} disabled={busy} onClick={() => setRows((r) => [...r, newRow()])}>
          {texts.addRow}
        </AppButton>
        <AppButton icon={<ArrowDownloadRegular />} disabled={rows.length === 0} onClick={download}>
          {texts.downloadCsv}
        </AppButton>
        <AppButton variant="primary" icon={<SendRegular />} disabled={busy || !organizations.data} onClick={send}>
          {texts.send}
        </AppButton>
      </div>

      {imported && (
        <MessageBar intent={imported.problems.length ? 'warning' : 'info'}>
          <MessageBarBody>
            {imported.problems.length > 0 && <MessageBarTitle>{texts.importProblems}</MessageBarTitle>}
            {texts.imported(imported.count)}
            {imported.problems.length > 0 && (
              <ul className={styles.problems}>
                {imported.problems.map((p) => (
                  <li key={p.row}>{texts.rowProblem(p.row, p.message, p.value)}</li>
                ))}
              </ul>
            )}
          </MessageBarBody>
        </MessageBar>
      )}

      <InvitesGrid
        rows={rows}
        statuses={statuses}
        narrow={narrow}
        disabled={busy}
        onChange={change}
        onRemove={(id) => setRows((current) => current.filter((r) => r.id !== id))}
      />

      <div role="status">
        {sending.kind === 'sending' && (
          <Field label={texts.sending(sending.done, sending.total)}>
            <ProgressBar value={sending.done / sending.total} max={1} />
          </Field>
        )}
        {sending.kind === 'done' && (
          <MessageBar intent={sending.failed > 0 ? 'warning' : 'success'}>
            <MessageBarBody>
              <MessageBarTitle>{texts.sent}</MessageBarTitle>
              {texts.sentSummary(sending.sent, sending.failed)}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </main>
  );
}
