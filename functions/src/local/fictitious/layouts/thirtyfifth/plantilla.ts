/**
 * The 35th staff list (written in session 14 without reading the parsers): an HR SaaS's export of the workers
 * assigned to a client, as its API spells them in English: the company as an indented object ('legalName', 'taxId'),
 * the report's period as 'aaaa-mm', then each worker as a numbered sub-block ('fullName', 'taxId', 'curp', 'nss'
 * unspaced, 'hireDate' as an ISO date, 'dailySalary' as a plain decimal, 'status' 'active'), going on over the next
 * pages; the export's metadata at the foot.
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';
import { fetchMeta, indented, plain, platformPage, yearMonth } from './formats';

export const plantillaThirtyfifth = 'exportacion-de-saas-de-rh-trabajadores-asignados-claves-en-ingles-cada-trabajador-como-subbloque-numerado-periodo-aaaa-mm';

export function plantillaThirtyfifthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const meta = fetchMeta(rng, period.to);
  const blocks: Block[] = [
    text('Assigned workforce report', { bold: true, size: 13 }),
    text(`period: ${yearMonth(period.from)} · headcount: ${workers.length}`, { size: 8.5 }),
    { t: 'rule' },
    ...indented([['company', [['legalName', supplier.name], ['taxId', supplier.rfc], ['employerRegistration', supplier.registroPatronal]]]]),
    { t: 'space', h: 6 },
    text('employees', { bold: true, size: 9 }),
    ...workers.flatMap((w, i) => indented([[`#${i + 1}`, [['fullName', w.fullName], ['taxId', w.rfc], ['curp', w.curp], ['nss', w.nss], ['hireDate', addDays(period.from, -rng.int(60, 1500))], ['dailySalary', plain(w.sbc)], ['status', 'active']]]])),
  ];
  return { blocks, truth: f.truth, style: platformPage('Talento Cloud · People', `export_id ${meta.requestId} · exported_at ${meta.fetchedAt}`), title: 'Assigned workforce report', producer: 'Puppeteer (HeadlessChrome 126)', date: period.to };
}
