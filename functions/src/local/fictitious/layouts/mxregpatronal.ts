/** IMSS constancia of the employer registration (tarjeta de identificación patronal / AFIL-01). */
import { formatDate } from '../format';
import { addressLine, printRegistroPatronal } from '../identities';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { captioned, pair, romanRisk, rule, space, text, title } from './common';
import { regPatronalEighth, regPatronalEighthDocument } from './eighth/regpatronal';
import { regPatronalNinth, regPatronalNinthDocument } from './ninth/regpatronal';
import { regPatronalTenth, regPatronalTenthDocument } from './tenth/regpatronal';
import { regPatronalEleventh, regPatronalEleventhDocument } from './eleventh/regpatronal';
import { regPatronalTwelfth, regPatronalTwelfthDocument } from './twelfth/regpatronal';
import { regPatronalThirteenth, regPatronalThirteenthDocument } from './thirteenth/regpatronal';
import { regPatronalFourteenth, regPatronalFourteenthDocument } from './fourteenth/regpatronal';
import { regPatronalFifteenth, regPatronalFifteenthDocument } from './fifteenth/regpatronal';
import { regPatronalSixteenth, regPatronalSixteenthDocument } from './sixteenth/regpatronal';
import { regPatronalSeventeenth, regPatronalSeventeenthDocument } from './seventeenth/regpatronal';
import { regPatronalEighteenth, regPatronalEighteenthDocument } from './eighteenth/regpatronal';
import { regPatronalNineteenth, regPatronalNineteenthDocument } from './nineteenth/regpatronal';
import { regPatronalTwentieth, regPatronalTwentiethDocument } from './twentieth/regpatronal';
import { regPatronalTwentyfirst, regPatronalTwentyfirstDocument } from './twentyfirst/regpatronal';
import { regPatronalTwentysecond, regPatronalTwentysecondDocument } from './twentysecond/regpatronal';
import { regPatronalTwentythird, regPatronalTwentythirdDocument } from './twentythird/regpatronal';
import { regPatronalTwentyfourth, regPatronalTwentyfourthDocument } from './twentyfourth/regpatronal';
import { regPatronalTwentyfifth, regPatronalTwentyfifthDocument } from './twentyfifth/regpatronal';
import { regPatronalTwentysixth, regPatronalTwentysixthDocument } from './twentysixth/regpatronal';
import { regPatronalTwentyseventh, regPatronalTwentyseventhDocument } from './twentyseventh/regpatronal';
import { regPatronalTwentyeighth, regPatronalTwentyeighthDocument } from './twentyeighth/regpatronal';
import { regPatronalTwentyninth, regPatronalTwentyninthDocument } from './twentyninth/regpatronal';
import { regPatronalThirtieth, regPatronalThirtiethDocument } from './thirtieth/regpatronal';
import { regPatronalThirtyfirst, regPatronalThirtyfirstDocument } from './thirtyfirst/regpatronal';
import { regPatronalThirtysecond, regPatronalThirtysecondDocument } from './thirtysecond/regpatronal';
import { regPatronalThirtythird, regPatronalThirtythirdDocument } from './thirtythird/regpatronal';
import { regPatronalThirtyfourth, regPatronalThirtyfourthDocument } from './thirtyfourth/regpatronal';

const fracciones = [['871', 'Servicios de limpieza'], ['872', 'Servicios de vigilancia'], ['843', 'Servicios profesionales y técnicos'], ['359', 'Mantenimiento de maquinaria']];

