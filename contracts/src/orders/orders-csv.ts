/**
 * The orders CSV (POST /api/orders/import): a header row naming the columns número, proveedor RFC, cliente RFC,
 * total, fecha, descripción and optionally contrato, in any order (case, accents, spaces and underscores
 * ignored); RFC 4180 fields separated by commas or semicolons. Shared by the server (which decides) and the page.
 */

import { parseCsvRows } from '../shared/csv';

export { neutraliseCsvCell, parseCsvRows, toCsv } from '../shared/csv';

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
