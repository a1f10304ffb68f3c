/** The supplier's list of workers assigned to the customer (NSS, CURP, RFC), usually exported from its payroll system. */
import { capitalize, formatDate, monthName, periodMonth } from '../format';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { pair, space, spacedNss, text, title } from './common';
import { plantillaEighth, plantillaEighthDocument } from './eighth/plantilla';
import { plantillaNinth, plantillaNinthDocument } from './ninth/plantilla';
import { plantillaTenth, plantillaTenthDocument } from './tenth/plantilla';
import { plantillaEleventh, plantillaEleventhDocument } from './eleventh/plantilla';
import { plantillaTwelfth, plantillaTwelfthDocument } from './twelfth/plantilla';
import { plantillaThirteenth, plantillaThirteenthDocument } from './thirteenth/plantilla';
import { plantillaFourteenth, plantillaFourteenthDocument } from './fourteenth/plantilla';
import { plantillaFifteenth, plantillaFifteenthDocument } from './fifteenth/plantilla';
import { plantillaSixteenth, plantillaSixteenthDocument } from './sixteenth/plantilla';
import { plantillaSeventeenth, plantillaSeventeenthDocument } from './seventeenth/plantilla';
import { plantillaEighteenth, plantillaEighteenthDocument } from './eighteenth/plantilla';
import { plantillaNineteenth, plantillaNineteenthDocument } from './nineteenth/plantilla';
import { plantillaTwentieth, plantillaTwentiethDocument } from './twentieth/plantilla';
import { plantillaTwentyfirst, plantillaTwentyfirstDocument } from './twentyfirst/plantilla';
import { plantillaTwentysecond, plantillaTwentysecondDocument } from './twentysecond/plantilla';
import { plantillaTwentythird, plantillaTwentythirdDocument } from './twentythird/plantilla';
import { plantillaTwentyfourth, plantillaTwentyfourthDocument } from './twentyfourth/plantilla';
import { plantillaTwentyfifth, plantillaTwentyfifthDocument } from './twentyfifth/plantilla';
import { plantillaTwentysixth, plantillaTwentysixthDocument } from './twentysixth/plantilla';
import { plantillaTwentyseventh, plantillaTwentyseventhDocument } from './twentyseventh/plantilla';
import { plantillaTwentyeighth, plantillaTwentyeighthDocument } from './twentyeighth/plantilla';
import { plantillaTwentyninth, plantillaTwentyninthDocument } from './twentyninth/plantilla';
import { plantillaThirtieth, plantillaThirtiethDocument } from './thirtieth/plantilla';
import { plantillaThirtyfirst, plantillaThirtyfirstDocument } from './thirtyfirst/plantilla';
import { plantillaThirtysecond, plantillaThirtysecondDocument } from './thirtysecond/plantilla';
import { plantillaThirtythird, plantillaThirtythirdDocument } from './thirtythird/plantilla';
import { plantillaThirtyfourth, plantillaThirtyfourthDocument } from './thirtyfourth/plantilla';

