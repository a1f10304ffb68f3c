/**
 * The 27th SUA cédula layout (written in session 13 without reading the parsers): the monthly 'Cédula de
 * determinación de cuotas' printed from the SUA and captured with Microsoft Lens (its capture stamp at the foot): the
 * patrón's data in reading order, the period as 'Marzo de 2026', each worker's row read as one line of single-space
 * separated cells (NSS, name, days, SDI and the cuotas), and the cédula's total on its own line at the end.
 */
import { capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { afterPeriod, space, text } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { cells, scanAppProducer, scanAppStyle } from './scan-app';

export const imsscopTwentyseventh = 'cedula-sua-capturada-con-microsoft-lens-periodo-mes-de-anio-trabajadores-leidos-renglon-a-renglon';

export function imsscopTwentyseventhDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const n = (x: number) => formatMoney(x, 'plain');
  const generated = afterPeriod(rng, period);
  const blocks: Block[] = [
    text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 10 }),
    text('Cédula de Determinación de Cuotas Obrero Patronales, Aportaciones y Amortizaciones', { bold: true }),
    space(4),
    cells(['Registro Patronal:', supplier.registroPatronal]),
    cells(['R.F.C.:', supplier.rfc]),
    cells(['Nombre o Razón Social:', supplier.name]),
    cells(['Periodo:', `${capitalize(monthName(Number(period.from.slice(5, 7))))} de ${period.from.slice(0, 4)}`]),
    cells(['Prima R.T.:', (rng.int(50000, 750000) / 100000).toFixed(5), 'Área geográfica:', 'A']),
    space(6),
    cells(['NSS', 'Nombre', 'Días', 'SDI', 'Cuota fija', 'Excedente', 'Riesgos de trabajo', 'Suma'], 8.5),
    ...rows.map((r) => cells([r.worker.nss, r.worker.fullName, String(r.dias), n(r.worker.sbc), n(r.cuotaFija), n(r.excedente), n(r.rt), n(r.total)], 8.5)),
    space(6),
    cells(['Total de cuotas IMSS:', formatMoney(total, 'dollar')]),
    text(`Cotizantes: ${rows.length}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('lens', rng, generated), title: 'Microsoft Lens', producer: scanAppProducer.lens, date: generated };
}
