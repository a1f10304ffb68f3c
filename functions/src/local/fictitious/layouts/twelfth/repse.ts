/**
 * The 12th REPSE layout (held out in session 11, measured there and tuned on since): the platform's 'Acuse de recibo
 * del aviso de registro' with the resolution appended under it, as the platform's newer web front end renders it with
 * the browser's medium dates ('3 mar 2026'). The aviso's folio, its reception date and time and its status as one
 * headed row; the registered person's data as short lines; the resolution's number and the end of validity in a second
 * section; the services as a table numbered with the entidad where they are provided.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseTwelfth = 'acuse-de-recibo-con-resolucion-fechas-medianas-del-navegador-fila-folio-fecha-hora';

export function repseTwelfthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const hhmm = `${pad2(rng.int(8, 20))}:${pad2(rng.int(0, 59))}`;
  const truth = { ...f.truth, fechaAviso: dateTime(date, hhmm) };
  const d = (iso: string) => formatDate(iso, 'intlMedium');
  const blocks: Block[] = [
    text('STPS · REPSE', { bold: true, size: 12 }),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { size: 8 }),
    space(8),
    title('Acuse de recibo del aviso de registro', 12),
    space(6),
    {
      t: 'table',
      headers: ['Folio del aviso', 'Recibido', 'Estado'],
      rows: [[aviso, `${d(date)}, ${hhmm} h`, 'Aprobado']],
      widths: [1.4, 1.8, 1.2],
      size: 9,
    },
    space(6),
    text('Persona registrada', { bold: true, size: 9 }),
    pair('Nombre o razón social:', supplier.name, 'inline'),
    pair('RFC:', supplier.rfc, 'inline'),
    pair('Domicilio:', `${supplier.address.municipio}, ${supplier.address.entidad}`, 'inline'),
    space(8),
    text('Resolución', { bold: true, size: 9 }),
    text(`Con fundamento en el artículo 15 de la Ley Federal del Trabajo, se otorga el registro número ${numeroRegistro}.`, { size: 9 }),
    pair('Vigente hasta:', d(end), 'inline'),
    space(6),
    {
      t: 'table',
      title: 'Servicios u obras especializadas',
      headers: ['#', 'Descripción', 'Entidad'],
      rows: chosen.map((s, i) => [String(i + 1), s, supplier.address.entidad]),
      widths: [0.4, 5.2, 1.6],
      size: 8.5,
    },
    space(10),
    rule,
    text(`Cadena digital: ${sealNoise(rng, 80)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `repse.stps.gob.mx · ${p}/${n}` }, title: 'Acuse de recibo REPSE', producer: 'STPS REPSE', date };
}
