import { z } from 'zod';
import { defineEndpoint } from '../common/envelope';
import { ZDownloadDocumentParams } from '../documents/download-document';
import { ZGraduateCertificateParams } from '../graduate-certificates/graduate-certificate';

/** How a credential secured with JOSE travels (VC-JOSE-COSE): a compact JWS. */
export const CREDENTIAL_JWT_MEDIA_TYPE = 'application/vc+jwt';

/**
 * The holder's credential file: a VC Data Model 2.0 document in JSON (`application/vc`), an
 * EnvelopedVerifiableCredential whose `id` is `data:application/vc+jwt,<the signed JWT>`.
 */
export const CREDENTIAL_FILE_MEDIA_TYPE = 'application/vc';

export const ZCredentialFile = z
  .string()
  .meta({ description: 'The credential (application/vc attachment, JSON)', format: 'binary' });

export const downloadDocumentCredential = defineEndpoint({
  method: 'GET',
  path: '/documents/:token/credential',
  summary:
    'Download the verifiable credential of a soft copy through its emailed link (until it expires, also once its PDF downloads are used up; not counted as one; rate-limited per link)',
  auth: false,
  params: ZDownloadDocumentParams,
  response: ZCredentialFile,
});

export const downloadGraduateCertificateCredential = defineEndpoint({
  method: 'GET',
  path: '/graduate-certificates/:id/credential',
  summary:
    'Download an issued certificate as an Open Badges 3.0 verifiable credential (staff; audited; 410 once revoked)',
  auth: true,
  params: ZGraduateCertificateParams,
  response: ZCredentialFile,
});

/** The revocation list: a BitstringStatusListCredential as a JWT (application/vc+jwt). */
export const getRevocationList = defineEndpoint({
  method: 'GET',
  path: '/credentials/status/revocation',
  summary: 'The Bitstring Status List of revoked credentials (public; a signed application/vc+jwt)',
  auth: false,
  response: z.string().meta({ description: 'The status list credential (application/vc+jwt)' }),
});

/** The JSON-LD context of the terms a transcript credential uses. */
export const getCredentialContext = defineEndpoint({
  method: 'GET',
  path: '/credentials/context/v1',
  summary: "The JSON-LD context of the institution's transcript credentials (public)",
  auth: false,
  response: z.record(z.string(), z.unknown()),
});
