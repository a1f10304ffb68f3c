import { apiErrorSchema } from '@expediente/contracts/shared/api-error';
import { describe, expect, it } from 'vitest';
import { expectSameAnswers, oneChangeVariants } from '../../test/shape-agreement';
import { isApiErrorBody } from '../api-client';
import { arrayOf, int, invalid, num, object, oneOf, optional, responseShape, str } from '../shape';

describe('shape', () => {
  it('drops unknown keys, keeps absent optional keys absent, and refuses a wrong or missing field', () => {
    const shape = object({ id: str, size: optional(int), kind: oneOf(['a', 'b'] as const) });
    expect(shape.check({ id: 'x', kind: 'a', extra: 1 })).toStrictEqual({ id: 'x', kind: 'a' });
    expect(shape.check({ id: 'x', kind: 'b', size: 3 })).toStrictEqual({ id: 'x', kind: 'b', size: 3 });
    expect(shape.check({ id: 'x', kind: 'c' })).toBe(invalid);
    expect(shape.check({ kind: 'a' })).toBe(invalid);
    expect(shape.check({ id: 'x', kind: 'a', size: 1.5 })).toBe(invalid);
    expect(shape.check(null)).toBe(invalid);
    expect(shape.check([])).toBe(invalid);
  });

  it('numbers are finite, integers safe; an array fails with any bad item', () => {
    expect(num.check(Number.POSITIVE_INFINITY)).toBe(invalid);
    expect(num.check(Number.NaN)).toBe(invalid);
    expect(int.check(2 ** 60)).toBe(invalid);
    expect(arrayOf(int).check([1, 2, 'x'])).toBe(invalid);
    expect(responseShape(arrayOf(int)).safeParse([1, 2])).toEqual({ success: true, data: [1, 2] });
    expect(responseShape(arrayOf(int)).safeParse('1')).toEqual({ success: false });
  });

  it('makes one-change variants at every depth (the agreement tests rely on it)', () => {
    const variants = oneChangeVariants({ a: { b: [1] } });
    expect(variants).toContainEqual({});
    expect(variants).toContainEqual({ a: {} });
    expect(variants).toContainEqual({ a: { b: [] } });
    expect(variants).toContainEqual({ a: { b: ['otro'] } });
  });

  it('the api error body: isApiErrorBody answers as contracts apiErrorSchema does', () => {
    const samples = [
      { status: 400, code: 'bad_request', message: 'Solicitud no válida.' },
      { status: 400, code: 'bad_request', message: 'x', errors: { Email: ['a', 'b'], other: [] } },
    ];
    const asSchema = { safeParse: (data: unknown) => (isApiErrorBody(data) ? { success: true as const, data } : { success: false as const }) };
    // isApiErrorBody answers yes or no; compare only that (the data returned is the body itself).
    for (const candidate of samples.flatMap((sample) => [sample, ...oneChangeVariants(sample)])) {
      expect(asSchema.safeParse(candidate).success, JSON.stringify(candidate)).toBe(apiErrorSchema.safeParse(candidate).success);
    }
    expect(() => expectSameAnswers(responseShape(str), apiErrorSchema, [samples[0]])).toThrow();
  });
});
