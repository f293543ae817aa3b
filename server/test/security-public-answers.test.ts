import {
  addStaffAndSignIn,
  bearer,
  fromDistinctAddresses,
  startTestApp,
  type TestApp,
} from './support/app';
import { oneDatabaseTarget } from './support/databases';
import { domesticDelivery } from './support/delivery';
import { withIdentity } from './support/identity';
import { useLocalPayments } from './support/payments-fixtures';
import { graduateByMatric } from './support/rows';

/**
 * No internal numeric id, staff note or graduation year in a public answer. Whoever holds a
 * tracking id (or a payment reference) learns what the application is and where it stands; the
 * applicant, with their email, also sees the registry's notes and their own graduation year;
 * nobody outside the staff screens learns the database's ids.
 */

const APPLICANT_EMAIL = 'ngozi.eze@example.org';
const MATRIC_NUMBER = 'FUTD/10/0001';
/** Region and courier ids are public reference data (GET /application-data lists them). */
const PUBLIC_REFERENCE_IDS = new Set(['region_id', 'courier_id']);

/** Every value in a JSON answer, with its path and the key it sits under. */
function* leaves(value: unknown, path = '$', key = ''): Generator<[string, string, unknown]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* leaves(item, `${path}[${index}]`, key);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) yield* leaves(item, `${path}.${name}`, name);
  } else {
    yield [path, key, value];
  }
}

/** The paths of internal numeric ids: `id`, or any `*_id` but the public reference data's. */
const internalIds = (json: unknown) =>
  [...leaves(json)]
    .filter(
      ([, key, value]) =>
        typeof value === 'number' &&
        (key === 'id' || (key.endsWith('_id') && !PUBLIC_REFERENCE_IDS.has(key))),
    )
    .map(([path]) => path);

/**
 * The paths where `year` shows: as a number, or as a number inside a text. `random` are the
 * answer's random tokens (tracking id, payment reference), left out so their digits never match.
 */
const yearPaths = (json: unknown, year: number, random: string[]) => {
  const inText = new RegExp(`(^|\\D)${String(year)}(\\D|$)`);
  return [...leaves(json)]
    .filter(([, , value]) =>
      typeof value === 'string'
        ? inText.test(random.reduce((text, token) => text.split(token).join(''), value))
        : value === year,
    )
    .map(([path]) => path);
};

