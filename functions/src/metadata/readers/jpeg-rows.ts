import { ReadError } from './types';

/**
 * A baseline JPEG reduced for the OCR one row of blocks at a time: only the luma is decoded (the OCR reads grey), a
 * row of 8×8 blocks is turned into pixels and summed into the reduced image, so neither the whole image nor its
 * colours are ever held (a 600 dpi photo, 34 MP, took the process to 446 MB when the OCR's own decoder read it
 * whole). Undefined for what it does not stream (progressive or arithmetic-coded files, 12-bit samples, a first scan
 * without the luma): those still go to the OCR as they are. A file cut inside its data is 'truncated'.
 */

const ZIGZAG = new Uint8Array([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37,
  44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
]);

/** cos((2x + 1) u π / 16) · c(u) / 2 for the separable inverse DCT. */
const IDCT = (() => {
  const t = new Float64Array(64);
  for (let x = 0; x < 8; x++) for (let u = 0; u < 8; u++) t[x * 8 + u] = ((u === 0 ? Math.SQRT1_2 : 1) * Math.cos(((2 * x + 1) * u * Math.PI) / 16)) / 2;
  return t;
})();

type Huffman = { maxcode: Int32Array; valptr: Int32Array; mincode: Int32Array; symbols: Uint8Array };
type Component = { id: number; h: number; v: number; tq: number };

function buildHuffman(counts: Uint8Array, symbols: Uint8Array): Huffman {
  // The canonical code's first and last code of each length, and where its symbols start (ITU T.81, F.2.2.3).
  const maxcode = new Int32Array(18).fill(-1);
  const mincode = new Int32Array(17);
  const valptr = new Int32Array(17);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const n = counts[length - 1]!;
    if (n) {
      valptr[length] = k;
      mincode[length] = code;
      code += n;
      k += n;
      maxcode[length] = code - 1;
    }
    code <<= 1;
  }
  return { maxcode, mincode, valptr, symbols: Uint8Array.from(symbols) };
}

class Bits {
  private acc = 0;
  private count = 0;
  constructor(
    private readonly b: Uint8Array,
    public at: number,
  ) {}

  private fill(): void {
    if (this.at >= this.b.length) throw new ReadError('truncated', 'the JPEG is cut inside its image data');
    const byte = this.b[this.at]!;
    if (byte === 0xff) {
      const next = this.b[this.at + 1];
      if (next === undefined) throw new ReadError('truncated', 'the JPEG is cut inside its image data');
      // A stuffed zero after FF is data; any other marker ends the data: pad with ones, as decoders do.
      if (next === 0x00) this.at += 2;
      else {
        this.acc = ((this.acc << 8) | 0xff) & 0xffffff;
        this.count += 8;
        return;
      }
    } else this.at += 1;
    this.acc = ((this.acc << 8) | byte) & 0xffffff;
    this.count += 8;
  }

  bit(): number {
    if (this.count === 0) this.fill();
    this.count--;
    return (this.acc >> this.count) & 1;
  }

  bits(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++) v = (v << 1) | this.bit();
    return v;
  }

  decode(h: Huffman): number {
    let code = this.bit();
    for (let length = 1; length <= 16; length++) {
      if (code <= h.maxcode[length]!) return h.symbols[h.valptr[length]! + code - h.mincode[length]!]!;
      code = (code << 1) | this.bit();
    }
    throw new ReadError('truncated', 'the JPEG has a Huffman code it does not define: the data is corrupt');
  }

  /** At a restart marker: drop the partial byte and step over FFDn. */
  restart(): void {
    this.acc = 0;
    this.count = 0;
    while (this.at + 1 < this.b.length && !(this.b[this.at] === 0xff && this.b[this.at + 1]! >= 0xd0 && this.b[this.at + 1]! <= 0xd7)) this.at++;
    this.at += 2;
  }
}

const extend = (v: number, n: number) => (n === 0 ? 0 : v < 1 << (n - 1) ? v - (1 << n) + 1 : v);

