import type { TCertificateTemplate, TGraduate, TGraduateCertificate } from '@registrar/shared-api';

/** A graduate record as the API answers it: Ada Okafor (id 11) unless told otherwise. */
export const graduateRecord = (overrides: Partial<TGraduate> = {}): TGraduate => ({
  id: 11,
  matric_number: 'CSC/2016/001',
  surname: 'Okafor',
  first_name: 'Ada',
  other_names: null,
  email: 'ada@example.com',
  programme: 'Computer Science',
  faculty: 'Science',
  department: 'Computer Science',
  degree: 'B.Sc.',
  class_of_degree: 'First Class',
  graduation_year: 2020,
  graduation_session: '2019/2020',
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

/** A certificate template, active unless told otherwise. */
export const certificateTemplate = (
  id: number,
  name: string,
  isActive = true,
): TCertificateTemplate => ({
  id,
  name,
  title: 'Certificate',
  body_template: '{{full_name}}',
  orientation: 'landscape',
  is_active: isActive,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
});

/** A certificate issued to graduate 11 from template 1, valid unless told otherwise. */
export const issuedCertificate = (
  id: number,
  overrides: Partial<TGraduateCertificate> = {},
): TGraduateCertificate => ({
  id,
  graduate_id: 11,
  certificate_application_id: null,
  template_id: 1,
  template_name: 'Bachelor 2020',
  serial_number: `UNILAG/2020/00000${String(id)}`,
  verification_code: `VC${String(id)}ABCD`,
  issued_at: '2024-02-01T10:00:00.000Z',
  issued_by: 'Adaeze Okafor',
  revoked_at: null,
  revoke_reason: null,
  ...overrides,
});
