import {
  Button,
  CounterBadge,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Slot } from '@expediente/contracts/documents/slots';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../app/routes';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { OrganizationPicker, type PickedOrganization } from '../contacts/components/organization-picker';
import { useDocumentTypes } from './api/get-document-types';
import { useSupplierSlots } from './api/get-supplier-slots';
import { SlotCard, type SlotUpload } from './components/slot-card';
import { UploadDocumentModal, type UploadPreset } from './upload-document-modal';
import { uploadTexts as t } from './upload-texts';
import { horizontalScroll } from '../../components/horizontal-scroll';

/** Part 2 §9: the document reload after an upload waits 2 s (the record's processing settles first). */
export const RELOAD_AFTER_UPLOAD_MS = 2000;
/** Part 2 §9: the supplier view offers the years from 2020 to the current year. */
export const FIRST_SUPPLIER_YEAR = 2020;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '84rem', minWidth: 0, '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM } },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  toolbarField: { minWidth: '10rem', flexGrow: 1, maxWidth: '20rem' },
  tabs: horizontalScroll,
  body: { display: 'grid', gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, '@media (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  sidebar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  sidebarItem: { justifyContent: 'space-between', width: '100%', minWidth: 0, textAlign: 'start' },
  slots: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))', gap: tokens.spacingHorizontalM, alignContent: 'start', minWidth: 0 },
  tabLabel: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

type PeriodChoice = 'current' | 'previous';

