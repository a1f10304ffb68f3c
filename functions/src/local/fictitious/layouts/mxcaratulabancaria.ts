/** The cover page of a bank statement (titular, RFC, account, CLABE), used to prove the bank account. */
import { addDays, formatDate, formatMoney, grouped, lastDayOfMonth } from '../format';
import { addressLine, banks, clabe as makeClabe } from '../identities';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { pair, rule, space, text, title } from './common';
import { caratulaEighth, caratulaEighthDocument } from './eighth/caratulabancaria';
import { caratulaNinth, caratulaNinthDocument } from './ninth/caratulabancaria';
import { caratulaTenth, caratulaTenthDocument } from './tenth/caratulabancaria';
import { caratulaEleventh, caratulaEleventhDocument } from './eleventh/caratulabancaria';
import { caratulaTwelfth, caratulaTwelfthDocument } from './twelfth/caratulabancaria';
import { caratulaThirteenth, caratulaThirteenthDocument } from './thirteenth/caratulabancaria';
import { caratulaFourteenth, caratulaFourteenthDocument } from './fourteenth/caratulabancaria';
import { caratulaFifteenth, caratulaFifteenthDocument } from './fifteenth/caratulabancaria';
import { caratulaSixteenth, caratulaSixteenthDocument } from './sixteenth/caratulabancaria';
import { caratulaSeventeenth, caratulaSeventeenthDocument } from './seventeenth/caratulabancaria';
import { caratulaEighteenth, caratulaEighteenthDocument } from './eighteenth/caratulabancaria';
import { caratulaNineteenth, caratulaNineteenthDocument } from './nineteenth/caratulabancaria';
import { caratulaTwentieth, caratulaTwentiethDocument } from './twentieth/caratulabancaria';
import { caratulaTwentyfirst, caratulaTwentyfirstDocument, regionalBank } from './twentyfirst/caratulabancaria';
import { caratulaTwentysecond, caratulaTwentysecondDocument } from './twentysecond/caratulabancaria';
import { caratulaTwentythird, caratulaTwentythirdDocument } from './twentythird/caratulabancaria';
import { caratulaTwentyfourth, caratulaTwentyfourthDocument } from './twentyfourth/caratulabancaria';
import { caratulaTwentyfifth, caratulaTwentyfifthDocument } from './twentyfifth/caratulabancaria';
import { caratulaTwentysixth, caratulaTwentysixthDocument } from './twentysixth/caratulabancaria';
import { caratulaTwentyseventh, caratulaTwentyseventhDocument } from './twentyseventh/caratulabancaria';
import { caratulaTwentyeighth, caratulaTwentyeighthDocument } from './twentyeighth/caratulabancaria';
import { caratulaTwentyninth, caratulaTwentyninthDocument } from './twentyninth/caratulabancaria';
import { caratulaThirtieth, caratulaThirtiethDocument } from './thirtieth/caratulabancaria';
import { caratulaThirtyfirst, caratulaThirtyfirstDocument } from './thirtyfirst/caratulabancaria';
import { caratulaThirtysecond, caratulaThirtysecondDocument } from './thirtysecond/caratulabancaria';
import { caratulaThirtythird, caratulaThirtythirdDocument } from './thirtythird/caratulabancaria';
import { caratulaThirtyfourth, caratulaThirtyfourthDocument } from './thirtyfourth/caratulabancaria';

