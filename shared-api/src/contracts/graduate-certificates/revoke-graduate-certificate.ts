import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduateCertificate, ZGraduateCertificateParams } from './graduate-certificate';

export const ZRevokeGraduateCertificateRequest = z.object({
  reason: z.string().trim().max(1000).nullable().optional(),
});
export type TRevokeGraduateCertificateRequest = z.infer<typeof ZRevokeGraduateCertificateRequest>;

export const ZRevokeGraduateCertificateResponse = success(ZGraduateCertificate);
export type TRevokeGraduateCertificateResponse = z.infer<typeof ZRevokeGraduateCertificateResponse>;

/** 409 when it is already revoked. */
export const revokeGraduateCertificate = defineEndpoint({
  method: 'POST',
  path: '/graduate-certificates/:id/revoke',
  summary: 'Revoke an issued certificate',
  auth: true,
  params: ZGraduateCertificateParams,
  body: ZRevokeGraduateCertificateRequest,
  response: ZRevokeGraduateCertificateResponse,
});
