import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How every answer with a contract schema becomes JSON.
 *
 * A route's response schema (a zod schema from shared-api) is turned into JSON Schema and compiled
 * by fast-json-stringify (Fastify's own serializer), once, at the route's first answer, into a
 * function that writes exactly the declared properties in the declared order: a field the
 * contract does not name never leaves, whatever the service returned. Validating each answer
 * with zod and then JSON.stringify cost ~10 µs of CPU per GET /applications/track (zod copies
 * the whole answer); the compiled function takes ~2 µs.
 *
 * `check` (tests, development, RESPONSE_CHECK=on) also runs the contract's zod serializer on
 * every answer: an answer that breaks its contract fails there with zod's message (a 500), and the
 * compiled output must equal zod's, so a schema that fast-json-stringify reads differently from
 * zod fails the test that sends it. A schema JSON Schema cannot express (a transform, a date)
 * keeps zod's serializer.
 */
export function responseSerializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(
      route as Parameters<typeof zodSerializerCompiler>[0],
    ) as (data: unknown) => string;
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) return zodSerialize;
    // Compiled at the route's first answer, not at start (~1 ms a schema, 220 of them).
    let stringify: ((data: unknown) => string) | undefined;
    const serialize = (data: unknown) =>
      (stringify ??= compiledStringify(schema) ?? zodSerialize)(data);
    if (!check) return serialize;
    return (data: unknown) => {
      const expected = zodSerialize(data);
      const actual = serialize(data);
      if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${actual}, zod ${expected}`,
        );
      }
      return actual;
    };
  };
}

/** The schema's compiled stringify, or undefined where JSON Schema cannot say what zod does. */
export function compiledStringify(schema: z.ZodType): ((data: unknown) => string) | undefined {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
  } catch {
    return undefined;
  }
  return fastJson(plainNullables(jsonSchema) as Parameters<typeof fastJson>[0]) as (
    data: unknown,
  ) => string;
}

const PRIMITIVE_TYPES = new Set(['integer', 'number', 'boolean', 'string']);

/**
 * zod writes `.nullable()` as `anyOf: [schema, { type: 'null' }]` and `.int()` with the safe
 * integer range as bounds. For an anyOf fast-json-stringify asks Ajv at every answer which branch
 * a value matches (twice per copy on the track answer); `type: ['integer', 'null']` it decides
 * with typeof. The bounds say nothing a JSON number does not already: dropped.
 */
export function plainNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plainNullables);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) continue;
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue;
    out[key] = plainNullables(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (b: Record<string, unknown>) => b.type === 'null' && Object.keys(b).length === 1;
    const [first, second] = branches as Record<string, unknown>[];
    const other = isNull(second!) ? first! : isNull(first!) ? second! : undefined;
    if (
      other &&
      PRIMITIVE_TYPES.has(other.type as string) &&
      Object.keys(other).every((key) => key === 'type')
    ) {
      delete out.anyOf;
      return { ...out, type: [other.type, 'null'] };
    }
  }
  return out;
}
