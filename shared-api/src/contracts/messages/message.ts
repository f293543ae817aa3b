import { z } from 'zod';

/** A message of an application's thread as the applicant sees it (no staff identities). */
export const ZMessage = z
  .object({
    id: z.number().int(),
    sender: z.enum(['applicant', 'staff']),
    body: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Message' });
export type TMessage = z.infer<typeof ZMessage>;

/** A message as staff see it: also who replied and when the other side read it. */
export const ZStaffMessage = ZMessage.extend({
  staff_name: z.string().nullable(),
  read_at: z.string().nullable(),
}).meta({ id: 'StaffMessage' });
export type TStaffMessage = z.infer<typeof ZStaffMessage>;

export const ZMessageBody = z.string().trim().min(1, 'This field is required').max(2000);
