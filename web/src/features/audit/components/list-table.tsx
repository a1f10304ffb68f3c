import { Button, Link, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular, OpenRegular } from '@fluentui/react-icons';
import type { AuditListItem } from '@expediente/contracts/audit/audit-list';
import type { AuditTag } from '@expediente/contracts/audit/audit-tags';
import { auditRowPath, auditStatusBadges, type AuditTab } from '@expediente/contracts/audit/audit-values';
import type { KeyboardEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { appearanceVariant } from '../../documents/components/detail-texts';
import { auditListTexts } from './list-texts';
import { TagsMenu } from './tags-menu';
import { horizontalScroll } from '../../../components/horizontal-scroll';

const useStyles = makeStyles({
  scroll: horizontalScroll,
  table: { minWidth: '56rem' },
  row: { cursor: 'pointer' },
  name: { overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
});

export type AuditRowsProps = {
  tab: AuditTab;
  rows: readonly AuditListItem[];
  emptyText: string;
  tags: readonly AuditTag[];
  canEditTags: boolean;
  /** The row whose tag is being changed. */
  busyKey?: string;
  onSetTag: (row: AuditListItem, tagId: string) => void;
  onRemoveTag: (row: AuditListItem, tagId: string) => void;
};

/** The row's badge (part 2 §2.11): accepted green, rejected red, incomplete yellow, pending grey 'Pendiente'. */
export function AuditBadge({ row }: { row: Pick<AuditListItem, 'status'> }) {
  const badge = auditStatusBadges[row.status];
  return <StatusBadge variant={appearanceVariant(badge.appearance)}>{badge.label}</StatusBadge>;
}

/**
 * Where a row leads, carrying this list with its filters as `from` (part 2 §2.11 'back returns to the originating
 * list'): the audit details' breadcrumb and back read it (detail-shell.tsx useAuditListHref), also in a new tab or
 * after a reload. The partial tab opens the document's own page, which has its own way back.
 */
export function useRowTarget(tab: AuditTab): (publicKey: string) => string {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (publicKey) => {
    const path = auditRowPath(tab, publicKey);
    if (tab === 'partial') return path;
    return `${path}${path.includes('?') ? '&' : '?'}from=${encodeURIComponent(from)}`;
  };
}

/** Opens the row's destination in a new tab (part 2 §2.11 'open-in-new-tab link'). */
export function NewTabLink({ tab, row }: { tab: AuditTab; row: AuditListItem }) {
  const href = useHref(useRowTarget(tab)(row.publicKey));
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={auditListTexts.openNewTab(row.fileName)} title={auditListTexts.openNewTab(row.fileName)} onClick={(e) => e.stopPropagation()}>
      <OpenRegular fontSize={18} />
    </Link>
  );
}

/**
 * The list as a table: the server's page in its order (upload date; the header button asks for the other). A click
 * anywhere on a row opens its destination (auditRowPath); the file name is the link keyboard users follow.
 */
export function AuditListTable(props: AuditRowsProps & { order: 'ASC' | 'DESC'; onOrderChange: (order: 'ASC' | 'DESC') => void }) {
  const { tab, rows, emptyText, order, onOrderChange } = props;
  const styles = useStyles();
  const navigate = useNavigate();
  const target = useRowTarget(tab);
  const sortDirection = order === 'ASC' ? 'ascending' : 'descending';
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} aria-label={auditListTexts.tableLabel}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{auditListTexts.document}</TableHeaderCell>
            <TableHeaderCell>{auditListTexts.type}</TableHeaderCell>
            <TableHeaderCell>{auditListTexts.supplier}</TableHeaderCell>
            <TableHeaderCell aria-sort={sortDirection} style={{ width: '10rem' }}>
              {/* The server sorts: the header is a button that asks it for the other order. */}
              <Button appearance="transparent" icon={order === 'ASC' ? <ArrowSortUpRegular /> : <ArrowSortDownRegular />} iconPosition="after" onClick={() => onOrderChange(order === 'ASC' ? 'DESC' : 'ASC')}>
                {auditListTexts.uploaded}
              </Button>
            </TableHeaderCell>
            <TableHeaderCell style={{ width: '12rem' }}>{auditListTexts.auditStatus}</TableHeaderCell>
            <TableHeaderCell style={{ width: '13rem' }}>{auditListTexts.tag}</TableHeaderCell>
            <TableHeaderCell style={{ width: '5rem' }}>{auditListTexts.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} className={styles.empty}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => {
            const to = target(row.publicKey);
            return (
              <TableRow key={row.publicKey} className={styles.row} onClick={() => navigate(to)}>
                <TableCell className={styles.name}>
                  <RouterLink to={to}>{row.fileName}</RouterLink>
                </TableCell>
                <TableCell>{row.typeName}</TableCell>
                <TableCell>{row.supplierName}</TableCell>
                <TableCell>{formatDate(row.created)}</TableCell>
                <TableCell>
                  <AuditBadge row={row} />
                </TableCell>
                <TableCell onClick={(e) => e.stopPropagation()} onKeyDown={stopKeys}>
                  <TagsMenu
                    row={row}
                    tags={props.tags}
                    canEdit={props.canEditTags}
                    busy={props.busyKey === row.publicKey}
                    onSet={(tagId) => props.onSetTag(row, tagId)}
                    onRemove={(tagId) => props.onRemoveTag(row, tagId)}
                  />
                </TableCell>
                <TableCell>
                  <NewTabLink tab={tab} row={row} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

// Keys pressed in the tag menu belong to it, not to the row.
const stopKeys = (e: KeyboardEvent) => e.stopPropagation();
