import type { LightMyRequestResponse } from 'fastify';
import { initialsOf } from '../../src/modules/applications/redaction';

/** The applicant whose application the track tests follow. */
export const APPLICANT_EMAIL = 'chioma.okafor@example.org';

/** The applicant as the redacted track view shows them (email and phone of the fixture). */
export const redactedApplicant = (applicant: {
  surname: string;
  first_name: string;
  other_names: string | null;
}) => ({
  matric_number: '•••',
  surname: initialsOf(applicant.surname),
  first_name: initialsOf(applicant.first_name),
  other_names: applicant.other_names === null ? null : initialsOf(applicant.other_names),
  email: 'c•••@example.org',
  phone: '•••67',
  programme: '•••',
  graduation_year: null,
});

interface Applicant {
  matric_number: string;
  surname: string;
  first_name: string;
  other_names: string | null;
  programme: string;
  email: string;
}

/** The applicant's own values that a redacted answer must not carry anywhere. */
export const applicantSecrets = (applicant: Applicant) => [
  applicant.surname,
  applicant.first_name,
  applicant.matric_number,
  applicant.programme,
  'chioma.okafor',
  '803 123',
];

/**
 * Checks a track answer without the applicant's email against its contract and the redacted
 * view of `applicant`; answers its data for the kind's own checks.
 */
export function redactedData<D>(
  response: LightMyRequestResponse,
  schema: { parse: (value: unknown) => unknown },
  applicant: Applicant,
): D {
  expect(response.statusCode).toBe(200);
  const json = response.json<{ data: D & { redacted: boolean; applicant: unknown } }>();
  expect(schema.parse(json)).toEqual(json);
  expect(json.data.redacted).toBe(true);
  expect(json.data).not.toHaveProperty('id');
  expect(json.data.applicant).toEqual(redactedApplicant(applicant));
  return json.data;
}

/**
 * Tracks with each way of typing the applicant's email and checks the full record of `applicant`
 * comes back; answers each answer's data for the kind's own checks.
 */
export async function fullRecords<D>(
  subject: Pick<TrackedSubject, 'track' | 'trackingId'>,
  applicant: Applicant,
): Promise<D[]> {
  const records: D[] = [];
  for (const email of applicantEmailVariants) {
    const response = await subject.track(
      subject.trackingId(),
      `?email=${encodeURIComponent(email)}`,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: D & { redacted: boolean; applicant: Applicant } }>().data;
    expect(data.redacted).toBe(false);
    expect(data).not.toHaveProperty('id');
    expect(data.applicant).toEqual(applicant);
    expect(data.applicant.email).toBe(APPLICANT_EMAIL);
    records.push(data);
  }
  return records;
}

/** Fails naming each personal value found in an answer's body (compared in any case). */
export function expectNoSecrets(body: string, secrets: string[]): void {
  const lower = body.toLowerCase();
  for (const secret of secrets)
    expect({ secret, found: lower.includes(secret.toLowerCase()) }).toEqual({
      secret,
      found: false,
    });
}

/** The applicant's email as typed in other cases and with spaces: each one opens the record. */
export const applicantEmailVariants = [
  APPLICANT_EMAIL,
  'Chioma.OKAFOR@Example.org',
  ' chioma.okafor@example.org ',
];

export interface TrackedSubject {
  /** GET the kind's track endpoint for a reference, with a query string ('' for none). */
  track: (reference: string, query?: string) => Promise<LightMyRequestResponse>;
  /** The tracking id of the applicant's application (known once `beforeAll` has run). */
  trackingId: () => string;
  /** Submits the same application for another applicant email; answers the email recorded. */
  submitForEmail: (email: string) => Promise<string>;
}

/**
 * The answers that must not tell emails apart, for any kind of application: a wrong or blank
 * email answers as no email; a malformed one is refused by its field; an unknown reference is
 * the same 404 with or without an email.
 */
export function itHidesWhetherAnEmailMatches(subject: TrackedSubject): void {
  it('answers a wrong or blank email exactly as no email (nothing to tell emails apart)', async () => {
    const alone = await subject.track(subject.trackingId());
    // Another applicant's real email, a near miss, a stranger's, and a blank field.
    expect(await subject.submitForEmail('someone.else@example.org')).toBe(
      'someone.else@example.org',
    );
    for (const query of [
      '?email=someone.else%40example.org',
      '?email=chioma.okafor%40example.com',
      '?email=stranger%40example.net',
      '?email=',
      '?email=%20%20',
    ]) {
      const response = await subject.track(subject.trackingId(), query);
      expect({ query, status: response.statusCode, body: response.body }).toEqual({
        query,
        status: 200,
        body: alone.body,
      });
    }
  });

  it('refuses a malformed email with a field message, and an unknown reference with the same 404', async () => {
    const malformed = await subject.track(subject.trackingId(), '?email=not-an-email');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ email: ['Please enter a valid email'] });

    const unknownAlone = await subject.track('ZZZZ-ZZZZ-ZZZZ');
    const unknownWithEmail = await subject.track('ZZZZ-ZZZZ-ZZZZ', `?email=${APPLICANT_EMAIL}`);
    expect(unknownAlone.statusCode).toBe(404);
    expect(unknownWithEmail.statusCode).toBe(404);
    expect(unknownWithEmail.body).toBe(unknownAlone.body);
  });
}
