/** SUA bimonthly cédula (RCV and INFONAVIT aportaciones and amortizaciones), per worker. */
import { capitalize, formatDate, formatMoney, grouped, money, monthName } from '../format';
import { printRegistroPatronal } from '../identities';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { afterPeriod, pair, rule, space, text, title } from './common';
import { imssLineaCaptura, workerRows, workerTruth } from './imss-payment';
import { infonavitBimEighth, infonavitBimEighthDocument } from './eighth/infonavitbim';
import { infonavitBimNinth, infonavitBimNinthDocument } from './ninth/infonavitbim';
import { infonavitBimTenth, infonavitBimTenthDocument } from './tenth/infonavitbim';
import { infonavitBimEleventh, infonavitBimEleventhDocument } from './eleventh/infonavitbim';
import { infonavitBimTwelfth, infonavitBimTwelfthDocument } from './twelfth/infonavitbim';
import { infonavitBimThirteenth, infonavitBimThirteenthDocument } from './thirteenth/infonavitbim';
import { infonavitBimFourteenth, infonavitBimFourteenthDocument } from './fourteenth/infonavitbim';
import { infonavitBimFifteenth, infonavitBimFifteenthDocument } from './fifteenth/infonavitbim';
import { infonavitBimSixteenth, infonavitBimSixteenthDocument } from './sixteenth/infonavitbim';
import { infonavitBimSeventeenth, infonavitBimSeventeenthDocument } from './seventeenth/infonavitbim';
import { infonavitBimEighteenth, infonavitBimEighteenthDocument } from './eighteenth/infonavitbim';
import { infonavitBimNineteenth, infonavitBimNineteenthDocument } from './nineteenth/infonavitbim';
import { infonavitBimTwentieth, infonavitBimTwentiethDocument } from './twentieth/infonavitbim';
import { infonavitBimTwentyfirst, infonavitBimTwentyfirstDocument } from './twentyfirst/infonavitbim';
import { infonavitBimTwentysecond, infonavitBimTwentysecondDocument } from './twentysecond/infonavitbim';
import { infonavitBimTwentythird, infonavitBimTwentythirdDocument } from './twentythird/infonavitbim';
import { infonavitBimTwentyfourth, infonavitBimTwentyfourthDocument } from './twentyfourth/infonavitbim';
import { infonavitBimTwentyfifth, infonavitBimTwentyfifthDocument } from './twentyfifth/infonavitbim';
import { infonavitBimTwentysixth, infonavitBimTwentysixthDocument } from './twentysixth/infonavitbim';
import { infonavitBimTwentyseventh, infonavitBimTwentyseventhDocument } from './twentyseventh/infonavitbim';
import { infonavitBimTwentyeighth, infonavitBimTwentyeighthDocument } from './twentyeighth/infonavitbim';
import { infonavitBimTwentyninth, infonavitBimTwentyninthDocument } from './twentyninth/infonavitbim';
import { infonavitBimThirtieth, infonavitBimThirtiethDocument } from './thirtieth/infonavitbim';
import { infonavitBimThirtyfirst, infonavitBimThirtyfirstDocument } from './thirtyfirst/infonavitbim';
import { infonavitBimThirtysecond, infonavitBimThirtysecondDocument } from './thirtysecond/infonavitbim';
import { infonavitBimThirtythird, infonavitBimThirtythirdDocument } from './thirtythird/infonavitbim';
import { infonavitBimThirtyfourth, infonavitBimThirtyfourthDocument } from './thirtyfourth/infonavitbim';