export const mxcaratulabancaria: TypeLayout = {
  code: 'mxcaratulabancaria',
  variants: ['estado-cuenta-clasico', 'clabe-agrupada', 'resumen-columnas'],
  fourth: 'cliente-clabe-en-grupos-de-cuatro',
  fifth: 'datos-cuenta-tabla-clabe-guiones',
  sixth: 'cliente-clabe-grupos-de-tres-periodo-del-al',
  seventh: 'pyme-cuentahabiente-cuenta-clabe-sin-dos-puntos',
  eighth: caratulaEighth,
  ninth: caratulaNinth,
  tenth: caratulaTenth,
  eleventh: caratulaEleventh,
  twelfth: caratulaTwelfth,
  thirteenth: caratulaThirteenth,
  fourteenth: caratulaFourteenth,
  fifteenth: caratulaFifteenth,
  sixteenth: caratulaSixteenth,
  seventeenth: caratulaSeventeenth,
  eighteenth: caratulaEighteenth,
  nineteenth: caratulaNineteenth,
  twentieth: caratulaTwentieth,
  twentyfirst: caratulaTwentyfirst,
  twentysecond: caratulaTwentysecond,
  twentythird: caratulaTwentythird,
  twentyfourth: caratulaTwentyfourth,
  twentyfifth: caratulaTwentyfifth,
  twentysixth: caratulaTwentysixth,
  twentyseventh: caratulaTwentyseventh,
  twentyeighth: caratulaTwentyeighth,
  twentyninth: caratulaTwentyninth,
  thirtieth: caratulaThirtieth,
  thirtyfirst: caratulaThirtyfirst,
  thirtysecond: caratulaThirtysecond,
  thirtythird: caratulaThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: caratulaThirtyfourth,
  build({ rng, supplier, variant }) {
    // The 21st is a regional bank's statement that the drawn list lacks.
    const bank = variant === 20 ? regionalBank : rng.pick(banks);
    const clabe = makeClabe(rng, bank.code);
    const cuenta = clabe.slice(7, 17);
    const year = rng.int(2025, 2026);
    const month = rng.int(1, year === 2026 ? 10 : 12);
    const corte = lastDayOfMonth(year, month);
    const from = `${corte.slice(0, 8)}01`;
    const saldoAnterior = rng.int(10_000, 2_000_000) + rng.int(0, 99) / 100;
    const depositos = rng.int(50_000, 3_000_000) + rng.int(0, 99) / 100;
    const retiros = rng.int(10_000, Math.floor(saldoAnterior + depositos)) + rng.int(0, 99) / 100;
    const saldo = Math.round((saldoAnterior + depositos - retiros) * 100) / 100;
    const truth: Record<string, string> = { banco: bank.name, titular: supplier.name, rfc: supplier.rfc, clabe, cuenta, fechaCorte: corte };
    if (variant === 33) return caratulaThirtyfourthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 32) return caratulaThirtythirdDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 31) return caratulaThirtysecondDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 30) return caratulaThirtyfirstDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 29) return caratulaThirtiethDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 28) return caratulaTwentyninthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 27) return caratulaTwentyeighthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 26) return caratulaTwentyseventhDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 25) return caratulaTwentysixthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, corte });
    if (variant === 24) return caratulaTwentyfifthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 23) return caratulaTwentyfourthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, corte });
    if (variant === 22) return caratulaTwentythirdDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, corte });
    if (variant === 21) return caratulaTwentysecondDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, corte });
    if (variant === 20) return caratulaTwentyfirstDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 19) return caratulaTwentiethDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, corte });
    if (variant === 18) return caratulaNineteenthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, corte });
    if (variant === 17) return caratulaEighteenthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, corte });
    if (variant === 16) return caratulaSeventeenthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 15) return caratulaSixteenthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte });
    if (variant === 14) return caratulaFifteenthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 13) return caratulaFourteenthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 12) return caratulaThirteenthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 11) return caratulaTwelfthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 10) return caratulaEleventhDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 9) return caratulaTenthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 8) return caratulaNinthDocument({ rng, supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo });
    if (variant === 7) return caratulaEighthDocument({ supplier, truth, bankName: bank.name, bankLegal: bank.legal, clabe, cuenta, cliente: rng.digits(8), from, corte, saldoAnterior, depositos, retiros, saldo });
    const blocks: Block[] = [text(bank.name, { size: 20, bold: true }), text(bank.legal, { size: 7 }), space(8)];
    const summary: Block = {
      t: 'table',
      title: 'Resumen del periodo',
      headers: ['Saldo anterior', 'Depósitos / abonos', 'Retiros / cargos', 'Saldo final'],
      rows: [[formatMoney(saldoAnterior, 'dollar'), formatMoney(depositos, 'dollar'), formatMoney(retiros, 'dollar'), formatMoney(saldo, 'dollar')]],
    };
    if (variant === 6) {
      // A fourth bank's cover: 'Cuentahabiente' for the holder, account and CLABE on one line without colons, the cut
      // date as '31/MAR/2026' after the period.
      blocks.push(title('Estado de cuenta PyME', 12), space(6));
      blocks.push(text(`Cuentahabiente: ${supplier.name}`), text(`RFC ${supplier.rfc}`), text(addressLine(supplier.address), { size: 8 }), space(4));
      blocks.push(text(`Cuenta ${cuenta}    CLABE ${clabe}    Moneda MXN`));
      blocks.push(text(`Periodo ${formatDate(from, 'monSlashUpper')} al ${formatDate(corte, 'monSlashUpper')}    Fecha de corte ${formatDate(corte, 'monSlashUpper')}`), summary);
    } else if (variant === 5) {
      // A third bank's statement: 'Cliente' for the holder, the period 'del 01/03/2026 al 31/03/2026' (its end is the cut
      // date), the CLABE in groups of three, the account after it.
      blocks.push(title('Estado de cuenta mensual', 12), space(6));
      blocks.push(text(`Cliente: ${supplier.name}`), text(`R.F.C. del cliente: ${supplier.rfc}`), text(`Periodo: del ${formatDate(from, 'slash')} al ${formatDate(corte, 'slash')}`));
      blocks.push(text(`CLABE interbancaria: ${grouped(clabe, 3)}`), text(`No. de cuenta: ${cuenta}`), space(4), text(addressLine(supplier.address), { size: 8 }), summary);
    } else if (variant === 4) {
      // Another bank's cover: the account's data as a two-column table, the CLABE and account with dashes, the cut date
      // month first.
      blocks.push(title('Estado de cuenta · Cuenta empresarial', 12), space(6));
      blocks.push({
        t: 'table',
        headers: ['Datos de la cuenta', ''],
        rows: [
          ['Titular de la cuenta', supplier.name],
          ['RFC', supplier.rfc],
          ['Número de cuenta', `${cuenta.slice(0, 4)}-${cuenta.slice(4)}`],
          ['Cuenta CLABE', `${clabe.slice(0, 3)}-${clabe.slice(3, 6)}-${clabe.slice(6, 17)}-${clabe.slice(17)}`],
          ['Fecha de corte', formatDate(corte, 'monthFirst')],
        ],
        widths: [2, 4],
      });
      blocks.push(space(4), text(addressLine(supplier.address), { size: 8 }), summary);
    } else     if (variant === 3) {
      // Another bank's cover: 'Cliente' for the holder, the CLABE in groups of four, the cut date spelled out.
      blocks.push(title('Estado de cuenta mensual', 12), space(6));
      blocks.push(text(`Cliente: ${supplier.name}`, { bold: true }), text(`R.F.C. del cliente ${supplier.rfc}          Fecha de corte ${formatDate(corte, 'dayMonth')}`));
      blocks.push({ t: 'table', headers: ['Contrato / cuenta', 'Clave interbancaria (CLABE)', 'Moneda'], rows: [[cuenta, clabe.replace(/(.{4})(?=.)/g, '$1 '), 'Pesos']], widths: [1.4, 2.4, 0.8] });
      blocks.push(space(4), text(addressLine(supplier.address), { size: 8 }), summary);
    } else if (variant === 0) {
      blocks.push(title('ESTADO DE CUENTA', 13), text('Cuenta empresarial / Cheques', { align: 'center', size: 9 }), space(8));
      blocks.push(text(supplier.name, { bold: true }), text(addressLine(supplier.address), { size: 8 }), space(6));
      blocks.push(pair('R.F.C.:', supplier.rfc, 'inline'), pair('No. de Cuenta:', cuenta, 'inline'), pair('No. de Cliente:', rng.digits(8), 'inline'), pair('Cuenta CLABE:', clabe, 'inline'));
      blocks.push(pair('Periodo:', `Del ${formatDate(from, 'slash')} al ${formatDate(corte, 'slash')}`, 'inline'), pair('Fecha de corte:', formatDate(corte, 'slash'), 'inline'), summary);
    } else if (variant === 1) {
      blocks.push(title('Estado de cuenta', 13), space(6));
      blocks.push(pair('Titular', supplier.name, 'below'), pair('RFC', supplier.rfc, 'below'), pair('Número de cuenta', `${cuenta.slice(0, 4)} ${cuenta.slice(4)}`, 'below'));
      blocks.push(pair('CLABE interbancaria', `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`, 'below'), pair('Fecha de corte', formatDate(corte, 'long'), 'below'), summary);
      blocks.push(text(`Días del periodo: ${Number(corte.slice(8, 10))}`, { size: 8 }));
    } else {
      blocks.push(title('ESTADO DE CUENTA INTEGRAL', 12), space(6), text(`PERIODO DEL ${formatDate(from, 'mon')} AL ${formatDate(corte, 'mon')}`, { align: 'center', size: 9 }), space(6));
      blocks.push(pair('Nombre del titular', supplier.name, 'tab', 200), pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 200), pair('Cuenta', cuenta, 'tab', 200), pair('CLABE', clabe, 'tab', 200), pair('Fecha de corte', formatDate(corte, 'mon'), 'tab', 200), pair('Saldo al corte', formatMoney(saldo, 'mxn'), 'tab', 200));
      blocks.push(text(`Próximo corte: ${formatDate(addDays(corte, 30), 'mon')}`, { size: 8 }));
    }
    blocks.push(space(10), rule, text('Este documento es un estado de cuenta con validez fiscal. Unidad Especializada de Atención a Usuarios (UNE): 55 1998 8080.', { size: 7 }));
    return { blocks, truth, style: { margin: 45, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Estado de cuenta', producer: `${bank.name} Estados de Cuenta`, date: corte };
  },
};
