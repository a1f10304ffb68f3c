/**
 * The 15th proof of address (held out from session 12, written without reading the parsers): the CFE's bill for a
 * business in medium tension (tarifa GDMTH), not the household receipt: the service's data (número de servicio, RMU,
 * tarifa, hilos, carga conectada) beside the customer in a header-less grid, the service address in three lines with
 * the colonia and the postal code together ('COL. CENTRO C.P. 64000'), the dates as a spreadsheet-like '03-mar-26', and
 * the consumption by time band (base, intermedia, punta) with the demand in kW before the charges.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioFifteenth = 'cfe-media-tension-gdmth-rejilla-del-servicio-junto-al-cliente-colonia-y-cp-juntos-fechas-dd-mmm-aa-consumo-por-horario';

/** The issuer's name as the bill prints it (the truth's emisor). */
export const cfeBusinessIssuer = 'CFE SUMINISTRADOR DE SERVICIOS BÁSICOS';

export function domicilioFifteenthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monLowerShort');
  const kwh = [rng.int(4_000, 20_000), rng.int(8_000, 40_000), rng.int(1_000, 6_000)];
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 11 }),
    text('RFC CSS160330CP7 · Río Ródano 14, Col. Cuauhtémoc, C.P. 06500, Cuauhtémoc, Ciudad de México', { size: 7 }),
    space(6),
    title('AVISO-RECIBO · TARIFA GDMTH', 12),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        [supplier.name, 'No. de servicio', rng.digits(12)],
        [`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, 'RMU', `${rng.digits(5)} ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} XAXX-${rng.digits(3)} CFE`],
        [`COL. ${a.colonia} C.P. ${a.codigoPostal}`, 'Tarifa', 'GDMTH'],
        [`${a.municipio}, ${a.entidad}`, 'Carga conectada kW', String(rng.int(150, 900))],
      ],
      widths: [2.6, 1.2, 1.8],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      headers: ['Fecha de emisión', 'Periodo facturado', 'Fecha límite de pago', 'Total a pagar'],
      rows: [[d(date), `${d(addDays(date, -33))} - ${d(addDays(date, -2))}`, d(addDays(date, 15)), formatMoney(importe, 'dollar')]],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Consumo por periodo horario',
      headers: ['Periodo', 'Lectura actual', 'Lectura anterior', 'kWh', 'Demanda kW'],
      rows: ['Base', 'Intermedia', 'Punta'].map((band, i) => {
        const previous = rng.int(100_000, 900_000);
        return [band, String(previous + (kwh[i] ?? 0)), String(previous), String(kwh[i] ?? 0), String(rng.int(60, 700))];
      }),
      size: 8,
    },
    space(8),
    rule,
    text('Este aviso-recibo es una representación impresa de un CFDI. Pague antes de la fecha límite para evitar la suspensión del suministro.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 10, footer: (p, n) => `CFE · ${p}/${n}` }, title: 'Aviso-recibo GDMTH', producer: 'CFE Suministrador de Servicios Básicos', date };
}
