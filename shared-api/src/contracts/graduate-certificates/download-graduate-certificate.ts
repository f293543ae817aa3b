import { z } from 'zod';
import { defineEndpoint } from '../common/envelope';
import { ZGraduateCertificateParams } from './graduate-certificate';

/** The certificate as a PDF (attachment): template text, QR code and verification code. */
export const ZDownloadGraduateCertificateResponse = z
  .string()
  .meta({ description: 'The certificate (application/pdf)', format: 'binary' });

export const downloadGraduateCertificate = defineEndpoint({
  method: 'GET',
  path: '/graduate-certificates/:id/pdf',
  summary: 'Download an issued certificate as a PDF with its QR and verification code',
  auth: true,
  params: ZGraduateCertificateParams,
  response: ZDownloadGraduateCertificateResponse,
});
