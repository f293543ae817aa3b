import { z } from 'zod';

/** The signed-in staff user (spec §3: name, username, email). */
export const ZAuthUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(['administrator', 'registry_officer', 'bursary']),
    /**
     * Present (true) only when REQUIRE_TOTP_FOR_ADMINS holds this administrator back until they
     * set up TOTP: every other call answers 403 `totp_enrolment_required`.
     */
    must_enrol_totp: z.literal(true).optional(),
  })
  .meta({ id: 'AuthUser' });
export type TAuthUser = z.infer<typeof ZAuthUser>;
