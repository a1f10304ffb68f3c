import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { checkPixels, imageDimensions, jpegHasEnd, rawToPnm, reduceForOcr, reducePngRows, sniffImage } from '../images';
import { reduceJpegRows } from '../jpeg-rows';
import { ReadError } from '../types';
import { pngHeader, textPng } from './fixtures';

/** SOI, an APP0 (JFIF) segment, then a baseline or progressive SOF. */
function jpegHeader(width: number, height: number, sof = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x01, 0x00, 0xc8, 0x00, 0xc8, 0x00, 0x00]);
  const sofSegment = Buffer.from([0xff, sof, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sofSegment, Buffer.alloc(9)]);
}

/** A little-endian TIFF with one IFD per page: ImageWidth as SHORT or LONG, ImageLength as LONG. */
function tiffHeader(pages: { width: number; height: number; short?: boolean }[]): Buffer {
  const parts: Buffer[] = [];
  const header = Buffer.alloc(8);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(8, 4);
  parts.push(header);
  let offset = 8;
  pages.forEach((page, i) => {
    const ifd = Buffer.alloc(2 + 2 * 12 + 4);
    ifd.writeUInt16LE(2, 0);
    ifd.writeUInt16LE(256, 2);
    ifd.writeUInt16LE(page.short ? 3 : 4, 4);
    ifd.writeUInt32LE(1, 6);
    if (page.short) ifd.writeUInt16LE(page.width, 10);
    else ifd.writeUInt32LE(page.width, 10);
    ifd.writeUInt16LE(257, 14);
    ifd.writeUInt16LE(4, 16);
    ifd.writeUInt32LE(1, 18);
    ifd.writeUInt32LE(page.height, 22);
    offset += ifd.length;
    ifd.writeUInt32LE(i === pages.length - 1 ? 0 : offset, 26);
    parts.push(ifd);
  });
  return Buffer.concat(parts);
}

describe('image headers', () => {
  it('reads width and height from PNG, JPEG (baseline and progressive) and TIFF headers', async () => {
    const png = await textPng(['RFC']);
    expect(sniffImage(png)).toBe('png');
    expect(imageDimensions(png)).toEqual({ width: 1700, height: 220 });
    expect(imageDimensions(pngHeader(20000, 20000))).toEqual({ width: 20000, height: 20000 });
    expect(imageDimensions(jpegHeader(2480, 3508))).toEqual({ width: 2480, height: 3508 });
    expect(imageDimensions(jpegHeader(640, 480, 0xc2))).toEqual({ width: 640, height: 480 });
    expect(sniffImage(tiffHeader([{ width: 1, height: 1 }]))).toBe('tiff');
    expect(imageDimensions(tiffHeader([{ width: 1700, height: 2200, short: true }]))).toEqual({ width: 1700, height: 2200 });
    // A multi-page TIFF answers its largest page: a flood on page 2 is still a flood.
    expect(
      imageDimensions(
        tiffHeader([
          { width: 1700, height: 2200 },
          { width: 30000, height: 30000 },
        ]),
      ),
    ).toEqual({ width: 30000, height: 30000 });
  });

  it('answers undefined for a cut or unknown header', () => {
    expect(imageDimensions(pngHeader(10, 10).subarray(0, 20))).toBeUndefined();
    expect(imageDimensions(jpegHeader(10, 10).subarray(0, 12))).toBeUndefined();
    expect(imageDimensions(Buffer.from('GIF89a'))).toBeUndefined();
  });

  it('refuses more pixels than the limit', () => {
    expect(() => checkPixels({ width: 20000, height: 20000 }, 40_000_000)).toThrow(ReadError);
    expect(() => checkPixels({ width: 5000, height: 8000 }, 40_000_000)).not.toThrow();
  });
});

describe('rawToPnm', () => {
  it('turns RGB, RGBA and 1-bit pixels into 8-bit grey', () => {
    const rgb = rawToPnm({ width: 2, height: 1, kind: 2, data: new Uint8Array([255, 255, 255, 0, 0, 0]) });
    expect(rgb.factor).toBe(1);
    expect(rgb.pnm.toString('latin1', 0, 11)).toBe('P5\n2 1\n255\n');
    expect([...rgb.pnm.subarray(11)]).toEqual([255, 0]);
    // A transparent pixel is the white page.
    const rgba = rawToPnm({ width: 2, height: 1, kind: 3, data: new Uint8Array([0, 0, 0, 0, 0, 0, 0, 255]) });
    expect([...rgba.pnm.subarray(11)]).toEqual([255, 0]);
    // 1 bit per pixel, rows padded to a byte: 1 is white.
    const bits = rawToPnm({ width: 3, height: 2, kind: 1, data: new Uint8Array([0b10100000, 0b01000000]) });
    expect([...bits.pnm.subarray(11)]).toEqual([255, 0, 255, 0, 255, 0]);
  });

  it('reduces an image larger than OCR needs by a whole factor', () => {
    // A letter page at 200 dpi is read as it is; at 300 dpi it is halved.
    expect(rawToPnm({ width: 1700, height: 2200, kind: 1, data: new Uint8Array(Math.ceil(1700 / 8) * 2200) }).factor).toBe(1);
    const width = 2550;
    const height = 3300;
    const { pnm, factor } = rawToPnm({ width, height, kind: 1, data: new Uint8Array(Math.ceil(width / 8) * height).fill(0xff) });
    expect(factor).toBe(2);
    expect(pnm.toString('latin1', 0, 16)).toBe('P5\n1275 1650\n255');
    expect(pnm.length).toBe('P5\n1275 1650\n255\n'.length + 1275 * 1650);
    expect(pnm.at(-1)).toBe(255);
  });
});

