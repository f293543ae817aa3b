/** The records contracts: every endpoint file of the domain, re-exported, plus its endpoint map. */
import { submitCertificateApplication } from './certificate-applications/submit-certificate-application';
import { trackCertificateApplication } from './certificate-applications/track-certificate-application';
import { listCertificateApplications } from './certificate-applications/list-certificate-applications';
import { getCertificateApplication } from './certificate-applications/get-certificate-application';
import { updateCertificateApplicationStatus } from './certificate-applications/update-certificate-application-status';
import { bulkUpdateCertificateApplicationStatus } from './certificate-applications/bulk-update-certificate-application-status';
import { listCertificateTemplates } from './certificate-templates/list-certificate-templates';
import { getCertificateTemplate } from './certificate-templates/get-certificate-template';
import { createCertificateTemplate } from './certificate-templates/create-certificate-template';
import { updateCertificateTemplate } from './certificate-templates/update-certificate-template';
import { deleteCertificateTemplate } from './certificate-templates/delete-certificate-template';
import { previewCertificateTemplate } from './certificate-templates/preview-certificate-template';
import { issueGraduateCertificate } from './graduate-certificates/issue-graduate-certificate';
import { listGraduateCertificates } from './graduate-certificates/list-graduate-certificates';
import { revokeGraduateCertificate } from './graduate-certificates/revoke-graduate-certificate';
import { listCertificateApplicationCertificates } from './graduate-certificates/list-certificate-application-certificates';
import { issueCertificateApplicationCertificate } from './graduate-certificates/issue-certificate-application-certificate';
import { uploadGraduateCopy } from './graduate-copies/upload-graduate-copy';
import { listGraduateCopies } from './graduate-copies/list-graduate-copies';
import { downloadGraduateCopy } from './graduate-copies/download-graduate-copy';
import { deleteGraduateCopy } from './graduate-copies/delete-graduate-copy';
import { listGraduates } from './graduates/list-graduates';
import { getGraduate } from './graduates/get-graduate';
import { createGraduate } from './graduates/create-graduate';
import { updateGraduate } from './graduates/update-graduate';
import { deleteGraduate } from './graduates/delete-graduate';
import { importGraduates } from './graduates/import-graduates';
import { listAcademicSessions } from './graduates/list-academic-sessions';
import { listStaffUsers } from './staff-users/list-staff-users';
import { createStaffUser } from './staff-users/create-staff-user';
import { updateStaffUser } from './staff-users/update-staff-user';
import { setStaffUserPassword } from './staff-users/set-staff-user-password';

export * from './graduates/graduate';
export * from './graduates/list-graduates';
export * from './graduates/get-graduate';
export * from './graduates/create-graduate';
export * from './graduates/update-graduate';
export * from './graduates/delete-graduate';
export * from './graduates/import-graduates';
export * from './graduates/list-academic-sessions';
export * from './staff-users/staff-user';
export * from './staff-users/list-staff-users';
export * from './staff-users/create-staff-user';
export * from './staff-users/update-staff-user';
export * from './staff-users/set-staff-user-password';
export * from './certificate-templates/certificate-template';
export * from './certificate-templates/list-certificate-templates';
export * from './certificate-templates/get-certificate-template';
export * from './certificate-templates/create-certificate-template';
export * from './certificate-templates/update-certificate-template';
export * from './certificate-templates/delete-certificate-template';
export * from './certificate-templates/preview-certificate-template';
export * from './certificate-applications/certificate-application';
export * from './certificate-applications/submit-certificate-application';
export * from './certificate-applications/track-certificate-application';
export * from './certificate-applications/list-certificate-applications';
export * from './certificate-applications/get-certificate-application';
export * from './certificate-applications/update-certificate-application-status';
export * from './certificate-applications/bulk-update-certificate-application-status';
export * from './graduate-copies/graduate-copy';
export * from './graduate-copies/upload-graduate-copy';
export * from './graduate-copies/list-graduate-copies';
export * from './graduate-copies/download-graduate-copy';
export * from './graduate-copies/delete-graduate-copy';
export * from './graduate-certificates/graduate-certificate';
export * from './graduate-certificates/issue-graduate-certificate';
export * from './graduate-certificates/list-graduate-certificates';
export * from './graduate-certificates/revoke-graduate-certificate';
export * from './graduate-certificates/list-certificate-application-certificates';
export * from './graduate-certificates/issue-certificate-application-certificate';

export const recordsEndpoints = {
  listGraduates,
  getGraduate,
  createGraduate,
  updateGraduate,
  deleteGraduate,
  importGraduates,
  listAcademicSessions,
  listStaffUsers,
  createStaffUser,
  updateStaffUser,
  setStaffUserPassword,
  listCertificateTemplates,
  getCertificateTemplate,
  createCertificateTemplate,
  updateCertificateTemplate,
  deleteCertificateTemplate,
  previewCertificateTemplate,
  submitCertificateApplication,
  trackCertificateApplication,
  listCertificateApplications,
  getCertificateApplication,
  updateCertificateApplicationStatus,
  bulkUpdateCertificateApplicationStatus,
  uploadGraduateCopy,
  listGraduateCopies,
  downloadGraduateCopy,
  deleteGraduateCopy,
  issueGraduateCertificate,
  listGraduateCertificates,
  revokeGraduateCertificate,
  listCertificateApplicationCertificates,
  issueCertificateApplicationCertificate,
} as const;
