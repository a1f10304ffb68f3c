/**
 * CFDI 4.0 de nómina (complemento Nómina 1.2, TimbreFiscalDigital 1.1) as the PACs write it, with the variations
 * seen in the wild: a UTF-8 BOM, other namespace prefixes or a default namespace, another attribute order, one line
 * or indented, optional attributes missing.
 */
import { addDays, money, pad2 } from './format';
import { uuid, type Supplier, type Worker } from './identities';
import type { Rng } from './random';
import type { Period } from './types';
import { sealNoise, time } from './layouts/common';
import { cfdiEighth, writeCfdiEighth } from './cfdi-eighth';
import { cfdiNinth, writeCfdiNinth } from './cfdi-ninth';
import { cfdiTenth, writeCfdiTenth } from './cfdi-tenth';
import { cfdiEleventh, writeCfdiEleventh } from './cfdi-eleventh';
import { cfdiTwelfth, writeCfdiTwelfth } from './cfdi-twelfth';
import { cfdiThirteenth, writeCfdiThirteenth } from './cfdi-thirteenth';
import { cfdiFourteenth, writeCfdiFourteenth } from './cfdi-fourteenth';
import { cfdiFifteenth, writeCfdiFifteenth } from './cfdi-fifteenth';
import { cfdiSixteenth, writeCfdiSixteenth } from './cfdi-sixteenth';
import { cfdiSeventeenth, writeCfdiSeventeenth } from './cfdi-seventeenth';
import { cfdiEighteenth, writeCfdiEighteenth } from './cfdi-eighteenth';
import { cfdiNineteenth, writeCfdiNineteenth } from './cfdi-nineteenth';
import { cfdiTwentieth, writeCfdiTwentieth } from './cfdi-twentieth';
import { cfdiTwentyfirst, twentyfirstRootNamespaces, writeCfdiTwentyfirst } from './cfdi-twentyfirst';
import { cfdiTwentysecond, writeCfdiTwentysecond } from './cfdi-twentysecond';
import { cfdiTwentythird, writeCfdiTwentythird } from './cfdi-twentythird';
import { cfdiTwentyfourth, writeCfdiTwentyfourth } from './cfdi-twentyfourth';
import { cfdiTwentyfifth, writeCfdiTwentyfifth } from './cfdi-twentyfifth';
import { cfdiTwentysixth, writeCfdiTwentysixth } from './cfdi-twentysixth';
import { cfdiTwentyseventh, writeCfdiTwentyseventh } from './cfdi-twentyseventh';
import { cfdiTwentyeighth, writeCfdiTwentyeighth } from './cfdi-twentyeighth';
import { cfdiTwentyninth, writeCfdiTwentyninth } from './cfdi-twentyninth';
import { cfdiThirtieth, writeCfdiThirtieth } from './cfdi-thirtieth';
import { cfdiThirtyfirst, writeCfdiThirtyfirst } from './cfdi-thirtyfirst';
import { cfdiThirtysecond, writeCfdiThirtysecond } from './cfdi-thirtysecond';
import { cfdiThirtythird, writeCfdiThirtythird } from './cfdi-thirtythird';
import { cfdiThirtyfourth, writeCfdiThirtyfourth } from './cfdi-thirtyfourth';

