import { Body1, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { notificationMessages, targetNotificationTypes, type Notification, type NotificationType } from '@expediente/contracts/notifications/notifications';
import { can } from '@expediente/contracts/shell/permissions';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { Pagination } from '../../components/pagination';
import { SelectField } from '../../components/select-field';
import { DateField } from '../../components/date-field';
import { hasFeature, useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { useNotificationTypes } from './api/get-notification-types';
import { useNotifications } from './api/get-notifications';
import { isNotificationDataKey, type NotificationListQuery } from './api/notification-keys';
import { AddNotificationModal, needsTarget, targetOptionsFor } from './components/add-notification-modal';
import { NotificationDetailModal, rejectedUploadFlag } from './components/notification-detail-modal';
import { NotificationListItem } from './components/notification-list-item';
import { notificationTexts, type StatusAction } from './notification-text';
import { useNotificationStatus } from './use-notification-status';
import { useNotificationTargets } from './use-notification-targets';

/** Page sizes (part 1 §9): 9 at first; the choices 10, 25, 50, 100; 25 once the filters change. */
export const initialPageSize = 9;
export const defaultPageSize = 25;
export const pageSizeOptions = [10, 25, 50, 100] as const;

type Filters = { status: NotificationListQuery['status']; type: string; fromDate: string; toDate: string; orderBy: 'DESC' | 'ASC' };
const initialFilters: Filters = { status: 'all', type: '', fromDate: '', toDate: '', orderBy: 'DESC' };

export const filterTexts = {
  status: 'Estatus',
  type: 'Tipo de notificación',
  allTypes: 'Todos',
  dates: 'Entre fechas',
  from: 'Desde',
  to: 'Hasta',
  orderBy: 'Ordenar por',
  pageSize: 'Notificaciones por página',
  total: (n: number) => (n === 1 ? '1 notificación' : `${n} notificaciones`),
} as const;

const statusOptions = [
  { value: 'all', label: 'Todas' },
  { value: 'unread', label: 'No leídas' },
  { value: 'read', label: 'Leídas' },
  { value: 'deleted', label: 'Archivadas' },
];
const orderOptions = [
  { value: 'DESC', label: 'Más recientes primero' },
  { value: 'ASC', label: 'Más antiguas primero' },
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '72rem' },
  titleRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  dates: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  // Fluent's horizontal field gives the label a third of the width, which cut 'Notificaciones por página': the
  // label takes what it needs and the select the rest.
  pageSize: { gridTemplateColumns: 'max-content minmax(5rem, auto)', alignItems: 'center' },
});

/**
 * /notifications (part 1 §2, part 2 §2.16): the user's notifications with filters (Estatus, Tipo de notificación,
 * Entre fechas, Ordenar por), pages of 9 at first, the detail (opening an unread one marks it read), read / unread /
 * archive / unarchive applied at once, and 'Agregar Notificación' for those who may create them.
 */
