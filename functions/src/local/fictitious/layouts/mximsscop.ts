/** SUA "Cédula de determinación de cuotas" (monthly IMSS contributions, per worker). */
import { capitalize, formatDate, formatMoney, money, monthName, periodMonth } from '../format';
import { printRegistroPatronal } from '../identities';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { afterPeriod, pair, rule, space, spacedNss, stacked, text, title } from './common';
import { imssLineaCaptura, totalOf, workerRows, workerTruth } from './imss-payment';
import { imsscopEighth, imsscopEighthDocument } from './eighth/imsscop';
import { imsscopNinth, imsscopNinthDocument } from './ninth/imsscop';
import { imsscopTenth, imsscopTenthDocument } from './tenth/imsscop';
import { imsscopEleventh, imsscopEleventhDocument } from './eleventh/imsscop';
import { imsscopTwelfth, imsscopTwelfthDocument } from './twelfth/imsscop';
import { imsscopThirteenth, imsscopThirteenthDocument } from './thirteenth/imsscop';
import { imsscopFourteenth, imsscopFourteenthDocument } from './fourteenth/imsscop';
import { imsscopFifteenth, imsscopFifteenthDocument } from './fifteenth/imsscop';
import { imsscopSixteenth, imsscopSixteenthDocument } from './sixteenth/imsscop';
import { imsscopSeventeenth, imsscopSeventeenthDocument } from './seventeenth/imsscop';
import { imsscopEighteenth, imsscopEighteenthDocument } from './eighteenth/imsscop';
import { imsscopNineteenth, imsscopNineteenthDocument } from './nineteenth/imsscop';
import { imsscopTwentieth, imsscopTwentiethDocument } from './twentieth/imsscop';
import { imsscopTwentyfirst, imsscopTwentyfirstDocument } from './twentyfirst/imsscop';
import { imsscopTwentysecond, imsscopTwentysecondDocument } from './twentysecond/imsscop';
import { imsscopTwentythird, imsscopTwentythirdDocument } from './twentythird/imsscop';
import { imsscopTwentyfourth, imsscopTwentyfourthDocument } from './twentyfourth/imsscop';
import { imsscopTwentyfifth, imsscopTwentyfifthDocument } from './twentyfifth/imsscop';
import { imsscopTwentysixth, imsscopTwentysixthDocument } from './twentysixth/imsscop';
import { imsscopTwentyseventh, imsscopTwentyseventhDocument } from './twentyseventh/imsscop';
import { imsscopTwentyeighth, imsscopTwentyeighthDocument } from './twentyeighth/imsscop';
import { imsscopTwentyninth, imsscopTwentyninthDocument } from './twentyninth/imsscop';
import { imsscopThirtieth, imsscopThirtiethDocument } from './thirtieth/imsscop';
import { imsscopThirtyfirst, imsscopThirtyfirstDocument } from './thirtyfirst/imsscop';
import { imsscopThirtysecond, imsscopThirtysecondDocument } from './thirtysecond/imsscop';
import { imsscopThirtythird, imsscopThirtythirdDocument } from './thirtythird/imsscop';
import { imsscopThirtyfourth, imsscopThirtyfourthDocument } from './thirtyfourth/imsscop';

