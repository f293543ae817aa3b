import {
  DOCUMENT_REVOKED,
  certificateApplicationStatusLabels,
  type TAuthUser,
  type TGraduateCertificate,
  type TRevokeGraduateCertificateRequest,
} from '@registrar/shared-api/contracts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema';
import type { CertificateApplicationStatus } from '../../db/schema-records';
import { fieldError, HttpError, notFound } from '../../lib/http-errors';
import { assertRole, REGISTRY } from '../../lib/roles';
import { type AuditContext, recordAudit } from '../audit/repository';
import * as applications from '../certificate-applications/repository';
import * as templates from '../certificate-templates/repository';
import { iso, isoOrNull } from '../../lib/iso';
import * as graduates from '../graduates/repository';
import { loadBranding } from '../mail/branding';
import { documentCredentialFile } from '../credentials/service';
import type { InstitutionSigner } from '../signing/plugin';
import { reasonWithCode } from '../signing/reason';
import { fullName, renderCertificatePdf } from './pdf';
import * as repo from './repository';

const CERTIFICATE_NOT_FOUND = 'Certificate not found.';
const APPLICATION_NOT_FOUND = 'Certificate application not found.';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const toCertificate = (row: repo.CertificateRow): TGraduateCertificate => ({
  id: row.id,
  graduate_id: row.graduate_id,
  certificate_application_id: row.application_id,
  template_id: row.template_id,
  template_name: row.template_name,
  serial_number: row.serial_number,
  verification_code: row.verification_code,
  issued_at: iso(row.issued_at),
  issued_by: row.issued_by,
  revoked_at: isoOrNull(row.revoked_at),
  revoke_reason: row.revoke_reason,
});

/** 16 Crockford base32 characters: 80 random bits for a verifier to look a certificate up. */
export function generateVerificationCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 16; i += 1) {
    code += CROCKFORD[Number(bits & 31n)];
    bits >>= 5n;
  }
  return code;
}

/** `<ACRONYM>/<YEAR>/<6 digits>`, e.g. FUTD/2025/000042. */
export const formatSerial = (acronym: string, year: number, n: number) =>
  `${acronym.toUpperCase().replace(/[^A-Z0-9]/g, '') || 'CERT'}/${year}/${String(n).padStart(6, '0')}`;

/**
 * Issues a certificate from an active template inside `trx`: the next serial number of the
 * current year (unique under concurrency: see `nextSerial`) and a random verification code.
 */
async function issueIn(
  trx: Db,
  user: TAuthUser,
  issue: { graduateId: number; templateId: number; certificateApplicationId?: number },
  context: AuditContext,
  now: Date,
): Promise<TGraduateCertificate> {
  const { graduateId, templateId, certificateApplicationId = null } = issue;
  const template = await templates.findById(trx, templateId);
  if (!template || !template.is_active) {
    throw fieldError('template_id', 'Please choose an active certificate template');
  }
  const year = now.getUTCFullYear();
  const serial = formatSerial(
    (await repo.institutionAcronym(trx)) ?? '',
    year,
    await repo.nextSerial(trx, year),
  );
  const { id } = await repo.insert(trx, {
    graduate_id: graduateId,
    application_id: certificateApplicationId,
    template_id: templateId,
    serial_number: serial,
    verification_code: generateVerificationCode(),
    issued_at: now,
    issued_by: user.id,
  });
  await recordAudit(trx, context, {
    action: 'graduate_certificate.issued',
    entityType: 'graduate_certificate',
    entityId: id,
    details: {
      graduate_id: graduateId,
      template_id: templateId,
      serial_number: serial,
      ...(certificateApplicationId !== null && {
        certificate_application_id: certificateApplicationId,
      }),
    },
  });
  return toCertificate((await repo.findById(trx, id))!);
}

/** Issues a certificate to a graduate from their record (Graduation Certificates). */
export async function issueCertificate(
  db: Db,
  actor: TAuthUser | null,
  graduateId: number,
  templateId: number,
  context: AuditContext,
  now = new Date(),
): Promise<TGraduateCertificate> {
  const user = assertRole(actor, ...REGISTRY);
  return db.transaction().execute(async (trx) => {
    if (!(await graduates.findById(trx, graduateId))) throw notFound('Graduate not found.');
    return issueIn(trx, user, { graduateId, templateId }, context, now);
  });
}

/** While a certificate application may receive its certificate: paid and not yet sent. */
const ISSUABLE: readonly CertificateApplicationStatus[] = ['paid', 'processing', 'on_hold'];

