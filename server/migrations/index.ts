import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as settings from './0002_settings';
import * as applications from './0003_applications';
import * as records from './0004_records';
import * as payments from './0005_payments';
import * as outboxDocuments from './0006_outbox_documents';
import * as uploadsTotp from './0007_uploads_totp';
import * as issuedDocuments from './0008_issued_documents';
import * as applicationListIndexes from './0009_application_list_indexes';
import * as applicationListFilters from './0010_application_list_filters';
import * as certificateApplicationCertificates from './0011_certificate_application_certificates';
import * as certificateApplicationMessages from './0012_certificate_application_messages';
import * as authChangeNotify from './0013_auth_change_notify';
import * as identity from './0014_identity';
import * as outboxRecipientBound from './0015_outbox_recipient_bound';
import * as dropAuthChangeNotify from './0016_drop_auth_change_notify';
import * as applicationListKeys from './0017_application_list_keys';
import * as oneRequestModel from './0018_one_request_model';
import * as requestLists from './0019_request_lists';
import * as signingCertificates from './0020_signing_certificates';
import * as credentialStatuses from './0021_credential_statuses';
import * as credentialTrust from './0022_credential_trust';
import * as idempotencyKeys from './0023_idempotency_keys';
import * as recordsSync from './0024_records_sync';
import * as recipientDirectory from './0025_recipient_directory';
import * as copyRecipients from './0026_copy_recipients';
import * as recipientDelivery from './0027_recipient_delivery';
import * as receiverConfirmation from './0028_receiver_confirmation';
import * as consent from './0029_consent';
import * as holds from './0030_holds';
import * as providerRefunds from './0031_provider_refunds';
import * as myApplications from './0032_my_applications';
import * as holdExpiry from './0033_hold_expiry';
import * as expectedCompletion from './0034_expected_completion';
import * as sms from './0035_sms';
import * as holdDocuments from './0036_hold_documents';

/**
 * Every migration, in order. A static list (not a folder scan) so the same code runs from the
 * TypeScript sources (tests) and from dist/ (production). Add new files as NNNN_name.ts here.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_settings': settings,
  '0003_applications': applications,
  '0004_records': records,
  '0005_payments': payments,
  '0006_outbox_documents': outboxDocuments,
  '0007_uploads_totp': uploadsTotp,
  '0008_issued_documents': issuedDocuments,
  '0009_application_list_indexes': applicationListIndexes,
  '0010_application_list_filters': applicationListFilters,
  '0011_certificate_application_certificates': certificateApplicationCertificates,
  '0012_certificate_application_messages': certificateApplicationMessages,
  '0013_auth_change_notify': authChangeNotify,
  '0014_identity': identity,
  '0015_outbox_recipient_bound': outboxRecipientBound,
  '0016_drop_auth_change_notify': dropAuthChangeNotify,
  '0017_application_list_keys': applicationListKeys,
  '0018_one_request_model': oneRequestModel,
  '0019_request_lists': requestLists,
  '0020_signing_certificates': signingCertificates,
  '0021_credential_statuses': credentialStatuses,
  '0022_credential_trust': credentialTrust,
  '0023_idempotency_keys': idempotencyKeys,
  '0024_records_sync': recordsSync,
  '0025_recipient_directory': recipientDirectory,
  '0026_copy_recipients': copyRecipients,
  '0027_recipient_delivery': recipientDelivery,
  '0028_receiver_confirmation': receiverConfirmation,
  '0029_consent': consent,
  '0030_holds': holds,
  '0031_provider_refunds': providerRefunds,
  '0032_my_applications': myApplications,
  '0033_hold_expiry': holdExpiry,
  '0034_expected_completion': expectedCompletion,
  '0035_sms': sms,
  '0036_hold_documents': holdDocuments,
};
