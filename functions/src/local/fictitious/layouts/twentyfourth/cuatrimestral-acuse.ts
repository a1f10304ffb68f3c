/**
 * The 24th ICSOE / SISUB layout (written in session 13 without reading the parsers): not the platform's PDF but its
 * confirmation e-mail, forwarded by the supplier's office to the customer and printed from Outlook: the forwarder's
 * headers (De, Enviado, Para, Asunto with 'RV:'), the forwarded message's own headers, then the platform's notice as
 * prose and a short 'Dato: valor' list (the period as '1er. cuatrimestre (ene-abr)' with the year apart, the type in
 * title case, the counts), and the e-mail's confidentiality footer.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseTwentyfourth = 'correo-de-confirmacion-reenviado-impreso-desde-outlook-encabezados-de-reenvio-aviso-en-prosa-lista-dato-valor';

const ordinal = ['1er.', '2do.', '3er.'];
const spans = ['ene-abr', 'may-ago', 'sep-dic'];
const clerks = ['Laura Medina', 'Contabilidad', 'Recursos Humanos', 'Rosa Elena Tapia', 'Nóminas'];

export function acuseTwentyfourthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const icsoe = kind === 'icsoe';
  const platform = icsoe ? 'ICSOE' : 'SISUB';
  const sender = icsoe ? 'Notificaciones ICSOE <icsoe.notificaciones@imss.gob.mx>' : 'SISUB Infonavit <no-responder@infonavit.org.mx>';
  // The office forwards the notice to the customer a few days after the platform sent it.
  const forwarded = addDays(presented, rng.int(0, 6));
  const clerk = rng.pick(clerks);
  const line = (label: string, value: string): Block => text(`${label}: ${value}`, { size: 9.5, indent: 14 });
  const blocks: Block[] = [
    text(clerk, { bold: true, size: 12 }),
    rule,
    text(`De: ${clerk} <administracion@${supplier.rfc.slice(0, 3).toLowerCase()}${rng.digits(2)}.com.mx>`, { size: 9 }),
    text(`Enviado el: ${formatDate(forwarded, 'weekday')} ${rng.int(9, 18)}:${rng.int(10, 59)}`, { size: 9 }),
    text('Para: proveedores.repse@cliente.com.mx', { size: 9 }),
    text(`Asunto: RV: Acuse de recepción de la declaración informativa ${platform}`, { size: 9 }),
    space(8),
    text('Buen día, les reenvío el acuse de la informativa del cuatrimestre. Saludos.', { size: 10 }),
    space(8),
    text('________________________________', { size: 9 }),
    text(`De: ${sender}`, { size: 9 }),
    text(`Enviado: ${formatDate(presented, 'slash')} ${hhmm}`, { size: 9 }),
    text(`Asunto: Acuse de recepción de la declaración informativa ${platform}`, { size: 9 }),
    space(8),
    text(`Estimado patrón ${supplier.name}:`, { size: 10 }),
    space(4),
    text(
      icsoe
        ? 'Le informamos que el Instituto Mexicano del Seguro Social recibió la información de los contratos de prestación de servicios u obras especializadas que registró en el Sistema ICSOE, con los siguientes datos:'
        : 'Le informamos que el Infonavit recibió la información de los contratos de servicios u obras especializadas que registró en el Sistema de Subcontratación (SISUB), con los siguientes datos:',
      { size: 10 },
    ),
    space(4),
    line('Folio de recepción', folio),
    line('RFC', supplier.rfc),
    line('Registro patronal', supplier.registroPatronal),
    line('Ejercicio', year),
    line('Periodo', `${ordinal[cuatrimestre - 1] ?? ''} cuatrimestre (${spans[cuatrimestre - 1] ?? ''})`),
    line('Tipo de declaración', tipo === 'NORMAL' ? 'Normal' : 'Complementaria'),
    line('Contratos registrados', String(contratos)),
    line('Trabajadores reportados', String(trabajadores)),
    space(6),
    text('Puede descargar el acuse en formato PDF desde la opción "Consulta de acuses" del sistema.', { size: 10 }),
    space(4),
    text('Este correo se generó de forma automática, por favor no responda a esta dirección.', { size: 8 }),
    space(10),
    text('AVISO DE CONFIDENCIALIDAD: este mensaje y sus anexos son para uso exclusivo de su destinatario y pueden contener información confidencial.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 54, baseSize: 10, footer: (p) => String(p) }, title: `RV: Acuse de recepción de la declaración informativa ${platform}`, producer: 'Microsoft Outlook', date: presented };
}
