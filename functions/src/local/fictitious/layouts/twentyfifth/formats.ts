/**
 * Date and amount forms, and page furniture, of the 25th variants' issuers (session 13) that format.ts does not have
 * (kept apart: format.ts is being edited by another helper). The truth keeps its normalised forms.
 */
import { addDays, amountInWords, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';

const words = (n: number): string => (n === 1 ? 'uno' : n === 21 ? 'veintiuno' : amountInWords(n).toLowerCase());

/** 2026-03-05 as 'cinco de marzo de dos mil veintiséis': letters and constancias that write the whole date in words. */
export const dateInWords = (iso: string): string => `${words(Number(iso.slice(8, 10)))} de ${monthName(Number(iso.slice(5, 7)))} de ${words(Number(iso.slice(0, 4)))}`;

/** 12345.6 as '$12,345.60 M.N. (DOCE MIL TRESCIENTOS CUARENTA Y CINCO PESOS 60/100 M.N.)': the figure, then the words. */
export function amountWithWords(amount: number): string {
  const cents = amount.toFixed(2).slice(-2);
  return `${formatMoney(amount, 'mn')} (${amountInWords(Math.floor(amount))} PESOS ${cents}/100 M.N.)`;
}

/** The persona física's name as SAT's forms print it: NOMBRE(S), then the two surnames (supplier names are 'NOMBRE PATERNO MATERNO'). */
export function nameParts(fullName: string): { nombre: string; paterno: string; materno: string } {
  const [nombre = '', paterno = '', ...rest] = fullName.split(' ');
  return { nombre, paterno, materno: rest.join(' ') };
}

const centres = [
  { name: 'Centro de Servicios Compartidos · Cuentas por Pagar', system: 'SAP S/4HANA', prefix: 'CSC' },
  { name: 'Shared Services Center México · Procure-to-Pay', system: 'Oracle EBS', prefix: 'SSC-MX' },
  { name: 'Centro de Servicios Administrativos · Alta de proveedores', system: 'SAP ECC', prefix: 'CSA' },
];

/**
 * The stamp a corporate customer's shared-service centre puts on a supplier's document when it files it: 'RECIBIDO',
 * the centre, the supplier's number in its vendor master, its own folio beside the document's and the date it came in.
 */
export function receivedStamp(rng: Rng, documentDate: string): Block {
  const c = rng.pick(centres);
  const received = addDays(documentDate, rng.int(1, 20));
  return {
    t: 'box',
    size: 7,
    lines: [`RECIBIDO  ·  ${c.name}`, `Expediente proveedor ${c.system}: ${rng.digits(7)}    Folio interno: ${c.prefix}-${received.slice(0, 4)}-${rng.digits(6)}    Recepción: ${received.split('-').reverse().join('.')}`],
  };
}
