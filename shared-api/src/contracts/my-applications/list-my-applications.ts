import { z } from 'zod';
import { certificateKindLabels } from '../certificate-applications/certificate-application';
import { defineEndpoint, success } from '../common/envelope';
import { ZRequestPayment } from '../payments/list-request-payments';
import { ZPayment } from '../payments/payment';
import { requestIdentity, requestTotals } from '../requests/request';
import { type TRequestKind, ZRequestKind } from '../requests/status';

/** The most of each list one answer carries: the newest. */
export const MY_APPLICATIONS_LIMIT = 100;

/** What the screens call each kind of request. */
export const requestKindLabels: Record<TRequestKind, string> = {
  transcript: 'Transcript',
  ...certificateKindLabels,
};

/**
 * A payment of one of the applicant's requests: the request page's payment, without the
 * database's id. `receipt_path` (once paid) carries the proven email, so it works as a link.
 */
export const ZMyRequestPayment = ZRequestPayment.omit({ id: true }).meta({
  id: 'MyRequestPayment',
});
export type TMyRequestPayment = z.infer<typeof ZMyRequestPayment>;

/** A transcript, certificate or attestation application made with the email, and its payments. */
export const ZMyRequest = z
  .object({
    kind: ZRequestKind,
    tracking_id: requestIdentity.tracking_id,
    status: requestIdentity.status,
    enums: z.object({ kind: z.string(), status: z.string() }),
    total: requestTotals.total,
    created_at: requestTotals.created_at,
    /** Newest first; empty until a payment is started. */
    payments: z.array(ZMyRequestPayment),
  })
  .meta({ id: 'MyRequest' });
export type TMyRequest = z.infer<typeof ZMyRequest>;

/**
 * Everything made with the session's email, newest first: requests whose applicant email it is
 * (any case) and other payments paid with it (the payer's own view of each, `receipt_path` with
 * the email). At most MY_APPLICATIONS_LIMIT of each; `truncated` says older ones were left out.
 */
export const ZMyApplications = z
  .object({
    email: z.string(),
    applications: z.array(ZMyRequest),
    other_payments: z.array(ZPayment),
    limit: z.number().int(),
    truncated: z.boolean(),
    /** When the session ends. */
    expires_at: z.string(),
  })
  .meta({ id: 'MyApplications' });
export type TMyApplications = z.infer<typeof ZMyApplications>;

export const ZListMyApplicationsResponse = success(ZMyApplications);
export type TListMyApplicationsResponse = z.infer<typeof ZListMyApplicationsResponse>;

/** A missing, expired or ended session: 401 with this message and `error`. */
export const MY_APPLICATIONS_SESSION_ENDED =
  'Your session has ended. Ask for a new code to see your applications.';
export const MY_APPLICATIONS_SESSION_ERROR = 'applicant_session_ended';

export const listMyApplications = defineEndpoint({
  method: 'GET',
  path: '/my-applications',
  summary: 'Every application and payment made with the email of an applicant session',
  auth: false,
  response: ZListMyApplicationsResponse,
});
