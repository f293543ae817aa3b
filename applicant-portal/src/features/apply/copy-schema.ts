import { fieldMessages } from '@registrar/shared-ui';
import { z } from 'zod';

/** The copy form's values: everything is text in the form; ids are parsed on save. */
export const copyFormDefaults = {
  purpose: '',
  type: '',
  format: '',
  region_id: '',
  courier_id: '',
  recipient_name: '',
  recipient_address: '',
  recipient_email: '',
  reference_number: '',
};
export type CopyFormValues = typeof copyFormDefaults;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${String(max)} characters`);

/**
 * The copy form's own rules: what must be filled in for the chosen format. Whether the rate tables
 * offer the copy is the server's rule: its quote's 422 messages are shown on the fields.
 */
export const copySchema = z
  .object({
    purpose: text(100).min(1, 'Choose what the transcript is for'),
    type: z.string().min(1, 'Choose official copy or student copy'),
    format: z.string().min(1, 'Choose soft copy or hard copy'),
    region_id: z.string(),
    courier_id: z.string(),
    recipient_name: text(200),
    recipient_address: text(500),
    recipient_email: text(254),
    reference_number: text(100),
  })
  .superRefine((values, ctx) => {
    const issue = (path: keyof CopyFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.format === 'soft_copy') {
      if (!values.recipient_email) issue('recipient_email', fieldMessages.required);
      else if (!z.email().safeParse(values.recipient_email).success)
        issue('recipient_email', fieldMessages.email);
    }
    if (values.format === 'hard_copy') {
      if (!values.region_id) issue('region_id', 'Choose where the copy is going');
      if (!values.courier_id) issue('courier_id', 'Choose a courier');
      if (!values.recipient_name) issue('recipient_name', fieldMessages.required);
      if (!values.recipient_address) issue('recipient_address', fieldMessages.required);
    }
  });
