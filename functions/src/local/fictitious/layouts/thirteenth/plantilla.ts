/**
 * The 13th plantilla layout (held out from session 11, after the 12th was measured): the 'Lista de raya' (payroll
 * register) a payroll package prints for the month and the supplier hands in as its staff list. The company, its RFC
 * and registro patronal in the header, the period as the package numbers it ('Periodo 3 Mensual del 01/Mar/2026 al
 * 31/Mar/2026'), and each employee as a block of his own instead of a table row: his code and name in bold, his
 * identifiers on one line after it ('RFC: … CURP: … NSS: …', wrapping when long), then his percepciones and deducciones
 * side by side and the net pay; the company's totals at the foot.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaThirteenth = 'lista-de-raya-bloque-por-empleado-identificadores-en-una-linea-periodo-numerado-del-al';

const round = (n: number) => Math.round(n * 100) / 100;

export function plantillaThirteenthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  let net = 0;
  const employees: Block[] = workers.flatMap((w, i): Block[] => {
    const sueldo = round(w.sbc * days);
    const isr = round(sueldo * 0.08);
    const imss = round(sueldo * 0.025);
    net = round(net + sueldo - isr - imss);
    return [
      text(`${String(i + 1).padStart(4, '0')}  ${w.fullName}`, { bold: true, size: 8.5 }),
      text(`RFC: ${w.rfc}   CURP: ${w.curp}   NSS: ${w.nss}   Fecha de ingreso: ${formatDate(addDays(period.from, -rng.int(40, 2000)), 'abbrSlash')}   S.D.: ${m(w.sbc)}`, { size: 7.5 }),
      {
        t: 'table',
        headers: [],
        rows: [
          ['P001 Sueldo', m(sueldo), 'D002 I.S.R.', m(isr)],
          ['', '', 'D001 I.M.S.S.', m(imss)],
          ['', '', 'Neto a pagar', m(round(sueldo - isr - imss))],
        ],
        widths: [2, 1, 2, 1],
        size: 7.5,
      },
      space(3),
    ];
  });
  const blocks: Block[] = [
    text(supplier.name, { bold: true, size: 10 }),
    text(`R.F.C.: ${supplier.rfc}     Reg. Pat. IMSS: ${supplier.registroPatronal}`, { size: 8.5 }),
    text('LISTA DE RAYA', { bold: true, size: 11 }),
    text(`Periodo ${Number(period.from.slice(5, 7))} Mensual del ${formatDate(period.from, 'abbrSlash')} al ${formatDate(period.to, 'abbrSlash')}`, { size: 8.5 }),
    rule,
    ...employees,
    rule,
    text(`Total de empleados: ${workers.length}     Total neto a pagar: ${m(net)}`, { bold: true, size: 8.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, footer: (p, n) => `Hoja ${p} de ${n} · Nóminas` }, title: 'Lista de raya', producer: 'Sistema de Nóminas', date: period.to };
}
