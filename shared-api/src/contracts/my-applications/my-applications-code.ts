import { z } from 'zod';
import { defineEndpoint, success, ZMessageResponse } from '../common/envelope';
import { ZVerifyIdentityCodeRequest } from '../identity/identity-code';
import { ZApplicantEmail } from '../messages/tracked-messages';

/**
 * "My applications": an applicant proves they hold an email by typing back a one-time code sent
 * to it (the identity step's code rules: IDENTITY_CODE_LENGTH digits, valid
 * IDENTITY_CODE_MINUTES, IDENTITY_CODE_MAX_ATTEMPTS tries, once, a new one replacing the last),
 * and gets a short session that lists everything made with that email, from any device.
 */

/** How long a session lasts from the correct code; using it does not extend it. */
export const MY_APPLICATIONS_SESSION_MINUTES = 30;

/**
 * The request header carrying the session token. Not `Authorization`: that is the staff bearer
 * token, which the client sends on every call when a staff member is signed in.
 */
export const APPLICANT_SESSION_HEADER = 'X-Applicant-Session';

export const ZSendMyApplicationsCodeRequest = z.strictObject({ email: ZApplicantEmail });
export type TSendMyApplicationsCodeRequest = z.infer<typeof ZSendMyApplicationsCodeRequest>;

/** The answer whether or not anything was made with the email: asking reveals nothing. */
export const MY_APPLICATIONS_CODE_SENT =
  'If an application or payment was made with this email, we have sent a code to it.';

export const ZMyApplicationsCodeSent = z
  .object({
    /** When the code stops working. */
    expires_at: z.string(),
    /** When another code may be asked for this email. */
    resend_at: z.string(),
  })
  .meta({ id: 'MyApplicationsCodeSent' });
export type TMyApplicationsCodeSent = z.infer<typeof ZMyApplicationsCodeSent>;

export const sendMyApplicationsCode = defineEndpoint({
  method: 'POST',
  path: '/my-applications/codes',
  summary: 'Email a one-time code to an email, if any application or payment was made with it',
  auth: false,
  body: ZSendMyApplicationsCodeRequest,
  response: success(ZMyApplicationsCodeSent),
});

export const ZVerifyMyApplicationsCodeRequest = z.strictObject({
  email: ZApplicantEmail,
  code: ZVerifyIdentityCodeRequest.shape.code,
});
export type TVerifyMyApplicationsCodeRequest = z.infer<typeof ZVerifyMyApplicationsCodeRequest>;

export const ZMyApplicationsSession = z
  .object({
    /** Sent as the APPLICANT_SESSION_HEADER header; valid until `expires_at`. */
    session_token: z.string(),
    /** The email proven, as the server compares it (trimmed, lower case). */
    email: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'MyApplicationsSession' });
export type TMyApplicationsSession = z.infer<typeof ZMyApplicationsSession>;

export const verifyMyApplicationsCode = defineEndpoint({
  method: 'POST',
  path: '/my-applications/codes/verify',
  summary: 'Check a one-time code; a correct one opens a session listing what the email made',
  auth: false,
  body: ZVerifyMyApplicationsCodeRequest,
  response: success(ZMyApplicationsSession),
});

/** Signing out ends the session of the APPLICANT_SESSION_HEADER header; without one it is a no-op. */
export const endMyApplicationsSession = defineEndpoint({
  method: 'DELETE',
  path: '/my-applications/session',
  summary: "End an applicant's My applications session",
  auth: false,
  response: ZMessageResponse,
});
