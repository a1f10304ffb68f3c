import { makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { AppButton } from './app-button';

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: the first and last page, the current one with `siblings` on each side, and an
 * ellipsis for each gap. The list keeps the same length while the current page moves (no jumping buttons).
 */
export function paginationItems(page: number, count: number, siblings = 1, boundary = 1): PaginationItem[] {
  if (count <= 0) return [];
  const range = (start: number, end: number) => (end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i));
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), endPages.length > 0 ? endPages[0]! - 2 : count - 1);
  return [
    ...startPages,
    ...(siblingsStart > boundary + 2 ? (['start-ellipsis'] as const) : boundary + 1 < count - boundary ? [boundary + 1] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1 ? (['end-ellipsis'] as const) : count - boundary > boundary ? [count - boundary] : []),
    ...endPages,
  ];
}

const useStyles = makeStyles({
  nav: { display: 'flex' },
  list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  ellipsis: { minWidth: '32px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export type PaginationProps = {
  page: number;
  /** Number of pages. */
  count: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one; 1 when omitted (part 1 §9). */
  siblings?: number;
  label?: string;
  disabled?: boolean;
};

/** Numbered pages with previous and next: a nav landmark; the current page is marked aria-current. */
export function Pagination({ page, count, onPageChange, siblings = 1, label = 'Paginación', disabled = false }: PaginationProps) {
  const styles = useStyles();
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <AppButton
            size="small"
            icon={<ChevronLeftRegular />}
            aria-label="Página anterior"
            disabled={disabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
          />
        </li>
        {paginationItems(page, count, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <AppButton
                size="small"
                variant={item === page ? 'primary' : 'secondary'}
                aria-label={`Página ${item}`}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </AppButton>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <AppButton
            size="small"
            icon={<ChevronRightRegular />}
            aria-label="Página siguiente"
            disabled={disabled || page >= count}
            onClick={() => onPageChange(page + 1)}
          />
        </li>
      </ul>
    </nav>
  );
}
