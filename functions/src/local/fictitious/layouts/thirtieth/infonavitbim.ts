/**
 * The 30th Infonavit bimonthly cédula (written in session 14 without reading the parsers): the payroll app's
 * 'Aportaciones del bimestre' screen as the phone prints it: the browser's header and footer, the employer's card with
 * the bimester as 'Bim. 2/2026 (MAR-ABR)', the amount to pay and the línea de captura, then each worker as one line of
 * figures joined by '·' under the worker's name (a table turned into one block per row).
 */
import { monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { appPesos } from './formats';
import { appBar, card, employerCard, field, mobileStyle, seeLess } from './mobile';

export const infonavitBimThirtieth = 'vista-movil-de-la-app-de-nomina-impresa-desde-el-telefono-bimestre-numero-y-meses-cada-trabajador-en-una-linea-con-puntos-medios';

export function infonavitBimThirtiethDocument(f: InfonavitBimFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const last = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    ...appBar('Aportaciones del bimestre'),
    ...employerCard(supplier),
    ...field('Bimestre', `Bim. ${last / 2}/${period.to.slice(0, 4)} (${monthAbbr[last - 2] ?? ''}-${monthAbbr[last - 1] ?? ''})`),
    ...card('Pago'),
    ...field('Total RCV + Infonavit', appPesos(total)),
    ...field('Línea de captura', linea),
    ...card(`Trabajadores (${rows.length})`),
    text('NSS · días · SBC · RCV · aportación', { size: 7 }),
    ...rows.flatMap((r, i) => [text(`${i + 1}. ${r.worker.fullName}`, { size: 8, bold: true }), text(`${r.worker.nss} · ${r.dias} d · ${r.worker.sbc.toFixed(2)} · ${(rcv[i] ?? 0).toFixed(2)} · ${(aport[i] ?? 0).toFixed(2)}`, { size: 8, indent: 10 })]),
    seeLess,
  ];
  return { blocks, truth: f.truth, style: mobileStyle(rng, generated, 'Infonavit | Nómina', 'nomina.app/m/infonavit/bimestre'), title: 'Infonavit | Nómina', producer: 'Android Print Service (Chrome Mobile 131)', date: generated };
}
