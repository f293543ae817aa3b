import {
  paymentStatusLabels,
  type TApplication,
  type TApplicationData,
  type TApplicantRecord,
  type TPublicPayment,
  type TTrackedApplication,
  ZTrackedApplication,
} from '@registrar/shared-api';
import type { RecordedRequest, Routes } from '../../../jest/support/test-server';

/** Reference data in the shape of GET /application-data (kobo). */
export const applicationData: TApplicationData = {
  transcript_rates: [
    { id: 1, purpose: 'Further Studies', type: 'official', soft_copy: 1000000, hard_copy: 1500000 },
    { id: 2, purpose: 'Further Studies', type: 'student', soft_copy: 300000, hard_copy: null },
    { id: 3, purpose: 'Employment', type: 'official', soft_copy: 1050000, hard_copy: 1550000 },
  ],
  delivery_rates: [
    { id: 1, delivery_type: 'domestic', rate: 350000 },
    { id: 2, delivery_type: 'international', rate: 2500000 },
  ],
  programmes: [],
  couriers: [
    { id: 1, name: 'NIPOST EMS', serves_domestic: true, serves_international: true, rate: 300000 },
    {
      id: 2,
      name: 'GIG Logistics',
      serves_domestic: true,
      serves_international: false,
      rate: 400000,
    },
    {
      id: 3,
      name: 'DHL Express',
      serves_domestic: false,
      serves_international: true,
      rate: 2800000,
    },
  ],
  regions: [
    { id: 1, name: 'Lagos', type: 1 },
    { id: 5, name: 'Europe', type: 2 },
  ],
  application_types: [],
  payment_types: [
    { id: 1, name: 'Change of name', description: 'Change of name on records', amount: 1000000 },
  ],
};

export const applicant: TApplicantRecord = {
  matric_number: 'FUTD/10/0001',
  surname: 'Adeyemi',
  first_name: 'Tolu',
  other_names: 'Oluwaseun',
  programme: 'Computer Science',
  faculty: 'Computing',
  department: 'Computer Science',
  degree: 'B.Tech.',
  graduation_year: 2015,
  graduation_session: '2014/2015 session',
  email_address: 'tolu@example.com',
};

/** What the matric check answers for `applicant` before the code step. */
export const maskedApplicant = {
  matric_number: applicant.matric_number,
  initials: 'T. O. A.',
  contact_hint: 't•••@example.com',
  identity_route: 'code' as const,
};

/** The code the identity routes below accept. */
export const IDENTITY_CODE = '123456';
export const IDENTITY_TOKEN = 'identity-token-of-tolu';

/** The identity step's routes for the test server: one challenge, one right code. */
export const identityRoutes: Routes = {
  'POST /api/identity/codes': () =>
    ok({
      challenge_id: 'challenge-1',
      sent_to: maskedApplicant.contact_hint,
      expires_at: new Date(Date.now() + 900_000).toISOString(),
      resend_at: new Date(Date.now() + 60_000).toISOString(),
    }),
  'POST /api/identity/codes/verify': ({ body }: RecordedRequest) =>
    (body as { code?: string }).code === IDENTITY_CODE
      ? ok({
          identity_token: IDENTITY_TOKEN,
          expires_at: new Date(Date.now() + 7_200_000).toISOString(),
          graduate: (({ email_address: _email, ...graduate }) => graduate)(applicant),
        })
      : {
          status: 422,
          body: {
            status: 'error',
            message: 'The code is not right. You have 4 tries left.',
            errors: { code: ['The code is not right. You have 4 tries left.'] },
          },
        },
};

/** A confirmed applicant as the portal keeps it in localStorage. */
export const storedApplicant = (email = 'tolu@example.com') =>
  JSON.stringify({
    applicantData: { ...applicant, email_address: email },
    email_address: email,
    identity: {
      token: IDENTITY_TOKEN,
      expires_at: new Date(Date.now() + 7_200_000).toISOString(),
    },
  });

export const submitted: TApplication = {
  id: 7,
  tracking_id: 'ABCD-1234-EFGH',
  status: 'pending_payment',
  kind: 'transcript',
  enums: { status: 'Pending payment' },
  applicant: {
    matric_number: applicant.matric_number,
    surname: applicant.surname,
    first_name: applicant.first_name,
    other_names: applicant.other_names,
    email: 'tolu@example.com',
    phone: null,
    programme: applicant.programme,
    graduation_year: 2015,
  },
  copies: [],
  hold: null,
  expected_at: null,
  transcript_fee: 2500000,
  delivery_fee: 650000,
  total: 3150000,
  created_at: '2025-03-07T08:30:00.000Z',
  updated_at: '2025-03-07T08:30:00.000Z',
  history: [
    {
      status: 'pending_payment',
      label: 'Pending payment',
      note: null,
      at: '2025-03-07T08:30:00.000Z',
    },
  ],
};

/** `submitted` as GET /applications/track/:reference answers its applicant: no internal ids. */
export const submittedTracked: TTrackedApplication = ZTrackedApplication.parse({
  ...submitted,
  redacted: false,
});

/**
 * `submitted` as GET /applications/track/:reference answers the reference alone: the applicant
 * masked, no graduation year, no staff notes.
 */
export const trackedView: TTrackedApplication = {
  ...submittedTracked,
  redacted: true,
  applicant: {
    ...submittedTracked.applicant,
    matric_number: '•••',
    surname: 'A.',
    first_name: 'T.',
    other_names: 'O.',
    email: 't•••@example.com',
    programme: '•••',
    graduation_year: null,
  },
  history: submittedTracked.history.map((step) => ({ ...step, note: null })),
};

export const ok = (data: unknown) => ({ status: 200, body: { status: 'success', data } });

/** A payment as POST /payments/reference/:reference/verify answers it (kobo). */
export const paidPayment: TPublicPayment = {
  reference: 'RGR-7K3M9QAZ2B4D5E6F7G8H',
  provider: 'local',
  status: 'paid',
  enums: { status: 'Paid', kind: 'Transcript application' },
  kind: 'application',
  description: 'Transcript application ABCD-1234-EFGH',
  tracking_id: 'ABCD-1234-EFGH',
  payer_name: 'Tolu Oluwaseun Adeyemi',
  amount: 3150000,
  currency: 'NGN',
  items: [
    { description: 'Official copy, hard copy (Further Studies)', amount: 1500000 },
    { description: 'Delivery: Lagos by GIG Logistics', amount: 650000 },
    { description: 'Official copy, soft copy (Employment)', amount: 1000000 },
  ],
  paid_at: '2025-03-07T09:00:00.000Z',
  created_at: '2025-03-07T08:45:00.000Z',
  receipt_path: '/payments/reference/RGR-7K3M9QAZ2B4D5E6F7G8H/receipt',
  refunded_amount: 0,
  refunding_amount: 0,
  redacted: false,
};

export const paymentWith = (status: TPublicPayment['status']): TPublicPayment => ({
  ...paidPayment,
  status,
  enums: { ...paidPayment.enums, status: paymentStatusLabels[status] },
  paid_at: status === 'paid' ? paidPayment.paid_at : null,
  receipt_path: status === 'paid' ? paidPayment.receipt_path : null,
});

export const initialized = (reference = paidPayment.reference) => ({
  reference,
  provider: 'local',
  status: 'pending',
  checkout_url: `http://127.0.0.1:9/checkout/local/${reference}`,
  amount: 3150000,
  currency: 'NGN',
});
