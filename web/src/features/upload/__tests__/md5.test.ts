import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileMd5 } from '../block-upload';
import { Md5, toBase64 } from '../md5';

/** The plain-TypeScript MD5 against Node's, for the RFC 1321 vectors, every padding edge and streamed slices. */

const node = (data: Uint8Array) => createHash('md5').update(data).digest('base64');
const ours = (data: Uint8Array) => toBase64(new Md5().update(data).digest());

describe('Md5', () => {
  it('matches the RFC 1321 test suite', () => {
    const hex = (text: string) => Buffer.from(new Md5().update(new TextEncoder().encode(text)).digest()).toString('hex');
    expect(hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(hex('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('matches node:crypto at every length around the 64-byte block and padding edges', () => {
    for (let n = 0; n <= 200; n += 1) {
      const data = randomBytes(n);
      expect(ours(data), `${n} bytes`).toBe(node(data));
    }
  });

  it('gives the same digest fed in uneven slices as in one piece', () => {
    const data = randomBytes(100_003);
    const md5 = new Md5();
    for (let offset = 0, step = 1; offset < data.length; offset += step, step = (step * 7 + 3) % 5000 || 1) md5.update(data.subarray(offset, offset + step));
    expect(toBase64(md5.digest())).toBe(node(data));
  });

  it('hashes a file slice by slice (fileMd5)', async () => {
    const data = randomBytes(300_000);
    expect(await fileMd5(new Blob([data]), 65_536)).toBe(node(data));
  });
});
