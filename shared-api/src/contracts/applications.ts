/** The applications contracts: every endpoint file of the domain, re-exported, plus its endpoint map. */
import { bulkUpdateApplicationStatus } from './applications/bulk-update-application-status';
import { confirmCopyReceiver } from './applications/confirm-copy-receiver';
import { getApplication } from './applications/get-application';
import { listApplications } from './applications/list-applications';
import { quoteApplication } from './applications/quote-application';
import { submitApplication } from './applications/submit-application';
import { trackApplication } from './applications/track-application';
import { updateApplicationStatus } from './applications/update-application-status';
import { listApplicationMessages, postApplicationMessage } from './messages/application-messages';
import {
  listCertificateApplicationMessages,
  postCertificateApplicationMessage,
} from './messages/certificate-application-messages';
import { listTrackedMessages, postTrackedMessage } from './messages/tracked-messages';
import { listMessageThreads } from './messages/list-message-threads';
import { downloadMessageAttachment } from './messages/download-message-attachment';
import { getDashboard } from './dashboard/get-dashboard';

export * from './common/paging';
export * from './applications/application';
export * from './applications/submit-application';
export * from './applications/quote-application';
export * from './applications/track-application';
export * from './applications/list-applications';
export * from './applications/get-application';
export * from './applications/update-application-status';
export * from './applications/bulk-update-application-status';
export * from './applications/confirm-copy-receiver';
export * from './messages/message';
export * from './messages/tracked-messages';
export * from './messages/application-messages';
export * from './messages/certificate-application-messages';
export * from './messages/list-message-threads';
export * from './messages/download-message-attachment';
export * from './dashboard/get-dashboard';

export const applicationsEndpoints = {
  submitApplication,
  quoteApplication,
  trackApplication,
  listApplications,
  getApplication,
  updateApplicationStatus,
  bulkUpdateApplicationStatus,
  confirmCopyReceiver,
  listTrackedMessages,
  postTrackedMessage,
  listApplicationMessages,
  postApplicationMessage,
  listCertificateApplicationMessages,
  postCertificateApplicationMessage,
  listMessageThreads,
  downloadMessageAttachment,
  getDashboard,
} as const;
