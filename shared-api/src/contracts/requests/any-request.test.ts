import { requestKinds } from './status';
import { ZRequestSummary, type TRequestSummary } from './any-request';

const common = {
  id: 1,
  tracking_id: 'ABCD-1234-EFGH',
  status: 'paid',
  delivery_fee: 500_000,
  total: 1_500_000,
  created_at: '2026-11-20T09:05:00.000Z',
  updated_at: '2026-11-20T09:05:00.000Z',
};
const applicant = {
  matric_number: 'FUTD/10/0001',
  surname: 'Okafor',
  first_name: 'Ada',
  other_names: null,
  email: 'ada@example.com',
};
const transcript = {
  ...common,
  kind: 'transcript',
  enums: { status: 'Paid' },
  applicant,
  copies_count: 2,
  transcript_fee: 1_000_000,
};
const certificate = {
  ...common,
  kind: 'attestation',
  enums: { status: 'Paid', kind: 'Attestation' },
  applicant: { ...applicant, phone: null, programme: 'Computer Science', graduation_year: 2014 },
  delivery: {
    recipient_name: 'Ada Okafor',
    recipient_address: '1 Marina, Lagos',
    region_id: 1,
    region_name: 'Lagos',
    courier_id: 1,
    courier: 'DHL',
    courier_name: null,
    waybill_number: null,
  },
  certificate_fee: 1_000_000,
};

/** What a screen shows for a row of any kind: only the kind's own fields tell them apart. */
const fee = (row: TRequestSummary) =>
  row.kind === 'transcript' ? row.transcript_fee : row.certificate_fee;

describe('a request of any kind', () => {
  it('is told apart by its kind, each kind with its own fields', () => {
    const rows = [transcript, certificate].map((row) => ZRequestSummary.parse(row));
    expect(rows.map((row) => row.kind)).toEqual(['transcript', 'attestation']);
    expect(rows.map(fee)).toEqual([1_000_000, 1_000_000]);
  });

  it('covers every kind of request, and refuses any other', () => {
    const parsedKinds = requestKinds.filter(
      (kind) =>
        ZRequestSummary.safeParse({ ...(kind === 'transcript' ? transcript : certificate), kind })
          .success,
    );
    expect(parsedKinds).toEqual([...requestKinds]);
    expect(ZRequestSummary.safeParse({ ...transcript, kind: 'diploma' }).success).toBe(false);
  });

  it("refuses a kind's fields under another kind", () => {
    expect(ZRequestSummary.safeParse({ ...transcript, kind: 'certificate' }).success).toBe(false);
    expect(ZRequestSummary.safeParse({ ...certificate, kind: 'transcript' }).success).toBe(false);
  });
});
