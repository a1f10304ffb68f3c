import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { configure, ZipWriter } from '@zip.js/zip.js';
import { neutraliseCsvCell } from '@expediente/contracts';

/**
 * The export's ZIP (issue 17): every entry AES-256 encrypted (WinZip AE-2, which 7-Zip opens and Windows Explorer
 * cannot), written one after another straight into the output stream, so neither the archive nor a whole file is
 * ever in memory. Files already compressed (PDF, images, xlsx) are stored (level 0); XML, xls and the index deflate.
 */

// No web workers in Functions: the compression runs in this thread.
configure({ useWebWorkers: false });

const STORED = new Set(['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'zip']);
const levelOf = (path: string) => (STORED.has(path.slice(path.lastIndexOf('.') + 1).toLowerCase()) ? 0 : 6);

/** One path segment any unzip tool and Windows accept: no separators, reserved or control characters, no trailing dot or space. */
export function safeSegment(text: string, max = 80): string {
  const cleaned = Array.from(text.normalize('NFC'))
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '<>:"/\\|?*'.includes(c) ? '_' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  let out = Array.from(cleaned).slice(0, max).join('').replace(/[. ]+$/, '');
  if (/^\.+$/.test(out) || out === '') out = '_';
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(out)) out = `_${out}`;
  return out;
}

/** Paths unique within one archive, compared without case (Windows and macOS file systems). */
export class UniquePaths {
  private readonly taken = new Set<string>();

  claim(path: string): string {
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    const [stem, ext] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
    let candidate = path;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}

export type IndexRow = {
  path: string;
  supplier: string;
  rfc: string;
  type: string;
  period: string;
  status: string;
  size: number | undefined;
  sha256: string;
  note: string;
};

/** A cell that a spreadsheet cannot take for a formula (OWASP CSV injection): quoted, a leading = + - @ tab or CR neutralised. */
export function csvCell(value: string | number | undefined): string {
  const text = value === undefined ? '' : typeof value === 'string' ? neutraliseCsvCell(value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

const INDEX_HEADER = ['Archivo', 'Proveedor', 'RFC', 'Tipo de documento', 'Periodo', 'Estatus', 'Tamaño (bytes)', 'SHA-256', 'Observaciones'];

/** indice.csv: UTF-8 with a BOM (Excel reads the accents), CRLF, one row per document. */
export function indexCsv(rows: readonly IndexRow[]): string {
  const lines = [INDEX_HEADER.map(csvCell).join(',')];
  for (const r of rows) lines.push([r.path, r.supplier, r.rfc, r.type, r.period, r.status, r.size, r.sha256, r.note].map(csvCell).join(','));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

export const INDEX_NAME = 'indice.csv';

/** The archive being written. `add` streams one file in and answers its size and SHA-256. */
export class EncryptedZip {
  private readonly writer: ZipWriter<unknown>;

  constructor(output: WritableStream<Uint8Array>, password: string) {
    this.writer = new ZipWriter(output, { password, encryptionStrength: 3, zipCrypto: false, useWebWorkers: false, keepOrder: true, bufferedWrite: false });
  }

  async add(path: string, source: Readable): Promise<{ size: number; sha256: string }> {
    const hash = createHash('sha256');
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    source.on('error', (err) => tap.destroy(err));
    const stream = Readable.toWeb(source.pipe(tap)) as ReadableStream<Uint8Array>;
    await this.writer.add(path, stream, { level: levelOf(path) });
    return { size, sha256: hash.digest('hex') };
  }

  async addText(path: string, text: string): Promise<void> {
    await this.writer.add(path, Readable.toWeb(Readable.from([Buffer.from(text, 'utf8')])) as ReadableStream<Uint8Array>, { level: levelOf(path) });
  }

  async close(): Promise<void> {
    await this.writer.close();
  }
}