/** `target`: the pixels to reduce to (the OCR's limit; tests use less). */
export function reduceJpegRows(bytes: Uint8Array, target: number): { pnm: Buffer; factor: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const quant: Uint16Array[] = [];
  const dc: Huffman[] = [];
  const ac: Huffman[] = [];
  let frame: { width: number; height: number; components: Component[] } | undefined;
  let restartInterval = 0;
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) throw new ReadError('truncated', 'the JPEG has a broken segment');
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = view.getUint16(i + 2);
    const seg = i + 4;
    const end = i + 2 + length;
    if (end > bytes.length) throw new ReadError('truncated', 'the JPEG is cut inside a segment');
    if (marker === 0xdb) {
      for (let p = seg; p < end; ) {
        const pq = bytes[p]! >> 4;
        const tq = bytes[p]! & 15;
        const table = new Uint16Array(64);
        for (let k = 0; k < 64; k++) table[ZIGZAG[k]!] = pq ? view.getUint16(p + 1 + 2 * k) : bytes[p + 1 + k]!;
        quant[tq] = table;
        p += 1 + 64 * (pq ? 2 : 1);
      }
    } else if (marker === 0xc4) {
      for (let p = seg; p < end; ) {
        const tc = bytes[p]! >> 4;
        const th = bytes[p]! & 15;
        const counts = bytes.subarray(p + 1, p + 17);
        const total = counts.reduce((a, b) => a + b, 0);
        const table = buildHuffman(counts, bytes.subarray(p + 17, p + 17 + total));
        (tc === 0 ? dc : ac)[th] = table;
        p += 17 + total;
      }
    } else if (marker === 0xdd) restartInterval = view.getUint16(seg);
    else if (marker === 0xc0 || marker === 0xc1) {
      if (bytes[seg] !== 8) return undefined;
      const components: Component[] = [];
      for (let k = 0; k < bytes[seg + 5]!; k++) {
        const c = seg + 6 + 3 * k;
        components.push({ id: bytes[c]!, h: bytes[c + 1]! >> 4, v: bytes[c + 1]! & 15, tq: bytes[c + 2]! });
      }
      frame = { height: view.getUint16(seg + 1), width: view.getUint16(seg + 3), components };
    } else if (marker >= 0xc2 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return undefined;
    else if (marker === 0xd9) break;
    else if (marker === 0xda) {
      if (!frame) return undefined;
      const n = bytes[seg]!;
      const scan = Array.from({ length: n }, (_, k) => ({ id: bytes[seg + 1 + 2 * k]!, td: bytes[seg + 2 + 2 * k]! >> 4, ta: bytes[seg + 2 + 2 * k]! & 15 }));
      const luma = frame.components[0]!;
      if (!scan.some((s) => s.id === luma.id)) return undefined;
      return decodeScan(bytes, end, frame, scan, quant, dc, ac, restartInterval, target);
    }
    i = end;
  }
  return undefined;
}

