import { Body1, MessageBar, MessageBarBody, Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { readWorkbook, type SheetPreview } from './excel-library';
import { viewerTexts } from './viewer-rules';

/** Rows and columns shown: a preview, not a spreadsheet editor. */
export const PREVIEW_ROWS = 50;
export const PREVIEW_COLUMNS = 30;

const useStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    maxHeight: '60vh',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground1 },
  head: {
    position: 'sticky',
    top: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  rowHead: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold, textAlign: 'right' },
  cell: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
    maxWidth: '24rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

/** A, B, … Z, AA, AB, … as Excel names its columns. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Sheets hold dates without a zone, read as UTC midnight: noon of that UTC day is the same day in Mexico City.
  if (value instanceof Date) return formatDate(new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate(), 12)).toISOString());
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (typeof value === 'number') return value.toLocaleString('es-MX', { maximumFractionDigits: 10 });
  return String(value);
}

/** An .xlsx in the viewer card: the workbook's sheets as tabs, the first rows of the chosen one as a table. */
export function ExcelView({ data }: { data: Blob }) {
  const styles = useStyles();
  const [sheets, setSheets] = useState<SheetPreview[]>();
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    let cancelled = false;
    readWorkbook(data).then(
      (read) => !cancelled && setSheets(read),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [data]);

  if (failed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{viewerTexts.excelFailed}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!sheets) return <Spinner size="small" label={viewerTexts.loading} />;
  const sheet = sheets[active];
  const rows = sheet?.data ?? [];
  const shown = rows.slice(0, PREVIEW_ROWS);
  const columns = Math.min(PREVIEW_COLUMNS, Math.max(0, ...shown.map((r) => r.length)));
  return (
    <>
      {sheets.length > 1 && (
        <TabList aria-label={viewerTexts.excelSheets} selectedValue={active} onTabSelect={(_, d) => setActive(d.value as number)} size="small">
          {sheets.map((s, i) => (
            <Tab key={s.sheet} value={i}>
              {s.sheet}
            </Tab>
          ))}
        </TabList>
      )}
      {columns === 0 ? (
        <Body1>{viewerTexts.excelEmpty}</Body1>
      ) : (
        <>
          <div className={styles.scroller} tabIndex={0} role="region" aria-label={viewerTexts.excelTable(sheet?.sheet ?? '')}>
            <table className={styles.table}>
              <caption hidden>{viewerTexts.excelTable(sheet?.sheet ?? '')}</caption>
              <thead>
                <tr>
                  <th className={styles.head} scope="col">
                    <span hidden>#</span>
                  </th>
                  {Array.from({ length: columns }, (_, c) => (
                    <th key={c} className={styles.head} scope="col">
                      {columnName(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row, r) => (
                  <tr key={r}>
                    <th className={`${styles.cell} ${styles.rowHead}`} scope="row">
                      {r + 1}
                    </th>
                    {Array.from({ length: columns }, (_, c) => {
                      const text = cellText(row[c]);
                      return (
                        <td key={c} className={styles.cell} title={text.length > 40 ? text : undefined}>
                          {text}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > PREVIEW_ROWS && <Body1>{viewerTexts.excelShown(PREVIEW_ROWS, rows.length)}</Body1>}
        </>
      )}
    </>
  );
}
