import { endpoints, type Endpoint, ZErrorResponse } from '@registrar/shared-api/contracts';
import Fastify from 'fastify';
import { z } from 'zod';
import {
  compiledStringify,
  plainNullables,
  responseSerializerCompiler,
} from '../src/lib/response-serializer';

/** A bare Fastify with one GET /x answering `answer` under `schema`. */
async function serve(schema: z.ZodType, answer: unknown, check: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.get('/x', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return response;
}

const ZThing = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
});

describe('response serializer (lib/response-serializer.ts)', () => {
  it.each([true, false])(
    'writes the declared properties only, in order (check %s)',
    async (check) => {
      const response = await serve(
        ZThing,
        { tags: ['a"b', 'ü'], secret: 'x', note: null, name: 'Ada\n', id: 7 },
        check,
      );
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"id":7,"name":"Ada\\n","note":null,"tags":["a\\"b","ü"]}');
    },
  );

  it('writes nullable numbers and strings as typed, without a branch check', async () => {
    const schema = z.object({
      n: z.number().int().nullable(),
      s: z.string().nullable(),
      e: z.enum(['a', 'b']).nullable(),
    });
    expect(plainNullables(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }))).toEqual(
      expect.objectContaining({
        properties: {
          n: { type: ['integer', 'null'] },
          s: { type: ['string', 'null'] },
          // Not only a type: stays as zod wrote it.
          e: { anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] },
        },
      }),
    );
    for (const check of [true, false]) {
      expect((await serve(schema, { n: null, s: null, e: null }, check)).body).toBe(
        '{"n":null,"s":null,"e":null}',
      );
      expect((await serve(schema, { n: 3, s: 'x', e: 'b' }, check)).body).toBe(
        '{"n":3,"s":"x","e":"b"}',
      );
    }
  });

  it('with the check, an answer that breaks its contract is a 500', async () => {
    const response = await serve(ZThing, { id: 'seven', name: 'x', note: null, tags: [] }, true);
    expect(response.statusCode).toBe(500);
  });

  it('with the check, compiled output that differs from zod is a 500', async () => {
    // The JSON Schema says integer (fast-json-stringify truncates); zod lets 1.5 through.
    const schema = z.object({ n: z.number().meta({ type: 'integer' }) });
    expect(compiledStringify(schema)?.({ n: 1.5 })).toBe('{"n":1}');
    expect((await serve(schema, { n: 1.5 }, false)).body).toBe('{"n":1}');
    expect((await serve(schema, { n: 1.5 }, true)).statusCode).toBe(500);
  });

  it("keeps zod's serializer where JSON Schema cannot say what zod does", async () => {
    const schema = z.object({ at: z.date() });
    expect(compiledStringify(schema)).toBeUndefined();
    const response = await serve(schema, { at: new Date('2026-11-26T00:00:00Z') }, false);
    expect(response.body).toBe('{"at":"2026-11-26T00:00:00.000Z"}');
  });

  it('compiles every response of the contract (none falls back to zod)', () => {
    const schemas: [string, z.ZodType][] = [
      ...Object.values(endpoints).map(
        (endpoint: Endpoint) =>
          [`${endpoint.method} ${endpoint.path}`, endpoint.response as z.ZodType] as [
            string,
            z.ZodType,
          ],
      ),
      ['errors', ZErrorResponse],
    ];
    const uncompiled = schemas.filter(([, schema]) => !compiledStringify(schema));
    expect(uncompiled.map(([name]) => name)).toEqual([]);
  });
});
