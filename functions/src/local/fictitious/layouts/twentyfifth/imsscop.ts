/**
 * The 25th SUA cédula layout (session 13, written without reading the parsers): the monthly cédula as a corporate
 * supplier's shared-service centre reprints it for a customer: the patrón's data in a headed row, the period as
 * 'Mes: Marzo   Año: 2026', the workers' wide table split into two stacked tables keyed by the row number (NSS, name,
 * days and SDI first; the cuotas after), and the total with its amount in words.
 */
import { capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { amountWithWords } from './formats';

export const imsscopTwentyfifth = 'reimpresion-de-centro-de-servicios-mes-en-palabra-tabla-de-trabajadores-partida-en-dos-tablas-apiladas-total-con-letra';

export function imsscopTwentyfifthDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const blocks: Block[] = [
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS IMSS (MENSUAL)', 11),
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Nombre o razón social'], rows: [[supplier.registroPatronal, supplier.rfc, supplier.name]], widths: [1.1, 1.1, 3.2], size: 8 },
    text(`Mes: ${capitalize(monthName(Number(period.from.slice(5, 7))))}     Año: ${period.from.slice(0, 4)}`, { size: 9 }),
    { t: 'table', title: 'Trabajadores (1 de 2)', headers: ['No.', 'Número de seguridad social', 'Nombre del trabajador', 'Días', 'S.D.I.'], rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc)]), widths: [0.4, 1.4, 3, 0.5, 0.9], size: 7.5 },
    { t: 'table', title: 'Trabajadores (2 de 2)', headers: ['No.', 'Cuota fija', 'Excedente', 'Riesgos de trabajo', 'Total'], rows: rows.map((r, i) => [String(i + 1), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]), widths: [0.4, 1, 1, 1, 1], size: 7.5 },
    space(6),
    pair('Total de cuotas:', amountWithWords(total), 'below'),
    rule,
    text('Reimpresión del Sistema Único de Autodeterminación para el expediente del cliente.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, footer: (pg, n) => `Hoja ${pg} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: period.to };
}