/** The month and year of the current period and of the one before it (monthly tabs). */
function monthPeriod(choice: PeriodChoice, now = new Date()): { year: number; month: number } {
  const month = now.getMonth() + 1;
  if (choice === 'current') return { year: now.getFullYear(), month };
  return month === 1 ? { year: now.getFullYear() - 1, month: 12 } : { year: now.getFullYear(), month: month - 1 };
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * /upload-documents 'Cargar Documentos' (part 2 §2.14): a supplier's required documents of a year, by period tab
 * (red counts of what is missing), with the current or previous period a click away, a sidebar of types, a text
 * filter, a drop zone per missing slot and cards of what is uploaded. The selection lives in the query string
 * (tab, period, year, month, filter, type) so a reload or a shared link shows the same. A Supplier sees its own
 * organization; a Developer checking the screen picks the supplier first.
 */
export function UploadDocumentsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const isSupplier = user.primaryRole === 'Supplier';
  const [params, setParams] = useSearchParams();
  const [supplier, setSupplier] = useState<PickedOrganization>();
  const now = new Date();
  const current = monthPeriod('current', now);
  const year = Number(params.get('year')) || current.year;
  const tab = params.get('tab') === 'initial' ? 'initial' : 'periodic';
  const month = Math.min(12, Math.max(1, Number(params.get('month')) || current.month));
  const filter = params.get('filter') ?? '';
  const typeFilter = params.get('type') ?? '';
  const period: PeriodChoice | '' = tab === 'periodic' && (['current', 'previous'] as const).find((c) => monthPeriod(c, now).year === year && monthPeriod(c, now).month === month) || '';

  const supplierPK = isSupplier ? undefined : supplier?.publicKey;
  const slots = useSupplierSlots(year, supplierPK, isSupplier || supplierPK !== undefined);
  const types = useDocumentTypes();
  const typeByCode = useMemo(() => new Map((types.data ?? []).map((type) => [type.codeName, type])), [types.data]);
  const [upload, setUpload] = useState<{ preset: UploadPreset } | undefined>();
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  }

  // A drop zone checks the type's extensions: nothing shows before the types are known.
  const data = types.data ? slots.data : undefined;
  // The server's tabs: 'initial' holds the initial and per-event types (no month); a period sits in its first month's tab.
  const isInitial = (slot: Slot) => slot.periodKey === 'initial' || slot.month === null;
  const inTab = (data?.slots ?? []).filter((slot) => (tab === 'initial' ? isInitial(slot) : !isInitial(slot) && slot.year === year && slot.month === month));
  const sidebar = [...new Map(inTab.map((slot) => [slot.documentTypeCodeName, slot])).values()].map((slot) => ({
    code: slot.documentTypeCodeName,
    name: slot.documentDisplayName,
    missing: inTab.filter((s) => s.documentTypeCodeName === slot.documentTypeCodeName && s.status === 'missing').length,
  }));
  const needle = normalize(filter.trim());
  const shown = inTab.filter(
    (slot) =>
      (!typeFilter || slot.documentTypeCodeName === typeFilter) &&
      (!needle || normalize([slot.documentDisplayName, slot.customerDisplayName ?? '', slot.documentName ?? '', slot.slotDisplayName].join(' ')).includes(needle)),
  );
  const years = Array.from({ length: Math.max(now.getFullYear(), year) - FIRST_SUPPLIER_YEAR + 1 }, (_, i) => String(Math.max(now.getFullYear(), year) - i));

  function startUpload({ slot, file, customer, amendedDocument, extra }: SlotUpload) {
    setUpload({
      preset: {
        documentTypeCode: slot.documentTypeCodeName,
        ...(slot.year !== null ? { year: slot.year } : {}),
        ...(slot.month !== null ? { month: slot.month } : {}),
        periodNumber: slot.periodNumber,
        // The extra file of an initial type fills no pending slot: a plain add.
        ...(extra ? {} : { slotId: slot.publicKey }),
        ...(customer ? { customer } : {}),
        ...(amendedDocument ? { amendedDocument } : {}),
        file,
      },
    });
  }

  function uploaded() {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void slots.mutate(), RELOAD_AFTER_UPLOAD_MS);
  }

  const tabValue = tab === 'initial' ? 'initial' : String(month);
  return (
    <div className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      {!isSupplier && (
        <div className={styles.toolbar}>
          <div className={styles.toolbarField}>
            <OrganizationPicker label={t.supplierPicker} role="supplier" value={supplier} onChange={setSupplier} />
          </div>
        </div>
      )}
      <div className={styles.toolbar}>
        <SelectField
          className={styles.toolbarField}
          label={t.periodSelector}
          placeholder=""
          options={[
            { value: 'current', label: t.currentPeriod },
            { value: 'previous', label: t.previousPeriod },
          ]}
          value={period}
          onValueChange={(value) => {
            if (value !== 'current' && value !== 'previous') return;
            const chosen = monthPeriod(value, now);
            update({ period: value, tab: undefined, year: String(chosen.year), month: String(chosen.month), type: undefined });
          }}
        />
        <SelectField
          className={styles.toolbarField}
          label={t.year}
          options={years.map((y) => ({ value: y, label: y }))}
          value={String(year)}
          onValueChange={(value) => update({ year: value, period: undefined, type: undefined })}
        />
        <TextField className={styles.toolbarField} label={t.filter} placeholder={t.filterPlaceholder} value={filter} onChange={(_, d) => update({ filter: d.value })} />
      </div>

      {!isSupplier && !supplier && <Text className={styles.muted}>{t.chooseSupplier}</Text>}
      {(slots.error ?? types.error) && (
        <MessageBar intent="error">
          <MessageBarBody>{slots.error && (slots.error.status === 400 || slots.error.status === 404) ? slots.error.message : t.loadFailed}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void Promise.all([slots.mutate(), types.mutate()])}>{t.retryLoad}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {(slots.isLoading || types.isLoading) && !data && <Spinner label="Cargando…" />}

      {data && (
        <>
          {data.locked && (
            <MessageBar intent="warning">
              <MessageBarBody>{t.locked}</MessageBarBody>
            </MessageBar>
          )}
          <TabList
            className={styles.tabs}
            aria-label={t.tabs}
            selectedValue={tabValue}
            onTabSelect={(_, d) => {
              const value = String(d.value);
              if (value === 'initial') update({ tab: 'initial', period: undefined, type: undefined });
              else update({ tab: undefined, month: value, period: undefined, type: undefined });
            }}
          >
            {data.tabs.map((periodTab) => (
              <Tab key={periodTab.tab} value={periodTab.tab} aria-label={periodTab.missing > 0 ? `${periodTab.label}, ${t.missing(periodTab.missing)}` : periodTab.label}>
                <span className={styles.tabLabel}>
                  {periodTab.label}
                  {periodTab.missing > 0 && <CounterBadge count={periodTab.missing} color="danger" size="small" aria-hidden />}
                </span>
              </Tab>
            ))}
          </TabList>

          <div className={styles.body}>
            <nav className={styles.sidebar} aria-label={t.types}>
              <Button appearance={typeFilter ? 'subtle' : 'secondary'} aria-pressed={!typeFilter} className={styles.sidebarItem} onClick={() => update({ type: undefined })}>
                {t.allTypes}
              </Button>
              {sidebar.map((item) => (
                <Button
                  key={item.code}
                  appearance={typeFilter === item.code ? 'secondary' : 'subtle'}
                  aria-pressed={typeFilter === item.code}
                  className={styles.sidebarItem}
                  aria-label={item.missing > 0 ? `${item.name}, ${t.missing(item.missing)}` : item.name}
                  onClick={() => update({ type: typeFilter === item.code ? undefined : item.code })}
                >
                  <span>{item.name}</span>
                  {item.missing > 0 && <CounterBadge count={item.missing} color="danger" size="small" aria-hidden />}
                </Button>
              ))}
            </nav>
            <section className={styles.slots} aria-label={data.supplierDisplayName}>
              {shown.length === 0 ? (
                <Text>{t.empty}</Text>
              ) : (
                shown.map((slot: Slot) => <SlotCard key={slot.publicKey} slot={slot} type={typeByCode.get(slot.documentTypeCodeName)} locked={data.locked} onUpload={startUpload} />)
              )}
            </section>
          </div>
        </>
      )}

      <UploadDocumentModal
        open={upload !== undefined}
        onClose={() => setUpload(undefined)}
        supplier={isSupplier || !supplier ? undefined : supplier}
        preset={upload?.preset}
        onUploaded={uploaded}
      />
    </div>
  );
}