export const mxplantilla: TypeLayout = {
  code: 'mxplantilla',
  cadence: 'monthly',
  variants: ['tabla-nombre-completo', 'tabla-apellidos-separados', 'fichas-por-trabajador'],
  fourth: 'tabla-identificadores-primero',
  fifth: 'fichas-etiquetas-apiladas',
  sixth: 'colaboradores-tabla-no-imss-periodo-del-al',
  seventh: 'anexo-curp-primero-nss-espaciado',
  eighth: plantillaEighth,
  ninth: plantillaNinth,
  tenth: plantillaTenth,
  eleventh: plantillaEleventh,
  twelfth: plantillaTwelfth,
  thirteenth: plantillaThirteenth,
  fourteenth: plantillaFourteenth,
  fifteenth: plantillaFifteenth,
  sixteenth: plantillaSixteenth,
  seventeenth: plantillaSeventeenth,
  eighteenth: plantillaEighteenth,
  nineteenth: plantillaNineteenth,
  twentieth: plantillaTwentieth,
  twentyfirst: plantillaTwentyfirst,
  twentysecond: plantillaTwentysecond,
  twentythird: plantillaTwentythird,
  twentyfourth: plantillaTwentyfourth,
  twentyfifth: plantillaTwentyfifth,
  twentysixth: plantillaTwentysixth,
  twentyseventh: plantillaTwentyseventh,
  twentyeighth: plantillaTwentyeighth,
  twentyninth: plantillaTwentyninth,
  thirtieth: plantillaThirtieth,
  thirtyfirst: plantillaThirtyfirst,
  thirtysecond: plantillaThirtysecond,
  thirtythird: plantillaThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: plantillaThirtyfourth,
  build({ rng, supplier, workers, period, variant }) {
    if (!period) throw new Error('a plantilla needs its period');
    const month = Number(period.from.slice(5, 7));
    const year = period.from.slice(0, 4);
    const truth: Record<string, string> = { rfc: supplier.rfc, razonSocial: supplier.name, periodo: periodMonth(period.from) };
    workers.forEach((w, i) => {
      truth[`trabajadores[${i}].nombre`] = w.fullName;
      truth[`trabajadores[${i}].nss`] = w.nss;
      truth[`trabajadores[${i}].curp`] = w.curp;
      truth[`trabajadores[${i}].rfc`] = w.rfc;
    });
    if (variant === 33) return plantillaThirtyfourthDocument({ rng, supplier, truth, period, workers });
    if (variant === 32) return plantillaThirtythirdDocument({ rng, supplier, truth, period, workers });
    if (variant === 31) return plantillaThirtysecondDocument({ rng, supplier, truth, period, workers });
    if (variant === 30) return plantillaThirtyfirstDocument({ rng, supplier, truth, period, workers });
    if (variant === 29) return plantillaThirtiethDocument({ rng, supplier, truth, period, workers });
    if (variant === 28) return plantillaTwentyninthDocument({ rng, supplier, truth, period, workers });
    if (variant === 27) return plantillaTwentyeighthDocument({ rng, supplier, truth, period, workers });
    if (variant === 26) return plantillaTwentyseventhDocument({ rng, supplier, truth, period, workers });
    if (variant === 25) return plantillaTwentysixthDocument({ rng, supplier, truth, period, workers });
    if (variant === 24) return plantillaTwentyfifthDocument({ rng, supplier, truth, period, workers });
    if (variant === 23) return plantillaTwentyfourthDocument({ rng, supplier, truth, period, workers });
    if (variant === 22) return plantillaTwentythirdDocument({ rng, supplier, truth, period, workers });
    if (variant === 21) return plantillaTwentysecondDocument({ rng, supplier, truth, period, workers });
    if (variant === 20) return plantillaTwentyfirstDocument({ rng, supplier, truth, period, workers });
    if (variant === 19) return plantillaTwentiethDocument({ rng, supplier, truth, period, workers });
    if (variant === 18) return plantillaNineteenthDocument({ rng, supplier, truth, period, workers });
    if (variant === 17) return plantillaEighteenthDocument({ rng, supplier, truth, period, workers });
    if (variant === 16) return plantillaSeventeenthDocument({ rng, supplier, truth, period, workers });
    if (variant === 15) return plantillaSixteenthDocument({ rng, supplier, truth, period, workers });
    if (variant === 14) return plantillaFifteenthDocument({ rng, supplier, truth, period, workers });
    if (variant === 13) return plantillaFourteenthDocument({ rng, supplier, truth, period, workers });
    if (variant === 12) return plantillaThirteenthDocument({ rng, supplier, truth, period, workers });
    if (variant === 11) return plantillaTwelfthDocument({ rng, supplier, truth, period, workers });
    if (variant === 10) return plantillaEleventhDocument({ rng, supplier, truth, period, workers });
    if (variant === 9) return plantillaTenthDocument({ rng, supplier, truth, period, workers });
    if (variant === 8) return plantillaNinthDocument({ rng, supplier, truth, period, workers });
    if (variant === 7) return plantillaEighthDocument({ supplier, truth, period, workers, producer: 'Microsoft Excel' });
    const blocks: Block[] = [text(supplier.name, { bold: true, size: 11 })];
    if (variant === 6) {
      // A client's REPSE checklist annex: 'PROVEEDOR' and 'R.F.C.' in capitals, the month as '03/2026', the CURP first
      // and the NSS spaced the IMSS way, the RFC with its homoclave apart.
      blocks.push(text(`PROVEEDOR: ${supplier.name}`, { size: 9 }), text(`R.F.C.: ${supplier.rfc}`, { size: 9 }), text(`CORRESPONDIENTE A: ${period.from.slice(5, 7)}/${year}`, { size: 9 }), space(6));
      blocks.push(title('Anexo 2 · Relación del personal', 12));
      blocks.push({ t: 'table', headers: ['Núm.', 'CURP', 'Nombre', 'Número de afiliación', 'RFC'], rows: workers.map((w, i) => [String(i + 1), w.curp, w.fullName, spacedNss(w.nss), `${w.rfc.slice(0, 10)} ${w.rfc.slice(10)}`]), widths: [0.5, 2.2, 3, 1.6, 1.7], size: 7.5 });
    } else if (variant === 5) {
      // A staffing firm's roster: company and RFC on one line between bars, the period as 'del 01/03/2026 al
      // 31/03/2026', one table with 'No. IMSS', 'Nombre del colaborador', 'R.F.C.' and 'C.U.R.P.'.
      blocks.push(text(`Razón social: ${supplier.name}   |   RFC: ${supplier.rfc}`, { size: 8 }), text(`Periodo reportado: del ${formatDate(period.from, 'slash')} al ${formatDate(period.to, 'slash')}`), space(4), title('Colaboradores asignados', 12));
      blocks.push({ t: 'table', headers: ['#', 'No. IMSS', 'Nombre del colaborador', 'R.F.C.', 'C.U.R.P.'], rows: workers.map((w, i) => [String(i + 1), w.nss, w.fullName, w.rfc, w.curp]), widths: [0.4, 1.3, 3, 1.6, 2.2], size: 7.5 });
    } else if (variant === 4) {
      // A contractor's Word template: the company's data one label a line, then one card a worker, labels stacked.
      blocks.push(text(`Proveedor: ${supplier.name}`, { size: 9 }), text(`RFC del proveedor: ${supplier.rfc}`, { size: 9 }), text(`Mes reportado: ${monthName(month).toUpperCase()}-${year}`, { size: 9 }), space(6));
      blocks.push(title('Personal que presta el servicio', 12), space(4));
      workers.forEach((w, i) => {
        blocks.push(text(`Trabajador ${i + 1}`, { bold: true }), text(`Nombre: ${w.fullName}`, { indent: 12 }), text(`Afiliación IMSS: ${w.nss}`, { indent: 12 }), text(`Clave CURP: ${w.curp}`, { indent: 12 }), text(`R.F.C.: ${w.rfc}`, { indent: 12 }), space(3));
      });
    } else     if (variant === 3) {
      // An HR system's export: company and RFC side by side, the identifiers before the names.
      blocks.push(text(`Empresa: ${supplier.name}          R.F.C.: ${supplier.rfc}`, { size: 8 }), space(6), title('Personal asignado al contrato de servicios', 12));
      blocks.push(pair('Periodo de servicio', `${capitalize(monthName(month))} de ${year}`, 'below'), space(4));
      blocks.push({ t: 'table', headers: ['NSS', 'CURP', 'RFC', 'Nombre del trabajador'], rows: workers.map((w) => [w.nss, w.curp, w.rfc, w.fullName]), widths: [1.3, 2.2, 1.6, 3.2], size: 7.5 });
    } else if (variant === 0) {
      blocks.push(pair('RFC:', supplier.rfc, 'inline'), space(6), title('RELACIÓN DE TRABAJADORES ASIGNADOS', 12), text(`Periodo: ${monthName(month)} ${year}`, { align: 'center' }), space(6));
      blocks.push({ t: 'table', headers: ['No.', 'Nombre completo', 'NSS', 'CURP', 'RFC'], rows: workers.map((w, i) => [String(i + 1), w.fullName, w.nss, w.curp, w.rfc]), widths: [0.4, 3.2, 1.2, 2, 1.5], size: 8 });
    } else if (variant === 1) {
      blocks.push(text(`R.F.C. ${supplier.rfc}`), space(6), title('Plantilla de personal asignado al servicio', 12), pair('Mes de servicio:', `${period.from.slice(5, 7)}/${year}`, 'inline'), space(4));
      blocks.push({ t: 'table', headers: ['Apellido paterno', 'Apellido materno', 'Nombre(s)', 'CURP', 'RFC', 'NSS'], rows: workers.map((w) => [w.paterno, w.materno, w.nombre, w.curp, w.rfc, w.nss]), widths: [1.3, 1.3, 1.3, 2.2, 1.6, 1.3], size: 7.5 });
    } else {
      blocks.push(pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 220), title('Listado de trabajadores', 12), text(`Correspondiente al mes de ${monthName(month).toUpperCase()} DE ${year}`), space(6));
      workers.forEach((w, i) => {
        blocks.push(text(`${i + 1}. ${w.fullName}`, { bold: true }), text(`NSS: ${w.nss}    CURP: ${w.curp}    RFC: ${w.rfc}`, { indent: 14 }));
      });
    }
    const date = formatDate(period.to, 'long');
    blocks.push(space(12), text(`Bajo protesta de decir verdad, ${date}.`, { size: 8 }), space(20), text('_______________________________', { align: 'center' }), text('Representante legal', { align: 'center', size: 8 }));
    return { blocks, truth, style: { margin: 45, baseSize: 9, footer: (p, n) => `${p}/${n}` }, title: 'Relación de trabajadores', producer: rng.pick(['Microsoft Excel', 'CONTPAQi Nóminas', 'NOI']), date: period.to };
  },
};
