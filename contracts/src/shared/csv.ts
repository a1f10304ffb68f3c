/**
 * CSV for imports and downloads (orders, bulk invites, the export's index): one reader and one writer. Zod-free, so
 * the web can import it without the contracts' schemas.
 */

/** RFC 4180 rows (commas or semicolons, "" inside quotes, CRLF or LF, a BOM ignored), each with its line number. */
export function parseCsvRows(text: string): { cells: string[]; line: number }[] {
  const source = text.replace(/^\ufeff/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const rows: { cells: string[]; line: number }[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    row.push(field);
    if (row.some((c) => c.trim() !== '')) rows.push({ cells: row, line: rowLine });
    row = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += c;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** A cell a spreadsheet would run as a formula (= + - @, or a tab / carriage return first) gets a leading quote. */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
const quoteCell = (value: string) => (/[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows as CSV (header first), every cell neutralised: the downloadable templates, grids and error reports. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((r) => r.map((v) => quoteCell(neutraliseCsvCell(v))).join(',')).join('\r\n')}\r\n`;
}
