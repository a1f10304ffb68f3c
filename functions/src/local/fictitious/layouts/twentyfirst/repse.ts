/**
 * The 21st REPSE layout (held out from session 13, written without reading the parsers): the STPS notice of
 * registration as it reaches the company by e-mail and is printed from the mail client: the message's header lines
 * (De, Para, Fecha, Asunto), a body addressing the company by name, the aviso's folio and the registration number in
 * running text, the registration date as '5 de marzo de 2026' and the validity in a closing sentence, and the services
 * as a bulleted list.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, time } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseTwentyfirst = 'aviso-por-correo-impreso-desde-el-cliente-encabezados-del-mensaje-folio-y-numero-en-el-texto-servicios-con-vinetas';

export function repseTwentyfirstDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    text('Correo web · Imprimir mensaje', { size: 7.5 }),
    rule,
    text('Asunto: REPSE - Notificación de registro', { bold: true, size: 10.5 }),
    text('De: Registro REPSE <notificaciones.repse@stps.gob.mx>', { size: 8 }),
    text(`Fecha: ${formatDate(date, 'weekday')}, ${time(rng)}`, { size: 8 }),
    text('Para: contacto@proveedor.com.mx', { size: 8 }),
    rule,
    space(6),
    text(`Estimado(a) ${supplier.name}:`, { size: 9.5 }),
    space(4),
    text(`Le informamos que el aviso con folio ${aviso} fue aprobado y su registro quedó inscrito en el Registro de Prestadoras de Servicios Especializados u Obras Especializadas con el número ${numeroRegistro}, con fecha de registro ${formatDate(date, 'longNoPad')}.`, { size: 9.5 }),
    space(4),
    text('Servicios u obras especializadas registrados:', { size: 9.5 }),
    ...chosen.map((s) => text(`•  ${s}`, { size: 9, indent: 12 })),
    space(4),
    text(`Su registro tiene vigencia hasta el ${formatDate(end, 'longNoPad')}; deberá renovarlo dentro de los tres meses anteriores a esa fecha.`, { size: 9.5 }),
    space(6),
    text('Puede descargar su constancia en repse.stps.gob.mx con su e.firma. Este correo se envía de forma automática; por favor no lo responda.', { size: 8 }),
    text('Secretaría del Trabajo y Previsión Social', { bold: true, size: 8.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'REPSE - Notificación de registro', producer: 'Cliente de correo', date };
}
