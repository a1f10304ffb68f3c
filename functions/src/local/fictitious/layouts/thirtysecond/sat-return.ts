/**
 * The 32nd return acknowledgement (written in session 14 without reading the parsers): the SAT's automatic e-mail
 * after a return is filed ('Estimado contribuyente: ... se recibió su declaración'), forwarded by the accountant and
 * printed from the office's Gmail: the accountant's note, the forwarded block, the notice's data as a table pasted
 * from the SAT's system (the SAT's captions: 'Número de operación', 'Fecha y hora de presentación' as 'dd/mm/aaaa
 * hh:mm:ss', 'Periodo' as the month's name in capitals and 'Ejercicio' apart, 'Importe a cargo' with '$'), the
 * payment line with its due date for the monthly ones, the 'no responda' footer.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import type { ReturnFacts } from '../eighth/sat-return';
import { body, forwardedHeader, gmailDate, gmailHeader, gmailStyle, mailboxOf, mailDay, mailTime, noReply, officePerson, pastedTable } from './formats';

export const returnThirtysecond = 'acuse-del-sat-por-correo-reenviado-por-el-contador-impreso-desde-gmail-tabla-pegada-fecha-dd-mm-aaaa-hh-mm-ss-periodo-en-mayusculas';

const slash = (iso: string): string => iso.split('-').reverse().join('/');

export function returnThirtysecondDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const owner = officePerson(rng);
  const fwd = mailDay(rng, presented, 0, 5);
  const subject = `Fwd: Acuse de recibo de la declaración${annual ? ' anual' : ''}`;
  const rows: [string, string][] = [
    ['RFC', supplier.rfc],
    ['Nombre o razón social', supplier.name],
    ['Tipo de declaración', tipo],
    ...(annual ? [] : [['Periodo', monthName(month).toUpperCase()] as [string, string]]),
    ['Ejercicio', ejercicio],
    ['Número de operación', numeroOperacion],
    ['Fecha y hora de presentación', `${slash(presented)} ${hhmm}:${seconds}`],
    ['Obligación', concept],
    [annual ? 'Impuesto a cargo' : 'Importe a cargo', formatMoney(importe, 'dollar')],
    ...(annual ? [] : [['Línea de captura', lineaCaptura], ['Vigencia de la línea de captura', slash(vigencia)]] as [string, string][]),
  ];
  const blocks: Block[] = [
    ...gmailHeader({ from: 'Contabilidad Externa <impuestos@contadores-asociados.mx>', sent: gmailDate(fwd, mailTime(rng)), to: mailboxOf(owner), subject }),
    ...body(['Les reenvío el acuse que llegó del SAT para su archivo.', '']),
    ...forwardedHeader({ from: 'SAT <notificaciones@sat.gob.mx>', sent: gmailDate(presented, hhmm), to: 'impuestos@contadores-asociados.mx', subject: 'Acuse de recibo de la declaración' }),
    ...body(['Estimado contribuyente:', '', 'Le informamos que se recibió su declaración con los siguientes datos:', '']),
    pastedTable(rows),
    ...body(['', 'Puede consultar e imprimir el acuse con su sello digital en sat.gob.mx, sección Declaraciones.', '']),
    noReply('el Servicio de Administración Tributaria'),
  ];
  return { blocks, truth: f.truth, style: gmailStyle(rng, mailDay(rng, fwd, 0, 2), subject), title: `Gmail - ${subject}`, producer: 'Skia/PDF m131 (Google Chrome)', date: fwd };
}