export const mxinfonavitbim: TypeLayout = {
  code: 'mxinfonavitbim',
  cadence: 'bimonthly',
  variants: ['bimestre-y-periodo', 'bimestre-por-meses', 'periodo-anio-mes'],
  fourth: 'bimestre-ordinal-referencia',
  fifth: 'bimestre-romano-salario-antes-de-dias',
  sixth: 'bimestre-ordinal-meses-barras-sdi-despues',
  seventh: 'bimestre-rango-fechas-trabajador-en-dos-lineas',
  eighth: infonavitBimEighth,
  ninth: infonavitBimNinth,
  tenth: infonavitBimTenth,
  eleventh: infonavitBimEleventh,
  twelfth: infonavitBimTwelfth,
  thirteenth: infonavitBimThirteenth,
  fourteenth: infonavitBimFourteenth,
  fifteenth: infonavitBimFifteenth,
  sixteenth: infonavitBimSixteenth,
  seventeenth: infonavitBimSeventeenth,
  eighteenth: infonavitBimEighteenth,
  nineteenth: infonavitBimNineteenth,
  twentieth: infonavitBimTwentieth,
  twentyfirst: infonavitBimTwentyfirst,
  twentysecond: infonavitBimTwentysecond,
  twentythird: infonavitBimTwentythird,
  twentyfourth: infonavitBimTwentyfourth,
  twentyfifth: infonavitBimTwentyfifth,
  twentysixth: infonavitBimTwentysixth,
  twentyseventh: infonavitBimTwentyseventh,
  twentyeighth: infonavitBimTwentyeighth,
  twentyninth: infonavitBimTwentyninth,
  thirtieth: infonavitBimThirtieth,
  thirtyfirst: infonavitBimThirtyfirst,
  thirtysecond: infonavitBimThirtysecond,
  thirtythird: infonavitBimThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: infonavitBimThirtyfourth,
  build({ rng, supplier, workers, period, variant }) {
    if (!period) throw new Error('a cédula needs its period');
    const rows = workerRows(rng, workers, period);
    const m = (n: number) => formatMoney(n, 'plain');
    const aport = rows.map((r) => Math.round(r.worker.sbc * r.dias * 0.05 * 100) / 100);
    const rcv = rows.map((r) => Math.round(r.worker.sbc * r.dias * 0.0815 * 100) / 100);
    const total = Math.round((aport.reduce((a, b) => a + b, 0) + rcv.reduce((a, b) => a + b, 0)) * 100) / 100;
    const endMonth = Number(period.to.slice(5, 7));
    const year = period.to.slice(0, 4);
    const bimestre = endMonth / 2;
    // IMSS names a bimester by its last month (periodo de pago 04-2026 for marzo-abril).
    const periodo = `${period.to.slice(5, 7)}-${year}`;
    const linea = imssLineaCaptura(rng, period);
    const truth: Record<string, string> = { registroPatronal: supplier.registroPatronal, rfc: supplier.rfc, razonSocial: supplier.name, periodo, lineaCaptura: linea, importe: money(total) };
    workerTruth(truth, rows);
    if (variant === 33) return infonavitBimThirtyfourthDocument({ rng, supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 32) return infonavitBimThirtythirdDocument({ rng, supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 31) return infonavitBimThirtysecondDocument({ rng, supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 30) return infonavitBimThirtyfirstDocument({ rng, supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 29) return infonavitBimThirtiethDocument({ rng, supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 28) return infonavitBimTwentyninthDocument({ rng, supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 27) return infonavitBimTwentyeighthDocument({ rng, supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 26) return infonavitBimTwentyseventhDocument({ rng, supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 25) return infonavitBimTwentysixthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 24) return infonavitBimTwentyfifthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 23) return infonavitBimTwentyfourthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 22) return infonavitBimTwentythirdDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 21) return infonavitBimTwentysecondDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 20) return infonavitBimTwentyfirstDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 19) return infonavitBimTwentiethDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 18) return infonavitBimNineteenthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 17) return infonavitBimEighteenthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 16) return infonavitBimSeventeenthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 15) return infonavitBimSixteenthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 14) return infonavitBimFifteenthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 13) return infonavitBimFourteenthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 12) return infonavitBimThirteenthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 11) return infonavitBimTwelfthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 10) return infonavitBimEleventhDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 9) return infonavitBimTenthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 8) return infonavitBimNinthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    if (variant === 7) return infonavitBimEighthDocument({ supplier, truth, period, rows, aport, rcv, total, linea, generated: afterPeriod(rng, period) });
    const blocks: Block[] = [text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 8 }), title('CÉDULA DE DETERMINACIÓN DE CUOTAS, APORTACIONES Y AMORTIZACIONES', 11), text('RCV · INFONAVIT · BIMESTRAL', { align: 'center', size: 8 }), space(6)];
    if (variant === 6) {
      // The bimester as a date range ('del 01/03/2026 al 30/04/2026'), one worker per two lines (NSS and name, then days,
      // SDI and the amounts), the línea de captura in groups of ten, the total with its words.
      blocks.push(text(`NRP: ${supplier.registroPatronal}    RFC: ${supplier.rfc}`), text(`Patrón: ${supplier.name}`), text(`Bimestre: del ${formatDate(period.from, 'slash')} al ${formatDate(period.to, 'slash')}`, { bold: true }), space(6));
      blocks.push(text('Detalle por trabajador', { bold: true }));
      rows.forEach((r, i) => blocks.push(text(`${r.worker.nss}  ${r.worker.fullName}`), text(`Días: ${r.dias}   SDI: ${m(r.worker.sbc)}   Aportación 5%: ${m(aport[i] ?? 0)}   RCV: ${m(rcv[i] ?? 0)}`, { indent: 14, size: 8 })));
      blocks.push(space(6), text(`Línea de captura: ${grouped(linea, 10)}`), text(`Importe total del bimestre: ${formatMoney(total, 'words')}`, { bold: true }));
    } else if (variant === 5) {
      // The bimester as '2o. bimestre 2026 (marzo-abril)', the company on one line between bars, 'S.D.I.' and 'Días cot.'
      // after the amounts, the línea de captura alone below its label.
      const nth = ['1er.', '2o.', '3er.', '4o.', '5o.', '6o.'][bimestre - 1] ?? '';
      blocks.push(text(`${nth} bimestre ${year} (${monthName(endMonth - 1)}-${monthName(endMonth)})`, { bold: true }));
      blocks.push(text(`${supplier.name} | RFC ${supplier.rfc} | Registro patronal ${printRegistroPatronal(supplier.registroPatronal, false)}`, { size: 8 }));
      blocks.push({ t: 'table', headers: ['N.S.S.', 'Trabajador', 'Aportación', 'Amortización', 'S.D.I.', 'Días cot.', 'RCV'], rows: rows.map((r, i) => [r.worker.nss, r.worker.fullName, m(aport[i] ?? 0), '0.00', m(r.worker.sbc), String(r.dias), m(rcv[i] ?? 0)]), widths: [1.5, 3, 1, 1, 0.9, 0.7, 1], size: 7 });
      blocks.push(text('Línea de captura'), text(linea), text(`Total a pagar ${formatMoney(total, 'dollarMxn')}`));
    } else if (variant === 4) {
      // The bimester in Roman numerals, the wage before the days, the company's name below its label.
      const romanBim = ['I', 'II', 'III', 'IV', 'V', 'VI'][bimestre - 1] ?? String(bimestre);
      blocks.push(text(`Bimestre ${romanBim} / ${year}`, { bold: true }), pair('Denominación o razón social', supplier.name, 'below'));
      blocks.push(text(`Reg. patronal ${printRegistroPatronal(supplier.registroPatronal, true)}     R.F.C. ${supplier.rfc}`));
      blocks.push({ t: 'table', headers: ['Nombre del trabajador', 'NSS', 'Salario', 'Días', 'Aportación', 'RCV'], rows: rows.map((r, i) => [r.worker.fullName, r.worker.nss, m(r.worker.sbc), String(r.dias), m(aport[i] ?? 0), m(rcv[i] ?? 0)]), widths: [3, 1.6, 1, 0.6, 1.1, 1.1], size: 7 });
      blocks.push(pair('Línea de captura (SIPARE)', linea, 'inline'), pair('Importe total a pagar:', formatMoney(total, 'mxnPrefix'), 'inline'));
    } else     if (variant === 3) {
      // A payroll provider's print: the bimester as an ordinal with its months, 'Referencia' for the línea.
      const names = `${monthName(endMonth - 1)}-${monthName(endMonth)}`;
      blocks.push({ t: 'table', headers: ['NRP', 'R.F.C.', 'Bimestre'], rows: [[printRegistroPatronal(supplier.registroPatronal, false), supplier.rfc, `${bimestre}° bimestre ${year} (${names})`]], widths: [1.5, 1.5, 2.5] });
      blocks.push(pair('Patrón', supplier.name, 'below'));
      blocks.push({ t: 'table', headers: ['Días', 'Afiliación', 'S.D.I.', 'Aportación patronal', 'Amortización', 'Retiro, cesantía y vejez'], rows: rows.map((r, i) => [String(r.dias), r.worker.nss, m(r.worker.sbc), m(aport[i] ?? 0), '0.00', m(rcv[i] ?? 0)]), widths: [0.6, 1.6, 1, 1.3, 1.1, 1.5], size: 7 });
      blocks.push(pair('Referencia de pago', linea, 'below'), pair('Total del bimestre', formatMoney(total, 'mn'), 'below'));
    } else if (variant === 0) {
      blocks.push(pair('Registro Patronal:', printRegistroPatronal(supplier.registroPatronal, true), 'inline'), pair('R.F.C.:', supplier.rfc, 'inline'), pair('Nombre o Razón Social:', supplier.name, 'inline'));
      blocks.push(text(`Bimestre: ${bimestre}/${year}     Periodo de pago: ${periodo}`));
      blocks.push({ t: 'table', headers: ['NSS', 'Nombre', 'Días', 'S.B.C.', 'Retiro/Cesantía', 'Aport. INFONAVIT', 'Amortización'], rows: rows.map((r, i) => [r.worker.nss, r.worker.fullName, String(r.dias), m(r.worker.sbc), m(rcv[i] ?? 0), m(aport[i] ?? 0), '0.00']), widths: [1.4, 3, 0.6, 1, 1.3, 1.3, 1.1], size: 7 });
      blocks.push(pair('Línea de captura:', linea, 'inline'), pair('Total a pagar:', formatMoney(total, 'dollar'), 'inline'));
    } else if (variant === 1) {
      const startName = capitalize(monthName(endMonth - 1));
      blocks.push(pair('Registro patronal', supplier.registroPatronal, 'tab', 170), pair('RFC', supplier.rfc, 'tab', 170), pair('Razón social', supplier.name, 'tab', 170), pair('Bimestre de proceso', `${startName} - ${capitalize(monthName(endMonth))} ${year}`, 'tab', 170));
      blocks.push({ t: 'table', title: 'Movimientos del bimestre', headers: ['Trabajador', 'N.S.S.', 'Días cotizados', 'Salario base', 'Aportación 5%'], rows: rows.map((r, i) => [r.worker.fullName, r.worker.nss, String(r.dias), m(r.worker.sbc), m(aport[i] ?? 0)]), widths: [3.2, 1.7, 1.1, 1.1, 1.1], size: 7.5 });
      blocks.push(pair('Importe total', formatMoney(total, 'dollarSpace'), 'tab', 170), pair('Línea de captura', linea, 'below'));
    } else {
      blocks.push(text(`PERIODO ${year}-${period.to.slice(5, 7)}`, { bold: true }), pair('REGISTRO PATRONAL', supplier.registroPatronal, 'below'), pair('R.F.C.', supplier.rfc, 'below'), pair('RAZÓN SOCIAL', supplier.name, 'below'));
      blocks.push(pair('LÍNEA DE CAPTURA', linea, 'below'), pair('IMPORTE', formatMoney(total, 'mxn'), 'below'));
      blocks.push({ t: 'table', headers: ['N.S.S.', 'DÍAS', 'SBC', 'RCV', 'INFONAVIT'], rows: rows.map((r, i) => [r.worker.nss, String(r.dias), m(r.worker.sbc), m(rcv[i] ?? 0), m(aport[i] ?? 0)]), widths: [1.8, 0.8, 1.1, 1.1, 1.1], size: 8 });
    }
    const generated = afterPeriod(rng, period);
    blocks.push(space(8), rule, text(`Generado el ${formatDate(generated, 'slash')} · SUA`, { size: 7 }));
    return { blocks, truth, style: { margin: 40, baseSize: 9, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Cédula bimestral RCV-INFONAVIT', producer: 'SUA', date: generated };
  },
};
