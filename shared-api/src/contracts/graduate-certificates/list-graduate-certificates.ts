import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduateParams } from '../graduates/graduate';
import { ZGraduateCertificate } from './graduate-certificate';

export const ZListGraduateCertificatesResponse = success(z.array(ZGraduateCertificate));
export type TListGraduateCertificatesResponse = z.infer<typeof ZListGraduateCertificatesResponse>;

export const listGraduateCertificates = defineEndpoint({
  method: 'GET',
  path: '/graduates/:id/certificates',
  summary: "A graduate's issued certificates, newest first",
  auth: true,
  params: ZGraduateParams,
  response: ZListGraduateCertificatesResponse,
});
