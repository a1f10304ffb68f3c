/**
 * The 27th bimonthly RCV / INFONAVIT layout (written in session 13 without reading the parsers): the bimonthly cédula
 * printed from the SUA and captured with CamScanner (its watermark at the foot): the bimester as its two months and the
 * year ('Marzo-Abril 2026'), the workers' rows read as lines of single-space separated cells (NSS, name, days, SBC,
 * RCV and vivienda), the total and then the línea de captura on the line below its caption.
 */
import { capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { cells, scanAppProducer, scanAppStyle } from './scan-app';

export const infonavitBimTwentyseventh = 'cedula-bimestral-escaneada-con-camscanner-bimestre-con-sus-dos-meses-trabajadores-leidos-renglon-a-renglon';

export function infonavitBimTwentyseventhDocument(f: InfonavitBimFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const n = (x: number) => formatMoney(x, 'plain');
  const last = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 10 }),
    text('Cédula de Determinación de Cuotas, Aportaciones y Amortizaciones Bimestral', { bold: true }),
    space(4),
    cells(['Registro Patronal:', supplier.registroPatronal]),
    cells(['R.F.C.:', supplier.rfc]),
    cells(['Nombre o Razón Social:', supplier.name]),
    cells(['Bimestre:', `${capitalize(monthName(last - 1))}-${capitalize(monthName(last))} ${period.to.slice(0, 4)}`]),
    space(6),
    cells(['NSS', 'Nombre', 'Días', 'SBC', 'Retiro, Cesantía y Vejez', 'Aportación Infonavit'], 8.5),
    ...rows.map((r, i) => cells([r.worker.nss, r.worker.fullName, String(r.dias), n(r.worker.sbc), n(rcv[i] ?? 0), n(aport[i] ?? 0)], 8.5)),
    space(6),
    cells(['Total a pagar:', formatMoney(total, 'dollar')]),
    text('Línea de captura:'),
    text(linea),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('camscanner', rng, generated), title: 'CamScanner', producer: scanAppProducer.camscanner, date: generated };
}
