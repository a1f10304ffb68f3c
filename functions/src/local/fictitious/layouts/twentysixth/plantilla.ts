/**
 * The 26th workforce-list layout (written in session 13 without reading the parsers): the 'Relación de personal
 * activo' of a legacy COBOL payroll system printed to PDF: the program name and the run date in the page header
 * ('NOM0450R  EMITIDO 05/03/2026'), 'PAG. 1' at the foot, the company and the month as report parameters, a dashed
 * rule under the column headings, and every worker on one fixed-width line (employee number, name, RFC, CURP, NSS).
 */
import { formatDate, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';
import { columns, dashes } from './formats';

export const plantillaTwentysixth = 'reporte-cobol-de-nomina-programa-y-fecha-de-emision-en-encabezado-renglones-de-ancho-fijo-guiones-bajo-titulos';

const widths = [6, 38, 13, 18, 11];

export function plantillaTwentysixthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const run = formatDate(period.to, 'slash');
  const line = (s: string, bold = false): Block => text(s, { size: 7, bold });
  const blocks: Block[] = [
    line(`EMPRESA  : ${supplier.name}`, true),
    line(`R.F.C.   : ${supplier.rfc}`),
    line(`PERIODO  : ${monthName(Number(period.from.slice(5, 7))).toUpperCase()} ${period.from.slice(0, 4)}      NOMINA: 01 ORDINARIA`),
    space(4),
    line(dashes(118)),
    line(columns(['NUM.', 'NOMBRE DEL TRABAJADOR', 'R.F.C.', 'C.U.R.P.', 'AFILIACION'], widths), true),
    line(dashes(118)),
    ...workers.map((w) => line(columns([String(rng.int(100, 9999)).padStart(5, '0'), w.fullName, w.rfc, w.curp, w.nss], widths))),
    line(dashes(118)),
    line(`TOTAL DE TRABAJADORES ACTIVOS ......: ${String(workers.length).padStart(4)}`),
    space(6),
    line('*** FIN DE REPORTE ***'),
  ];
  const header = [`NOM0450R  RELACION DE PERSONAL ACTIVO                    EMITIDO ${run}`];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 8, header, footer: (p) => `PAG. ${p}` }, title: 'NOM0450R', producer: 'NOM0450R', date: period.to };
}
