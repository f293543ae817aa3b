import {
  DOCUMENT_REVOKED,
  NOT_YOUR_COPY,
  type THolderDocument,
  type THolderFileParams,
  TRACK_NOT_FOUND_MESSAGE,
} from '@registrar/shared-api/contracts';
import type { Db } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { iso } from '../../lib/iso';
import * as applications from '../applications/repository';
import { type AuditContext, recordAudit } from '../audit/repository';
import { digestSriOf } from '../credentials/issue';
import { documentCredentialFile } from '../credentials/service';
import { requireProof } from '../identity/service';
import { normalizeTrackingId } from '../requests/tracking-id';
import type { InstitutionSigner } from '../signing/plugin';
import * as repo from './repository';
import { deliverablePdf } from './service';

const sameEmail = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The application a tracking id names, once the caller proved they are its graduate (an
 * identity token for that very record: 403 otherwise), with its soft copies' newest documents.
 */
async function provenDocuments(db: Db, reference: string, identityToken: string) {
  const trackingId = normalizeTrackingId(reference);
  const application = trackingId ? await applications.findByTrackingId(db, trackingId) : undefined;
  if (!application) throw notFound(TRACK_NOT_FOUND_MESSAGE);
  // An application with no graduate record has no proof to match: 403 like a wrong one.
  await requireProof(db, identityToken, application.graduate_id ?? -1);
  const copies = await applications.copiesOf(db, application.id);
  const issued = await repo.issuedDocumentsOf(db, application.id);
  const documents = copies.flatMap((copy, index) => {
    // The copy's newest document: a re-send after a revocation issues a new one.
    const document = issued.find((d) => d.copy_id === copy.id);
    if (!document || copy.format !== 'soft_copy') return [];
    return [
      {
        document,
        summary: {
          copy: index + 1,
          title: document.title,
          recipient_email: copy.recipient_email ?? '',
          verification_code: document.verification_code,
          issued_at: iso(document.issued_at),
          status: document.revoked_at ? ('revoked' as const) : ('valid' as const),
          is_for_applicant: sameEmail(copy.recipient_email, application.email),
        } satisfies THolderDocument,
      },
    ];
  });
  return { application, documents };
}

/** The soft copies issued for the application, for its graduate (newest document of each). */
export async function holderDocuments(
  db: Db,
  reference: string,
  identityToken: string,
): Promise<THolderDocument[]> {
  return (await provenDocuments(db, reference, identityToken)).documents.map((d) => d.summary);
}

/**
 * A copy addressed to the applicant, for its graduate: the signed PDF (stamped and signed as a
 * link delivers it) or its verifiable credential. Not counted against the recipient's link;
 * audited. A copy sent to someone else → 403; a revoked document → 410.
 */
export async function holderFile(
  db: Db,
  { reference, copy, file }: THolderFileParams,
  identityToken: string,
  context: AuditContext,
  publicUrl: string,
  signer: InstitutionSigner,
) {
  const { application, documents } = await provenDocuments(db, reference, identityToken);
  const found = documents.find((d) => d.summary.copy === copy);
  if (!found) throw notFound('This copy has no document yet.');
  if (!found.summary.is_for_applicant) throw new HttpError(403, NOT_YOUR_COPY);
  if (found.summary.status === 'revoked') throw new HttpError(410, DOCUMENT_REVOKED);
  if (found.document.graduate_copy_id === null) {
    throw new HttpError(
      410,
      'The registry no longer holds this document. Ask it to send it again.',
    );
  }
  const upload = await repo.graduateCopyContent(db, found.document.graduate_copy_id);
  const code = found.document.verification_code;
  const delivered =
    file === 'pdf'
      ? {
          fileName: upload.file_name,
          content: await deliverablePdf(upload.content, code, publicUrl, signer),
        }
      : await documentCredentialFile(db, publicUrl, signer, code, digestSriOf(upload.content));
  await recordAudit(db, context, {
    action: 'document.downloaded_by_graduate',
    entityType: 'issued_document',
    entityId: found.document.id,
    details: { application_id: application.id, copy, file },
  });
  return delivered;
}