export const cfdiVariants = ['prefijos-estandar', 'bom-nom-una-linea', 'default-ns-sin-opcionales'] as const;
/** The 4th variant (index 3, index.ts FOURTH_VARIANT): another PAC's writer. */
export const cfdiFourth = 'comillas-simples-ns-locales-crlf';
/** The 5th (index 4, index.ts FIFTH_VARIANT): a third PAC's writer. */
export const cfdiFifth = 'sin-declaracion-atributos-invertidos-prefijo-propio';
/** The 6th (index 5, index.ts SIXTH_VARIANT): a fourth PAC's writer. */
export const cfdiSixth = 'una-linea-comillas-simples-nom12-tfd-local';
/** The 7th (index 6, index.ts SEVENTH_VARIANT): a fifth PAC's writer. */
export const cfdiSeventh = 'atributo-por-linea-timbre-antes-de-nomina';
/** The 8th (index 7, index.ts EIGHTH_VARIANT): a sixth PAC's writer (cfdi-eighth.ts). */
export const cfdiEighthVariant = cfdiEighth;
/** The 9th (index 8, index.ts NINTH_VARIANT): a seventh PAC's writer (cfdi-ninth.ts). */
export const cfdiNinthVariant = cfdiNinth;
/** The 10th (index 9, index.ts TENTH_VARIANT): an eighth PAC's writer (cfdi-tenth.ts). */
export const cfdiTenthVariant = cfdiTenth;
/** The 11th (index 10, index.ts ELEVENTH_VARIANT): a ninth PAC's writer (cfdi-eleventh.ts). */
export const cfdiEleventhVariant = cfdiEleventh;
/** The 12th (index 11, index.ts TWELFTH_VARIANT): an ERP's re-saved copy (cfdi-twelfth.ts). */
export const cfdiTwelfthVariant = cfdiTwelfth;
/** The 13th (index 12, index.ts THIRTEENTH_VARIANT): a Python PAC library's lxml output (cfdi-thirteenth.ts). */
export const cfdiThirteenthVariant = cfdiThirteenth;
/** The 14th (index 13, index.ts FOURTEENTH_VARIANT): a Delphi ERP's Latin-1 copy (cfdi-fourteenth.ts). */
export const cfdiFourteenthVariant = cfdiFourteenth;
/** The 15th (index 14, index.ts FIFTEENTH_VARIANT): a Java client's Transformer output (cfdi-fifteenth.ts). */
export const cfdiFifteenthVariant = cfdiFifteenth;
/** The 16th (index 15, index.ts SIXTEENTH_VARIANT): a Go service's encoding/xml output (cfdi-sixteenth.ts). */
export const cfdiSixteenthVariant = cfdiSixteenth;
/**
 * The 17th (index 16, index.ts SEVENTEENTH_VARIANT): a signing tool's C14N canonical copy (cfdi-seventeenth.ts), held
 * out until session 12 and tuned on since.
 */
export const cfdiSeventeenthVariant = cfdiSeventeenth;
/**
 * The 18th (index 17, index.ts EIGHTEENTH_VARIANT): a payroll ERP's copy with an XSLT stylesheet (cfdi-eighteenth.ts),
 * held out until session 12 and tuned on since.
 */
export const cfdiEighteenthVariant = cfdiEighteenth;
/**
 * The 19th (index 18, index.ts NINETEENTH_VARIANT): a .NET XmlWriter's copy, one attribute a line (cfdi-nineteenth.ts),
 * held out until session 12 and tuned on since.
 */
export const cfdiNineteenthVariant = cfdiNineteenth;
/**
 * The 20th (index 19, index.ts TWENTIETH_VARIANT): a Python minidom toprettyxml() copy (cfdi-twentieth.ts), held out
 * until session 13 and tuned on since.
 */
export const cfdiTwentiethVariant = cfdiTwentieth;
/**
 * The 21st (index 20, index.ts TWENTYFIRST_VARIANT): an older PHP ERP's own writer, single quotes, CRLF
 * (cfdi-twentyfirst.ts), held out until session 13 and tuned on since.
 */
export const cfdiTwentyfirstVariant = cfdiTwentyfirst;
/**
 * The 22nd (index 21, index.ts TWENTYSECOND_VARIANT): another PAC's copy, lower-case 'utf-8', an Addenda after the
 * Complemento (cfdi-twentysecond.ts), held out until session 13 and tuned on since.
 */
export const cfdiTwentysecondVariant = cfdiTwentysecond;
/**
 * The 23rd (index 22, index.ts TWENTYTHIRD_VARIANT): a .NET XmlSerializer copy, BOM, CRLF, schemaLocation first
 * (cfdi-twentythird.ts), held out until session 13 and tuned on since.
 */
