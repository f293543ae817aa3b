import { z } from 'zod';
import { ZPathId } from '../common/ids';

/** An issued certificate: serial `<ACRONYM>/<YEAR>/<6 digits>`, sequential per year. */
export const ZGraduateCertificate = z
  .object({
    id: z.number().int(),
    graduate_id: z.number().int(),
    /** The certificate application it was issued for (null: issued from the graduate's record). */
    certificate_application_id: z.number().int().nullable(),
    template_id: z.number().int(),
    template_name: z.string(),
    serial_number: z.string(),
    verification_code: z.string(),
    issued_at: z.string(),
    issued_by: z.string().nullable(),
    revoked_at: z.string().nullable(),
    revoke_reason: z.string().nullable(),
  })
  .meta({ id: 'GraduateCertificate' });
export type TGraduateCertificate = z.infer<typeof ZGraduateCertificate>;

export const ZGraduateCertificateParams = z.object({ id: ZPathId });
export type TGraduateCertificateParams = z.infer<typeof ZGraduateCertificateParams>;
