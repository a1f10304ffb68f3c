/**
 * The 13th REPSE layout (held out from session 11, after the 12th was measured): the STPS public padrón's list of
 * results exported to PDF after a search by RFC. The search criterion and the export's own date and time above one wide
 * headed row (name, RFC, registration number, aviso, date of the aviso as '03-03-2026', end of validity, entidad and
 * every registered service in one cell), so the long cells (the name, the services joined by semicolons) wrap over
 * several lines inside their narrow columns.
 */
import { addDays, formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseThirteenth = 'padron-publico-resultados-exportados-fila-ancha-servicios-en-una-celda-fechas-dd-mm-aaaa-guion';

export function repseThirteenthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  // The export is made when a customer checks the supplier, weeks after the registration.
  const exported = addDays(date, rng.int(3, 60));
  const d = (iso: string) => formatDate(iso, 'dash');
  const blocks: Block[] = [
    text('STPS', { bold: true, size: 14 }),
    text('Secretaría del Trabajo y Previsión Social', { size: 8 }),
    space(6),
    title('Padrón Público de Contratistas de Servicios Especializados u Obras Especializadas', 11),
    space(6),
    text(`Criterio de búsqueda: RFC = ${supplier.rfc}`, { size: 8.5 }),
    text(`Resultados: 1 registro · Exportado el ${formatDate(exported, 'slash')} a las ${pad2(rng.int(8, 20))}:${pad2(rng.int(0, 59))} h`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['Razón social', 'Núm. registro', 'Folio aviso', 'Fecha aviso', 'Vigencia', 'Entidad', 'Servicios u obras especializadas'],
      rows: [[supplier.name, numeroRegistro, aviso, d(date), d(end), supplier.address.entidad, chosen.join('; ')]],
      widths: [1.8, 0.9, 1, 0.95, 0.95, 1, 2.8],
      size: 7,
    },
    space(8),
    text('La información del padrón es pública conforme al artículo 15 de la Ley Federal del Trabajo y se actualiza con los avisos de registro aprobados.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (p, n) => `repse.stps.gob.mx · Página ${p} de ${n}` }, title: 'Padrón público REPSE', producer: 'STPS REPSE', date: exported };
}
