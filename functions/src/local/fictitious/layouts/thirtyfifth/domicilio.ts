/**
 * The 35th proof of address (written in session 14 without reading the parsers): no API serves a utility bill, so
 * this is a KYC platform's own 'reporte' of the bill a supplier uploaded: the uploaded file's data (name, pages,
 * uploaded_at), then the bill's data as the platform stores it, in English keys with dotted paths ('issuer.name',
 * 'holder.name', 'address.street', 'address.zip_code'), the issue date as an ISO date, the amount as a plain decimal,
 * the verification's status in lower case ('verified'). Wiring: pass the emisor as for the other bills (the report
 * prints the issuer's name the dispatcher gives).
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { fetchMeta, fieldTable, plain, platformPage } from './formats';

export const domicilioThirtyfifth = 'reporte-kyc-de-comprobante-subido-claves-en-ingles-con-punto-address-street-zip-code-fecha-iso-importe-decimal-simple';

export function domicilioThirtyfifthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const meta = fetchMeta(rng, date);
  const blocks: Block[] = [
    text('Proof of address · document report', { bold: true, size: 13 }),
    text(`file: comprobante_domicilio_${rng.digits(6)}.pdf · pages: 2 · uploaded_at: ${meta.fetchedAt}`, { size: 7.5 }),
    { t: 'space', h: 6 },
    fieldTable(
      [
        ['document.type', 'utility_bill'],
        ['issuer.name', f.emisor],
        ['holder.name', supplier.name],
        ['address.street', `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`],
        ['address.neighborhood', a.colonia],
        ['address.zip_code', a.codigoPostal],
        ['address.city', a.municipio],
        ['address.state', a.entidad],
        ['address.country', 'MX'],
        ['issue_date', date],
        ['due_date', addDays(date, 15)],
        ['amount_due', plain(importe)],
        ['currency', 'MXN'],
      ],
      ['Field', 'Value'],
    ),
    { t: 'space', h: 6 },
    fieldTable([['verification.status', 'verified'], ['verification.age_days', String(rng.int(2, 40))], ['verification.name_match', 'true']], ['Check', 'Result']),
    { t: 'space', h: 6 },
    text('The original file is kept in the supplier record. This report lists what the reviewer confirmed against it.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: platformPage('Onboard KYC · Document review', `report_id: ${meta.requestId}`), title: 'Proof of address report', producer: 'Puppeteer (HeadlessChrome 126)', date };
}
