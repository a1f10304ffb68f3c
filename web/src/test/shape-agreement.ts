import { expect } from 'vitest';
import type { ResponseSchema } from '../lib/api-client';

/** What a zod schema offers here (any contracts schema). */
type ZodSchema = { safeParse: (data: unknown) => { success: boolean; data?: unknown } };

// Values put in place of each part of a sample: wrong types, unsafe and fractional numbers, enum misses, empties.
const replacements: unknown[] = [undefined, null, 0, 1.5, -7, 2 ** 60, '', 'otro', true, false, [], ['x'], {}, { x: 1 }];

/**
 * Every value that differs from `sample` in one place, at every depth: a key removed, an unknown key added, a
 * value (or an array item) replaced by each of the replacements, an array emptied.
 */
export function oneChangeVariants(sample: unknown): unknown[] {
  const variants: unknown[] = [];
  const visit = (value: unknown, rebuild: (changed: unknown) => unknown) => {
    for (const replacement of replacements) variants.push(rebuild(replacement));
    if (Array.isArray(value)) {
      variants.push(rebuild([]));
      value.forEach((item, index) => visit(item, (changed) => rebuild(value.map((other, at) => (at === index ? changed : other)))));
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      variants.push(rebuild({ ...record, sobrante: 'no es del contrato' }));
      for (const key of Object.keys(record)) {
        const rest = Object.fromEntries(Object.entries(record).filter(([other]) => other !== key));
        variants.push(rebuild(rest));
        visit(record[key], (changed) => rebuild({ ...record, [key]: changed }));
      }
    }
  };
  visit(sample, (changed) => changed);
  return variants;
}

/**
 * Holds a zod-free shape (lib/shape.ts) to its contracts schema: for each sample and every one-change variant of it,
 * both accept or both refuse, and what they return is equal. Returns how many candidates each side refused.
 */
export function expectSameAnswers(shape: ResponseSchema<unknown>, schema: ZodSchema, samples: unknown[]): { candidates: number; refused: number } {
  let candidates = 0;
  let refused = 0;
  for (const sample of samples) {
    expect(schema.safeParse(sample).success, `the sample itself must be valid: ${JSON.stringify(sample)}`).toBe(true);
    for (const candidate of [sample, ...oneChangeVariants(sample)]) {
      candidates += 1;
      const expected = schema.safeParse(candidate);
      const actual = shape.safeParse(candidate);
      expect(actual.success, `zod ${expected.success ? 'accepts' : 'refuses'} ${JSON.stringify(candidate)}`).toBe(expected.success);
      if (expected.success && actual.success) expect(actual.data).toStrictEqual(expected.data);
      if (!expected.success) refused += 1;
    }
  }
  return { candidates, refused };
}
