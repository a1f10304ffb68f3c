/**
 * The 29th staff list (written in session 13 without reading the parsers): the HR system's 'Personal asignado' grid
 * exported to PDF: breadcrumb and toolbar, the contract and the month ('2026-03') as a definition list, the workers as a
 * data grid sorted by row number with its controls, the RFC, CURP and NSS each in its own column, and the export's
 * footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';
import { chrome, dd, exported, exportStyle, gridBottom, gridTop } from './export';

export const plantillaTwentyninth = 'exportada-del-sistema-de-rh-personal-asignado-mes-aaaa-mm-rejilla-con-controles';

export function plantillaTwentyninthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const e = exported(rng, period.to);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Recursos Humanos', 'Contratos', 'Personal asignado']),
    text('Relación del personal asignado a la prestación de servicios especializados', { bold: true, size: 11 }),
    ...dd('Prestador', supplier.name),
    ...dd('RFC', supplier.rfc),
    ...dd('Contrato', `CPS-${period.from.slice(0, 4)}-${String(rng.int(1, 250)).padStart(3, '0')}`),
    ...dd('Mes', period.from.slice(0, 7)),
    space(4),
    gridTop,
    { t: 'table', headers: ['# (asc.)', 'Nombre', 'RFC', 'CURP', 'NSS'], widths: [0.35, 2, 1.2, 1.7, 1.1], size: 7, rows: workers.map((w, i) => [String(i + 1), w.fullName, w.rfc, w.curp, w.nss]) },
    ...gridBottom(workers.length),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, 'Sistema de Recursos Humanos'), title: 'Personal asignado', producer: 'Skia/PDF m120', date: period.to };
}
