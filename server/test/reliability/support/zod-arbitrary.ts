import fc from 'fast-check';
import type { z } from 'zod';
import { sampleOf } from '../../support/sample-input';
import { internals } from '../../support/zod-internals';

/**
 * fast-check arbitraries read from the shared zod contracts (zod 4 internals, read through
 * test/support/zod-internals.ts): `validish` follows a schema's shape, types, bounds, enums and
 * formats (patterns and refinements cannot be inverted, so some values miss them: near-valid by
 * construction); `nearValid` breaks one thing of such a value; `hostile` are values no field
 * should choke on.
 */

/** Strings that have broken servers: SQL and path tricks, NUL, control and astral characters. */
export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  "'; DROP TABLE applications; --",
  '../../../../etc/passwd',
  '%00',
  '%',
  '%E0%A4%A',
  '\uD800',
  '😀'.repeat(50),
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

export const hostileNumbers = [
  0,
  -1,
  1.5,
  -0,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Any JSON-ish value of the wrong kind for a field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(null, true, false, [], {}),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export function validish(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const { def, bag } = internals(schema);
  if (depth > 8) return fc.constant(sampleOf(schema));
  const inner = (s: z.ZodType) => validish(s, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((k) => internals(shape[k]!).optin !== 'optional');
      const parts = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, inner(s)]));
      return fc
        .record(parts, { requiredKeys: required })
        .map((value) =>
          Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)),
        );
    }
    case 'string': {
      const format = bag.format ?? def.format;
      if (format === 'email') return fc.oneof(fc.emailAddress(), fc.constant(sampleOf(schema)));
      if (format === 'date')
        return fc
          .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (format === 'datetime')
        return fc
          .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
      const minLength = num(bag.minimum) ?? 0;
      const maxLength = Math.min(num(bag.maximum) ?? 60, Math.max(minLength, 60));
      return fc.oneof(
        fc.constant(sampleOf(schema)),
        fc.string({ minLength, maxLength }),
        fc.string({ minLength, maxLength, unit: 'grapheme' }),
      );
    }
    case 'number': {
      const min = num(bag.minimum) ?? -1e6;
      const max = num(bag.maximum) ?? 1e9;
      const isInt = typeof bag.format === 'string' && /int/.test(bag.format);
      return isInt
        ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'bigint':
      return fc.integer({ min: 0, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array': {
      const minLength = num(bag.minimum) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(bag.maximum) ?? 3, 3));
      return fc.array(inner(def.element!), { minLength, maxLength });
    }
    case 'optional':
      return fc.option(inner(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType!), { nil: undefined, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType!);
    case 'pipe':
      return internals(def.out!).def.type === 'transform' ? inner(def.in!) : inner(def.out!);
    case 'union':
      return fc.oneof(...def.options!.map(inner));
    case 'lazy':
      return inner(def.getter!());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), {
        maxKeys: 3,
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Breaks one thing of a valid-looking object: a field dropped, mistyped, hostile, or one added. */
export function nearValid(schema: z.ZodType): fc.Arbitrary<unknown> {
  return validish(schema).chain((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return fc.oneof(fc.constant(value), wrongValue);
    const record = value as Record<string, unknown>;
    const shapeKeys = Object.keys(internals(schema).def.shape ?? {});
    const keys = [...new Set([...Object.keys(record), ...shapeKeys])];
    const key = keys.length ? fc.constantFrom(...keys) : fc.constant('field');
    return fc.oneof(
      key.map((k) => {
        const copy = { ...record };
        delete copy[k];
        return copy;
      }),
      fc.tuple(key, wrongValue).map(([k, v]) => ({ ...record, [k]: v })),
      fc
        .tuple(key, fc.constantFrom(...hostileStrings, ...hostileNumbers))
        .map(([k, v]) => ({ ...record, [k]: v })),
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }))
        .map(([k, v]) => ({ ...record, [k]: v })),
    );
  });
}

/** Any body at all: JSON values, objects of junk, or nothing. */
export const anyBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 5 }),
  fc.constant(undefined),
);
