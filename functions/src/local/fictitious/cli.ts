/**
 * Writes fictitious documents and their true values, for trying the portal's upload and extraction by hand:
 *   node --import tsx functions/src/local/fictitious/cli.ts --out <dir> [--per-type 3] [--seed 1]
 *     [--types mxcsf,mxopinion32d] [--kinds pdf-text,pdf-scan,image,xml] [--dpi 200] [--held-out | --variant 1-34]
 * --held-out writes every document in its type's held-out 34th variant (index.ts HELD_OUT_VARIANT, written in session
 * 14); --variant n writes the n-th (1-3 drawn, 4 to 33 written held out in sessions 7 to 14 and tuned on since, 34 the
 * held-out one).
 * Files are named <type>-<n>-<kind>-<variant>.<ext>; truth.json lists each file's type, kind, variant, supplier,
 * period and true field values.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateSet, HELD_OUT_VARIANT, type FictitiousKind } from './index';

const kinds: FictitiousKind[] = ['pdf-text', 'pdf-scan', 'image', 'xml'];
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'per-type': { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    types: { type: 'string' },
    kinds: { type: 'string' },
    dpi: { type: 'string', default: '200' },
    'held-out': { type: 'boolean', default: false },
    variant: { type: 'string' },
  },
});
if (!values.out) {
  console.error('Uso: node --import tsx functions/src/local/fictitious/cli.ts --out <carpeta> [--per-type 3] [--seed 1] [--types a,b] [--kinds pdf-text,pdf-scan,image,xml] [--dpi 200] [--held-out | --variant 1-34]');
  process.exit(2);
}
const chosenKinds = values.kinds?.split(',').map((k) => k.trim()) as FictitiousKind[] | undefined;
for (const k of chosenKinds ?? []) if (!kinds.includes(k)) throw new Error(`Tipo de archivo desconocido: ${k} (use ${kinds.join(', ')})`);

const out = path.resolve(values.out);
mkdirSync(out, { recursive: true });
const entries: unknown[] = [];
const seen = new Map<string, number>();
for await (const doc of generateSet({
  seed: Number(values.seed),
  perType: Number(values['per-type']),
  kinds: chosenKinds,
  types: values.types?.split(',').map((t) => t.trim()),
  scanDpi: Number(values.dpi),
  variant: values['held-out'] ? HELD_OUT_VARIANT : values.variant ? Number(values.variant) - 1 : undefined,
})) {
  const key = `${doc.documentTypeCode}-${doc.kind}`;
  const n = (seen.get(key) ?? 0) + 1;
  seen.set(key, n);
  const file = `${doc.documentTypeCode}-${n}-${doc.kind}-${doc.variant}.${doc.ext}`;
  writeFileSync(path.join(out, file), doc.bytes);
  entries.push({ file, documentTypeCode: doc.documentTypeCode, kind: doc.kind, variant: doc.variant, supplier: doc.supplier, period: doc.period, truth: doc.truth });
  console.log(`${file} (${doc.bytes.length} bytes)`);
}
writeFileSync(path.join(out, 'truth.json'), `${JSON.stringify(entries, null, 2)}\n`);
console.log(`${entries.length} documentos y truth.json en ${out}`);