describe.each(oneDatabaseTarget())('public answers on $name', (target) => {
  let t: TestApp;
  let staffToken: string;
  let graduationYear: number;

  useLocalPayments();
  beforeAll(async () => {
    t = await startTestApp(target, { security: { trustProxy: true } });
    staffToken = await addStaffAndSignIn(t, {
      name: 'Registry Officer',
      username: 'officer',
      email: 'officer@registrar.test',
      role: 'registry_officer',
    });
    const graduate = await graduateByMatric(t.app.db, MATRIC_NUMBER);
    graduationYear = graduate.graduation_year;
  });
  afterAll(async () => {
    await t.close();
  });

  // Each request from its own address: this file is about what is answered, not how often.
  const { from, get, post } = fromDistinctAddresses(() => t);
  const withEmail = `?email=${encodeURIComponent(APPLICANT_EMAIL)}`;

  interface Case {
    /** The submit path, the track path and the payment kind of one kind of application. */
    submitPath: string;
    trackPath: string;
    paymentKind: string;
    body: () => Promise<Record<string, unknown>>;
  }
  const transcript: Case = {
    submitPath: '/api/applications',
    trackPath: '/api/applications/track',
    paymentKind: 'application',
    body: async () => ({
      email_address: APPLICANT_EMAIL,
      phone_number: '+234 803 555 0101',
      copies: [
        {
          purpose: 'Further Studies',
          type: 'undergraduate',
          format: 'soft_copy',
          recipient_email: 'admissions@uni-abroad.example',
        },
        {
          purpose: 'Employment',
          type: 'undergraduate',
          format: 'hard_copy',
          recipient_name: 'Human Resources, Acme Ltd',
          recipient_address: '3 Marina, Lagos',
          region_id: 1,
          courier_id: 1,
        },
      ],
    }),
  };
  const certificate: Case = {
    submitPath: '/api/certificate-applications',
    trackPath: '/api/certificate-applications/track',
    paymentKind: 'certificate_application',
    body: async () => {
      const delivery = await domesticDelivery(t.app.db);
      return {
        email_address: APPLICANT_EMAIL,
        phone: '+234 803 555 0101',
        kind: 'certificate',
        recipient_name: 'Human Resources, Acme Ltd',
        recipient_address: '3 Marina, Lagos',
        ...delivery,
      };
    },
  };

  /**
   * An application submitted and paid through the public endpoints, then put on hold and taken
   * up again by staff through the status endpoint, each time with a note for the applicant.
   */
  async function appliedPaidAndNoted(kind: Case, notes: [string, string]) {
    const submitted = await t.app.inject({
      method: 'POST',
      url: kind.submitPath,
      headers: from(),
      payload: await withIdentity(t.app.db, {
        matric_number: MATRIC_NUMBER,
        ...(await kind.body()),
      }),
    });
    expect(submitted.statusCode).toBe(200);
    const trackingId = (submitted.json() as { data: { tracking_id: string } }).data.tracking_id;

    const started = await post('/api/payments/initialize', {
      kind: kind.paymentKind,
      tracking_id: trackingId,
    });
    expect(started.statusCode).toBe(200);
    const paymentReference = (started.json() as { data: { reference: string } }).data.reference;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/checkout/local/${paymentReference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
      payload: 'outcome=succeed',
    });
    expect(paid.statusCode).toBe(303);

    // Staff find the application as staff do, and change its status with a note.
    const { id } = await t.app.db
      .selectFrom('applications')
      .select('id')
      .where('tracking_id', '=', trackingId.replace(/-/g, ''))
      .executeTakeFirstOrThrow();
    const staffPath = kind === transcript ? 'applications' : 'certificate-applications';
    for (const [status, note] of [
      ['on_hold', notes[0]],
      ['processing', notes[1]],
    ] as const) {
      // A hold names its reason for the applicant.
      const hold = status === 'on_hold' ? { hold_reason_id: 1 } : {};
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/${staffPath}/${String(id)}/status`,
        headers: bearer(staffToken),
        payload: { status, note, ...hold },
      });
      expect({ status, code: changed.statusCode }).toEqual({ status, code: 200 });
    }
    return { trackingId, paymentReference };
  }

  /** Every public answer about the application: its track page and its payment. */
  const publicAnswers = async (
    kind: Case,
    { trackingId, paymentReference }: { trackingId: string; paymentReference: string },
    query: string,
  ) => ({
    track: await get(`${kind.trackPath}/${trackingId}${query}`),
    payment: await get(`/api/payments/reference/${paymentReference}${query}`),
    verify: await post(`/api/payments/reference/${paymentReference}/verify${query}`, {}),
  });

  describe.each([
    ['a transcript application', transcript],
    ['a certificate application', certificate],
  ] as const)('%s', (_, kind) => {
    const notes: [string, string] = [
      'On hold: Ngozi phoned from 0803 555 0101, her NYSC letter is still missing',
      'Letter received from Mrs Eze by hand; processing resumed',
    ];

    it('with only a tracking id, a stranger learns no internal id, no staff note and no graduation year', async () => {
      const application = await appliedPaidAndNoted(kind, notes);
      const random = [application.trackingId, application.paymentReference];
      for (const query of ['', '?email=stranger%40example.net']) {
        for (const [where, response] of Object.entries(
          await publicAnswers(kind, application, query),
        )) {
          const json: unknown = response.json();
          expect({ where, query, status: response.statusCode }).toEqual({
            where,
            query,
            status: 200,
          });
          expect({ where, ids: internalIds(json) }).toEqual({ where, ids: [] });
          expect({ where, year: yearPaths(json, graduationYear, random) }).toEqual({
            where,
            year: [],
          });
          for (const note of notes)
            expect({ where, note, shown: response.body.includes(note) }).toEqual({
              where,
              note,
              shown: false,
            });
        }
      }

      // Where the application stands is still told: every step, its label and its time.
      const { data } = (await get(`${kind.trackPath}/${application.trackingId}`)).json() as {
        data: {
          redacted: boolean;
          applicant: { graduation_year: number | null };
          history: { status: string; label: string; note: string | null; at: string }[];
        };
      };
      expect(data.redacted).toBe(true);
      expect(data.applicant.graduation_year).toBeNull();
      expect(data.history.map(({ status, label, note }) => ({ status, label, note }))).toEqual([
        { status: 'pending_payment', label: 'Pending payment', note: null },
        { status: 'paid', label: 'Paid', note: null },
        { status: 'on_hold', label: 'On hold', note: null },
        { status: 'processing', label: 'Processing', note: null },
      ]);
      for (const step of data.history) expect(Number.isNaN(Date.parse(step.at))).toBe(false);
    });

    it('the applicant with their email sees the notes and the year, but still no internal id', async () => {
      const application = await appliedPaidAndNoted(kind, notes);
      const answers = await publicAnswers(kind, application, withEmail);
      for (const [where, response] of Object.entries(answers)) {
        expect({ where, status: response.statusCode }).toEqual({ where, status: 200 });
        expect({ where, ids: internalIds(response.json()) }).toEqual({ where, ids: [] });
      }

      const { data } = answers.track.json() as {
        data: {
          redacted: boolean;
          applicant: { graduation_year: number | null };
          history: { status: string; note: string | null }[];
        };
      };
      expect(data.redacted).toBe(false);
      expect(data.applicant.graduation_year).toBe(graduationYear);
      expect(data.history.map(({ status, note }) => ({ status, note }))).toEqual([
        { status: 'pending_payment', note: null },
        // A transcript's payment step names its payment (the applicant's own).
        {
          status: 'paid',
          note: kind === transcript ? `Payment ${application.paymentReference}` : null,
        },
        {
          status: 'on_hold',
          note: `On hold: Fees owed to the institution. ${notes[0]}`,
        },
        { status: 'processing', note: notes[1] },
      ]);
    });
  });
});
