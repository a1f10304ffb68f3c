/**
 * The 30th SUA monthly cédula (written in session 14 without reading the parsers): the payroll app's 'Cuotas IMSS del
 * mes' screen as the phone prints it: the browser's header and footer, the employer's card with the period as
 * 'MAR/2026', the total on top as '12,345.60 MXN', then each worker as a card (name on top, then 'No. Seg. Social:',
 * 'Días cot.:', 'S.B.C.:' and the worker's fees beside their captions, amounts without separators), the list running
 * over the pages it needs.
 */
import { monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { afterPeriod, text } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { appPesos, barePesos } from './formats';
import { appBar, card, employerCard, field, mobileStyle, seeLess } from './mobile';

export const imsscopThirtieth = 'vista-movil-de-la-app-de-nomina-impresa-desde-el-telefono-periodo-mmm-aaaa-total-arriba-una-tarjeta-por-trabajador';

export function imsscopThirtiethDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const beside = (caption: string, value: string): Block => text(`${caption} ${value}`, { size: 8 });
  const blocks: Block[] = [
    ...appBar('Cuotas IMSS del mes'),
    ...employerCard(supplier),
    ...field('Periodo', `${monthAbbr[Number(period.from.slice(5, 7)) - 1] ?? ''}/${period.from.slice(0, 4)}`),
    ...field('Total cuotas obrero patronales', appPesos(total)),
    ...card(`Trabajadores (${rows.length})`),
    ...rows.flatMap((r) => [
      text(r.worker.fullName, { bold: true, size: 8.5 }),
      beside('No. Seg. Social:', r.worker.nss),
      beside('Días cot.:', String(r.dias)),
      beside('S.B.C.:', r.worker.sbc.toFixed(2)),
      beside('Cuota fija / Exc. / R.T.:', `${r.cuotaFija.toFixed(2)} / ${r.excedente.toFixed(2)} / ${r.rt.toFixed(2)}`),
      beside('Subtotal:', barePesos(r.total)),
      { t: 'space', h: 4 } as Block,
    ]),
    seeLess,
  ];
  return { blocks, truth: f.truth, style: mobileStyle(rng, afterPeriod(rng, period), 'Cuotas IMSS | Nómina', 'nomina.app/m/imss/cuotas'), title: 'Cuotas IMSS | Nómina', producer: 'Android Print Service (Chrome Mobile 131)', date: period.to };
}