export const mximsscop: TypeLayout = {
  code: 'mximsscop',
  cadence: 'monthly',
  variants: ['sua-cedula-mes-anio', 'columnas-nombre-primero', 'con-linea-captura-y-pago'],
  fourth: 'encabezado-dos-columnas-afiliacion',
  fifth: 'exportacion-curp-sdi-mes-y-anio',
  sixth: 'despacho-periodo-mm-aaaa-etiquetas-apiladas',
  seventh: 'resumen-sua-nss-espaciado-total-en-letra',
  eighth: imsscopEighth,
  ninth: imsscopNinth,
  tenth: imsscopTenth,
  eleventh: imsscopEleventh,
  twelfth: imsscopTwelfth,
  thirteenth: imsscopThirteenth,
  fourteenth: imsscopFourteenth,
  fifteenth: imsscopFifteenth,
  sixteenth: imsscopSixteenth,
  seventeenth: imsscopSeventeenth,
  eighteenth: imsscopEighteenth,
  nineteenth: imsscopNineteenth,
  twentieth: imsscopTwentieth,
  twentyfirst: imsscopTwentyfirst,
  twentysecond: imsscopTwentysecond,
  twentythird: imsscopTwentythird,
  twentyfourth: imsscopTwentyfourth,
  twentyfifth: imsscopTwentyfifth,
  twentysixth: imsscopTwentysixth,
  twentyseventh: imsscopTwentyseventh,
  twentyeighth: imsscopTwentyeighth,
  twentyninth: imsscopTwentyninth,
  thirtieth: imsscopThirtieth,
  thirtyfirst: imsscopThirtyfirst,
  thirtysecond: imsscopThirtysecond,
  thirtythird: imsscopThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: imsscopThirtyfourth,
  build({ rng, supplier, workers, period, variant }) {
    if (!period) throw new Error('a cédula needs its period');
    const rows = workerRows(rng, workers, period);
    const total = totalOf(rows);
    const month = Number(period.from.slice(5, 7));
    const year = period.from.slice(0, 4);
    const truth: Record<string, string> = { registroPatronal: supplier.registroPatronal, rfc: supplier.rfc, razonSocial: supplier.name, periodo: periodMonth(period.from), importe: money(total) };
    workerTruth(truth, rows);
    if (variant === 33) return imsscopThirtyfourthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 32) return imsscopThirtythirdDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 31) return imsscopThirtysecondDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 30) return imsscopThirtyfirstDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 29) return imsscopThirtiethDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 28) return imsscopTwentyninthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 27) return imsscopTwentyeighthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 26) return imsscopTwentyseventhDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 25) return imsscopTwentysixthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 24) return imsscopTwentyfifthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 23) return imsscopTwentyfourthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 22) return imsscopTwentythirdDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 21) return imsscopTwentysecondDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 20) return imsscopTwentyfirstDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 19) return imsscopTwentiethDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 18) return imsscopNineteenthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 17) return imsscopEighteenthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 16) return imsscopSeventeenthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 15) return imsscopSixteenthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 14) return imsscopFifteenthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 13) return imsscopFourteenthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 12) return imsscopThirteenthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 11) return imsscopTwelfthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 10) return imsscopEleventhDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 9) return imsscopTenthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 8) return imsscopNinthDocument({ rng, supplier, truth, period, rows, total });
    if (variant === 7) return imsscopEighthDocument({ rng, supplier, truth, period, rows, total });
    const blocks: Block[] = [text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 9 }), text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { size: 8 }), space(4), title('CÉDULA DE DETERMINACIÓN DE CUOTAS', 12), space(6)];
    const m = (n: number) => formatMoney(n, 'plain');
    if (variant === 6) {
      // A SUA summary from another payroll package: the registro with spaces, 'Proceso: marzo-2026', NSS spaced the IMSS
      // way, days and SDI after the name, branch columns before the sum, the total with its words.
      blocks.push(text(`Registro Patronal: ${supplier.registroPatronal.slice(0, 3)} ${supplier.registroPatronal.slice(3, 8)} ${supplier.registroPatronal.slice(8, 10)} ${supplier.registroPatronal.slice(10)}    Proceso: ${monthName(month)}-${year}`));
      blocks.push(text(`Nombre/Razón Social: ${supplier.name}`), text(`R.F.C.: ${supplier.rfc}    Área geográfica: Única`));
      blocks.push({ t: 'table', headers: ['Afiliación', 'Nombre del trabajador', 'Días cotiz.', 'SDI', 'E. y M.', 'R.T.', 'Suma'], rows: rows.map((r) => [spacedNss(r.worker.nss), r.worker.fullName, String(r.dias), m(r.worker.sbc), m(r.cuotaFija + r.excedente), m(r.rt), m(r.total)]), widths: [1.6, 3, 0.8, 0.9, 0.9, 0.8, 0.9], size: 7 });
      blocks.push(text(`Total de cuotas: ${formatMoney(total, 'words')}`, { bold: true }));
    } else if (variant === 5) {
      // A payroll bureau's summary: 'Periodo: 03/2026', labels in capitals above their values, the name first, 'Días
      // cot.' and 'Salario diario integrado', the total on a line of its own below its label.
      blocks.push(text(`Periodo: ${period.from.slice(5, 7)}/${year}`, { bold: true }));
      blocks.push(...stacked('Nombre o razón social', supplier.name), ...stacked('Registro patronal', printRegistroPatronal(supplier.registroPatronal, false)), ...stacked('RFC', supplier.rfc));
      blocks.push({ t: 'table', headers: ['Nombre', 'Afiliación', 'Días cot.', 'Salario diario integrado', 'Total'], rows: rows.map((r) => [r.worker.fullName, r.worker.nss, String(r.dias), m(r.worker.sbc), m(r.total)]), widths: [3, 1.5, 0.8, 1.3, 1], size: 7.5 });
      blocks.push(text('Suma de cuotas del mes'), text(formatMoney(total, 'dollarMxn'), { bold: true }));
    } else if (variant === 4) {
      // A payroll system's export: 'Mes y año de proceso', a CURP column the parsers must skip, 'S.D.I.' for the wage.
      blocks.push(text(`Mes y año de proceso: ${monthName(month).toUpperCase()} ${year}`, { bold: true }));
      blocks.push(pair('Denominación social', supplier.name, 'tab', 150), pair('Reg. Pat. IMSS', printRegistroPatronal(supplier.registroPatronal, true), 'tab', 150), pair('R.F.C. del patrón', supplier.rfc, 'tab', 150));
      blocks.push({ t: 'table', headers: ['Núm. afiliación', 'CURP', 'Días', 'S.D.I.', 'Importe'], rows: rows.map((r) => [r.worker.nss, r.worker.curp, String(r.dias), m(r.worker.sbc), m(r.total)]), widths: [1.5, 2.2, 0.6, 1, 1], size: 7.5 });
      blocks.push(text(`Total general: ${formatMoney(total, 'pesos')}`, { bold: true }));
    } else     if (variant === 3) {
      // Another SUA print: two labels a line, the month written out with its year, NSS headed 'Afiliación'.
      blocks.push(text(`Registro patronal: ${supplier.registroPatronal}          Periodo: ${monthName(month)} de ${year}`));
      blocks.push(text(`Clave RFC: ${supplier.rfc}`), pair('Patrón', supplier.name, 'below'));
      blocks.push({ t: 'table', headers: ['Trabajador', 'Afiliación', 'Días', 'Salario diario integrado', 'Cuotas'], rows: rows.map((r) => [r.worker.fullName, r.worker.nss, String(r.dias), m(r.worker.sbc), m(r.total)]), widths: [3.2, 1.6, 0.6, 1.5, 1], size: 7.5 });
      blocks.push(pair('Importe total de cuotas', formatMoney(total, 'mn'), 'below'));
    } else if (variant === 0) {
      blocks.push(pair('Registro Patronal:', printRegistroPatronal(supplier.registroPatronal, true), 'inline'), pair('R.F.C.:', supplier.rfc, 'inline'), pair('Nombre o Razón Social:', supplier.name, 'inline'));
      blocks.push(text(`Mes: ${capitalize(monthName(month))}     Año: ${year}     Área Geográfica: Única     Prima de R.T.: 2.59840`));
      blocks.push({ t: 'table', headers: ['NSS', 'Nombre del asegurado', 'Días', 'S.B.C.', 'Cuota fija', 'Excedente', 'R.T.', 'Total'], rows: rows.map((r) => [r.worker.nss, `${r.worker.paterno} ${r.worker.materno} ${r.worker.nombre}`, String(r.dias), m(r.worker.sbc), m(r.cuotaFija), m(r.excedente), m(r.rt), m(r.total)]), widths: [1.4, 3.2, 0.6, 1, 1, 1, 0.9, 1], size: 7 });
      blocks.push(pair('Total a pagar:', formatMoney(total, 'dollar'), 'inline'));
    } else if (variant === 1) {
      blocks.push(pair('Registro patronal', supplier.registroPatronal, 'tab', 160), pair('RFC', supplier.rfc, 'tab', 160), pair('Razón social', supplier.name, 'tab', 160), pair('Periodo', periodMonth(period.from), 'tab', 160));
      blocks.push({ t: 'table', title: 'Relación de trabajadores', headers: ['Nombre', 'Número de Seguridad Social', 'Salario Base', 'Días Cotizados', 'Importe'], rows: rows.map((r) => [r.worker.fullName, r.worker.nss, m(r.worker.sbc), String(r.dias), m(r.total)]), widths: [3.4, 2, 1.2, 1.2, 1.2], size: 7.5 });
      blocks.push(pair('Total de cuotas IMSS', formatMoney(total, 'dollarSpace'), 'tab', 160));
    } else {
      const linea = imssLineaCaptura(rng, period);
      const paid = afterPeriod(rng, period);
      truth.lineaCaptura = linea;
      truth.fechaPago = paid;
      blocks.push(text(`PERIODO DE PAGO ${year}-${String(month).padStart(2, '0')}`, { bold: true }), pair('REG. PATRONAL', printRegistroPatronal(supplier.registroPatronal, false), 'below'), pair('RFC', supplier.rfc, 'below'), pair('NOMBRE O RAZÓN SOCIAL', supplier.name, 'below'));
      blocks.push({ t: 'table', headers: ['No.', 'N.S.S.', 'Días', 'SBC', 'Total'], rows: rows.map((r, i) => [String(i + 1), r.worker.nss, String(r.dias), m(r.worker.sbc), m(r.total)]), widths: [0.5, 2, 0.8, 1.2, 1.2], size: 8 });
      blocks.push(space(6), pair('Línea de captura SIPARE:', linea, 'below'), pair('Importe total:', formatMoney(total, 'dollar'), 'inline'), pair('Fecha de pago:', formatDate(paid, 'dash'), 'inline'));
    }
    blocks.push(space(8), rule, text(`SUA versión 3.6.${rng.int(0, 9)} · Generado el ${formatDate(afterPeriod(rng, period), 'slash')}`, { size: 7 }));
    return { blocks, truth, style: { margin: 40, baseSize: 9, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: afterPeriod(rng, period) };
  },
};
