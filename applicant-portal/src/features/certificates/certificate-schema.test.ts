import {
  certificateSchema,
  toCertificateRequest,
  type CertificateValues,
} from './certificate-schema';

const valid: CertificateValues = {
  matric_number: 'futd/10/0001',
  email_address: 'tolu@example.com',
  phone: '',
  kind: 'attestation',
  region_id: '1',
  courier_id: '2',
  recipient_name: 'Me',
  recipient_address: 'Home',
};

const messagesOf = (values: CertificateValues) =>
  Object.fromEntries(
    (certificateSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      issue.message,
    ]),
  );

describe('the certificate form schema', () => {
  it('says what to choose, and what the contract requires, when nothing is filled in', () => {
    const empty = Object.fromEntries(
      Object.keys(valid).map((name) => [name, '']),
    ) as CertificateValues;
    expect(messagesOf(empty)).toEqual({
      matric_number: 'This field is required',
      email_address: 'This field is required',
      kind: 'Choose certificate or attestation',
      region_id: 'Choose where it is going',
      courier_id: 'Choose a courier',
      recipient_name: 'This field is required',
      recipient_address: 'This field is required',
    });
  });

  it("applies the contract's checks", () => {
    expect(messagesOf(valid)).toEqual({});
    expect(
      messagesOf({
        ...valid,
        email_address: 'tolu',
        phone: 'call me',
        recipient_name: 'N'.repeat(201),
        matric_number: 'futd 10',
      }),
    ).toEqual({
      email_address: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
      recipient_name: 'Must be at most 200 characters',
      matric_number: "Use 3–30 letters, digits, '/' or '-'",
    });
  });

  it('makes the request: ids as numbers, no phone as null', () => {
    expect(toCertificateRequest(certificateSchema.parse({ ...valid, phone: ' ' }))).toEqual({
      ...valid,
      phone: null,
      region_id: 1,
      courier_id: 2,
    });
  });
});
