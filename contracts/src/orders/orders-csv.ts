/**
 * The orders CSV (POST /api/orders/import): a header row naming the columns número, proveedor RFC, cliente RFC,
 * total, fecha, descripción and optionally contrato, in any order (case, accents, spaces and underscores
 * ignored); RFC 4180 fields separated by commas or semicolons. Shared by the server (which decides) and the page.
 */

export type OrderCsvField = 'number' | 'supplierRfc' | 'customerRfc' | 'total' | 'serviceDate' | 'description' | 'contract';
export type OrderCsvRow = Record<OrderCsvField, string> & { line: number };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, ' ');

const headerFields: Record<string, OrderCsvField> = {
  numero: 'number',
  'numero de orden': 'number',
  orden: 'number',
  'proveedor rfc': 'supplierRfc',
  'rfc proveedor': 'supplierRfc',
  'rfc del proveedor': 'supplierRfc',
  'cliente rfc': 'customerRfc',
  'rfc cliente': 'customerRfc',
  'rfc del cliente': 'customerRfc',
  total: 'total',
  fecha: 'serviceDate',
  'fecha de servicio': 'serviceDate',
  descripcion: 'description',
  contrato: 'contract',
};
const required: OrderCsvField[] = ['number', 'supplierRfc', 'customerRfc', 'total', 'serviceDate', 'description'];

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

export type OrderCsv = { ok: true; rows: OrderCsvRow[] } | { ok: false; reason: 'noHeader' | 'empty' };

/** The rows of an orders CSV by field, or why the file as a whole cannot be read. */
export function readOrdersCsv(text: string): OrderCsv {
  const [header, ...body] = parseCsvRows(text);
  if (!header) return { ok: false, reason: 'empty' };
  const fields = header.cells.map((h) => headerFields[fold(h)]);
  if (!required.every((f) => fields.includes(f))) return { ok: false, reason: 'noHeader' };
  if (body.length === 0) return { ok: false, reason: 'empty' };
  return {
    ok: true,
    rows: body.map(({ cells, line }) => {
      const row: OrderCsvRow = { number: '', supplierRfc: '', customerRfc: '', total: '', serviceDate: '', description: '', contract: '', line };
      fields.forEach((f, i) => {
        if (f) row[f] = (cells[i] ?? '').trim();
      });
      return row;
    }),
  };
}

/** A cell a spreadsheet would run as a formula (= + - @, or a tab / carriage return first) gets a leading quote. */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
const quoteCell = (value: string) => (/[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows as CSV (header first), every cell neutralised: the page's downloadable template and error report. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((r) => r.map((v) => quoteCell(neutraliseCsvCell(v))).join(',')).join('\r\n')}\r\n`;
}
