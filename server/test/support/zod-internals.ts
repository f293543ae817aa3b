import type { z } from 'zod';

/** The parts of a zod 4 schema's internal definition that the test value builders read. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  format?: string;
  values?: unknown[];
  getter?: () => z.ZodType;
};
type Internals = {
  _zod: { def: Def; optin?: string; bag: Record<string, unknown> };
};

export const internals = (schema: z.ZodType) => (schema as unknown as Internals)._zod;