export const mxregpatronal: TypeLayout = {
  code: 'mxregpatronal',
  variants: ['constancia-registro', 'tarjeta-identificacion', 'afil-columnas'],
  fourth: 'consulta-tabla-clase-prima',
  fifth: 'tarjeta-lineas-clase-y-prima',
  sixth: 'ficha-tabla-clase-prima-fecha-mes-abreviado',
  seventh: 'tarjeta-valor-sobre-leyenda-clase-arabiga',
  eighth: regPatronalEighth,
  ninth: regPatronalNinth,
  tenth: regPatronalTenth,
  eleventh: regPatronalEleventh,
  twelfth: regPatronalTwelfth,
  thirteenth: regPatronalThirteenth,
  fourteenth: regPatronalFourteenth,
  fifteenth: regPatronalFifteenth,
  sixteenth: regPatronalSixteenth,
  seventeenth: regPatronalSeventeenth,
  eighteenth: regPatronalEighteenth,
  nineteenth: regPatronalNineteenth,
  twentieth: regPatronalTwentieth,
  twentyfirst: regPatronalTwentyfirst,
  twentysecond: regPatronalTwentysecond,
  twentythird: regPatronalTwentythird,
  twentyfourth: regPatronalTwentyfourth,
  twentyfifth: regPatronalTwentyfifth,
  twentysixth: regPatronalTwentysixth,
  twentyseventh: regPatronalTwentyseventh,
  twentyeighth: regPatronalTwentyeighth,
  twentyninth: regPatronalTwentyninth,
  thirtieth: regPatronalThirtieth,
  thirtyfirst: regPatronalThirtyfirst,
  thirtysecond: regPatronalThirtysecond,
  thirtythird: regPatronalThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: regPatronalThirtyfourth,
  build({ rng, supplier, variant }) {
    const alta = `${rng.int(2010, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const clase = rng.pick(romanRisk);
    const [fraccion, actividad] = rng.pick(fracciones) as [string, string];
    const prima = (rng.int(50000, 750000) / 100000).toFixed(5);
    const rp = supplier.registroPatronal;
    const truth: Record<string, string> = { registroPatronal: rp, rfc: supplier.rfc, razonSocial: supplier.name, claseRiesgo: clase, fechaAlta: alta };
    if (variant === 33) return regPatronalThirtyfourthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 32) return regPatronalThirtythirdDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 31) return regPatronalThirtysecondDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 30) return regPatronalThirtyfirstDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 29) return regPatronalThirtiethDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 28) return regPatronalTwentyninthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 27) return regPatronalTwentyeighthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 26) return regPatronalTwentyseventhDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 25) return regPatronalTwentysixthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 24) return regPatronalTwentyfifthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 23) return regPatronalTwentyfourthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 22) return regPatronalTwentythirdDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 21) return regPatronalTwentysecondDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 20) return regPatronalTwentyfirstDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 19) return regPatronalTwentiethDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 18) return regPatronalNineteenthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 17) return regPatronalEighteenthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 16) return regPatronalSeventeenthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 15) return regPatronalSixteenthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 14) return regPatronalFifteenthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 13) return regPatronalFourteenthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 12) return regPatronalThirteenthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 11) return regPatronalTwelfthDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 10) return regPatronalEleventhDocument({ rng, supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 9) return regPatronalTenthDocument({ supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 8) return regPatronalNinthDocument({ supplier, truth, alta, clase, fraccion, actividad, prima });
    if (variant === 7) return regPatronalEighthDocument({ supplier, truth, alta, clase, fraccion, actividad, prima });
    const blocks: Block[] = [text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }), text('Dirección de Incorporación y Recaudación', { size: 8 }), space(10)];
    if (variant === 6) {
      // An AFIL-02 style card: every value above its caption, the registro with spaces, the class as an Arabic number
      // ('3'), the affiliation date as '03/MAR/2015'.
      blocks.push(title('Tarjeta de identificación patronal', 12), space(8));
      blocks.push(...captioned(`${rp.slice(0, 3)} ${rp.slice(3, 8)} ${rp.slice(8, 10)} ${rp.slice(10)}`, 'Registro patronal'), ...captioned(supplier.name, 'Nombre, denominación o razón social'), ...captioned(supplier.rfc, 'Registro Federal de Contribuyentes'));
      blocks.push(...captioned(String(romanRisk.indexOf(clase) + 1), 'Clase de riesgo de trabajo'), ...captioned(prima, 'Prima vigente'), ...captioned(formatDate(alta, 'monSlashUpper'), 'Fecha de afiliación'));
      blocks.push(space(4), text(`${fraccion} · ${actividad}`, { size: 8 }));
    } else if (variant === 5) {
      // A payroll provider's client file: the registration as a four-column table, the class as 'Clase III', the date
      // as '03 MAR 2026', the name after 'Nombre del patrón:'.
      blocks.push(title('Ficha del registro patronal', 12), space(8));
      blocks.push(text(`Nombre del patrón: ${supplier.name}`), text(`R.F.C. ${supplier.rfc}`));
      blocks.push({ t: 'table', headers: ['Registro patronal', 'Clase', 'Prima de riesgo', 'Fecha de alta'], rows: [[printRegistroPatronal(rp, false), `Clase ${clase}`, prima, formatDate(alta, 'monSpaced')]], widths: [1.6, 1, 1.2, 1.4] });
      blocks.push(text(`Actividad: ${fraccion} ${actividad}`, { size: 9 }));
    } else if (variant === 4) {
      // A card printed by an affiliation kiosk: one label a line with short names, the class with its word.
      const words = ['Primera', 'Segunda', 'Tercera', 'Cuarta', 'Quinta'];
      blocks.push(title('Datos de inscripción del patrón', 12), space(8));
      blocks.push(text(`NRP: ${printRegistroPatronal(rp, true)}`), text('Patrón o sujeto obligado:'), text(supplier.name, { bold: true }), text(`RFC: ${supplier.rfc}`));
      blocks.push(text(`Clase de riesgo: ${words[romanRisk.indexOf(clase)] ?? ''} (${clase})     Prima: ${prima}     Fracción: ${fraccion}`));
      blocks.push(text(`Fecha de inscripción: ${formatDate(alta, 'longDel')}`), text(`Giro: ${actividad}`), text(`Domicilio: ${addressLine(supplier.address)}`, { size: 8 }));
    } else     if (variant === 3) {
      // The Escritorio Virtual's data sheet: registration, class and premium in a two-row table.
      blocks.push(title('Consulta de datos del patrón', 12), space(8));
      blocks.push({ t: 'table', headers: ['Registro patronal', 'Clase de riesgo', 'Prima RT', 'Fracción'], rows: [[printRegistroPatronal(rp, false), `Clase ${clase}`, prima, fraccion]], widths: [1.6, 1.2, 1, 1] });
      blocks.push(pair('Patrón', supplier.name, 'below'), pair('RFC del patrón:', supplier.rfc, 'inline'), pair('Fecha de registro ante el IMSS:', formatDate(alta, 'dots'), 'inline'));
      blocks.push(pair('Domicilio fiscal', addressLine(supplier.address), 'below'), pair('Giro', actividad, 'below'));
    } else if (variant === 0) {
      blocks.push(title('CONSTANCIA DE REGISTRO PATRONAL', 13), space(8));
      blocks.push(pair('Registro Patronal:', printRegistroPatronal(rp, true), 'inline'), pair('Nombre o Razón Social:', supplier.name, 'inline'), pair('R.F.C.:', supplier.rfc, 'inline'));
      blocks.push(pair('Domicilio:', addressLine(supplier.address), 'inline'), pair('Fecha de alta:', formatDate(alta, 'long'), 'inline'));
      blocks.push(pair('Clase de riesgo:', clase, 'inline'), pair('Fracción:', `${fraccion} ${actividad}`, 'inline'), pair('Prima de riesgo de trabajo:', prima, 'inline'));
    } else if (variant === 1) {
      blocks.push(title('TARJETA DE IDENTIFICACIÓN PATRONAL', 13), space(8));
      blocks.push({ t: 'box', lines: [`REGISTRO PATRONAL ${rp}`, supplier.name, `R.F.C. ${supplier.rfc}`, `CLASE ${clase}   FRACCIÓN ${fraccion}   PRIMA ${prima}`, `FECHA DE INSCRIPCIÓN ${formatDate(alta, 'slash')}`], size: 10 });
      blocks.push(space(6), text(addressLine(supplier.address), { size: 8 }));
    } else {
      blocks.push(title('Aviso de inscripción patronal o de modificación en su registro (AFIL-01)', 11), space(8));
      blocks.push(pair('Número de registro patronal', rp, 'tab', 220), pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 220), pair('Nombre, denominación o razón social', supplier.name, 'tab', 220));
      blocks.push(pair('Actividad económica', actividad, 'tab', 220), pair('Clase', clase, 'tab', 220), pair('Fecha de inicio de actividades', formatDate(alta, 'iso'), 'tab', 220), pair('Delegación', supplier.address.entidad, 'tab', 220));
    }
    blocks.push(space(10), rule, text('Documento informativo. Consulte la autenticidad en imss.gob.mx/patrones.', { size: 7 }));
    return { blocks, truth, style: { margin: 50, baseSize: 10 }, title: 'Registro patronal', producer: 'IMSS Escritorio Virtual', date: alta };
  },
};
