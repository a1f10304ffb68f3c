import { Body1, Caption1, CounterBadge, MessageBar, MessageBarBody, Spinner, Tab, TabList, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { documentMessages, documentStatusLabel, FIRST_DOCUMENT_YEAR, type StatusAppearance } from '@expediente/contracts/documents/documents';
import { formatDisplayDay } from '@expediente/contracts/documents/periods';
import type { Slot } from '@expediente/contracts/documents/slots';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getHref } from '../../../app/routes';
import { AppCard } from '../../../components/app-card';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { RouterLink } from '../../../components/router-link';
import { SelectField } from '../../../components/select-field';
import { StatusBadge } from '../../../components/status-badge';
import type { Variant } from '../../../components/variant';
import { formatDate } from '../../../lib/format';
import { useContactDocuments } from '../api/get-contact-documents';
import { useContactSlots } from '../api/get-contact-slots';
import { LoadFailure } from './load-failure';
import { horizontalScroll } from '../../../components/horizontal-scroll';

/** Texts of the contact's document file (ours where part 2 §2.2 names the parts, not their words). */
export const documentFileTexts = {
  title: 'Expediente',
  description: 'Documentos requeridos por periodo.',
  year: 'Año',
  documentType: 'Tipo de documento',
  allTypes: 'Todos',
  tabs: 'Periodos',
  missing: (n: number) => (n === 1 ? '1 documento faltante' : `${n} documentos faltantes`),
  table: 'Documentos requeridos del periodo',
  type: 'Documento',
  period: 'Periodo',
  status: 'Estatus',
  dueDate: 'Vencimiento',
  actions: 'Acciones',
  missingStatus: 'Faltante',
  overdue: 'Vencido',
  view: 'Ver documento',
  none: 'No hay documentos requeridos para este periodo.',
  loading: 'Cargando expediente...',
  loadFailed: 'No se pudo cargar el expediente.',
  locked: 'La organización está inactiva: no se pueden cargar documentos.',
  latestTitle: 'Últimos documentos',
  latestLoading: 'Cargando documentos...',
  latestFailed: 'No se pudieron cargar los últimos documentos.',
  uploaded: 'Cargado el',
} as const;

const appearanceVariant: Record<StatusAppearance, Variant> = { success: 'success', danger: 'danger', warning: 'warning', informative: 'info', subtle: 'secondary' };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  year: { minWidth: '8rem' },
  type: { minWidth: '12rem', maxWidth: '100%' },
  // Thirteen tabs do not fit 390 px: the tab strip scrolls by itself, the page does not.
  tabs: horizontalScroll,
  tabLabel: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  tableWrap: horizontalScroll,
  // Five readable columns need about 44rem: on a phone the table scrolls inside its wrapper instead of squeezing words.
  table: { minWidth: '44rem' },
  cell: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
});

/** What the upload button gets: the supplier, the year and tab on screen and, in a slot's row, that slot. */
export type DocumentFileUploadContext = { supplierPK: string; year: number; tab: string; slot?: Slot };

export type DocumentFileProps = {
  supplierPK: string;
  /** An inactive (locked) organization takes no uploads (part 2 §2.2). */
  locked: boolean;
  /**
   * The upload button, for the card's header (no slot) and for each slot's row (that slot): the page wires the upload
   * modal here, with the flag add-documents-expediente. Not called for a locked organization.
   */
  renderUpload?: (context: DocumentFileUploadContext) => ReactNode;
};

/** The status of a slot in the contact's reading (part 2 §4: A and V valid), or 'Faltante' without a document. */
function SlotStatus({ slot }: { slot: Slot }) {
  if (!slot.documentStatus) {
    return (
      <StatusBadge variant="danger" appearance="outline">
        {documentFileTexts.missingStatus}
      </StatusBadge>
    );
  }
  const { label, appearance } = documentStatusLabel(slot.documentStatus, 'contact', slot.documentTypeCodeName);
  return <StatusBadge variant={appearanceVariant[appearance]}>{label}</StatusBadge>;
}

/** The tab of a slot: 'initial', or its period's first month (another cadence's period sits in its first month's tab). */
const tabOf = (slot: Pick<Slot, 'periodKey' | 'month'>) => (slot.periodKey === 'initial' || slot.month === null ? 'initial' : String(slot.month));

