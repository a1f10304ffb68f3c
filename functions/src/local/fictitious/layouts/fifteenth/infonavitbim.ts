/**
 * The 15th INFONAVIT bimonthly cédula (held out from session 12, written without reading the parsers): the cédula as a
 * letter-like summary a payroll outsourcer attaches to its invoice: the bimester as a phrase ('correspondiente a los
 * meses de mayo y junio de 2026'), the patrón's identifiers as one headed row, the línea de captura in a box with the
 * total, the workers' table name first with the SBC before the days, and the RCV split into retiro and cesantía y vejez
 * columns whose sum is the worker's RCV.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimFifteenth = 'resumen-del-outsourcing-bimestre-en-frase-meses-en-letra-fila-encabezada-del-patron-linea-y-total-en-recuadro-nombre-primero';

export function infonavitBimFifteenthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const endMonth = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    title('Resumen de pago bimestral de aportaciones INFONAVIT y RCV', 11),
    text(`correspondiente a los meses de ${monthName(endMonth - 1)} y ${monthName(endMonth)} de ${period.to.slice(0, 4)}`, { align: 'center', size: 9 }),
    space(8),
    { t: 'table', headers: ['Patrón', 'R.F.C.', 'Registro patronal'], rows: [[supplier.name, supplier.rfc, supplier.registroPatronal]], widths: [3, 1.3, 1.3], size: 8.5 },
    space(6),
    { t: 'box', lines: [`Línea de captura SIPARE: ${linea}`, `Total a pagar en el bimestre: ${formatMoney(total, 'dollar')}`], size: 9 },
    space(6),
    {
      t: 'table',
      title: 'Relación de trabajadores',
      headers: ['Nombre', 'NSS', 'SBC', 'Días', 'Aportación 5 %', 'Retiro', 'Cesantía y vejez'],
      rows: rows.map((r, i) => {
        const own = rcv[i] ?? 0;
        // Retiro is 2 % of the SBC of the 8.15 % RCV; cesantía y vejez is the rest.
        const retiro = Math.round(own * (2 / 8.15) * 100) / 100;
        return [r.worker.fullName, r.worker.nss, p(r.worker.sbc), String(r.dias), p(aport[i] ?? 0), p(retiro), p(Math.round((own - retiro) * 100) / 100)];
      }),
      widths: [2.6, 1.3, 0.9, 0.5, 1, 0.9, 1],
      size: 7.5,
    },
    space(8),
    rule,
    text('Cifras calculadas con base en el archivo de pago del Sistema Único de Autodeterminación. El pago se realiza con la línea de captura en cualquier banco autorizado.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, footer: (pg, n) => `${pg}/${n}` }, title: 'Resumen de pago bimestral', producer: 'Servicios de nómina', date: f.generated };
}
