import { z } from 'zod';
import { ZPathId } from '../common/ids';
import { fieldMessages } from '../common/messages';

export const STAFF_ROLES = ['administrator', 'registry_officer', 'bursary'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES, {
  error: (issue) =>
    issue.input === undefined
      ? fieldMessages.required
      : 'Choose administrator, registry_officer or bursary',
});

/** A staff account as administrators see it. The password hash never leaves the server. */
export const ZStaffUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    role: ZStaffRole,
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'StaffUser' });
export type TStaffUser = z.infer<typeof ZStaffUser>;

export const ZStaffUserParams = z.object({ id: ZPathId });
export type TStaffUserParams = z.infer<typeof ZStaffUserParams>;

export const ZStaffName = z.string().trim().min(1, fieldMessages.required).max(100);
export const ZStaffEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, fieldMessages.required)
  .max(254)
  .pipe(z.email(fieldMessages.email));
export const ZStaffPassword = z
  .string()
  .min(8, 'Must be at least 8 characters')
  .max(128, 'Must be at most 128 characters');