export function NotificationsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const { mutate } = useSWRConfig();
  // ?id=… (the home's links to unread notifications) opens that one; the unread filter keeps it on the first page.
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = searchParams.get('id');
  const [filters, setFilters] = useState<Filters>(() => (requestedId ? { ...initialFilters, status: 'unread' } : initialFilters));
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<number>(initialPageSize);
  const [selected, setSelected] = useState<Notification>();
  const [detailOpen, setDetailOpen] = useState(false);
  const [adding, setAdding] = useState(false);

  const datesOutOfOrder = filters.fromDate !== '' && filters.toDate !== '' && filters.fromDate > filters.toDate;
  const query: NotificationListQuery | null = datesOutOfOrder
    ? null
    : {
        status: filters.status,
        orderBy: filters.orderBy,
        pageIndex,
        pageSize,
        ...(filters.type ? { type: filters.type as NotificationType } : {}),
        ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
        ...(filters.toDate ? { toDate: filters.toDate } : {}),
      };
  const { data: shownData, error, isLoading, mutate: reloadList } = useNotifications(user.userPK, query);
  // After a failed request the previous filters' page would stay on screen under the new filters: show none.
  const data = error ? undefined : shownData;
  const types = useNotificationTypes(user.userPK);
  const changeStatus = useNotificationStatus(user.userPK);

  // The linked notification opens as soon as the list holding it arrives; then it is marked read and the ?id= spent.
  const linked = requestedId && selected?.notificationId !== requestedId ? data?.notifications.find((n) => n.notificationId === requestedId) : undefined;
  if (linked) {
    setSelected(linked);
    setDetailOpen(true);
  }
  // Once per link: a failed mark-read puts the list back as unread, and must not ask again.
  const spentLink = useRef<string | null>(null);
  useEffect(() => {
    if (!requestedId || !data || spentLink.current === requestedId) return;
    spentLink.current = requestedId;
    const found = data.notifications.find((n) => n.notificationId === requestedId);
    if (found?.status === 'unread') void changeStatus(found, 'read', { silent: true });
    setSearchParams((params) => (params.delete('id'), params), { replace: true });
  }, [requestedId, data, changeStatus, setSearchParams]);

  const mayCreate = can(user.primaryRole, 'create:notifications', user.features);
  const targets = useNotificationTargets(adding);
  // global:system only for administrators; a type whose target list is empty cannot be sent.
  const creatableTypes = targetNotificationTypes.filter((type) => {
    if (type === 'global:system') return can(user.primaryRole, 'create:notifications:any', user.features);
    if (!needsTarget(type) || targets.loading || targets.failed) return true;
    return targetOptionsFor(targets, type).length > 0;
  });

  function changeFilter<K extends keyof Filters>(name: K, value: Filters[K]) {
    setFilters((current) => ({ ...current, [name]: value }));
    setPageIndex(1);
    if (pageSize === initialPageSize) setPageSize(defaultPageSize);
  }

  function open(notification: Notification) {
    setSelected(notification);
    setDetailOpen(true);
    if (notification.status === 'unread') void changeStatus(notification, 'read', { silent: true });
  }

  function act(notification: Notification, action: StatusAction) {
    void changeStatus(notification, action);
  }

  const notifications = data?.notifications ?? [];
  const totalCount = data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const live = selected ? (notifications.find((n) => n.notificationId === selected.notificationId) ?? selected) : undefined;
  const sizeOptions = [...(pageSize === initialPageSize ? [initialPageSize] : []), ...pageSizeOptions].map((n) => ({ value: String(n), label: String(n) }));
  const typeOptions = (types.data ?? []).map((t) => ({ value: t.type, label: t.typeLabel }));

  return (
    <main className={styles.root}>
      <div className={styles.titleRow}>
        <Title2 as="h1">{title}</Title2>
        {mayCreate && (
          <AppButton variant="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {notificationTexts.add}
          </AppButton>
        )}
      </div>

      <div role="search" className={styles.filters} aria-label="Filtros de notificaciones">
        <SelectField
          label={filterTexts.status}
          options={statusOptions}
          value={filters.status}
          onValueChange={(value) => changeFilter('status', value as Filters['status'])}
        />
        <SelectField
          label={filterTexts.type}
          placeholder={filterTexts.allTypes}
          options={typeOptions}
          value={filters.type}
          onValueChange={(value) => changeFilter('type', value)}
        />
        <fieldset className={styles.dates}>
          <legend className={styles.legend}>{filterTexts.dates}</legend>
          {/* No min / max here: dates out of order get the page's own message, under Desde. */}
          <DateField
            label={filterTexts.from}
            value={filters.fromDate}
            onValueChange={(value) => changeFilter('fromDate', value)}
            validationMessage={datesOutOfOrder ? notificationTexts.datesOutOfOrder : undefined}
          />
          <DateField label={filterTexts.to} value={filters.toDate} onValueChange={(value) => changeFilter('toDate', value)} />
        </fieldset>
        <SelectField
          label={filterTexts.orderBy}
          options={orderOptions}
          value={filters.orderBy}
          onValueChange={(value) => changeFilter('orderBy', value as Filters['orderBy'])}
        />
      </div>

      {error && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>
            <MessageBarTitle>{notificationMessages.loadFailed}</MessageBarTitle>
            {notificationTexts.loadFailedNext}
          </MessageBarBody>
          <MessageBarActions>
            <AppButton size="small" onClick={() => void reloadList()}>
              {notificationTexts.retry}
            </AppButton>
          </MessageBarActions>
        </MessageBar>
      )}

      {isLoading && <Spinner label="Cargando información..." />}
      {!isLoading && !error && (
        <>
          <Body1 role="status">{filterTexts.total(totalCount)}</Body1>
          {notifications.length === 0 ? (
            <Body1>{notificationTexts.pageEmpty}</Body1>
          ) : (
            <ul className={styles.list} aria-label={title}>
              {notifications.map((notification) => (
                <NotificationListItem key={notification.notificationId} notification={notification} onOpen={open} onAction={act} />
              ))}
            </ul>
          )}
        </>
      )}

      <div className={styles.footer}>
        <Pagination page={pageIndex} count={pageCount} onPageChange={setPageIndex} siblings={1} />
        <SelectField
          label={filterTexts.pageSize}
          orientation="horizontal"
          className={styles.pageSize}
          options={sizeOptions}
          value={String(pageSize)}
          onValueChange={(value) => {
            setPageSize(Number(value));
            setPageIndex(1);
          }}
        />
      </div>

      <NotificationDetailModal
        notification={live}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        onAction={act}
        canUploadDocuments={hasFeature(user, rejectedUploadFlag)}
      />
      {mayCreate && (
        <AddNotificationModal
          open={adding}
          onClose={() => setAdding(false)}
          types={creatableTypes}
          targets={targets}
          createdBy={user.displayName}
          onCreated={() => void mutate(isNotificationDataKey)}
        />
      )}
    </main>
  );
}
