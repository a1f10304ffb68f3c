/**
 * The 22nd bank-cover layout (written in session 13 without reading the parsers): the 'Datos de tu cuenta' sheet a
 * bank's mobile app shares as a PDF: a phone-width column, the bank's name as the app's title, each label in small
 * type over its value, the CLABE spaced in its parts as apps show it ('012 180 01234567891 2'), and the date the data
 * were consulted as the app writes it ('jue 05 mar 2026').
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, stacked, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { spacedClabe, weekdayShortDate } from './formats';

export const caratulaTwentysecond = 'datos-de-la-cuenta-compartidos-desde-la-app-columna-angosta-clabe-en-partes-fecha-con-dia-abreviado';

export function caratulaTwentysecondDocument(f: Pick<CaratulaFacts, 'supplier' | 'truth' | 'bankName' | 'bankLegal' | 'clabe' | 'cuenta' | 'corte'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte } = f;
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14, align: 'center' }),
    text('Datos de tu cuenta', { size: 10, align: 'center' }),
    text(`Consultado el ${weekdayShortDate(corte)}`, { size: 8, align: 'center' }),
    space(10),
    ...stacked('Titular', supplier.name),
    ...stacked('RFC', supplier.rfc),
    ...stacked('Producto', rng.pick(['Cuenta Empresarial', 'Cuenta PyME', 'Cuenta Negocios'])),
    ...stacked('Número de cuenta', cuenta),
    ...stacked('CLABE interbancaria', spacedClabe(clabe)),
    space(8),
    text('Comparte estos datos para recibir transferencias SPEI.', { size: 7.5 }),
    text(f.bankLegal, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 150, baseSize: 10, footer: () => `${f.bankName} Móvil` }, title: 'Datos de la cuenta', producer: `${f.bankName} Móvil`, date: corte };
}
