import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
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
export function rawToPnm(image: RawImage): { pnm: Buffer; factor: number } {
  const { width, height } = image;
  const grey = toGrey(image);
  const factor = Math.max(1, Math.ceil(Math.sqrt((width * height) / OCR_MAX_PIXELS)));
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
 * A PNG or JPEG photo or scan larger than the OCR needs, decoded (pure JavaScript) and reduced like a PDF page
 * image; undefined when it is small enough (or a TIFF) to go to the OCR as it is. A broken file is 'truncated'.
 */
export function reduceForOcr(bytes: Buffer, dimensions: Dimensions, maxPixels: number): { pnm: Buffer; factor: number } | undefined {
  if (dimensions.width * dimensions.height <= OCR_MAX_PIXELS) return undefined;
  const format = sniffImage(bytes);
  try {
    if (format === 'png') {
      const png = PNG.sync.read(bytes);
      return rawToPnm({ width: png.width, height: png.height, kind: 3, data: png.data });
    }
    if (format === 'jpeg') {
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: maxPixels / 1_000_000, maxMemoryUsageInMB: 512 });
      return rawToPnm({ width: image.width, height: image.height, kind: 2, data: image.data });
    }
  } catch (error) {
    throw new ReadError('truncated', `the image could not be decoded (${String(error).slice(0, 200)})`);
  }
  return undefined;
}