/** The tab a year opens on: the current month in the current year, else the initial documents. */
const defaultTab = (year: number, now: Date) => (year === now.getFullYear() ? String(now.getMonth() + 1) : 'initial');

/**
 * The 'Expediente' card of a supplier organization (part 2 §2.2): filters (year 2020 to the current one, document
 * type; documentSet from the query string), the period tabs (initial and the twelve months; another cadence's period
 * sits in the tab of its first month) with the missing count in red, and the slots of the tab: type, period, status,
 * due date and a link to the document. The filters live in the page's query string (documentSet, documentType,
 * year, period: part 2 §2.2), so a notification's link opens the file on its slot.
 */
export function DocumentFileCard({ supplierPK, locked, renderUpload }: DocumentFileProps) {
  const styles = useStyles();
  const now = new Date();
  const [params, setParams] = useSearchParams();
  const queryYear = Number(params.get('year'));
  const year = Number.isInteger(queryYear) && queryYear >= FIRST_DOCUMENT_YEAR && queryYear <= now.getFullYear() ? queryYear : now.getFullYear();
  const documentSet = params.get('documentSet') === 'auditonly' ? 'auditonly' : 'mxexpediente';
  const documentType = params.get('documentType') ?? '';
  const [chosenTab, setChosenTab] = useState<{ year: number; tab: string }>();
  const { data, error, isLoading, mutate } = useContactSlots(supplierPK, year, documentSet);
  const years = Array.from({ length: now.getFullYear() - FIRST_DOCUMENT_YEAR + 1 }, (_, i) => String(now.getFullYear() - i));
  const upload = !locked && renderUpload ? renderUpload : undefined;
  const yearSlots = data?.year === year ? data.slots : [];
  const shown = documentType ? yearSlots.filter((slot) => slot.documentTypeCodeName === documentType) : yearSlots;
  // A deep link (a notification's: documentType, year, period number) opens the tab of that slot.
  const linked = documentType && params.get('period') ? shown.find((slot) => String(slot.periodNumber) === params.get('period')) : undefined;
  const tab = (chosenTab?.year === year ? chosenTab.tab : undefined) ?? (linked ? tabOf(linked) : defaultTab(year, now));
  const rows = shown.filter((slot) => tabOf(slot) === tab);
  // The selected tab (November, say) may sit past the strip's edge on a phone: bring it into view.
  const tabsRef = useRef<HTMLDivElement>(null);
  const loaded = data !== undefined;
  useEffect(() => {
    // Only the strip scrolls (scrollIntoView would move the page too).
    const strip = tabsRef.current;
    const selected = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (strip && selected) strip.scrollLeft = Math.max(0, selected.offsetLeft - strip.offsetLeft - strip.clientWidth / 2 + selected.clientWidth / 2);
  }, [tab, loaded]);
  const types = [...new Map(yearSlots.map((slot) => [slot.documentTypeCodeName, slot.documentDisplayName])).entries()];

  /** Changes the file's query parameters, keeping the others (upload, amendedDocument…) as they are. */
  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  }

  const columns: DataTableColumn<Slot>[] = [
    {
      key: 'type',
      header: documentFileTexts.type,
      render: (slot) => (
        <span className={styles.cell}>
          <span>{slot.documentDisplayName}</span>
          {slot.customerDisplayName && <Caption1 className={styles.muted}>{slot.customerDisplayName}</Caption1>}
        </span>
      ),
    },
    { key: 'period', header: documentFileTexts.period, render: (slot) => slot.slotDisplayName },
    { key: 'status', header: documentFileTexts.status, render: (slot) => <SlotStatus slot={slot} /> },
    {
      key: 'due',
      header: documentFileTexts.dueDate,
      render: (slot) =>
        slot.dueDate ? (
          <span className={styles.badges}>
            {formatDisplayDay(slot.dueDate)}
            {slot.overdue && (
              <StatusBadge variant="danger" appearance="filled">
                {documentFileTexts.overdue}
              </StatusBadge>
            )}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      header: documentFileTexts.actions,
      render: (slot) => (
        <span className={styles.badges}>
          {slot.documentId && (
            <RouterLink to={getHref('documentDetail', { id: slot.documentId })}>
              {documentFileTexts.view}
              {/* Every row has this link: its name says which document it opens. */}
              <span className={styles.hidden}>{` ${slot.documentDisplayName}, ${slot.slotDisplayName}`}</span>
            </RouterLink>
          )}
          {slot.status === 'missing' && upload?.({ supplierPK, year, tab, slot })}
        </span>
      ),
    },
  ];

  return (
    <AppCard title={documentFileTexts.title} description={documentFileTexts.description} headingLevel={2} actions={upload?.({ supplierPK, year, tab })}>
      <div className={styles.root}>
        {locked && (
          <MessageBar intent="warning">
            <MessageBarBody>{documentFileTexts.locked}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.controls}>
          <SelectField
            className={styles.year}
            label={documentFileTexts.year}
            options={years.map((y) => ({ value: y, label: y }))}
            value={String(year)}
            onValueChange={(value) => update({ year: value, period: undefined })}
          />
          <SelectField
            className={styles.type}
            label={documentFileTexts.documentType}
            placeholder={documentFileTexts.allTypes}
            options={types.map(([value, label]) => ({ value, label }))}
            value={types.some(([code]) => code === documentType) ? documentType : ''}
            onValueChange={(value) => update({ documentType: value, period: undefined })}
          />
        </div>
        {error && !data && <LoadFailure message={documentFileTexts.loadFailed} onRetry={() => void mutate()} />}
        {!data && isLoading && <Spinner size="small" label={documentFileTexts.loading} />}
        {data && (
          <>
            <TabList ref={tabsRef} className={styles.tabs} aria-label={documentFileTexts.tabs} selectedValue={tab} onTabSelect={(_, d) => setChosenTab({ year, tab: String(d.value) })}>
              {data.tabs.map(({ tab: value, label }) => ({ tab: value, label, missing: shown.filter((slot) => tabOf(slot) === value && slot.status === 'missing').length })).map((t) => (
                <Tab key={t.tab} value={t.tab}>
                  <span className={styles.tabLabel}>
                    {t.label}
                    {t.missing > 0 && <CounterBadge count={t.missing} color="danger" size="small" aria-hidden />}
                    {/* The red count in words, inside the name (an aria-label would not contain the visible text). */}
                    {t.missing > 0 && <span className={styles.hidden}>{`(${documentFileTexts.missing(t.missing)})`}</span>}
                  </span>
                </Tab>
              ))}
            </TabList>
            <div className={styles.tableWrap}>
              <DataTable columns={columns} rows={rows} getRowId={(slot) => slot.publicKey} label={documentFileTexts.table} emptyText={documentFileTexts.none} size="small" className={styles.table} />
            </div>
          </>
        )}
      </div>
    </AppCard>
  );
}

/** 'Últimos documentos' (part 2 §2.2): the organization's five latest documents, each opening its detail. */
export function LatestDocumentsCard({ supplierPK }: { supplierPK: string }) {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useContactDocuments(supplierPK);
  return (
    <AppCard title={documentFileTexts.latestTitle} headingLevel={2}>
      {error && !data && <LoadFailure message={documentFileTexts.latestFailed} onRetry={() => void mutate()} />}
      {!data && isLoading && <Spinner size="small" label={documentFileTexts.latestLoading} />}
      {data && data.documents.length === 0 && <Body1>{documentMessages.emptyNone}</Body1>}
      {data && data.documents.length > 0 && (
        <ul className={styles.list}>
          {data.documents.map((doc) => {
            const status = documentStatusLabel(doc.status, 'contact', doc.documentTypeCodeName);
            return (
              <li key={doc.publicKey} className={styles.item}>
                <span className={styles.cell}>
                  <RouterLink to={getHref('documentDetail', { id: doc.publicKey })}>{doc.documentTypeShortName}</RouterLink>
                  <Caption1 className={styles.muted}>
                    {[doc.periodLabel, doc.customer?.displayName, `${documentFileTexts.uploaded} ${formatDate(doc.creationDate)}`].filter(Boolean).join(' · ')}
                  </Caption1>
                </span>
                <StatusBadge variant={appearanceVariant[status.appearance]}>{status.label}</StatusBadge>
              </li>
            );
          })}
        </ul>
      )}
    </AppCard>
  );
}

/** The contact's document file: the 'Expediente' card and the latest documents. */
export function DocumentFile(props: DocumentFileProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <DocumentFileCard {...props} />
      <LatestDocumentsCard supplierPK={props.supplierPK} />
    </div>
  );
}
