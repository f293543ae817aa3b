import { extractSignature } from '@signpdf/utils';
import * as pkijs from 'pkijs';
import { OID } from '../../src/modules/signing/oids';

/**
 * The signature of a signed PDF, read with PKI.js: its signer info, and the RFC 3161 timestamp
 * token (signature-time-stamp attribute) if it carries one.
 */
export function signatureOf(pdf: Buffer) {
  const cms = pkijs.ContentInfo.fromBER(Buffer.from(extractSignature(pdf).signature, 'binary'));
  const signerInfo = new pkijs.SignedData({ schema: cms.content }).signerInfos[0]!;
  const attribute = signerInfo.unsignedAttrs?.attributes.find(
    (a) => a.type === OID.signatureTimeStampToken,
  );
  const token = attribute ? pkijs.ContentInfo.fromBER(attribute.values[0].toBER(false)) : undefined;
  return { signerInfo, token };
}
