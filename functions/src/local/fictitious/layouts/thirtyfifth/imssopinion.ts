/**
 * The 35th IMSS opinion (written in session 14 without reading the parsers): an onboarding platform's supplier report
 * built from the IMSS opinion it fetched, in English as its API spells it: 'taxId', 'legalName',
 * 'employerRegistration', then an indented 'opinion' object ('folio', 'result' in lower case English, 'issuedAt' as an
 * ISO timestamp with its zone); the report's metadata (requestId, fetchedAt, source) in its own block above.
 */
import { pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { fetchMeta, indented, platformPage, zoned } from './formats';

export const imssOpinionThirtyfifth = 'reporte-de-onboarding-de-proveedores-opinion-imss-por-api-claves-en-ingles-objeto-indentado-result-positive-issuedat-iso';

export function imssOpinionThirtyfifthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it.
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const meta = fetchMeta(rng, date);
  const blocks: Block[] = [
    text('Supplier compliance report · IMSS', { bold: true, size: 13 }),
    text(`requestId ${meta.requestId} · fetchedAt ${meta.fetchedAt} · source IMSS`, { size: 7.5 }),
    { t: 'rule' },
    ...indented([
      ['taxId', supplier.rfc],
      ['legalName', supplier.name],
      ['employerRegistration', supplier.registroPatronal],
      ['opinion', [['type', 'imss_32d'], ['folio', folio], ['result', positive ? 'positive' : 'negative'], ['issuedAt', zoned(date, hhmm, pad2(rng.int(0, 59)))], ['validForDays', '30']]],
    ]),
    { t: 'rule' },
    text('Data retrieved from the IMSS opinion service. Keep the original PDF issued by the IMSS for audits.', { size: 7.5 }),
  ];
  return { blocks, truth, style: platformPage('Provi Onboarding', 'Generated automatically · do not edit'), title: 'Supplier compliance report', producer: 'wkhtmltopdf 0.12.6', date };
}
