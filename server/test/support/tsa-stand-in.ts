import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { loadSigningIdentity, type SigningIdentity } from '../../src/modules/signing/identity';
import { OID } from '../../src/modules/signing/oids';
import { cadesSignedData, contentInfoDer } from '../../src/modules/signing/pades';
import { institutionP12 } from './institution-p12';

export interface TsaStandIn {
  url: string;
  /** The authority's certificate (what a verifier trusts for timestamps). */
  certificate: pkijs.Certificate;
  /** Requests answered. */
  answered: number;
  close(): Promise<void>;
}

/**
 * A local timestamp authority that speaks RFC 3161 over HTTP, as a real one (e.g. a qualified
 * TSA) does: it reads the TimeStampReq, answers a TimeStampResp granting a TSTInfo with the
 * request's imprint and nonce, the current time, and its certificate (key from openssl, with the
 * timeStamping extended key usage), signed with ESS signing-certificate-v2.
 */
export async function startTsaStandIn(): Promise<TsaStandIn> {
  const p12 = institutionP12('Registrar test timestamp authority', 'tsa', 'rsa', [
    'extendedKeyUsage=critical,timeStamping',
  ]);
  let identity: SigningIdentity;
  try {
    identity = await loadSigningIdentity({ p12Path: p12.file, p12Password: 'tsa' });
  } finally {
    p12.remove();
  }
  const state = { answered: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const query = pkijs.TimeStampReq.fromBER(new Uint8Array(Buffer.concat(chunks)));
        const info = new pkijs.TSTInfo({
          version: 1,
          policy: '1.3.6.1.4.1.99999.1',
          messageImprint: query.messageImprint,
          serialNumber: new asn1js.Integer({ valueHex: randomBytes(8) }),
          genTime: new Date(),
          ...(query.nonce ? { nonce: query.nonce } : {}),
        });
        const signed = await cadesSignedData(
          new Uint8Array(info.toSchema().toBER(false)),
          identity,
          { contentType: OID.tstInfo, encapsulated: true },
        );
        const answer = new pkijs.TimeStampResp({
          status: new pkijs.PKIStatusInfo({ status: 0 }),
          timeStampToken: pkijs.ContentInfo.fromBER(contentInfoDer(signed)),
        });
        state.answered += 1;
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' });
        response.end(Buffer.from(answer.toSchema().toBER(false)));
      })().catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    certificate: identity.certificate,
    get answered() {
      return state.answered;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