export const cfdiTwentythirdVariant = cfdiTwentythird;
/**
 * The 24th (index 23, index.ts TWENTYFOURTH_VARIANT): a Java JAXB copy, standalone="yes", every namespace on the root
 * (cfdi-twentyfourth.ts), held out until session 13 and tuned on since.
 */
export const cfdiTwentyfourthVariant = cfdiTwentyfourth;
/**
 * The 25th (index 24, index.ts TWENTYFIFTH_VARIANT): a Rust quick-xml copy, attributes in byte order, tab indents, no
 * final newline (cfdi-twentyfifth.ts), held out until session 13 and tuned on since.
 */
export const cfdiTwentyfifthVariant = cfdiTwentyfifth;
/**
 * The 26th (index 25, index.ts TWENTYSIXTH_VARIANT): a legacy Delphi / VB6 component's copy, each namespace declared
 * where first used, attributes alphabetical, non-ASCII as character references, CRLF (cfdi-twentysixth.ts), held out
 * until session 13 and tuned on since.
 */
export const cfdiTwentysixthVariant = cfdiTwentysixth;
/**
 * The 27th (index 26, index.ts TWENTYSEVENTH_VARIANT): re-saved in a desktop XML editor that aligns every attribute
 * on a line of its own under the first, CRLF, a byte order mark (cfdi-twentyseventh.ts), held out until session 13 and
 * tuned on since.
 */
export const cfdiTwentyseventhVariant = cfdiTwentyseventh;
/**
 * The 28th (index 27, index.ts TWENTYEIGHTH_VARIANT): re-saved by a PAC's download portal, a comment naming the
 * download before the root, the rest as stamped (cfdi-twentyeighth.ts), held out until session 13 and tuned on since.
 */
export const cfdiTwentyeighthVariant = cfdiTwentyeighth;
/**
 * The 29th (index 28, index.ts TWENTYNINTH_VARIANT): a payroll ERP's 'Exportar XML', one element a line without
 * indents, its catalogue's concept names with '&' and quotes as entities (cfdi-twentyninth.ts), held out until session
 * 14 and tuned on since.
 */
export const cfdiTwentyninthVariant = cfdiTwentyninth;
/**
 * The 30th (index 29, index.ts THIRTIETH_VARIANT): re-saved from a code editor formatting with Prettier's XML plugin:
 * 80 columns, two-space indents, a start tag too long for them one attribute a line (cfdi-thirtieth.ts), held out
 * until session 14 and tuned on since.
 */
export const cfdiThirtiethVariant = cfdiThirtieth;
/**
 * The 31st (index 30, index.ts THIRTYFIRST_VARIANT): a cloud payroll service's 'Descargar XML': 120 columns,
 * two-space indents, a start tag too long for them its name alone and one attribute a line (cfdi-thirtyfirst.ts), held
 * out until session 14 and tuned on since.
 */
export const cfdiThirtyfirstVariant = cfdiThirtyfirst;
/**
 * The 32nd (index 31, index.ts THIRTYSECOND_VARIANT): a payroll system's mailer attaching what Python's ElementTree
 * writes: declaration in single quotes, tab indents, ' />', every xmlns on the root sorted by prefix
 * (cfdi-thirtysecond.ts), held out until session 14 and tuned on since.
 */
export const cfdiThirtysecondVariant = cfdiThirtysecond;
/**
 * The 33rd (index 32, index.ts THIRTYTHIRD_VARIANT): an Excel macro saving through MSXML's writer: standalone="yes",
 * CRLF, tab indents, '/>' with no space, namespaces where the tree declares them (cfdi-thirtythird.ts), held out until
 * session 14 and tuned on since.
 */
export const cfdiThirtythirdVariant = cfdiThirtythird;
/**
 * Held out (index 33, see index.ts HELD_OUT_VARIANT): the copy a PHP payroll system keeps after writing each receipt
 * with PHP's XMLWriter: one-space indents, an upper-case UTF-8 declaration, LF, '/>' with no space, namespaces where
 * the tree declares them (cfdi-thirtyfourth.ts).
 */
