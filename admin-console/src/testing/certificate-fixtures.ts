import {
  certificateApplicationStatusLabels,
  type TCertificateApplication,
  type TCertificateApplicationStatus,
} from '@registrar/shared-api';
import { paginated } from './paginated';

export const certificate = (
  id: number,
  status: TCertificateApplicationStatus = 'paid',
  overrides: Partial<TCertificateApplication> = {},
): TCertificateApplication => ({
  id,
  tracking_id: `CERT-${String(id).padStart(4, '0')}-WXYZ`,
  status,
  kind: 'certificate',
  enums: { status: certificateApplicationStatusLabels[status], kind: 'Certificate' },
  applicant: {
    matric_number: `FUTD/10/${String(id).padStart(4, '0')}`,
    surname: 'Bello',
    first_name: `Tunde${String(id)}`,
    other_names: null,
    email: `tunde${String(id)}@example.com`,
    phone: null,
    programme: 'Computer Science',
    graduation_year: 2015,
  },
  delivery: {
    recipient_name: 'Tunde Bello',
    recipient_address: '12 Marina Road, Lagos',
    region_id: 1,
    region_name: 'Lagos',
    courier_id: 2,
    courier: 'NIPOST',
    courier_name: null,
    waybill_number: null,
  },
  certificate_fee: 2_500_000,
  delivery_fee: 300_000,
  total: 2_800_000,
  created_at: '2026-11-20T09:05:00.000Z',
  updated_at: '2026-11-20T09:05:00.000Z',
  history: [
    {
      status: 'pending_payment',
      label: 'Pending payment',
      note: null,
      at: '2026-11-20T09:05:00.000Z',
    },
  ],
  hold: null,
  expected_at: null,
  ...overrides,
});

/** A page of the list: the rows without their history, as the list endpoint answers. */
export const pageOf = (rows: TCertificateApplication[], paging?: Parameters<typeof paginated>[2]) =>
  paginated(
    '/certificate-applications',
    rows.map(({ history: _history, hold: _hold, expected_at: _expected, ...row }) => row),
    paging,
  );