/**
 * Issues the certificate a certificate application asked for: to its graduate, linked to it.
 * Only while the application is paid, processing or on hold, and only one valid certificate per
 * application (revoke it to issue a corrected one). The application's row is locked, so two
 * staff issuing at once get one certificate and one 409.
 */
export async function issueForApplication(
  db: Db,
  actor: TAuthUser | null,
  certificateApplicationId: number,
  templateId: number,
  context: AuditContext,
  now = new Date(),
): Promise<TGraduateCertificate> {
  const user = assertRole(actor, ...REGISTRY);
  return db.transaction().execute(async (trx) => {
    const application = await applications.lockForIssue(trx, certificateApplicationId);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    if (!ISSUABLE.includes(application.status)) {
      throw new HttpError(
        409,
        `A certificate is issued while the application is paid, processing or on hold; it is ${certificateApplicationStatusLabels[application.status]}.`,
      );
    }
    const valid = await repo.findValidForApplication(trx, certificateApplicationId);
    if (valid) {
      throw new HttpError(
        409,
        `This application already has certificate ${valid.serial_number}. Revoke it to issue another.`,
      );
    }
    return issueIn(
      trx,
      user,
      { graduateId: application.graduate_id, templateId, certificateApplicationId },
      context,
      now,
    );
  });
}

/** The certificates issued for a certificate application, newest first. */
export async function listForApplication(
  db: Db,
  actor: TAuthUser | null,
  certificateApplicationId: number,
): Promise<TGraduateCertificate[]> {
  assertRole(actor, ...REGISTRY);
  if (!(await applications.findById(db, certificateApplicationId)))
    throw notFound(APPLICATION_NOT_FOUND);
  return (await repo.listForApplication(db, certificateApplicationId)).map(toCertificate);
}

export async function listCertificates(db: Db, actor: TAuthUser | null, graduateId: number) {
  assertRole(actor, ...REGISTRY);
  if (!(await graduates.findById(db, graduateId))) throw notFound('Graduate not found.');
  return (await repo.listForGraduate(db, graduateId)).map(toCertificate);
}

export async function revokeCertificate(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  input: TRevokeGraduateCertificateRequest,
  context: AuditContext,
): Promise<TGraduateCertificate> {
  const user = assertRole(actor, ...REGISTRY);
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockById(trx, id);
    if (!current) throw notFound(CERTIFICATE_NOT_FOUND);
    if (current.revoked_at) throw new HttpError(409, 'This certificate is already revoked.');
    await repo.revoke(trx, id, user.id, input.reason || null);
    await recordAudit(trx, context, {
      action: 'graduate_certificate.revoked',
      entityType: 'graduate_certificate',
      entityId: id,
      details: { serial_number: current.serial_number, reason: input.reason || null },
    });
    return toCertificate((await repo.findById(trx, id))!);
  });
}

/** The certificate as a PDF for staff to print or send; `publicUrl` is what the QR code opens. */
export async function certificatePdf(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  publicUrl: string,
  signer: InstitutionSigner,
): Promise<{ fileName: string; content: Buffer; verificationUrl: string }> {
  assertRole(actor, ...REGISTRY);
  const row = await repo.findForDocument(db, { id });
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  const branding = await loadBranding(db, publicUrl);
  const content = await signer.sign(await renderCertificatePdf(row, branding), {
    reason: `${reasonWithCode('Certificate', row.verification_code)}, issued by ${branding.name}`,
  });
  const safeName = `${fullName(row)} ${row.serial_number}`.replace(/[^A-Za-z0-9 ._-]+/g, '-');
  return {
    fileName: `${safeName}.pdf`,
    content,
    verificationUrl: `${publicUrl}/verify/${row.verification_code}`,
  };
}

/**
 * The certificate as an Open Badges 3.0 verifiable credential, for staff to hand over; audited.
 * A revoked certificate has none (410).
 */
export async function certificateCredential(
  db: Db,
  actor: TAuthUser | null,
  id: number,
  context: AuditContext,
  publicUrl: string,
  signer: InstitutionSigner,
) {
  assertRole(actor, ...REGISTRY);
  const row = await repo.findForDocument(db, { id });
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  if (row.revoked_at) throw new HttpError(410, DOCUMENT_REVOKED);
  const file = await documentCredentialFile(db, publicUrl, signer, row.verification_code, null);
  await recordAudit(db, context, {
    action: 'graduate_certificate.credential_downloaded',
    entityType: 'graduate_certificate',
    entityId: id,
    details: { serial_number: row.serial_number },
  });
  return file;
}