export const cfdiHeldOut = cfdiThirtyfourth;

const NS = {
  cfdi: 'http://www.sat.gob.mx/cfd/4',
  nomina: 'http://www.sat.gob.mx/nomina12',
  tfd: 'http://www.sat.gob.mx/TimbreFiscalDigital',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
};

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

type El = { name: string; attrs: [string, string | undefined][]; children: El[] };
const el = (name: string, attrs: [string, string | undefined][], children: El[] = []): El => ({ name, attrs, children });

type SerialiseOptions = { indent: boolean; reverseAttrs: boolean; unit?: string; newline?: string; quote?: string; attrPerLine?: boolean };

function serialise(e: El, options: SerialiseOptions, depth = 0): string {
  const attrs = e.attrs.filter((a): a is [string, string] => a[1] !== undefined);
  if (options.reverseAttrs) attrs.reverse();
  const pad = options.indent ? (options.unit ?? '  ').repeat(depth) : '';
  const nl = options.indent ? (options.newline ?? '\n') : '';
  const q = options.quote ?? '"';
  // Some writers put every attribute on a line of its own, indented under the element.
  const sep = options.attrPerLine ? `${nl}${pad}${options.unit ?? '  '}` : ' ';
  const open = `${pad}<${e.name}${attrs.map(([k, v]) => `${sep}${k}=${q}${escape(v)}${q}`).join('')}`;
  if (e.children.length === 0) return `${open}/>`;
  return `${open}>${nl}${e.children.map((c) => serialise(c, options, depth + 1)).join(nl)}${nl}${pad}</${e.name}>`;
}

