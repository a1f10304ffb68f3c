import { createInflate } from 'node:zlib';
import { PNG } from 'pngjs';
import { reduceJpegRows } from './jpeg-rows';
import { ReadError } from './types';

/**
 * Image headers and pixels without a decoder: the format from the magic bytes, the dimensions from the header (PNG
 * IHDR, JPEG SOF, TIFF IFD) so a pixel flood is refused before anything decodes it, and raw pixels (a PDF page's
 * image) turned into a greyscale PNM that the OCR reads.
 */

export type ImageFormat = 'png' | 'jpeg' | 'tiff';

export function sniffImage(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 4 && ((bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 0x2a && bytes[3] === 0) || (bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[2] === 0 && bytes[3] === 0x2a))) return 'tiff';
  return undefined;
}

export type Dimensions = { width: number; height: number };

/**
 * Width and height from the header; for a multi-page TIFF the largest page. Undefined when the header is missing or
 * cut (the caller treats that as a broken file).
 */
export function imageDimensions(bytes: Uint8Array): Dimensions | undefined {
  switch (sniffImage(bytes)) {
    case 'png':
      return pngDimensions(bytes);
    case 'jpeg':
      return jpegDimensions(bytes);
    case 'tiff':
      return tiffDimensions(bytes);
    default:
      return undefined;
  }
}

/** Refuses an image over the pixel limit, from its header alone. */
export function checkPixels(dimensions: Dimensions, maxPixels: number): void {
  if (dimensions.width * dimensions.height > maxPixels) {
    throw new ReadError('too-many-pixels', `image of ${dimensions.width}×${dimensions.height} pixels is over the limit of ${maxPixels}`);
  }
}

function pngDimensions(b: Uint8Array): Dimensions | undefined {
  // Signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4).
  if (b.length < 24 || String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return undefined;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegDimensions(b: Uint8Array): Dimensions | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    // Fill bytes, and the markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      i++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = view.getUint16(i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): precision (1), height (2), width (2).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return undefined;
      return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    i += 2 + length;
  }
  return undefined;
}

function tiffDimensions(b: Uint8Array): Dimensions | undefined {
  if (b.length < 8) return undefined;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const le = b[0] === 0x49;
  const u16 = (o: number) => view.getUint16(o, le);
  const u32 = (o: number) => view.getUint32(o, le);
  let best: Dimensions | undefined;
  let ifd = u32(4);
  const seen = new Set<number>();
  // Every IFD (page); a loop or a cut file ends the walk.
  for (let pages = 0; ifd !== 0 && pages < 1000 && !seen.has(ifd) && ifd + 2 <= b.length; pages++) {
    seen.add(ifd);
    const count = u16(ifd);
    let width: number | undefined;
    let height: number | undefined;
    for (let e = 0; e < count; e++) {
      const at = ifd + 2 + e * 12;
      if (at + 12 > b.length) return best;
      const tag = u16(at);
      if (tag !== 256 && tag !== 257) continue;
      const type = u16(at + 2);
      const value = type === 3 ? u16(at + 8) : u32(at + 8);
      if (tag === 256) width = value;
      else height = value;
    }
    if (width !== undefined && height !== undefined && (!best || width * height > best.width * best.height)) best = { width, height };
    const next = ifd + 2 + count * 12;
    if (next + 4 > b.length) break;
    ifd = u32(next);
  }
  return best;
}

/**
 * Raw pixels as pdf.js hands them over: `kind` 1 is 1 bit per pixel packed in rows (1 = white), 2 is RGB, 3 is RGBA.
 */
export type RawImage = { width: number; height: number; kind: 1 | 2 | 3; data: Uint8Array | Uint8ClampedArray };

/**
 * Tesseract reads best around 150-300 dpi; a bigger page image only costs time and memory (its WebAssembly heap
 * grows with the image and never shrinks: a 300 dpi letter page, 8.4 MP, took the process to 307 MB), so anything
 * over a 200 dpi page is reduced by an integer factor (300 dpi → 150, 600 dpi → 200).
 */
export const OCR_MAX_PIXELS = 4_500_000;

/**
 * A binary PNM (P5, 8-bit grey) of the image, reduced by an integer factor (box average) when it is larger than
 * OCR needs. Returns the factor so the caller can adjust the resolution it tells the OCR.
 */
/** The integer factor that brings an image to OCR_MAX_PIXELS or under. */
const reductionOf = (width: number, height: number, target: number) => Math.max(1, Math.ceil(Math.sqrt((width * height) / target)));

