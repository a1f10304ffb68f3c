/**
 * The 22nd SUA cédula layout (written in session 13 without reading the parsers): an ERP's 'Resumen de cuotas IMSS'
 * printed from its payroll module after importing the SUA file: the company block at the top with the ERP's own
 * company number, the period as the ERP's 'Ejercicio 2026 · Periodo 3' (month unpadded), a dense workers' table with
 * the branches split (enfermedad y maternidad, invalidez, guarderías folded into 'Otros'), SBC without the sign, and
 * the total on the table's last row.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopTwentysecond = 'resumen-de-cuotas-impreso-del-erp-ejercicio-y-periodo-sin-cero-tabla-densa-total-en-ultimo-renglon';

export function imsscopTwentysecondDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const blocks: Block[] = [
    text('RESUMEN DE CUOTAS IMSS (IMPORTADO DEL SUA)', { bold: true, size: 10.5 }),
    text(`Empresa ${rng.int(1, 40)}  ·  ${supplier.name}`, { size: 8.5 }),
    text(`Registro patronal ${supplier.registroPatronal}  ·  RFC ${supplier.rfc}`, { size: 8.5 }),
    text(`Ejercicio ${period.from.slice(0, 4)}  ·  Periodo ${Number(period.from.slice(5, 7))}`, { size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: ['Afiliación', 'Empleado', 'Días', 'SBC', 'C. fija', 'Excedente', 'R. trabajo', 'Otros', 'Total'],
      rows: [
        ...rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), p(r.cuotaFija), p(r.excedente), p(r.rt), '0.00', p(r.total)]),
        ['', 'TOTAL DEL PERIODO', '', '', '', '', '', '', p(total)],
      ],
      widths: [1.05, 2.2, 0.4, 0.7, 0.7, 0.75, 0.75, 0.55, 0.8],
      size: 6.5,
    },
    space(6),
    rule,
    text('Importes calculados por el SUA; el ERP solo los presenta para su contabilización.', { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 30, baseSize: 8.5, footer: (pg, n) => `ERP Nómina · Reporte RCUO-${rng.digits(3)} · Pág. ${pg}/${n}` }, title: 'Resumen de cuotas IMSS', producer: 'ERP Nómina', date: period.to };
}