export function buildCfdiNomina({ rng, supplier, workers, period, variant }: { rng: Rng; supplier: Supplier; workers: Worker[]; period: Period; variant: number }): { bytes: Buffer; truth: Record<string, string> } {
  const worker = workers[rng.int(0, workers.length - 1)];
  if (!worker) throw new Error('the CFDI needs a worker');
  // Quincenal (04) pays the second half of the month; mensual (05) the whole month.
  const quincenal = rng.chance(0.5);
  const from = quincenal ? `${period.from.slice(0, 8)}16` : period.from;
  const to = period.to;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const fechaPago = rng.chance(0.7) ? to : addDays(to, -1);
  const stampTime = time(rng);
  const stampSeconds = String(rng.int(10, 59));
  const fechaTimbrado = `${fechaPago}T${stampTime}:${stampSeconds}`;
  const sueldo = Math.round(worker.sbc * days * 100) / 100;
  const isr = Math.round(sueldo * 0.09 * 100) / 100;
  const imss = Math.round(sueldo * 0.025 * 100) / 100;
  const deducciones = Math.round((isr + imss) * 100) / 100;
  const total = Math.round((sueldo - deducciones) * 100) / 100;
  const id = uuid(rng);
  const [c, n, t] = variant === 0 || variant === 3 || variant === 6 || variant === 8 || variant === 9 || variant === 10 || variant === 11 || variant === 12 || variant === 13 || variant === 14 || variant === 15 || variant === 16 || variant === 17 || variant === 18 || variant === 19 || variant === 20 || variant === 21 || variant === 22 || variant === 23 || variant === 24 || variant === 25 || variant === 26 || variant === 27 || variant === 28 || variant === 29 || variant === 30 || variant === 31 || variant === 32 || variant === 33 ? ['cfdi:', 'nomina12:', 'tfd:'] : variant === 1 ? ['cfdi:', 'nom:', 'tfd:'] : variant === 4 ? ['c:', 'nom:', 'tf:'] : variant === 5 ? ['cfdi:', 'nom12:', 'tfd:'] : variant === 7 ? ['cfdi:', 'nomina:', 'tfd:'] : ['', 'n12:', 'tfd:'];
  // Held out: a third PAC's writer, its own short prefixes all declared on the root.
  const ownPrefixes = variant === 4;
  // The 8th writer declares every namespace on the root too (and names the TFD schema there).
  const eighth = variant === 7;
  // Held out: the Nómina and TFD namespaces declared on their own elements (not the root), as some PACs write them.
  const local = variant === 3;
  const minimal = variant === 2;
  const sello = sealNoise(rng, 344);
  const cert = sealNoise(rng, 120);
  const cp = supplier.address.codigoPostal;

  const nomina = el(`${n}Nomina`, [
    ['xmlns:nomina12', local ? NS.nomina : undefined],
    ['Version', '1.2'],
    ['TipoNomina', 'O'],
    ['FechaPago', fechaPago],
    ['FechaInicialPago', from],
    ['FechaFinalPago', to],
    ['NumDiasPagados', variant === 1 ? `${days}.000` : local ? `${days}.0` : ownPrefixes ? `${days}.00` : String(days)],
    ['TotalPercepciones', money(sueldo)],
    ['TotalDeducciones', money(deducciones)],
  ], [
    el(`${n}Emisor`, [['RegistroPatronal', supplier.registroPatronal], ['Curp', supplier.kind === 'fisica' ? supplier.curp : undefined]]),
    el(`${n}Receptor`, [
      ['Curp', worker.curp],
      ['NumSeguridadSocial', worker.nss],
      ['FechaInicioRelLaboral', minimal ? undefined : '2021-02-01'],
      ['Antigüedad', minimal ? undefined : `P${rng.int(20, 250)}W`],
      ['TipoContrato', '01'],
      ['TipoJornada', minimal ? undefined : '01'],
      ['TipoRegimen', '02'],
      ['NumEmpleado', String(rng.int(1, 999)).padStart(4, '0')],
      ['Departamento', minimal ? undefined : 'OPERACIONES'],
      ['Puesto', minimal ? undefined : rng.pick(['AUXILIAR DE LIMPIEZA', 'GUARDIA DE SEGURIDAD', 'TÉCNICO DE MANTENIMIENTO', 'AYUDANTE GENERAL'])],
      ['RiesgoPuesto', '2'],
      ['PeriodicidadPago', quincenal ? '04' : '05'],
      ['SalarioBaseCotApor', money(worker.sbc)],
      ['SalarioDiarioIntegrado', money(worker.sbc)],
      ['ClaveEntFed', 'NLE'],
    ]),
    el(`${n}Percepciones`, [['TotalSueldos', money(sueldo)], ['TotalGravado', money(sueldo)], ['TotalExento', '0.00']], [
      el(`${n}Percepcion`, [['TipoPercepcion', '001'], ['Clave', 'P001'], ['Concepto', 'Sueldos, Salarios Rayas y Jornales'], ['ImporteGravado', money(sueldo)], ['ImporteExento', '0.00']]),
    ]),
    el(`${n}Deducciones`, [['TotalOtrasDeducciones', money(imss)], ['TotalImpuestosRetenidos', money(isr)]], [
      el(`${n}Deduccion`, [['TipoDeduccion', '002'], ['Clave', 'D002'], ['Concepto', 'ISR'], ['Importe', money(isr)]]),
      el(`${n}Deduccion`, [['TipoDeduccion', '001'], ['Clave', 'D001'], ['Concepto', 'Seguridad social'], ['Importe', money(imss)]]),
    ]),
  ]);
  const timbre = el(`${t}TimbreFiscalDigital`, [
    ['xmlns:tfd', variant === 2 || ownPrefixes || eighth ? undefined : NS.tfd],
    ['xsi:schemaLocation', minimal || eighth ? undefined : `${NS.tfd} http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`],
    ['Version', '1.1'],
    ['UUID', variant === 1 || ownPrefixes ? id.toLowerCase() : id],
    ['FechaTimbrado', fechaTimbrado],
    ['RfcProvCertif', rng.pick(['SAT970701NN3', 'AAA010101AAA', 'SPR190613I52'])],
    ['SelloCFD', sello],
    ['NoCertificadoSAT', `0000100000050${rng.digits(7)}`],
    ['SelloSAT', sealNoise(rng, 344)],
  ]);
  const nsAttrs: [string, string | undefined][] =
    variant === 20
      ? twentyfirstRootNamespaces(NS)
      : variant === 2
      ? [['xmlns', NS.cfdi], ['xmlns:n12', NS.nomina], ['xmlns:tfd', NS.tfd], ['xmlns:xsi', NS.xsi]]
      : local
        ? [['xmlns:xsi', NS.xsi], ['xmlns:cfdi', NS.cfdi]]
        : ownPrefixes
          ? [['xmlns:tf', NS.tfd], ['xmlns:nom', NS.nomina], ['xmlns:c', NS.cfdi], ['xmlns:xsi', NS.xsi]]
        : eighth
          ? [['xmlns:cfdi', NS.cfdi], ['xmlns:nomina', NS.nomina], ['xmlns:tfd', NS.tfd], ['xmlns:xsi', NS.xsi]]
        : [['xmlns:cfdi', NS.cfdi], ['xmlns:xsi', NS.xsi], [`xmlns:${n.slice(0, -1)}`, NS.nomina]];
  const root = el(`${c}Comprobante`, [
    ...nsAttrs,
    ['xsi:schemaLocation', `${NS.cfdi} http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd ${NS.nomina} http://www.sat.gob.mx/sitio_internet/cfd/nomina/nomina12.xsd${eighth ? ` ${NS.tfd} http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd` : ''}`],
    ['Version', '4.0'],
    ['Serie', minimal ? undefined : 'NOM'],
    ['Folio', minimal ? undefined : String(rng.int(100, 99999))],
    ['Fecha', `${fechaPago}T${stampTime}:00`],
    ['Sello', sello],
    ['NoCertificado', `000010000005${rng.digits(8)}`],
    ['Certificado', cert],
    ['SubTotal', money(sueldo)],
    ['Descuento', money(deducciones)],
    ['Moneda', 'MXN'],
    ['Total', money(total)],
    ['TipoDeComprobante', 'N'],
    ['Exportacion', '01'],
    ['MetodoPago', 'PUE'],
    ['LugarExpedicion', cp],
  ], [
    el(`${c}Emisor`, [['Rfc', supplier.rfc], ['Nombre', supplier.name], ['RegimenFiscal', supplier.kind === 'moral' ? '601' : '612']]),
    el(`${c}Receptor`, [['Rfc', worker.rfc], ['Nombre', worker.fullName], ['DomicilioFiscalReceptor', cp], ['RegimenFiscalReceptor', '605'], ['UsoCFDI', 'CN01']]),
    el(`${c}Conceptos`, [], [
      el(`${c}Concepto`, [['ClaveProdServ', '84111505'], ['Cantidad', '1'], ['ClaveUnidad', 'ACT'], ['Descripcion', 'Pago de nómina'], ['ValorUnitario', money(sueldo)], ['Importe', money(sueldo)], ['Descuento', money(deducciones)], ['ObjetoImp', '01']]),
    ]),
    // The 7th writer puts the stamp before the Nómina complement.
    el(`${c}Complemento`, [], variant === 6 ? [timbre, nomina] : [nomina, timbre]),
    ...(ownPrefixes ? [el(`${c}Addenda`, [], [el('DatosEmpresa', [['NumEmpleado', String(rng.int(1, 999))], ['Sucursal', 'MATRIZ'], ['RfcPatron', supplier.rfc]])])] : []),
  ]);
  const truth: Record<string, string> = {
    emisorRfc: supplier.rfc,
    emisorNombre: supplier.name,
    receptorRfc: worker.rfc,
    receptorCurp: worker.curp,
    receptorNss: worker.nss,
    fechaPago,
    fechaInicialPago: from,
    fechaFinalPago: to,
    numDiasPagados: String(days),
    totalPercepciones: money(sueldo),
    totalDeducciones: money(deducciones),
    registroPatronal: supplier.registroPatronal,
    periodicidadPago: quincenal ? '04' : '05',
    uuid: id,
    fechaTimbrado: fechaTimbrado.slice(0, 16),
  };
  if (local) {
    // Another PAC's writer: single quotes, tabs, CRLF, a lower-case encoding, a comment before the root.
    const crlf = '\r\n';
    const body = serialise(root, { indent: true, reverseAttrs: false, unit: '\t', newline: crlf, quote: "'" });
    const xml = `<?xml version='1.0' encoding='utf-8' standalone='yes'?>${crlf}<!-- Timbrado por TimbraNómina 5.2 -->${crlf}${body}${crlf}`;
    return { bytes: Buffer.from(xml, 'utf8'), truth };
  }
  if (ownPrefixes) {
    // No XML declaration, attributes in reverse order, four-space indents and an addenda after the complement.
    const body = serialise(root, { indent: true, reverseAttrs: true, unit: '    ' });
    return { bytes: Buffer.from(`${body}\n`, 'utf8'), truth };
  }
  if (variant === 5) {
    // A fourth PAC's writer: one line, single quotes, a lower-case declaration ended by CRLF, 'nom12' for the Nómina
    // prefix and the TFD namespace declared on its own element.
    const body = serialise(root, { indent: false, reverseAttrs: false, quote: "'" });
    return { bytes: Buffer.from(`<?xml version="1.0" encoding="utf-8"?>\r\n${body}`, 'utf8'), truth };
  }
  if (eighth) return { bytes: writeCfdiEighth(root), truth };
  if (variant === 8) return { bytes: writeCfdiNinth(root), truth };
  // The 10th writer renames the standard prefixes to JAXB's and declares them all on the root.
  if (variant === 9) return { bytes: writeCfdiTenth(root), truth };
  // The 11th writer moves the complements' namespaces to default declarations on their own elements.
  if (variant === 10) return { bytes: writeCfdiEleventh(root), truth };
  // The 12th is an ERP's copy re-saved by .NET: a utf-16 declaration over UTF-8 bytes, CRLF.
  if (variant === 11) return { bytes: writeCfdiTwelfth(root), truth };
  // The 13th is a Python library's lxml output: every namespace on the root, six-place amounts in the Nómina.
  if (variant === 12) return { bytes: writeCfdiThirteenth(root), truth };
  // The 14th is a Delphi ERP's copy saved in ISO-8859-1: Latin-1 bytes, tab indents.
  if (variant === 13) return { bytes: writeCfdiFourteenth(root), truth };
  // The 15th is a Java client's Transformer output: the root on the declaration's line, no indentation.
  if (variant === 14) return { bytes: writeCfdiFifteenth(root), truth };
  // The 16th is a Go service's encoding/xml output: explicit end tags, quotes as numeric references, no final newline.
  if (variant === 15) return { bytes: writeCfdiSixteenth(root), truth };
  // The 17th is a signing tool's C14N copy: no declaration, sorted attributes, explicit end tags, one line.
  if (variant === 16) return { bytes: writeCfdiSeventeenth(root), truth };
  // The 18th is a payroll ERP's copy for browsers: an xml-stylesheet instruction, a comment after the root.
  if (variant === 17) return { bytes: writeCfdiEighteenth(serialise(root, { indent: true, reverseAttrs: false, unit: '    ' })), truth };
  // The 19th is a .NET XmlWriter's copy: BOM, lower-case 'utf-8', CRLF, one attribute a line, ' />'.
  // The 20th is a Python minidom toprettyxml() copy: '<?xml version="1.0" ?>', tab indents.
  // The 21st is an older PHP ERP's own writer: every namespace on the root, single quotes, one element a line, CRLF.
  // The 22nd is another PAC's copy: lower-case 'utf-8', two-space indents, a cfdi:Addenda after the Complemento.
  // The 23rd is a .NET XmlSerializer copy: BOM, CRLF, two-space indents, schemaLocation first and xmlns:xsd last, ' />'.
  // The 24th is a Java JAXB copy: standalone="yes", every namespace and the schemaLocation on the root, four spaces.
  // The 25th is a Rust quick-xml copy: every start tag's attributes in byte order, tab indents, no final newline.
  // The 26th is a Delphi / VB6 component's copy: it writes the tree itself (as the 11th), declaring each namespace where first used.
  // The 27th is re-saved in a desktop XML editor: attributes aligned one a line under the first, CRLF, a BOM.
  // The 28th is re-saved by a PAC's download portal: a comment naming the download before the root, two-space indents.
  // The 29th is a payroll ERP's export: it writes the tree itself, one element a line, its own concept names escaped.
  // The 30th is re-saved from a code editor formatting with Prettier's XML plugin: 80 columns, two spaces, LF.
  // The 31st is a cloud payroll service's download: 120 columns, a longer start tag one attribute a line, LF.
  // The 32nd is a payroll system's mailer's attachment (ElementTree): single-quoted declaration, tabs, xmlns on the root.
  // The 33rd is saved by an Excel macro through MSXML: standalone="yes", CRLF, tabs, '/>', namespaces where declared.
  // The 34th is kept by a PHP payroll system (XMLWriter): one-space indents, LF, '/>', namespaces where declared.
  if (variant === 33) return { bytes: writeCfdiThirtyfourth(root), truth };
  if (variant === 32) return { bytes: writeCfdiThirtythird(root), truth };
  if (variant === 31) return { bytes: writeCfdiThirtysecond(root), truth };
  if (variant === 30) return { bytes: writeCfdiThirtyfirst(root), truth };
  if (variant === 29) return { bytes: writeCfdiThirtieth(root), truth };
  if (variant === 28) return { bytes: writeCfdiTwentyninth(root), truth };
  if (variant === 27) {
    const downloaded = addDays(fechaPago, rng.int(1, 20)).split('-').reverse().join('/');
    return { bytes: writeCfdiTwentyeighth(serialise(root, { indent: true, reverseAttrs: false, unit: '  ' }), id, `${downloaded} ${pad2(rng.int(8, 19))}:${pad2(rng.int(0, 59))}:${pad2(rng.int(0, 59))}`), truth };
  }
  if (variant === 26) return { bytes: writeCfdiTwentyseventh(root), truth };
  if (variant === 25) return { bytes: writeCfdiTwentysixth(root), truth };
  if (variant === 24) return { bytes: writeCfdiTwentyfifth(serialise(root, { indent: true, reverseAttrs: false, unit: '\t' })), truth };
  if (variant === 23) return { bytes: writeCfdiTwentyfourth(serialise(root, { indent: true, reverseAttrs: false, unit: '    ' })), truth };
  if (variant === 22) return { bytes: writeCfdiTwentythird(serialise(root, { indent: true, reverseAttrs: false, unit: '  ', newline: '\r\n' })), truth };
  if (variant === 21) return { bytes: writeCfdiTwentysecond(serialise(root, { indent: true, reverseAttrs: false, unit: '  ' })), truth };
  if (variant === 20) return { bytes: writeCfdiTwentyfirst(serialise(root, { indent: true, reverseAttrs: false, unit: '', newline: '\r\n', quote: "'" })), truth };
  if (variant === 19) return { bytes: writeCfdiTwentieth(serialise(root, { indent: true, reverseAttrs: false, unit: '\t' })), truth };
  if (variant === 18) return { bytes: writeCfdiNineteenth(serialise(root, { indent: true, reverseAttrs: false, unit: '  ', newline: '\r\n', attrPerLine: true })), truth };
  if (variant === 6) {
    // A fifth PAC's writer: every attribute on its own line, two-space indents, the stamp before the Nómina.
    const body = serialise(root, { indent: true, reverseAttrs: false, attrPerLine: true });
    return { bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n${body}\n`, 'utf8'), truth };
  }
  const body = serialise(root, { indent: variant !== 1, reverseAttrs: variant === 2 });
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  const xml = variant === 1 ? `\uFEFF${declaration}${body}` : `${declaration}\n${body}\n`;
  return { bytes: Buffer.from(xml, 'utf8'), truth };
}
