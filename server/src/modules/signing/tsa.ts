import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID } from './oids';
import type { Timestamper } from './pades';

/** How long one timestamp request may take before the signature goes without it. */
const TSA_TIMEOUT_MS = 10_000;

/**
 * An RFC 3161 client: POSTs a TimeStampReq (SHA-256 imprint, a random nonce, certReq) to `url`
 * as application/timestamp-query and returns the TimeStampToken of a granted answer, after
 * checking that the token is for this imprint and this nonce. Anything else throws.
 */
export function rfc3161Timestamper(url: string, fetchImpl: typeof fetch = fetch): Timestamper {
  return async (imprint) => {
    const nonce = randomBytes(8);
    // Positive and without a leading zero byte, so it reads back byte for byte.
    nonce[0] = (nonce[0]! & 0x7f) | 0x40;
    const request = new pkijs.TimeStampReq({
      version: 1,
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
        hashedMessage: new asn1js.OctetString({ valueHex: imprint }),
      }),
      nonce: new asn1js.Integer({ valueHex: nonce }),
      certReq: true,
    });
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: Buffer.from(request.toSchema().toBER(false)),
      signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The timestamp authority answered ${response.status}.`);
    const answer = pkijs.TimeStampResp.fromBER(new Uint8Array(await response.arrayBuffer()));
    const status = answer.status.status;
    // 0 granted, 1 granted with modifications.
    if ((status !== 0 && status !== 1) || !answer.timeStampToken) {
      throw new Error(`The timestamp authority refused the request (status ${status}).`);
    }
    const token = answer.timeStampToken;
    const signed = new pkijs.SignedData({ schema: token.content as asn1js.Sequence });
    const eContent = signed.encapContentInfo.eContent;
    if (signed.encapContentInfo.eContentType !== OID.tstInfo || !eContent) {
      throw new Error('The timestamp authority answered something other than a timestamp.');
    }
    const info = pkijs.TSTInfo.fromBER(eContent.getValue());
    const sameImprint = Buffer.from(
      info.messageImprint.hashedMessage.valueBlock.valueHexView,
    ).equals(imprint);
    const sameNonce =
      info.nonce !== undefined &&
      Buffer.from(info.nonce.valueBlock.valueHexView).equals(Buffer.from(nonce));
    if (!sameImprint || !sameNonce) {
      throw new Error('The timestamp is not for this signature.');
    }
    return Buffer.from(token.toSchema().toBER(false));
  };
}
