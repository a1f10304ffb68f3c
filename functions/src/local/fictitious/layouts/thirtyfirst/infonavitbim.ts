/**
 * The 31st Infonavit bimonthly cédula (written in session 14 without reading the parsers): the 2026-27 redesign of the
 * bimonthly determination: the amount due first as a card ('MXN 12,345.60') beside the payment line, the bimester by
 * its ordinal and months ('2.º bimestre de 2026 · marzo y abril'), numbered sections of cards, the workers' table with
 * its totals row first, and the accessibility footer.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { card, cardRow, mxn, section, signedStyle, sum } from './formats';

export const infonavitBimThirtyfirst = 'rediseno-2026-cedula-bimestral-importe-mxn-primero-bimestre-ordinal-con-meses-tabla-con-renglon-de-totales-primero';

export function infonavitBimThirtyfirstDocument(f: InfonavitBimFacts & { rng: Rng }): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (x: number) => formatMoney(x, 'plain');
  const end = Number(period.to.slice(5, 7));
  const bimester = `${end / 2}.º bimestre de ${period.to.slice(0, 4)} · ${monthName(end - 1)} y ${monthName(end)}`;
  const blocks: Block[] = [
    text('Cédula de determinación de cuotas, aportaciones y amortizaciones', { bold: true, size: 13 }),
    text('Bimestral · Aportaciones patronales al Infonavit y ramo de retiro, cesantía y vejez', { size: 8 }),
    cardRow([['Total a pagar', mxn(total)], ['Línea de captura', linea]], [1, 2.4]),
    section(1, 'Datos del patrón'),
    ...card('Número de registro patronal', supplier.registroPatronal),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Nombre, denominación o razón social', supplier.name),
    ...card('Bimestre', bimester),
    section(2, `Trabajadores (${rows.length})`),
    {
      t: 'table',
      headers: ['Nombre', 'NSS', 'Días', 'SBC', 'RCV', 'Aportación 5 %'],
      widths: [2.4, 1.2, 0.5, 0.9, 0.9, 1],
      size: 7,
      rows: [['Totales del bimestre', '', '', '', p(sum(rcv)), p(sum(aport))], ...rows.map((r, i) => [r.worker.fullName, r.worker.nss, String(r.dias), p(r.worker.sbc), p(rcv[i] ?? 0), p(aport[i] ?? 0)])],
    },
    text('Importes en MXN. Los totales incluyen las amortizaciones de créditos que se determinan por separado.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Sistema Único de Autodeterminación · Cédula bimestral'), title: 'Cédula bimestral Infonavit', producer: 'Nómina 2026 · Reportes', date: f.generated };
}
