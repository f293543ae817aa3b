import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { MAX_COPIES, ZSubmitApplicationCopy } from './submit-application';

/**
 * Prices copies before submitting (the check-your-answers page): the same pricing the server
 * applies at submission, so the applicant sees the fees the server will charge. Nothing is stored.
 */
export const ZQuoteApplicationRequest = z.strictObject({
  copies: z
    .array(ZSubmitApplicationCopy)
    .min(1, 'Please add at least one copy')
    .max(MAX_COPIES, `At most ${String(MAX_COPIES)} copies per application`),
});
export type TQuoteApplicationRequest = z.infer<typeof ZQuoteApplicationRequest>;

export const ZApplicationQuote = z
  .object({
    copies: z.array(
      z.object({
        purpose: z.string(),
        type: z.string(),
        format: z.string(),
        rate: z.number().int().nonnegative(),
        delivery_fee: z.number().int().nonnegative(),
      }),
    ),
    transcript_fee: z.number().int().nonnegative(),
    delivery_fee: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    /** Where the copies go, as the consent names it (consentReceivers of the priced copies). */
    receivers: z.array(z.string()),
  })
  .meta({ id: 'ApplicationQuote' });
export type TApplicationQuote = z.infer<typeof ZApplicationQuote>;

export const ZQuoteApplicationResponse = success(ZApplicationQuote);

export const quoteApplication = defineEndpoint({
  method: 'POST',
  path: '/applications/quote',
  summary: 'Price copies with the rate tables without submitting (fees shown before payment)',
  auth: false,
  body: ZQuoteApplicationRequest,
  response: ZQuoteApplicationResponse,
});