/** `target`: the pixels to reduce to (OCR_MAX_PIXELS; tests use less). */
export function rawToPnm(image: RawImage, target = OCR_MAX_PIXELS): { pnm: Buffer; factor: number } {
  const { width, height } = image;
  const grey = toGrey(image);
  const factor = reductionOf(width, height, target);
  const w = Math.max(1, Math.floor(width / factor));
  const h = Math.max(1, Math.floor(height / factor));
  const header = Buffer.from(`P5\n${w} ${h}\n255\n`, 'ascii');
  const out = Buffer.alloc(header.length + w * h);
  header.copy(out, 0);
  if (factor === 1) {
    out.set(grey, header.length);
  } else {
    const area = factor * factor;
    let o = header.length;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++) {
          const row = (y * factor + dy) * width + x * factor;
          for (let dx = 0; dx < factor; dx++) sum += grey[row + dx]!;
        }
        out[o++] = Math.round(sum / area);
      }
    }
  }
  return { pnm: out, factor };
}

function toGrey(image: RawImage): Uint8Array {
  const { width, height, kind, data } = image;
  const grey = new Uint8Array(width * height);
  if (kind === 1) {
    const stride = Math.ceil(width / 8);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bit = (data[y * stride + (x >> 3)]! >> (7 - (x & 7))) & 1;
        grey[y * width + x] = bit ? 255 : 0;
      }
    }
    return grey;
  }
  const step = kind === 3 ? 4 : 3;
  for (let i = 0, p = 0; p < grey.length; i += step, p++) {
    // A transparent pixel shows the white page under it.
    if (step === 4 && data[i + 3] === 0) {
      grey[p] = 255;
      continue;
    }
    grey[p] = (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
  }
  return grey;
}

/**
 * A PNG or JPEG photo or scan larger than the OCR needs, reduced like a PDF page image (a PNG row by row as it
 * inflates, a baseline JPEG a row of blocks at a time: jpeg-rows.ts); undefined when it goes to the OCR as it is:
 * small enough, a TIFF, a progressive JPEG. jpeg-js is not used: it holds the whole image several times over (a CSF
 * photo at 300 dpi, 8.4 MP: 531 MB; at 600 dpi, 34 MP, it passed 1.2 GB and refused it), and the OCR's own decoder
 * still holds the whole image (600 dpi: 446 MB). A JPEG without its end marker, or a PNG whose data is cut, is
 * 'truncated'.
 */
export async function reduceForOcr(bytes: Buffer, dimensions: Dimensions, _maxPixels: number): Promise<{ pnm: Buffer; factor: number } | undefined> {
  const format = sniffImage(bytes);
  if (format === 'jpeg' && !jpegHasEnd(bytes)) throw new ReadError('truncated', 'the JPEG has no end-of-image marker after its image data: the file is cut');
  if (dimensions.width * dimensions.height <= OCR_MAX_PIXELS) return undefined;
  // A large baseline JPEG is reduced a row of blocks at a time (luma only); the others go to the OCR as they are.
  if (format === 'jpeg') return reduceJpegRows(bytes, OCR_MAX_PIXELS);
  if (format !== 'png') return undefined;
  const streamed = await reducePngRows(bytes);
  if (streamed) return streamed;
  // Interlaced or 1-4 bits per sample (rare for photos and scans): decoded whole.
  try {
    const png = PNG.sync.read(bytes);
    return rawToPnm({ width: png.width, height: png.height, kind: 3, data: png.data });
  } catch (error) {
    throw new ReadError('truncated', `the image could not be decoded (${String(error).slice(0, 200)})`);
  }
}

/**
 * Whether a JPEG has its end marker (FF D9) after the start of its scan: the segments are walked to the first SOS
 * (so an EXIF thumbnail's own end marker does not count); inside the entropy-coded data FF is always escaped.
 */
export function jpegHasEnd(b: Uint8Array): boolean {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return false;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (marker === 0xd9) return false;
    if (marker === 0xda) break;
    i += 2 + view.getUint16(i + 2);
  }
  for (let j = i + 2; j + 1 < b.length; j++) if (b[j] === 0xff && b[j + 1] === 0xd9) return true;
  return false;
}

type PngHeader = { width: number; height: number; bitDepth: number; colorType: number; interlace: number };
const pngChannels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A non-interlaced 8- or 16-bit PNG reduced row by row while it inflates: only two rows, one row of sums and the
 * small result are held, never the whole image (a 600 dpi page is 34 MP: decoded to RGBA it took the reader to
 * 628 MB). The result is the same as rawToPnm on the decoded image. Undefined for the layouts it does not stream
 * (interlaced, 1-4 bits per sample), which are decoded whole; a cut or corrupt file is 'truncated'.
 */
