/**
 * The 32nd staff list (written in session 14 without reading the parsers): the supplier's HR coordinator mails the
 * month's plantilla to the client as a table in the body and the office prints the sent message from Outlook: the
 * header lines with the client in 'Para' and the office in 'CC', the note naming the service period as a range
 * ('del 01/03/2026 al 31/03/2026'), the table (No., name, RFC, CURP, NSS) running over the pages, the coordinator's
 * signature and confidentiality notice.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { PlantillaFacts } from '../eighth/plantilla';
import { body, disclaimer, mailboxOf, mailTime, officePerson, outlookHeader, outlookSent, outlookStyle, signature } from './formats';

export const plantillaThirtysecond = 'plantilla-en-el-cuerpo-del-correo-impresa-desde-outlook-periodo-como-rango-dd-mm-aaaa-tabla-numerada-rfc-curp-nss';

const slash = (iso: string): string => iso.split('-').reverse().join('/');

export function plantillaThirtysecondDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const owner = officePerson(rng);
  const blocks: Block[] = [
    ...outlookHeader(owner, { from: `${owner} <${mailboxOf(owner)}>`, sent: outlookSent(period.to, mailTime(rng)), to: 'Compras y Proveedores <proveedores@cliente-corporativo.mx>', cc: 'recursos.humanos@oficina-proveedor.com.mx', subject: 'Plantilla de personal asignado' }),
    ...body(['Estimados:', '', `Les envío la plantilla del personal asignado por ${supplier.name} (RFC ${supplier.rfc})`, `al servicio, periodo del ${slash(period.from)} al ${slash(period.to)}:`, '']),
    { t: 'table', headers: ['No.', 'Nombre', 'RFC', 'CURP', 'NSS'], widths: [0.4, 2.4, 1.2, 1.6, 1], size: 7.5, rows: workers.map((w, i) => [String(i + 1), w.fullName, w.rfc, w.curp, w.nss]) },
    ...signature([owner, 'Coordinación de Recursos Humanos']),
    disclaimer('esta empresa'),
  ];
  return { blocks, truth: f.truth, style: outlookStyle(), title: 'Plantilla de personal asignado', producer: 'Microsoft® Outlook® para Microsoft 365', date: period.to };
}
