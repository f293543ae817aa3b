import { z } from 'zod';
import { defineEndpoint, success, ZMessageResponse } from '../common/envelope';
import { ZPathId } from '../common/ids';
import { fieldMessages } from '../common/messages';
import { ZPageQuery, ZPaginated } from '../common/paging';

const text = (max: number) => z.string().trim().max(max);
const email = text(254)
  .toLowerCase()
  .min(1, fieldMessages.required)
  .pipe(z.email(fieldMessages.email));

/**
 * An applicant who cannot receive a code at the contact on their record asks registry staff to
 * confirm who they are. Nothing about the record is released by asking.
 */
export const ZRequestIdentityCheckRequest = z.strictObject({
  matric_number: text(50).min(1, fieldMessages.required),
  full_name: text(200).min(1, fieldMessages.required),
  email_address: email,
  phone_number: text(30)
    .regex(/^$|^\+?[0-9 ()-]{7,30}$/, 'Please enter a valid phone number')
    .nullish(),
  note: text(1000).nullish(),
});
export type TRequestIdentityCheckRequest = z.infer<typeof ZRequestIdentityCheckRequest>;

/** The same answer whether or not the matric number exists: asking reveals nothing. */
export const IDENTITY_CHECK_REQUESTED =
  'Thank you. The registry will check your identity and email you within 3 working days.';

export const requestIdentityCheck = defineEndpoint({
  method: 'POST',
  path: '/identity/checks',
  summary: 'Ask registry staff to confirm an applicant whose record has no usable contact',
  auth: false,
  body: ZRequestIdentityCheckRequest,
  response: ZMessageResponse,
});

export const ZIdentityCheckStatus = z.enum(['pending', 'cleared', 'refused']);
export type TIdentityCheckStatus = z.infer<typeof ZIdentityCheckStatus>;

export const identityCheckStatusLabels: Record<TIdentityCheckStatus, string> = {
  pending: 'Waiting for a check',
  cleared: 'Cleared',
  refused: 'Refused',
};

/** A request as staff see it, beside the record it names. */
export const ZIdentityCheck = z
  .object({
    id: z.number().int(),
    status: ZIdentityCheckStatus,
    full_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    note: z.string().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    decided_by_name: z.string().nullable(),
    decision_note: z.string().nullable(),
    graduate: z.object({
      id: z.number().int(),
      matric_number: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      programme: z.string(),
      graduation_year: z.number().int(),
    }),
  })
  .meta({ id: 'IdentityCheck' });
export type TIdentityCheck = z.infer<typeof ZIdentityCheck>;

export const ZListIdentityChecksQuery = ZPageQuery.extend({
  status: ZIdentityCheckStatus.optional(),
});
export type TListIdentityChecksQuery = z.infer<typeof ZListIdentityChecksQuery>;

export const listIdentityChecks = defineEndpoint({
  method: 'GET',
  path: '/identity-checks',
  summary: 'Identity checks waiting for staff, and those decided',
  auth: true,
  query: ZListIdentityChecksQuery,
  response: success(ZPaginated(ZIdentityCheck)),
});

/**
 * Clearing sets the contact on the graduate record (audited) to the address the code will go to,
 * and emails the applicant that they can continue; refusing emails them the reason.
 */
export const ZDecideIdentityCheckRequest = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('clear'),
    /** The contact to put on the record; staff confirm it belongs to the graduate. */
    email: email,
    note: text(1000).nullish(),
  }),
  z.strictObject({
    decision: z.literal('refuse'),
    note: text(1000).min(1, 'Say why, so the applicant knows what to do next'),
  }),
]);
export type TDecideIdentityCheckRequest = z.infer<typeof ZDecideIdentityCheckRequest>;

export const decideIdentityCheck = defineEndpoint({
  method: 'POST',
  path: '/identity-checks/:id/decision',
  summary: 'Clear or refuse an identity check',
  auth: true,
  params: z.object({ id: ZPathId }),
  body: ZDecideIdentityCheckRequest,
  response: success(ZIdentityCheck),
});
