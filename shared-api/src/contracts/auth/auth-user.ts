import { z } from 'zod';

/** The signed-in staff user (spec §3: name, username, email). */
export const ZAuthUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(['administrator', 'registry_officer', 'bursary']),
  })
  .meta({ id: 'AuthUser' });
export type TAuthUser = z.infer<typeof ZAuthUser>;