/** An RGBA image of blocks of random greys (some transparent), so the PNG encoder uses every row filter. */
function noisy(width: number, height: number, block: number): PNG {
  const png = new PNG({ width, height });
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16;
  for (let by = 0; by < height; by += block) {
    for (let bx = 0; bx < width; bx += block) {
      const v = next() & 0xff;
      const alpha = next() % 17 === 0 ? 0 : 255;
      for (let y = by; y < Math.min(height, by + block); y++) {
        for (let x = bx; x < Math.min(width, bx + block); x++) {
          const i = (y * width + x) * 4;
          png.data[i] = v;
          png.data[i + 1] = (v + x) & 0xff;
          png.data[i + 2] = (v + y) & 0xff;
          png.data[i + 3] = alpha;
        }
      }
    }
  }
  return png;
}

/** One IDAT chunk around data (CRC not checked by the reader). */
function idatChunk(data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write('IDAT', 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

describe('reduceForOcr', () => {
  const grey = (width: number, height: number, value: number) => {
    const data = Buffer.alloc(width * height * 4, value);
    for (let i = 3; i < data.length; i += 4) data[i] = 255;
    return data;
  };

  it('reduces a PNG photo bigger than a 200 dpi page by half; a smaller one, and a whole progressive JPEG, go to the OCR as they are', async () => {
    const png = new PNG({ width: 3000, height: 2000 });
    grey(3000, 2000, 200).copy(png.data);
    const bytes = PNG.sync.write(png);
    const reduced = (await reduceForOcr(bytes, imageDimensions(bytes)!, 40_000_000))!;
    expect(reduced.factor).toBe(2);
    expect(reduced.pnm.toString('latin1', 0, 15)).toBe('P5\n1500 1000\n25');
    expect(reduced.pnm.at(-1)).toBe(200);

    // A whole progressive JPEG (its header, a scan, the end marker) of 6 MP: not decoded, whatever its size.
    const jpg = Buffer.concat([jpegHeader(3000, 2000, 0xc2), Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34, 0xff, 0xd9])]);
    expect(jpegHasEnd(jpg)).toBe(true);
    expect(await reduceForOcr(jpg, imageDimensions(jpg)!, 40_000_000)).toEqual(undefined);

    const small = PNG.sync.write(new PNG({ width: 1700, height: 2200 }));
    expect(await reduceForOcr(small, imageDimensions(small)!, 40_000_000)).toBeUndefined();
  });

  it('reduces a baseline JPEG a row of blocks at a time to the grey the whole decode gives; cut inside its data, it is truncated', async () => {
    // Noise in mid tones, so every block has detail and no colour clips.
    const width = 320;
    const height = 240;
    const data = Buffer.alloc(width * height * 4);
    for (let i = 0, v = 7; i < data.length; i += 4) {
      v = (v * 1103515245 + 12345) & 0x7fffffff;
      const g = 64 + ((v >> 16) & 0x7f);
      data[i] = g;
      data[i + 1] = 255 - g;
      data[i + 2] = 128;
      data[i + 3] = 255;
    }
    const bytes = Buffer.from(jpeg.encode({ width, height, data }, 85).data);
    const reduced = reduceJpegRows(bytes, 5_000)!;
    expect(reduced.factor).toBe(4);
    expect(reduced.pnm.toString('latin1', 0, 10)).toBe('P5\n80 60\n2');
    const full = jpeg.decode(bytes, { useTArray: true });
    const offset = reduced.pnm.length - 80 * 60;
    let worst = 0;
    for (let y = 0; y < 60; y++) {
      for (let x = 0; x < 80; x++) {
        let sum = 0;
        for (let dy = 0; dy < 4; dy++) {
          for (let dx = 0; dx < 4; dx++) {
            const i = ((4 * y + dy) * width + 4 * x + dx) * 4;
            sum += (full.data[i]! * 77 + full.data[i + 1]! * 150 + full.data[i + 2]! * 29) >> 8;
          }
        }
        worst = Math.max(worst, Math.abs(Math.round(sum / 16) - reduced.pnm[offset + y * 80 + x]!));
      }
    }
    // Only rounding apart (jpeg-js's integer IDCT and colour conversion against a float IDCT of the luma).
    expect(worst).toBeLessThanOrEqual(2);
    // The end marker kept, the data cut in the middle: the blocks run out.
    const scanStart = bytes.indexOf(Buffer.from([0xff, 0xda]));
    const cut = Buffer.concat([bytes.subarray(0, scanStart + 2000), Buffer.from([0xff, 0xd9])]);
    expect(() => reduceJpegRows(cut, 5_000)).toThrow(expect.objectContaining({ code: 'truncated' }));
  });

  it('reduces a JPEG photo bigger than a 200 dpi page through reduceForOcr', async () => {
    const bytes = Buffer.from(jpeg.encode({ width: 2200, height: 2100, data: Buffer.alloc(2200 * 2100 * 4, 180) }, 50).data);
    const reduced = (await reduceForOcr(bytes, imageDimensions(bytes)!, 40_000_000))!;
    expect(reduced.factor).toBe(2);
    expect(reduced.pnm.toString('latin1', 0, 15)).toBe('P5\n1100 1050\n25');
    expect(Math.abs(reduced.pnm.at(-1)! - 180)).toBeLessThanOrEqual(1);
  });

  it("reports a JPEG without its end marker as truncated (an EXIF thumbnail's own end marker does not count)", async () => {
    const jpg = Buffer.from(jpeg.encode({ width: 64, height: 48, data: Buffer.alloc(64 * 48 * 4, 120) }, 80).data);
    expect(jpegHasEnd(jpg)).toBe(true);
    const cut = jpg.subarray(0, jpg.length - 40);
    expect(jpegHasEnd(cut)).toBe(false);
    await expect(reduceForOcr(cut, { width: 64, height: 48 }, 40_000_000)).rejects.toThrow(expect.objectContaining({ code: 'truncated' }));
    // A thumbnail (SOI … EOI) inside an APP1 segment before the image's own scan, then the scan cut short.
    const thumb = Buffer.from(jpeg.encode({ width: 8, height: 8, data: Buffer.alloc(256, 200) }, 50).data);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (thumb.length + 2) >> 8, (thumb.length + 2) & 0xff]), thumb]);
    const withThumb = Buffer.concat([jpg.subarray(0, 2), app1, jpg.subarray(2)]);
    expect(jpegHasEnd(withThumb)).toBe(true);
    expect(jpegHasEnd(withThumb.subarray(0, withThumb.length - 40))).toBe(false);
    expect(jpegHasEnd(jpegHeader(800, 600))).toBe(false);
  });

  it('reports a big image whose data is cut as truncated', async () => {
    const png = new PNG({ width: 3000, height: 2000 });
    const bytes = PNG.sync.write(png).subarray(0, 2000);
    await expect(reduceForOcr(bytes, { width: 3000, height: 2000 }, 40_000_000)).rejects.toThrow(expect.objectContaining({ code: 'truncated' }));
    // Cut inside the image data (every chunk whole up to there, no IEND): the rows run out.
    const whole = PNG.sync.write(noisy(301, 407, 3));
    const idatEnd = whole.indexOf(Buffer.from('IEND', 'latin1')) - 4;
    const cut = Buffer.concat([whole.subarray(0, 33), idatChunk(whole.subarray(41, 41 + Math.floor((idatEnd - 41) / 2)))]);
    await expect(reducePngRows(cut, 40_000)).rejects.toThrow(expect.objectContaining({ code: 'truncated' }));
  });

  it('reduces a PNG row by row to the same pixels as decoding it whole: grey, RGB, RGBA, 16-bit, every row filter', async () => {
    // pngjs writes each row with the filter that compresses it best (all five appear in a noisy image).
    // Small images reduced to fewer pixels than the OCR's target (the same code path, in milliseconds).
    const target = 40_000;
    for (const options of [{ colorType: 6 }, { colorType: 2 }, { colorType: 0 }, { colorType: 4 }, { colorType: 2, bitDepth: 16 }] as const) {
      const bytes = PNG.sync.write(noisy(301, 407, 3), { ...options });
      const streamed = (await reducePngRows(bytes, target))!;
      const decoded = PNG.sync.read(bytes);
      const whole = rawToPnm({ width: decoded.width, height: decoded.height, kind: 3, data: decoded.data }, target);
      expect(streamed.factor, JSON.stringify(options)).toBe(2);
      // A 16-bit sample is reduced from its high byte; pngjs rounds it: off by one at most.
      let diff = 0;
      for (let i = 20; i < whole.pnm.length; i++) diff = Math.max(diff, Math.abs(streamed.pnm[i]! - whole.pnm[i]!));
      expect(streamed.pnm.length).toBe(whole.pnm.length);
      expect(streamed.pnm.toString('latin1', 0, 15), JSON.stringify(options)).toBe('P5\n150 203\n255\n');
      expect(diff, JSON.stringify(options)).toBeLessThanOrEqual('bitDepth' in options ? 1 : 0);
    }
  });
});
