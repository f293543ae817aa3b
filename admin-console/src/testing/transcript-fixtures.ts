import type {
  TApplicationDetail,
  TApplicationStatus,
  TApplicationSummary,
} from '@registrar/shared-api';
import { applicationStatusLabels } from '@registrar/shared-api';
import { paginated } from './paginated';

export { queryOf } from './paginated';

export const summary = (
  id: number,
  status: TApplicationStatus = 'paid',
  overrides: Partial<TApplicationSummary> = {},
): TApplicationSummary => ({
  id,
  tracking_id: `ABCD-${String(id).padStart(4, '0')}-WXYZ`,
  status,
  kind: 'transcript',
  enums: { status: applicationStatusLabels[status] },
  applicant: {
    matric_number: `MAT/${String(id)}`,
    surname: 'Okafor',
    first_name: `Ada${String(id)}`,
    other_names: null,
    email: `ada${String(id)}@example.com`,
  },
  copies_count: 2,
  transcript_fee: 1_000_000,
  delivery_fee: 500_000,
  total: 1_500_000,
  created_at: '2026-11-20T09:05:00.000Z',
  updated_at: '2026-11-20T09:05:00.000Z',
  ...overrides,
});

export const page = (rows: TApplicationSummary[], paging?: Parameters<typeof paginated>[2]) =>
  paginated('/applications', rows, paging);

export const detail = (
  status: TApplicationStatus = 'paid',
  overrides: Partial<TApplicationDetail> = {},
): TApplicationDetail => ({
  ...summary(7, status),
  applicant: {
    matric_number: 'MAT/7',
    surname: 'Okafor',
    first_name: 'Ada',
    other_names: null,
    email: 'ada7@example.com',
    phone: '+2348000000000',
    programme: 'Computer Science',
    graduation_year: 2020,
  },
  copies: [
    {
      id: 71,
      purpose: 'Employment',
      type: 'official',
      format: 'hard_copy',
      enums: { format: 'Hard copy' },
      rate: 1_000_000,
      delivery_fee: 500_000,
      region_id: 1,
      courier_id: 1,
      recipient_name: 'HR Office',
      recipient_address: '1 Marina, Lagos',
      recipient_email: null,
      reference_number: null,
      recipient_id: null,
      receiver_confirmed_at: null,
      courier_name: null,
      waybill_number: null,
      dispatched_at: null,
    },
  ],
  history: [
    {
      status: 'pending_payment',
      label: 'Pending payment',
      note: null,
      at: '2026-11-20T09:05:00.000Z',
      from_status: null,
      actor: null,
    },
    {
      status: 'paid',
      label: 'Paid',
      note: 'Paid online',
      at: '2026-11-20T09:10:00.000Z',
      from_status: 'pending_payment',
      actor: null,
    },
  ],
  application_type: { id: 1, name: 'Transcript' },
  hold: null,
  expected_at: '2026-12-04',
  consent: {
    wording_id: 2,
    wording: 'I consent to the registry releasing my transcript to the receivers named.',
    given_at: '2026-11-20T09:04:30.000Z',
    ip: '102.89.34.1',
    receivers: ['HR Office, 1 Marina, Lagos'],
  },
  messages_count: 0,
  unread_messages_count: 0,
  ...overrides,
});
