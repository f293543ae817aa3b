import { fieldMessages } from '@registrar/shared-ui';
import { z } from 'zod';
import { findRate, type PricingData } from './pricing-preview';

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

export const NO_RATE_MESSAGE = 'No rate is set for this purpose and type';
export const FORMAT_NOT_OFFERED_MESSAGE = 'This format is not offered for this purpose and type';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${String(max)} characters`);

/**
 * The copy form's rules: the same as the server's (issue 3) so most mistakes are caught before
 * submit; the server checks again and its 422 messages are shown on the check-answers page.
 */
export const copySchema = (data: PricingData) =>
  z
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
      if (values.purpose && values.type) {
        const rate = findRate(data.transcript_rates, values.purpose, values.type);
        if (!rate) issue('type', NO_RATE_MESSAGE);
        else if (
          (values.format === 'soft_copy' || values.format === 'hard_copy') &&
          rate[values.format] === null
        )
          issue('format', FORMAT_NOT_OFFERED_MESSAGE);
      }
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
