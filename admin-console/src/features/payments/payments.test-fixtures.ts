import type {
  TPaymentDetail,
  TPaymentSummary,
  TPaymentTotals,
  TStandalonePayment,
} from '@registrar/shared-api';
import { pageBody } from '../../testing/paginated';

export const summary = (id: number, overrides: Partial<TPaymentSummary> = {}): TPaymentSummary => ({
  id,
  reference: `RGR-${String(id).padStart(20, 'A')}`,
  provider: 'local',
  status: 'paid',
  enums: { status: 'Paid', kind: 'Transcript application' },
  kind: 'application',
  description: `Transcript application 7K3M-9QAZ-${String(id)}`,
  tracking_id: `7K3M-9QAZ-${String(id).padStart(4, '0')}`,
  payer_name: 'Ada Okafor',
  amount: 1_500_000,
  currency: 'NGN',
  items: [
    { description: 'Official copy, hard, domestic', amount: 1_000_000 },
    { description: 'Delivery, Lagos', amount: 500_000 },
  ],
  paid_at: '2024-03-02T10:00:00.000Z',
  created_at: '2024-03-01T09:00:00.000Z',
  receipt_path: `/payments/reference/RGR-${String(id).padStart(20, 'A')}/receipt`,
  refunded_amount: 0,
  refunding_amount: 0,
  payer_email: 'ada@example.com',
  application_id: id,
  certificate_application_id: null,
  standalone_payment_id: null,
  payment_type: null,
  over_payment: false,
  updated_at: '2024-03-02T10:00:00.000Z',
  ...overrides,
});

export const detail = (id: number, overrides: Partial<TPaymentDetail> = {}): TPaymentDetail => ({
  ...summary(id),
  raw: {
    status: true,
    data: { status: 'success', amount: 1_500_000, gateway_response: 'Approved' },
  },
  amount_received: 1_500_000,
  currency_received: 'NGN',
  verified_at: '2024-03-02T10:00:05.000Z',
  refunded_at: null,
  refund_reason: null,
  refunded_by: null,
  refunds: [],
  refundable_amount: overrides.status === undefined || overrides.status === 'paid' ? 1_500_000 : 0,
  events: [
    { kind: 'initialized', note: null, actor: null, at: '2024-03-01T09:00:00.000Z' },
    {
      kind: 'webhook_received',
      note: 'charge.success',
      actor: null,
      at: '2024-03-02T10:00:01.000Z',
    },
  ],
  ...overrides,
});

export const totals: TPaymentTotals = {
  count: 12,
  paid_count: 9,
  paid_amount: 13_500_000,
  refunded_amount: 1_500_000,
  pending_amount: 3_000_000,
};

/** A page of `rows` (page `current` of `last`). */
export const pageOf = <T>(path: string, rows: T[], current = 1, last = 2, total = 12) =>
  pageBody(path, rows, { current, last, total });

export const standalone = (id: number, overrides: Partial<TStandalonePayment> = {}) =>
  ({
    id,
    reference: `RGR-S${String(id).padStart(19, 'B')}`,
    payment_type: { id: 3, name: 'Late registration fee' },
    payer_name: 'Bola Bello',
    payer_email: 'bola@example.com',
    payer_matric_number: 'CSC/2019/044',
    amount: 250_000,
    status: 'pending',
    enums: { status: 'Pending' },
    paid_at: null,
    created_at: '2024-04-01T08:00:00.000Z',
    ...overrides,
  }) satisfies TStandalonePayment;

export const paymentTypes = [
  { id: 3, name: 'Late registration fee', description: null, amount: 250_000, is_active: true },
  { id: 4, name: 'Gown hire', description: null, amount: 1_000_000, is_active: true },
];
