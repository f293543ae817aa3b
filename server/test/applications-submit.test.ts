import {
  type TApplication,
  ZSubmitApplicationResponse,
  ZTrackApplicationResponse,
} from '@registrar/shared-api/contracts';
import { startTestApp, type TestApp } from './support/app';
import { databaseTargets } from './support/databases';
import { identityTokenFor, withConsent } from './support/identity';
import { auditEntries, countRows } from './support/rows';

const MATRIC = 'FUTD/10/0001';

/** `application` without its internal ids (the application's and each copy's). */
const withoutIds = ({ id: _id, copies, ...application }: TApplication) => ({
  ...application,
  copies: copies.map(({ id: _copyId, ...copy }) => copy),
});
const soft = (over: Record<string, unknown> = {}) => ({
  purpose: 'Further Studies',
  type: 'undergraduate',
  format: 'soft_copy',
  recipient_email: 'admissions@uni.example',
  ...over,
});
const hard = (over: Record<string, unknown> = {}) => ({
  purpose: 'Further Studies',
  type: 'undergraduate',
  format: 'hard_copy',
  recipient_name: 'Admissions Office',
  recipient_address: '1 University Road',
  region_id: 1,
  courier_id: 1,
  ...over,
});

describe.each(databaseTargets())('applications submit and track on $name', (target) => {
  let t: TestApp;
  /** A live proof of identity for MATRIC: one sitting's applications share it. */
  let identityToken: string;
  const body = (copies: unknown[], over: Record<string, unknown> = {}) => ({
    matric_number: MATRIC,
    identity_token: identityToken,
    email_address: 'Applicant@Example.com',
    copies,
    ...over,
  });
  beforeAll(async () => {
    t = await startTestApp(target);
    identityToken = await identityTokenFor(t.app.db, MATRIC);
    await t.app.db
      .insertInto('transcript_rates')
      .values({ purpose: 'Employment', type: 'soft only', soft_copy: 123400, hard_copy: null })
      .execute();
  });
  afterAll(() => t.close());

  /** Posts the body, with the applicant's consent to its copies' receivers unless it has one. */
  const post = async (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: await withConsent(t.app.db, payload as object),
    });
  const count = () => countRows(t.app.db, 'applications');

  it('prices a soft and a hard copy, totals them and stores everything', async () => {
    const response = await post(
      body([soft(), hard({ reference_number: 'EV-1' })], { phone_number: '+234 803 123 4567' }),
    );
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(ZSubmitApplicationResponse.parse(json)).toEqual(json);
    expect(json.message).toBe('Transcript Application Submitted...');
    const data = json.data;
    expect(data.status).toBe('pending_payment');
    expect(data.enums.status).toBe('Pending payment');
    expect(data.tracking_id).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(data.applicant).toMatchObject({
      matric_number: MATRIC,
      surname: 'Adeyemi',
      email: 'applicant@example.com',
      phone: '+234 803 123 4567',
    });
    // soft 500000 + hard 1000000; delivery domestic 350000 + NIPOST 300000
    expect(
      data.copies.map((c: { rate: number; delivery_fee: number }) => [c.rate, c.delivery_fee]),
    ).toEqual([
      [500000, 0],
      [1000000, 650000],
    ]);
    expect([data.transcript_fee, data.delivery_fee, data.total]).toEqual([
      1500000, 650000, 2150000,
    ]);
    expect(data.history).toEqual([
      { status: 'pending_payment', label: 'Pending payment', note: null, at: expect.any(String) },
    ]);
    const audit = await auditEntries(t.app.db, 'application.submitted', data.id);
    expect(audit).toHaveLength(1);
  });

  it('prices international delivery with the international rate plus the courier', async () => {
    const response = await post(body([hard({ region_id: 6, courier_id: 3 })]));
    expect(response.json().data.delivery_fee).toBe(2500000 + 2800000);
  });

  it.each([
    [
      'unknown purpose and type',
      [soft({ type: 'nope' })],
      { 'copies.0.type': ['No rate is set for this purpose and type'] },
    ],
    [
      'format not offered (NULL price)',
      [soft(), hard({ purpose: 'employment', type: 'Soft Only' })],
      { 'copies.1.format': ['This format is not offered for this purpose and type'] },
    ],
    [
      'soft copy without email',
      [soft({ recipient_email: '' })],
      { 'copies.0.recipient_email': ['This field is required'] },
    ],
    [
      'hard copy without recipient, region, courier',
      [
        hard({
          recipient_name: null,
          recipient_address: ' ',
          region_id: undefined,
          courier_id: undefined,
        }),
      ],
      {
        'copies.0.recipient_name': ['This field is required'],
        'copies.0.recipient_address': ['This field is required'],
        'copies.0.region_id': ['This field is required'],
        'copies.0.courier_id': ['This field is required'],
      },
    ],
    [
      'unknown region and courier',
      [hard({ region_id: 999, courier_id: 999 })],
      {
        'copies.0.region_id': ['Please choose a valid region'],
        'copies.0.courier_id': ['Please choose a valid courier'],
      },
    ],
    [
      'courier not serving the delivery type',
      [hard({ region_id: 1, courier_id: 3 })],
      { 'copies.0.courier_id': ['This courier does not deliver to this region'] },
    ],
    [
      'international region with a domestic-only courier',
      [hard({ region_id: 6, courier_id: 2 })],
      { 'copies.0.courier_id': ['This courier does not deliver to this region'] },
    ],
    [
      'unknown application type',
      [soft()],
      { application_type_id: ['Please choose a valid application type'] },
      { application_type_id: 999 },
    ],
  ])(
    'refuses %s with field errors and stores nothing',
    // A rest parameter: with 4 named ones, jest-each would wait for a `done` callback.
    async (...row) => {
      const [, copies, errors, extra] = row as [
        string,
        unknown[],
        Record<string, string[]>,
        Record<string, unknown>?,
      ];
      const before = await count();
      const response = await post(body(copies, extra ?? {}));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'The given data was invalid.',
        errors,
      });
      expect(await count()).toBe(before);
    },
  );

  it('quotes copies with the same prices as submission and stores nothing', async () => {
    const before = await count();
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/applications/quote',
      payload: { copies: [soft(), hard()] },
    });
    expect(quote.statusCode).toBe(200);
    const submitted = (await post(body([soft(), hard()]))).json().data;
    expect(quote.json().data).toEqual({
      copies: submitted.copies.map(
        (c: {
          purpose: string;
          type: string;
          format: string;
          rate: number;
          delivery_fee: number;
        }) => ({
          purpose: c.purpose,
          type: c.type,
          format: c.format,
          rate: c.rate,
          delivery_fee: c.delivery_fee,
        }),
      ),
      transcript_fee: submitted.transcript_fee,
      delivery_fee: submitted.delivery_fee,
      total: submitted.total,
      // Where the copies go, as the consent names it.
      receivers: ['admissions@uni.example', 'Admissions Office, 1 University Road'],
    });
    expect(await count()).toBe(before + 1);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/applications/quote',
      payload: { copies: [soft({ purpose: 'Nothing like this' }), hard({ courier_id: 999 })] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'copies.0.type': ['No rate is set for this purpose and type'],
      'copies.1.courier_id': ['Please choose a valid courier'],
    });
    expect(await count()).toBe(before + 1);
  });

  it('refuses an unknown matric number with Student not found', async () => {
    const response = await post(body([soft()], { matric_number: 'NOPE/1' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'The given data was invalid.',
      error: 'Student not found',
      errors: { matric_number: ['We could not find this matric number.'] },
    });
  });

  it('refuses bad shapes: missing fields, wrong types, too many copies, client prices, oversized', async () => {
    const before = await count();
    const missing = await post({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'consent',
      'copies',
      'email_address',
      'identity_token',
      'matric_number',
    ]);
    const wrong = await post(
      body([soft({ format: 'fax' })], { email_address: 'not-an-email', matric_number: 5 }),
    );
    expect(wrong.json().errors).toMatchObject({
      email_address: ['Please enter a valid email'],
      matric_number: ['Must be text'],
      'copies.0.format': ['Please choose soft copy or hard copy'],
    });
    expect((await post(body(Array.from({ length: 11 }, () => soft())))).json().errors).toEqual({
      copies: ['At most 10 copies per application'],
    });
    expect((await post(body([]))).json().errors).toEqual({
      copies: ['Please add at least one copy'],
    });
    expect((await post(body([soft({ rate: 0 })]))).statusCode).toBe(422);
    expect((await post(body([soft()], { total: 1, status: 'paid' }))).statusCode).toBe(422);
    expect((await post(body([soft({ recipient_name: 'x'.repeat(201) })]))).json().errors).toEqual({
      'copies.0.recipient_name': ['Must be at most 200 characters'],
    });
    expect(await count()).toBe(before);
  });

  it('issues distinct tracking ids under 50 concurrent submissions', async () => {
    const before = await count();
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(body([soft()]))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const ids = responses.map((r) => r.json().data.tracking_id as string);
    expect(new Set(ids).size).toBe(50);
    expect(await count()).toBe(before + 50);
  });

  it('tracks by reference in any case, with or without dashes, with I/L/O misreadings', async () => {
    const created = (await post(body([soft()]))).json().data as TApplication;
    const compact = created.tracking_id.replace(/-/g, '') as string;
    const misread = compact.replace(/1/g, 'l').replace(/0/g, 'o');
    for (const reference of [
      created.tracking_id,
      compact,
      compact.toLowerCase(),
      misread,
      ` ${created.tracking_id.toLowerCase()}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        // With the applicant's email (any case) the full record (security-track-redaction.test.ts).
        url: `/api/applications/track/${encodeURIComponent(reference)}?email=APPLICANT%40example.com`,
      });
      expect(response.statusCode).toBe(200);
      const json = response.json();
      expect(ZTrackApplicationResponse.parse(json)).toEqual(json);
      // The submitted record as tracked: the applicant's own data, no internal ids.
      expect(json.data).toEqual({ ...withoutIds(created), redacted: false });
    }
  });

  it('answers 404 for an unknown or malformed reference', async () => {
    for (const reference of ['ZZZZ-ZZZZ-ZZZZ', 'short', 'UUUUUUUUUUUU']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/applications/track/${reference}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'No application was found with this reference.',
      });
    }
  });
});
