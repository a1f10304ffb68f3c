import {
  Body1,
  Card,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Title2,
  ToggleButton,
  Toolbar,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { LayoutColumnTwoRegular, LayoutRowTwoRegular } from '@fluentui/react-icons';
import { auditStatusBadges, type AuditStatus } from '@expediente/contracts/audit/audit-values';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { getHref } from '../../../app/routes';
import { AppButton } from '../../../components/app-button';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import { ApiClientError } from '../../../lib/api-client';
import { useDocument } from '../../documents/api/get-document';
import { detailTexts as texts } from './detail-texts';

// The viewer (pdf.js, the sheet reader) is its own chunk: the form shows before it loads.
const DocumentViewer = lazy(() => import('../../documents/viewer/document-viewer').then((m) => ({ default: m.DocumentViewer })));

export type AuditLayout = 'vertical' | 'horizontal';
/** The layout choice is kept in this browser (part 2 §2.11 'layout toggle vertical/horizontal (persisted)'). */
export const auditLayoutStorageKey = 'expediente.audit.layout';

export function readAuditLayout(): AuditLayout {
  try {
    return window.localStorage.getItem(auditLayoutStorageKey) === 'vertical' ? 'vertical' : 'horizontal';
  } catch {
    return 'horizontal'; // storage blocked: the default
  }
}

export function useAuditLayout(): [AuditLayout, (next: AuditLayout) => void] {
  const [layout, setState] = useState(readAuditLayout);
  const setLayout = useCallback((next: AuditLayout) => {
    try {
      window.localStorage.setItem(auditLayoutStorageKey, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    setState(next);
  }, []);
  return [layout, setLayout];
}

/**
 * The list this detail was opened from, with its filters (part 2 §2.11 'back returns to the originating list'):
 * the router state's `from` (a row click), else a `from` query (a link opened in a new tab). Only an audit list
 * is accepted, so the link cannot lead elsewhere.
 */
export function useAuditListHref(area: 'audit' | 'admin'): string {
  const location = useLocation();
  const [search] = useSearchParams();
  const list = area === 'admin' ? getHref('adminAuditDocuments') : getHref('auditDocuments');
  const state = location.state as { from?: unknown } | null;
  const from = typeof state?.from === 'string' ? state.from : search.get('from');
  // Either list (the admin area shows the same one) with its filters; nothing else.
  const lists = [getHref('auditDocuments'), getHref('adminAuditDocuments')];
  return from && lists.some((l) => from === l || from.startsWith(`${l}?`)) ? from : list;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowWrap: 'anywhere' },
  titleRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  toolbar: { flexWrap: 'wrap', padding: 0 },
  panes: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'minmax(0, 1fr)' },
  // Side by side from a laptop's width; on a phone the viewer is always above the form.
  horizontal: { '@media (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

const isNotFound = (error: unknown) => error instanceof ApiClientError && (error.status === 404 || error.status === 400);

export type AuditDetailShellProps = {
  area: 'audit' | 'admin';
  publicKey: string;
  title: string;
  /** The document's facts, once loaded. */
  facts?: { typeName: string; name: string; supplierName: string; sapId: string; rfc: string; auditStatus: AuditStatus; rejectReason?: string } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The form pane. */
  children?: ReactNode;
};

/**
 * The audit detail's frame (part 2 §2.11): breadcrumb Inicio > Auditar Documentos > Detalle del Documento (the list
 * link keeps its filters), the document's facts with its audit badge, the red 'Documento Rechazado' banner, the
 * vertical/horizontal toggle (kept in localStorage) and the document viewer beside or above the form.
 */
export function AuditDetailShell({ area, publicKey, title, facts, loading, error, onRetry, children }: AuditDetailShellProps) {
  const styles = useStyles();
  const [layout, setLayout] = useAuditLayout();
  const listHref = useAuditListHref(area);
  const viewer = useDocument(facts ? publicKey : '');
  const document = viewer.data?.publicKey === publicKey ? viewer.data : undefined;
  const badge = facts ? auditStatusBadges[facts.auditStatus] : undefined;
  const steps =
    area === 'admin'
      ? [
          { label: texts.adminHome, to: getHref('admin') },
          { label: texts.auditList, to: listHref },
        ]
      : [
          { label: texts.home, to: getHref('home') },
          { label: texts.auditList, to: listHref },
        ];

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={steps} current={texts.pageTitle} />

      {!facts && loading && <Spinner label={texts.loading} />}

      {!facts && isNotFound(error) && (
        <>
          <Title2 as="h1">{texts.notFoundTitle}</Title2>
          <Body1>{texts.notFoundBody}</Body1>
          <Body1>
            <RouterLink to={listHref}>{texts.backToList}</RouterLink>
          </Body1>
        </>
      )}

      {!facts && !!error && !isNotFound(error) && (
        <>
          <Title2 as="h1">{title}</Title2>
          <Body1>{texts.loadError}</Body1>
          <div>
            <AppButton onClick={onRetry}>{texts.retry}</AppButton>
          </div>
        </>
      )}

      {facts && (
        <>
          <Card className={styles.header}>
            <div className={styles.titleRow}>
              <Title2 as="h1" className={styles.title}>
                {facts.typeName}
              </Title2>
              {badge && <StatusBadge variant={badge.appearance === 'subtle' ? 'secondary' : badge.appearance === 'informative' ? 'info' : badge.appearance}>{badge.label}</StatusBadge>}
            </div>
            <dl className={styles.facts}>
              <dt className={styles.term}>{texts.supplierName}</dt>
              <dd className={styles.value}>{facts.supplierName}</dd>
              <dt className={styles.term}>{texts.sapId}</dt>
              <dd className={styles.value}>{facts.sapId || '—'}</dd>
              <dt className={styles.term}>{texts.rfc}</dt>
              <dd className={styles.value}>{facts.rfc || '—'}</dd>
            </dl>
            <Toolbar aria-label={texts.layout} className={styles.toolbar}>
              <ToggleButton icon={<LayoutColumnTwoRegular />} checked={layout === 'horizontal'} onClick={() => setLayout('horizontal')}>
                {texts.layoutHorizontal}
              </ToggleButton>
              <ToggleButton icon={<LayoutRowTwoRegular />} checked={layout === 'vertical'} onClick={() => setLayout('vertical')}>
                {texts.layoutVertical}
              </ToggleButton>
            </Toolbar>
          </Card>

          {facts.auditStatus === 'rejected' && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{texts.rejectedBanner}</MessageBarTitle>
                {facts.rejectReason}
              </MessageBarBody>
            </MessageBar>
          )}

          <div className={mergeClasses(styles.panes, layout === 'horizontal' && styles.horizontal)} data-layout={layout}>
            <section className={styles.pane} aria-label={texts.viewerTitle}>
              {document ? (
                <Suspense fallback={<Spinner label={texts.loading} />}>
                  <DocumentViewer document={document} />
                </Suspense>
              ) : (
                <Spinner label={texts.loading} />
              )}
            </section>
            <section className={styles.pane} aria-label={texts.formTitle}>
              {children}
            </section>
          </div>
        </>
      )}
    </main>
  );
}
