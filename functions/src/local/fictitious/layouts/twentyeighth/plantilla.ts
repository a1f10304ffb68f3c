/**
 * The 28th worker list (written in session 13 without reading the parsers): the supplier's own list of the workers
 * assigned to a client's contract, produced from its document-management system: the DMS's stamp on every page, the
 * contract and the month as 'junio de 2026', one row a worker with the identifiers stacked in one multi-line cell
 * ('RFC … CURP … NSS …'), and the legal representative's statement at the end.
 */
import { monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';
import { office, officeStyle, protesta } from './office';

export const plantillaTwentyeighth = 'relacion-del-proveedor-desde-su-gestor-documental-identificadores-apilados-en-una-celda-y-protesta-del-representante';

export function plantillaTwentyeighthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const o = office(rng, period.to, 'Expediente REPSE');
  const blocks: Block[] = [
    text(supplier.name, { bold: true, size: 11 }),
    pair('R.F.C.:', supplier.rfc, 'inline'),
    text('RELACIÓN DEL PERSONAL ASIGNADO A LA PRESTACIÓN DE SERVICIOS ESPECIALIZADOS', { bold: true }),
    pair('Contrato:', `CPS-${period.from.slice(0, 4)}-${String(rng.int(1, 250)).padStart(3, '0')}`, 'inline'),
    pair('Mes que se informa:', `${monthName(Number(period.from.slice(5, 7)))} de ${period.from.slice(0, 4)}`, 'inline'),
    space(4),
    {
      t: 'table',
      headers: ['No.', 'Nombre del trabajador', 'Datos de identificación', 'Puesto'],
      widths: [0.4, 1.8, 2.2, 1.2],
      rows: workers.map((w, i) => [String(i + 1), w.fullName, `RFC ${w.rfc} CURP ${w.curp} NSS ${w.nss}`, rng.pick(['Auxiliar de limpieza', 'Técnico de mantenimiento', 'Guardia de seguridad', 'Operador'])]),
    },
    text(`Total de personal asignado: ${workers.length}`, { size: 8.5 }),
    ...protesta(o, supplier.name, `${supplier.address.municipio}, ${supplier.address.entidad}`, 'relación del personal asignado'),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Relación de trabajadores`, producer: 'M-Files', date: period.to };
}
