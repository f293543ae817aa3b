import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';

/**
 * Whether the institution stands behind a key's signatures:
 * - `current`: the server signs with it now;
 * - `trusted`: an earlier key; what it signed keeps verifying;
 * - `development`: a development key the institution's own certificate replaced; what it signed
 *   no longer verifies;
 * - `retired`: staff retired it (lost or leaked); what it signed no longer verifies.
 */
export const ZSigningKeyState = z.enum(['current', 'trusted', 'development', 'retired']);
export type TSigningKeyState = z.infer<typeof ZSigningKeyState>;

export const signingKeyStateLabels: Record<TSigningKeyState, string> = {
  current: 'Signing now',
  trusted: 'Trusted',
  development: 'Development, no longer trusted',
  retired: 'Retired',
};

/** A certificate the institution has signed PDFs and credentials with. */
export const ZSigningKey = z
  .object({
    /** SHA-256 of the certificate (DER), hex: the key's id in the DID document. */
    fingerprint: z.string(),
    subject: z.string(),
    development: z.boolean(),
    state: ZSigningKeyState,
    /** Whether the server that answered signs with it (then `state` is `current`, unless it is no longer trusted: it then signs nothing). */
    signing_now: z.boolean(),
    valid_from: z.string(),
    valid_until: z.string(),
    first_used_at: z.string(),
    retired_at: z.string().nullable(),
    retired_by_name: z.string().nullable(),
    retire_reason: z.string().nullable(),
  })
  .meta({ id: 'SigningKey' });
export type TSigningKey = z.infer<typeof ZSigningKey>;

export const ZListSigningKeysResponse = success(z.array(ZSigningKey));

export const listSigningKeys = defineEndpoint({
  method: 'GET',
  path: '/signing-keys',
  summary: 'Every key the institution has signed with, newest first (administrators)',
  auth: true,
  response: ZListSigningKeysResponse,
});

/** A key by its fingerprint (an unknown one: 404). */
export const ZSigningKeyParams = z.object({ fingerprint: z.string().min(1).max(128) });

export const ZRetireSigningKeyRequest = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the key is retired, for the audit record')
    .max(1000, 'At most 1,000 characters'),
});
export type TRetireSigningKeyRequest = z.infer<typeof ZRetireSigningKeyRequest>;

export const ZRetireSigningKeyResponse = success(ZSigningKey);

/** Said (409) of the key the server signs with now. */
export const RETIRE_CURRENT_KEY =
  'The server signs with this key now. Install its successor (SIGNING_P12_PATH) and restart, then retire it.';
/** Said (409) of the institution's only trusted key. */
export const RETIRE_LAST_KEY =
  'This is the only key of the institution that verifiers trust. Install its successor (SIGNING_P12_PATH) and restart, then retire it.';
/** Said (409) of a key already retired. */
export const KEY_ALREADY_RETIRED = 'This key is already retired.';

/**
 * Retire a key whose private part was lost or leaked: the DID document stops listing it, and
 * PDFs and credentials signed with it read as not issued by the institution. Cannot be undone;
 * audited. Administrators only.
 */
export const retireSigningKey = defineEndpoint({
  method: 'POST',
  path: '/signing-keys/:fingerprint/retire',
  summary: 'Retire a signing key: what it signed stops verifying (administrators; audited)',
  auth: true,
  params: ZSigningKeyParams,
  body: ZRetireSigningKeyRequest,
  response: ZRetireSigningKeyResponse,
});
