/**
 * The 26th bank-cover layout (written in session 13 without reading the parsers): the 'Datos de la cuenta' page of a
 * bank's older online banking printed as plain text (the browser's 'print' of a fixed-width page): the bank's name
 * and the session's date and hour at the top, captions padded to a colon, the CLABE in groups as the old page shows it
 * ('012 180 00123456789 0'), the cut-off as '31/OCT/26' and the client number beside the account.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text, time } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { dashes, legacyDate } from './formats';

export const caratulaTwentysixth = 'banca-en-linea-antigua-impresa-como-texto-leyendas-con-dos-puntos-clabe-en-grupos-corte-dd-mmm-aa';

export function caratulaTwentysixthDocument(f: Pick<CaratulaFacts, 'supplier' | 'truth' | 'bankName' | 'bankLegal' | 'clabe' | 'cuenta' | 'corte'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte } = f;
  const line = (s: string, bold = false): Block => text(s, { size: 8.5, bold });
  const blocks: Block[] = [
    line(f.bankName, true),
    line(`BANCA POR INTERNET - EMPRESAS          SESION: ${rng.digits(8)}   HORA: ${time(rng)}`),
    line(dashes(84)),
    line('DATOS DE LA CUENTA', true),
    line(dashes(84)),
    line(`TITULAR              : ${supplier.name}`),
    line(`R.F.C.               : ${supplier.rfc}`),
    line(`NO. DE CLIENTE       : ${rng.digits(8)}`),
    line(`NO. DE CUENTA        : ${cuenta}`),
    line(`CLABE                : ${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`),
    line('TIPO DE CUENTA       : CHEQUES PERSONAS MORALES M.N.'),
    line(`FECHA DE CORTE       : ${legacyDate(corte, 'monSlashShortUpper')}`),
    line(dashes(84)),
    space(6),
    line('ESTA INFORMACION ES DE CARACTER INFORMATIVO. PARA CUALQUIER ACLARACION ACUDA A SU SUCURSAL.'),
    line(f.bankLegal.toUpperCase()),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 9 }, title: 'Datos de la cuenta', producer: `${f.bankName} Banca por Internet`, date: corte };
}