export async function reducePngRows(bytes: Buffer, target = OCR_MAX_PIXELS): Promise<{ pnm: Buffer; factor: number } | undefined> {
  let header: PngHeader | undefined;
  let palette: Buffer | undefined;
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length < length) throw new ReadError('truncated', 'the PNG is cut inside a chunk');
    if (type === 'IHDR' && length >= 13) header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), bitDepth: data[8]!, colorType: data[9]!, interlace: data[12]! };
    else if (type === 'PLTE') palette = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || idat.length === 0) throw new ReadError('truncated', 'the PNG has no header or no image data');
  const { width, height, bitDepth, colorType, interlace } = header;
  const channels = pngChannels[colorType];
  if (!channels || interlace !== 0 || (bitDepth !== 8 && bitDepth !== 16) || (colorType === 3 && (!palette || bitDepth !== 8))) return undefined;

  const sampleBytes = bitDepth / 8;
  const bpp = channels * sampleBytes;
  const stride = width * bpp;
  const factor = reductionOf(width, height, target);
  const w = Math.max(1, Math.floor(width / factor));
  const h = Math.max(1, Math.floor(height / factor));
  const head = Buffer.from(`P5\n${w} ${h}\n255\n`, 'ascii');
  const out = Buffer.alloc(head.length + w * h);
  head.copy(out, 0);
  const area = factor * factor;
  const sums = new Uint32Array(w);
  // Two rows, swapped as they go: the filter byte then the row; the other one is the row above (zeros at first).
  let row = Buffer.alloc(stride + 1);
  let above = Buffer.alloc(stride + 1);
  let filled = 0;
  let y = 0;

  // The first byte of a sample (a 16-bit sample's high byte): enough for an 8-bit grey PNM.
  const sample = (x: number, c: number) => row[1 + x * bpp + c * sampleBytes]!;
  const greyAt = (x: number): number => {
    switch (colorType) {
      case 0:
        return sample(x, 0);
      case 4:
        return sample(x, 1) === 0 ? 255 : sample(x, 0);
      case 3: {
        const i = sample(x, 0) * 3;
        return ((palette![i] ?? 255) * 77 + (palette![i + 1] ?? 255) * 150 + (palette![i + 2] ?? 255) * 29) >> 8;
      }
      case 6:
        // A transparent pixel shows the white page under it.
        return sample(x, 3) === 0 ? 255 : (sample(x, 0) * 77 + sample(x, 1) * 150 + sample(x, 2) * 29) >> 8;
      default:
        return (sample(x, 0) * 77 + sample(x, 1) * 150 + sample(x, 2) * 29) >> 8;
    }
  };
  const unfilter = () => {
    const filter = row[0];
    const cur = row.subarray(1);
    const prev = above.subarray(1);
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp]! : 0;
      const b = prev[i]!;
      let v = cur[i]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const c = i >= bpp ? prev[i - bpp]! : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw new ReadError('truncated', `the PNG has an unknown row filter ${filter}`);
      cur[i] = v & 0xff;
    }
  };
  const takeRow = () => {
    unfilter();
    const band = Math.floor(y / factor);
    if (band < h) {
      for (let x = 0; x < w * factor; x++) sums[Math.floor(x / factor)]! += greyAt(x);
      if (y % factor === factor - 1) {
        const o = head.length + band * w;
        for (let x = 0; x < w; x++) out[o + x] = Math.round(sums[x]! / area);
        sums.fill(0);
      }
    }
    [row, above] = [above, row];
    y += 1;
    filled = 0;
  };

  const inflate = createInflate();
  try {
    await new Promise<void>((resolve, reject) => {
      inflate.on('data', (chunk: Buffer) => {
        try {
          for (let i = 0; i < chunk.length && y < height; ) {
            const n = Math.min(stride + 1 - filled, chunk.length - i);
            chunk.copy(row, filled, i, i + n);
            filled += n;
            i += n;
            if (filled === stride + 1) takeRow();
          }
        } catch (err) {
          inflate.destroy(err as Error);
        }
      });
      inflate.on('end', resolve);
      inflate.on('error', reject);
      for (const part of idat) inflate.write(part);
      inflate.end();
    });
  } catch (err) {
    if (err instanceof ReadError) throw err;
    throw new ReadError('truncated', `the PNG's image data could not be inflated (${String(err).slice(0, 200)})`);
  }
  if (y < height) throw new ReadError('truncated', `the PNG's image data ends after ${y} of ${height} rows`);
  return { pnm: out, factor };
}
