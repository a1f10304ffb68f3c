import type { ResponseSchema } from './api-client';

/**
 * Checks for the few answers the app reads before its first paint (user info, the unread count, the warning
 * notifications, the agreements, the sign-in options, error bodies), written without zod: zod's code is 15–25 KB
 * of the first download, and the shell's budget is 200 KB (decision 006). Each shape mirrors a contracts schema and
 * behaves like it: unknown keys are dropped, a missing or wrong field fails the whole answer. Every shape has a test
 * that holds it to its zod schema's answers (test/shape-agreement.ts). Everything else parses with zod.
 */
export type Shape<T> = {
  /** The value as the schema would return it, or `invalid` when the schema would refuse it. */
  check: (value: unknown) => T | typeof invalid;
  /** Set by optional(): the key may be absent from an object. */
  optional?: true;
};

export const invalid: unique symbol = Symbol('invalid');

const primitive = <T>(test: (value: unknown) => value is T): Shape<T> => ({
  check: (value) => (test(value) ? value : invalid),
});

export const str = primitive((value): value is string => typeof value === 'string');
export const bool = primitive((value): value is boolean => typeof value === 'boolean');
/** zod's z.number(): finite numbers. */
export const num = primitive((value): value is number => typeof value === 'number' && Number.isFinite(value));
/** zod's z.number().int(): safe integers. */
export const int = primitive((value): value is number => Number.isSafeInteger(value));

export function oneOf<const T extends readonly string[]>(values: T): Shape<T[number]> {
  return primitive((value): value is T[number] => typeof value === 'string' && values.includes(value));
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return { check: (value) => (value === null ? null : shape.check(value)) };
}

export function optional<T>(shape: Shape<T>): Shape<T | undefined> & { optional: true } {
  return { check: (value) => (value === undefined ? undefined : shape.check(value)), optional: true };
}

export function union<A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> {
  return {
    check: (value) => {
      const first = a.check(value);
      return first === invalid ? b.check(value) : first;
    },
  };
}

export function arrayOf<T>(shape: Shape<T>): Shape<T[]> {
  return {
    check: (value) => {
      if (!Array.isArray(value)) return invalid;
      const items: T[] = [];
      for (const item of value) {
        const checked = shape.check(item);
        if (checked === invalid) return invalid;
        items.push(checked);
      }
      return items;
    },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's z.record(z.string(), …). */
export function recordOf<T>(shape: Shape<T>): Shape<Record<string, T>> {
  return {
    check: (value) => {
      if (!isPlainObject(value)) return invalid;
      const entries: Record<string, T> = {};
      for (const [key, item] of Object.entries(value)) {
        const checked = shape.check(item);
        if (checked === invalid) return invalid;
        entries[key] = checked;
      }
      return entries;
    },
  };
}

type Fields = Record<string, Shape<unknown>>;
type Out<S> = S extends Shape<infer T> ? T : never;
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];
export type ObjectOf<F extends Fields> = { [K in Exclude<keyof F, OptionalKeys<F>>]: Out<F[K]> } & {
  [K in OptionalKeys<F>]?: Out<F[K]>;
};

/** zod's z.object(): the known keys, checked; others dropped; an optional key left out when absent. */
export function object<F extends Fields>(fields: F): Shape<ObjectOf<F>> {
  return {
    check: (value) => {
      if (!isPlainObject(value)) return invalid;
      const result: Record<string, unknown> = {};
      for (const [key, shape] of Object.entries(fields)) {
        const checked = shape.check(value[key]);
        if (checked === invalid) return invalid;
        // A missing key fails unless optional (its check refuses undefined); an absent optional one stays absent.
        if (key in value) result[key] = checked;
      }
      return result as ObjectOf<F>;
    },
  };
}

/** The shape as the API client's response schema (zod's safeParse answer). */
export function responseShape<T>(shape: Shape<T>): ResponseSchema<T> {
  return {
    safeParse: (data) => {
      const checked = shape.check(data);
      return checked === invalid ? { success: false } : { success: true, data: checked };
    },
  };
}
