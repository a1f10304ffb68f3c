import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sat69bDemoFile } from '../../local/services/sat69b-fake';
import { csvRows, parseSat69b, sat69bDate, situationOf } from '../sat69b-csv';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const cp1252 = (text: string) => Buffer.from(text, 'latin1');

describe('the SAT 69-B CSV', () => {
  it('reads the good fixture (cp1252, two preamble lines): accents, Ñ, quoted commas and quotes, the latest stage of a repeated RFC', () => {
    const parsed = parseSat69b(fixture('sat69b-good.csv'));
    if (!parsed.ok) throw new Error(parsed.reason);
    const { entries, rows, invalidRows, counts } = parsed.list;
    expect(rows).toBe(10);
    expect(invalidRows).toBe(0);
    expect(entries.size).toBe(8);
    expect(entries.get('BAÑ150101AB1')).toEqual({ rfc: 'BAÑ150101AB1', name: 'COMERCIALIZADORA BAÑOS DEL NORTE, S.A. DE C.V.', situation: 'Presunto', publishedAt: '2026-10-14' });
    expect(entries.get('CEJ1702143M5')?.name).toBe('CONSTRUCCIONES "EL JAGÜEY", S. DE R.L. DE C.V.');
    expect(entries.get('GOMA8001013T2')).toMatchObject({ name: 'GÓMEZ MARTÍNEZ ÁNGEL', situation: 'Sentencia favorable', publishedAt: '2021-02-19' });
    // Presunto in 2019, Desvirtuado in 2020: the latest stage.
    expect(entries.get('LPN080422DV5')).toMatchObject({ situation: 'Desvirtuado', publishedAt: '2020-06-12' });
    // Desvirtuado in 2016, Presunto again in 2026 (a new procedure): the later publication wins over the stage order.
    expect(entries.get('LIP050101AD1')).toMatchObject({ situation: 'Presunto', publishedAt: '2026-10-14' });
    expect(entries.get('SPI141008KT1')).toMatchObject({ situation: 'Definitivo', publishedAt: '2026-09-30' });
    expect(counts).toEqual({ Presunto: 3, Desvirtuado: 2, Definitivo: 2, 'Sentencia favorable': 1 });
  });

  it('finds the header by its column names, not by counting preamble lines; a UTF-8 file with a BOM reads too', () => {
    const text = readFileSync(sat69bDemoFile).toString('latin1');
    const extra = Buffer.from(`"Aviso: archivo de datos abiertos"\r\n${text}`, 'latin1');
    const parsed = parseSat69b(extra);
    expect(parsed.ok && parsed.list.entries.get('MEO110715GB6')?.situation).toBe('Presunto');
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(new TextDecoder('windows-1252').decode(readFileSync(sat69bDemoFile)), 'utf8')]);
    const fromUtf8 = parseSat69b(utf8);
    expect(fromUtf8.ok && fromUtf8.list.entries.get('TSÑ1309128Z4')?.name).toBe('TRANSPORTES Y SERVICIOS ÑANDÚ, S.A. DE C.V.');
  });

  it.each([
    ['sat69b-wrong-header.csv', 'header'],
    ['sat69b-no-rows.csv', 'empty'],
    ['sat69b-invalid-rows.csv', 'invalidRows'],
    ['sat69b-binary.csv', 'binary'],
  ])('refuses %s (%s)', (name, reason) => {
    expect(parseSat69b(fixture(name))).toEqual({ ok: false, reason });
  });

  it('refuses an empty file and text that is not the list', () => {
    expect(parseSat69b(Buffer.alloc(0))).toEqual({ ok: false, reason: 'header' });
    expect(parseSat69b(cp1252('<html><body>Mantenimiento</body></html>'))).toEqual({ ok: false, reason: 'header' });
  });

  it('splits RFC 4180 rows and reads the SAT dates and situations', () => {
    expect([...csvRows('a,"b, c","d ""e"""\r\n1,"línea\nnueva",3\n')]).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', 'línea\nnueva', '3'],
    ]);
    expect(sat69bDate('01/06/2017')).toBe('2017-06-01');
    expect(sat69bDate('31/02/2017')).toBeUndefined();
    expect(sat69bDate('')).toBeUndefined();
    expect(situationOf(' SENTENCIA FAVORABLE ')).toBe('Sentencia favorable');
    expect(situationOf('Definitivo')).toBe('Definitivo');
    expect(situationOf('Quizás')).toBeUndefined();
  });
});
