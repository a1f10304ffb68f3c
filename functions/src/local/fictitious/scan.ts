/**
 * Scan-like images: the placed page drawn into pixels with pureimage and DejaVu Sans at about 200 dpi, then turned
 * a little (±0.5°) and speckled the way a flatbed scan or a phone photo of paper looks. No text layer survives.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import * as PImage from 'pureimage';
import { PAGE_HEIGHT, PAGE_WIDTH, textWidth, type Page } from './layout';
import type { Rng } from './random';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fontsLoaded = false;
function loadFonts() {
  if (fontsLoaded) return;
  PImage.registerFont(path.join(fontDir, 'DejaVuSans.ttf'), 'DejaVuScan').loadSync();
  PImage.registerFont(path.join(fontDir, 'DejaVuSans-Bold.ttf'), 'DejaVuScanBold').loadSync();
  fontsLoaded = true;
}

/** DejaVu Sans runs about 10% wider than the Helvetica the layout measured with. */
const FONT_SCALE = 0.9;

export type ScanOptions = { dpi: number; skewDegrees: number; noise: number };

/**
 * Glyphs are rasterised once per font, pixel size and character with pureimage and then stamped: drawing every
 * character through pureimage's path filler took seconds per page.
 */
type Glyph = { mask: Uint8Array; w: number; h: number; originX: number; baseline: number };
const glyphs = new Map<string, Glyph>();

function glyph(ch: string, px: number, bold: boolean): Glyph {
  const key = `${bold ? 'b' : 'r'}${px}${ch}`;
  const cached = glyphs.get(key);
  if (cached) return cached;
  loadFonts();
  const w = Math.ceil(px * 1.6) + 4;
  const h = Math.ceil(px * 1.6) + 4;
  const originX = 2;
  const baseline = Math.ceil(px * 1.25) + 2;
  const img = PImage.make(w, h);
  const ctx = img.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#000000';
  ctx.font = `${px}px ${bold ? 'DejaVuScanBold' : 'DejaVuScan'}`;
  ctx.fillText(ch, originX, baseline);
  const mask = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) mask[i] = 255 - (img.data[i * 4] ?? 255);
  const g = { mask, w, h, originX, baseline };
  glyphs.set(key, g);
  return g;
}

const unitAdvances = new Map<string, number>();
function helveticaAdvance(ch: string, bold: boolean): number {
  const key = `${bold ? 'b' : 'r'}${ch}`;
  let w = unitAdvances.get(key);
  if (w === undefined) {
    w = textWidth(ch, 1, bold);
    unitAdvances.set(key, w);
  }
  return w;
}

/** The page in gray levels (0 ink, 255 paper), one byte per pixel. */
function draw(page: Page, dpi: number): { gray: Uint8Array; w: number; h: number } {
  const k = dpi / 72;
  const w = Math.round(PAGE_WIDTH * k);
  const h = Math.round(PAGE_HEIGHT * k);
  const gray = new Uint8Array(w * h).fill(255);
  const ink = 26;
  for (const item of page.items) {
    if (item.kind === 'text') {
      const px = Math.max(6, Math.round(item.size * k * FONT_SCALE));
      let x = item.x * k;
      const y = Math.round(item.y * k);
      for (const ch of item.text) {
        const g = glyph(ch, px, item.bold);
        const ox = Math.round(x) - g.originX;
        const oy = y - g.baseline;
        for (let gy = 0; gy < g.h; gy++) {
          const py = oy + gy;
          if (py < 0 || py >= h) continue;
          for (let gx = 0; gx < g.w; gx++) {
            const a = g.mask[gy * g.w + gx] ?? 0;
            if (a === 0) continue;
            const pxX = ox + gx;
            if (pxX < 0 || pxX >= w) continue;
            const i = py * w + pxX;
            const v = 255 - Math.round(((255 - ink) * a) / 255);
            if (v < (gray[i] ?? 255)) gray[i] = v;
          }
        }
        // Characters sit where Helvetica puts them in the text PDF, so gaps between labels and values survive.
        x += helveticaAdvance(ch, item.bold) * item.size * k;
      }
    } else {
      const t = Math.max(1, Math.round(item.width * k));
      const x0 = Math.round(Math.min(item.x1, item.x2) * k);
      const y0 = Math.round(Math.min(item.y1, item.y2) * k);
      const x1 = Math.max(x0 + t, Math.round(Math.max(item.x1, item.x2) * k));
      const y1 = Math.max(y0 + t, Math.round(Math.max(item.y1, item.y2) * k));
      for (let yy = Math.max(0, y0); yy < Math.min(h, y1); yy++) gray.fill(70, yy * w + Math.max(0, x0), yy * w + Math.min(w, x1));
    }
  }
  return { gray, w, h };
}

type Bitmap = ReturnType<typeof PImage.make>;

/** Rotation about the centre (nearest neighbour), a paper tone, grain in the ink and rare specks. */
function degrade(src: { gray: Uint8Array; w: number; h: number }, rng: Rng, options: ScanOptions): Bitmap {
  const { gray: s, w, h } = src;
  const out = PImage.make(w, h);
  const a = (options.skewDegrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = w / 2;
  const cy = h / 2;
  const paper = 244 + rng.int(0, 8);
  const d = out.data;
  // A cheap per-pixel noise source derived from the seed (a call to the Rng per pixel would be slow).
  let n = rng.int(1, 0x7fffffff);
  for (let y = 0; y < h; y++) {
    // Source coordinates advance by (cos, -sin) per output pixel along a row.
    let fx = cos * (0 - cx) + sin * (y - cy) + cx;
    let fy = -sin * (0 - cx) + cos * (y - cy) + cy;
    for (let x = 0; x < w; x++, fx += cos, fy -= sin) {
      const sx = Math.round(fx);
      const sy = Math.round(fy);
      const v = sx >= 0 && sy >= 0 && sx < w && sy < h ? (s[sy * w + sx] ?? 255) : 255;
      let g = paper;
      if (v < 250 || n % 4099 === 0) {
        n = (Math.imul(n, 1103515245) + 12345) & 0x7fffffff;
        // Ink gets grain; paper stays one tone (so the PNG still compresses) with rare specks.
        g = v < 250 ? Math.max(0, Math.min(paper, v + 8 + ((n >> 8) % 40) - 20)) : 110;
      } else if ((x + y * 7) % 9973 === 0) {
        n = (Math.imul(n, 1103515245) + 12345) & 0x7fffffff;
      }
      const i = (y * w + x) * 4;
      d[i] = g;
      d[i + 1] = g;
      d[i + 2] = g > 3 ? g - 3 : g;
      d[i + 3] = 255;
    }
  }
  return out;
}

async function encode(img: Bitmap, format: 'png' | 'jpg'): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  // pureimage resolves once it has written, before the stream has handed every chunk on: wait for the end.
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  if (format === 'png') await PImage.encodePNGToStream(img, stream, { deflateLevel: 6 });
  else await PImage.encodeJPEGToStream(img, stream, 82);
  await ended;
  return Buffer.concat(chunks);
}

export async function renderScan(page: Page, rng: Rng, format: 'png' | 'jpg', options?: Partial<ScanOptions>): Promise<Buffer> {
  const o: ScanOptions = { dpi: options?.dpi ?? 200, skewDegrees: options?.skewDegrees ?? rng.next() - 0.5, noise: options?.noise ?? 1 };
  return encode(degrade(draw(page, o.dpi), rng, o), format);
}
