import { ZCertificateApplicationParams } from '../certificate-applications/certificate-application';
import { defineEndpoint } from '../common/envelope';
import {
  ZPostApplicationMessageRequest,
  ZPostApplicationMessageResponse,
  ZStaffMessagesResponse,
} from './application-messages';

/**
 * A certificate application's thread with its applicant: the same messages, bodies and read
 * receipts as a transcript application's (the applicant writes through the tracked-messages
 * endpoints with the certificate application's reference).
 */
export const listCertificateApplicationMessages = defineEndpoint({
  method: 'GET',
  path: '/certificate-applications/:id/messages',
  summary: "A certificate application's message thread (marks the applicant's messages read)",
  auth: true,
  params: ZCertificateApplicationParams,
  response: ZStaffMessagesResponse,
});

export const postCertificateApplicationMessage = defineEndpoint({
  method: 'POST',
  path: '/certificate-applications/:id/messages',
  summary: 'Staff reply to the applicant of a certificate application',
  auth: true,
  params: ZCertificateApplicationParams,
  body: ZPostApplicationMessageRequest,
  response: ZPostApplicationMessageResponse,
});
