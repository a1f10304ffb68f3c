/**
 * The 30th staff list (written in session 14 without reading the parsers): the HR app's 'Personal asignado' screen as
 * the phone prints it: the browser's header and footer, the contract's card (provider, RFC, the month as 'MARZO
 * 2026'), then each worker as a card of its own, name on top and the identifiers under their captions, the list
 * running over as many pages as it needs.
 */
import { monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';
import { appBar, card, field, mobileStyle, seeLess } from './mobile';

export const plantillaThirtieth = 'vista-movil-de-la-app-de-recursos-humanos-impresa-desde-el-telefono-una-tarjeta-por-trabajador-mes-en-letras';

export function plantillaThirtiethDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const blocks: Block[] = [
    ...appBar('Personal asignado'),
    ...card('Contrato de servicios especializados'),
    ...field('Prestador', supplier.name),
    ...field('RFC', supplier.rfc),
    ...field('Mes', `${monthName(Number(period.from.slice(5, 7))).toUpperCase()} ${period.from.slice(0, 4)}`),
    ...field('Personas asignadas', String(workers.length)),
    ...workers.flatMap((w, i) => [...card(w.fullName), text(`Trabajador ${i + 1}`, { size: 7.5 }), ...field('RFC', w.rfc), ...field('CURP', w.curp), ...field('No. Seg. Social', w.nss)]),
    seeLess,
  ];
  return { blocks, truth: f.truth, style: mobileStyle(rng, period.to, 'Personal asignado | RH', 'rh.app/m/contratos/personal'), title: 'Personal asignado | RH', producer: 'Android Print Service (Chrome Mobile 131)', date: period.to };
}
