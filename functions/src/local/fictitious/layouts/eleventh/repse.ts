/**
 * The 11th REPSE layout (held out in session 11, measured there and tuned on since): the STPS platform's e-mail
 * notification of the registration, printed from the mail client. The mail's own header (sender, recipient, sent date
 * with its time, subject) above a body that carries the registration as short 'label: value' lines ('Folio del aviso',
 * 'Número de registro', dates as '03-marzo-2026'), the services as bullets and the end of validity in a sentence
 * ('vence el …').
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseEleventh = 'correo-de-notificacion-impreso-encabezado-del-correo-vinetas-fechas-dd-mes-aaaa';

export function repseEleventhDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'longDash');
  const sent = `${formatDate(date, 'shortYear')} ${pad2(rng.int(8, 21))}:${pad2(rng.int(0, 59))}`;
  const mailbox = `contacto@${supplier.name.split(' ')[0]?.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '') ?? 'empresa'}.com.mx`;
  const blocks: Block[] = [
    text(`De: REPSE STPS <notificaciones.repse@stps.gob.mx>`, { size: 8 }),
    text(`Para: ${mailbox}`, { size: 8 }),
    text(`Enviado: ${sent}`, { size: 8 }),
    text('Asunto: Notificación de registro en el REPSE', { size: 8, bold: true }),
    rule,
    space(6),
    text('Secretaría del Trabajo y Previsión Social', { bold: true, size: 10 }),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { size: 8 }),
    space(8),
    text(`Estimado(a) ${supplier.name}:`),
    space(4),
    text('Le informamos que su aviso de registro fue aprobado. Los datos de su registro son los siguientes:'),
    space(4),
    text(`Folio del aviso: ${aviso}`, { indent: 14 }),
    text(`Número de registro: ${numeroRegistro}`, { indent: 14 }),
    text(`Fecha del aviso: ${d(date)}`, { indent: 14 }),
    text(`RFC: ${supplier.rfc}`, { indent: 14 }),
    space(4),
    text('Servicios u obras especializadas registrados:'),
    ...chosen.map((s) => text(`• ${s}`, { indent: 14, size: 9 })),
    space(4),
    text(`Su registro vence el ${d(end)}; deberá renovarlo cada tres años conforme al artículo 15 de la Ley Federal del Trabajo.`),
    space(8),
    text('Este correo se generó automáticamente; no responda a esta dirección.', { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 40, baseSize: 10, header: [`${mailbox} · Correo`], footer: (p, n) => `${p} de ${n}` },
    title: 'Notificación de registro en el REPSE',
    producer: 'Cliente de correo',
    date,
  };
}