function decodeScan(
  bytes: Uint8Array,
  start: number,
  frame: { width: number; height: number; components: Component[] },
  scan: { id: number; td: number; ta: number }[],
  quant: Uint16Array[],
  dcTables: Huffman[],
  acTables: Huffman[],
  restartInterval: number,
  target: number,
): { pnm: Buffer; factor: number } {
  const { width, height } = frame;
  const hmax = Math.max(...frame.components.map((c) => c.h));
  const vmax = Math.max(...frame.components.map((c) => c.v));
  const luma = frame.components[0]!;
  const parts = scan.map((s) => {
    const c = frame.components.find((x) => x.id === s.id);
    if (!c) throw new ReadError('truncated', 'the JPEG scan names a component its frame does not have');
    const dc = dcTables[s.td];
    const ac = acTables[s.ta];
    if (!dc || !ac) throw new ReadError('truncated', 'the JPEG scan uses a Huffman table it does not define');
    return { ...c, dc, ac, pred: 0, isLuma: c.id === luma.id };
  });
  const q = quant[luma.tq];
  if (!q) throw new ReadError('truncated', 'the JPEG has no quantisation table for its luma');
  const single = parts.length === 1;
  // Luma samples per row of MCUs: interleaved, each MCU holds h×v luma blocks; one component alone, one block.
  const lumaWidth = Math.ceil((width * luma.h) / hmax);
  const mcusX = single ? Math.ceil(lumaWidth / 8) : Math.ceil(width / (8 * hmax));
  const mcusY = single ? Math.ceil(Math.ceil((height * luma.v) / vmax) / 8) : Math.ceil(height / (8 * vmax));
  const bandRows = single ? 8 : 8 * luma.v;
  const bandWidth = mcusX * (single ? 8 : 8 * luma.h);
  const band = new Uint8Array(bandWidth * bandRows);
  // Luma is at full resolution when its sampling is the largest (photos and scans); otherwise each luma sample
  // stands for several pixels.
  const sx = hmax / luma.h;
  const sy = vmax / luma.v;

  const factor = Math.max(1, Math.ceil(Math.sqrt((width * height) / target)));
  const w = Math.max(1, Math.floor(width / factor));
  const h = Math.max(1, Math.floor(height / factor));
  const head = Buffer.from(`P5\n${w} ${h}\n255\n`, 'ascii');
  const out = Buffer.alloc(head.length + w * h);
  head.copy(out, 0);
  const sums = new Uint32Array(w);
  const area = factor * factor;
  let y = 0;
  const takeRow = (lumaRow: number) => {
    const o = lumaRow * bandWidth;
    const outBand = Math.floor(y / factor);
    if (outBand < h) {
      for (let x = 0; x < w * factor; x++) sums[Math.floor(x / factor)]! += band[o + Math.min(bandWidth - 1, Math.floor(x / sx))]!;
      if (y % factor === factor - 1) {
        const at = head.length + outBand * w;
        for (let x = 0; x < w; x++) out[at + x] = Math.round(sums[x]! / area);
        sums.fill(0);
      }
    }
    y++;
  };

  const bits = new Bits(bytes, start);
  const coef = new Float64Array(64);
  const tmp = new Float64Array(64);
  const block = (part: (typeof parts)[number], bx: number, by: number) => {
    const t = bits.decode(part.dc);
    part.pred += extend(bits.bits(t), t);
    if (part.isLuma) {
      coef.fill(0);
      coef[0] = part.pred * q[0]!;
    }
    let flat = true;
    for (let k = 1; k < 64; ) {
      const rs = bits.decode(part.ac);
      const r = rs >> 4;
      const s = rs & 15;
      if (s === 0) {
        if (r !== 15) break;
        k += 16;
        continue;
      }
      k += r;
      const v = extend(bits.bits(s), s);
      if (part.isLuma && k < 64 && v !== 0) {
        coef[ZIGZAG[k]!] = v * q[ZIGZAG[k]!]!;
        flat = false;
      }
      k++;
    }
    if (!part.isLuma) return;
    if (flat) {
      // Only the average (paper, most of a page): one value for the whole block.
      const px = Math.round(coef[0]! / 8 + 128);
      const value = px < 0 ? 0 : px > 255 ? 255 : px;
      for (let yy = 0; yy < 8; yy++) band.fill(value, (by + yy) * bandWidth + bx, (by + yy) * bandWidth + bx + 8);
      return;
    }
    // Separable inverse DCT: rows then columns, +128 and clamped into the band.
    for (let row = 0; row < 8; row++) {
      for (let x = 0; x < 8; x++) {
        let sum = 0;
        for (let u = 0; u < 8; u++) sum += IDCT[x * 8 + u]! * coef[row * 8 + u]!;
        tmp[row * 8 + x] = sum;
      }
    }
    for (let x = 0; x < 8; x++) {
      for (let yy = 0; yy < 8; yy++) {
        let sum = 0;
        for (let v = 0; v < 8; v++) sum += IDCT[yy * 8 + v]! * tmp[v * 8 + x]!;
        const px = Math.round(sum + 128);
        band[(by + yy) * bandWidth + bx + x] = px < 0 ? 0 : px > 255 ? 255 : px;
      }
    }
  };

  const lumaHeight = Math.ceil((height * luma.v) / vmax);
  let lumaY = 0;
  let mcu = 0;
  for (let my = 0; my < mcusY; my++) {
    for (let mx = 0; mx < mcusX; mx++) {
      if (restartInterval && mcu > 0 && mcu % restartInterval === 0) {
        bits.restart();
        for (const p of parts) p.pred = 0;
      }
      mcu++;
      if (single) block(parts[0]!, mx * 8, 0);
      else for (const p of parts) for (let v = 0; v < p.v; v++) for (let hh = 0; hh < p.h; hh++) block(p, (mx * p.h + hh) * 8, v * 8);
    }
    // The band's luma rows become pixel rows (a subsampled luma repeats its rows), up to the image's height.
    for (let r = 0; r < bandRows && lumaY < lumaHeight; r++, lumaY++) for (let k = 0; k < sy && y < height; k++) takeRow(r);
  }
  return { pnm: out, factor };
}
