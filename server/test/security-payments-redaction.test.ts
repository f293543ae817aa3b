import {
  PAYMENT_STARTED_MESSAGE,
  RECEIPT_NEEDS_EMAIL_MESSAGE,
  type TApplication,
  ZGetPaymentResponse,
} from '@registrar/shared-api/contracts';
import { initialsOf, maskEmail } from '../src/modules/applications/redaction';
import { fromDistinctAddresses, startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';
import {
  activePaymentTypeId,
  submitApplication,
  useLocalPayments,
} from './support/payments-fixtures';
import { readPdf } from './support/pdf-text';

/**
 * Payments answer whoever holds a tracking id or a payment reference; only the email on the
 * application (or on an other payment) proves the caller is the payer. Without it: what the
 * payment is (amounts, status, items), never who the applicant is or how to reach them.
 */

const APPLICANT_EMAIL = 'chidi.nwosu@example.com';

describe.each(oneDatabaseTarget())(
  'payments to a stranger and to the applicant on $name',
  (target) => {
    let t: TestApp;
    useLocalPayments();
    beforeAll(async () => {
      t = await startTestApp(target, { security: { trustProxy: true } });
    });
    afterAll(async () => {
      await t.close();
    });

    // Each request from its own address: this file is about what is answered, not how often.
    const { from, get, post } = fromDistinctAddresses(() => t);
    const emailQuery = (email: string) => `?email=${encodeURIComponent(email)}`;
    const pay = (reference: string) =>
      t.app.inject({
        method: 'POST',
        url: `/checkout/local/${reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
        payload: 'outcome=succeed',
      });

    /** A submitted application, and what its applicant alone may see (the track page's full record). */
    async function applicationOf(email = APPLICANT_EMAIL) {
      const submitted = await submitApplication(t, email);
      const tracked = await get(
        `/api/applications/track/${submitted.tracking_id}${emailQuery(email)}`,
      );
      const application = (tracked.json() as { data: TApplication }).data;
      const { applicant } = application;
      const secrets = [
        applicant.surname,
        applicant.first_name,
        applicant.matric_number,
        applicant.programme,
        email,
        email.split('@')[0]!,
        ...(applicant.other_names ? [applicant.other_names] : []),
        ...(applicant.phone ? [applicant.phone] : []),
      ];
      return { ...submitted, applicant, secrets };
    }

    /** No personal value of the applicant's in `body` (any case), nor an internal numeric id. */
    function expectNothingPersonal(where: string, body: string, secrets: string[]) {
      const lower = body.toLowerCase();
      const found = secrets.filter((secret) => lower.includes(secret.toLowerCase()));
      expect({ where, found }).toEqual({ where, found: [] });
      expect({ where, ids: body.match(/"(application_id|id|payer_email)"/g) }).toEqual({
        where,
        ids: null,
      });
    }

    it('with only a tracking id, a stranger learns no name or email through payments (initialize, reference, verify, receipt, checkout page)', async () => {
      const { tracking_id, applicant, secrets } = await applicationOf();

      const started = await post('/api/payments/initialize', { kind: 'application', tracking_id });
      expect(started.statusCode).toBe(200);
      expectNothingPersonal('initialize', started.body, secrets);
      const { reference } = started.json().data as { reference: string };

      const page = await get(`/checkout/local/${reference}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(maskEmail(APPLICANT_EMAIL));
      expectNothingPersonal('checkout page', page.body, secrets);

      const unpaidReceipt = await get(`/api/payments/reference/${reference}/receipt`);
      expect(unpaidReceipt.statusCode).toBe(404);

      expect((await pay(reference)).statusCode).toBe(303);

      for (const [where, response] of [
        ['reference', await get(`/api/payments/reference/${reference}`)],
        ['verify', await post(`/api/payments/reference/${reference}/verify`)],
        [
          'a wrong email',
          await get(`/api/payments/reference/${reference}${emailQuery('x@y.org')}`),
        ],
        ['paid checkout page', await get(`/checkout/local/${reference}`)],
      ] as const) {
        expect({ where, status: response.statusCode }).toEqual({ where, status: 200 });
        expectNothingPersonal(where, response.body, secrets);
      }
      const payment = (await get(`/api/payments/reference/${reference}`)).json();
      expect(ZGetPaymentResponse.parse(payment)).toEqual(payment);
      // What the payment is stays readable: amounts, status, items, what it is for.
      expect(payment.data).toMatchObject({
        redacted: true,
        status: 'paid',
        payer_name: initialsOf(`${applicant.first_name} ${applicant.surname}`),
        tracking_id: expect.any(String),
      });
      expect(payment.data.items.length).toBeGreaterThan(0);

      for (const query of [
        '',
        emailQuery('stranger@example.net'),
        emailQuery('chidi.nwosu@example.org'),
      ]) {
        const receipt = await get(`/api/payments/reference/${reference}/receipt${query}`);
        expect({ query, status: receipt.statusCode, body: receipt.json() }).toEqual({
          query,
          status: 403,
          body: { status: 'error', message: RECEIPT_NEEDS_EMAIL_MESSAGE },
        });
      }
    });

    it("a stranger cannot obtain the applicant's pending payment reference", async () => {
      const { id, tracking_id } = await applicationOf();
      const mine = await post('/api/payments/initialize', {
        kind: 'application',
        tracking_id,
        email: APPLICANT_EMAIL,
      });
      expect(mine.statusCode).toBe(200);
      const { reference } = mine.json().data as { reference: string };

      for (const email of [undefined, 'stranger@example.net', 'chidi.nwosu@example.org']) {
        const theirs = await post('/api/payments/initialize', {
          kind: 'application',
          tracking_id,
          ...(email ? { email } : {}),
        });
        expect({ email, status: theirs.statusCode, body: theirs.json() }).toEqual({
          email,
          status: 409,
          body: { status: 'error', message: PAYMENT_STARTED_MESSAGE },
        });
        expect(theirs.body).not.toContain(reference);
      }
      // Nothing was started for the stranger: the application still has its one payment.
      const payments = await t.app.db
        .selectFrom('payments')
        .select('reference')
        .where('application_id', '=', id)
        .execute();
      expect(payments).toEqual([{ reference }]);

      // The applicant, in any case, resumes the same payment.
      const again = await post('/api/payments/initialize', {
        kind: 'application',
        tracking_id,
        email: ' Chidi.Nwosu@Example.COM ',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.reference).toBe(reference);
    });

    it('the applicant with their email still sees their full payment and receipt', async () => {
      const { tracking_id, applicant } = await applicationOf();
      const started = await post('/api/payments/initialize', {
        kind: 'application',
        tracking_id,
        email: APPLICANT_EMAIL,
      });
      const { reference } = started.json().data as { reference: string };
      expect((await pay(reference)).statusCode).toBe(303);

      const fullName = `${applicant.first_name} ${applicant.surname}`;
      for (const [where, response] of [
        [
          'reference',
          await get(`/api/payments/reference/${reference}${emailQuery(APPLICANT_EMAIL)}`),
        ],
        [
          'verify',
          await post(
            `/api/payments/reference/${reference}/verify${emailQuery('CHIDI.NWOSU@example.com')}`,
          ),
        ],
      ] as const) {
        expect({ where, status: response.statusCode, data: response.json().data }).toEqual({
          where,
          status: 200,
          data: expect.objectContaining({ redacted: false, payer_name: fullName, status: 'paid' }),
        });
      }

      const receipt = await get(
        `/api/payments/reference/${reference}/receipt${emailQuery(APPLICANT_EMAIL)}`,
      );
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('application/pdf');
      const { text } = await readPdf(receipt.rawPayload);
      expect(text).toContain(fullName);
      expect(text).toContain(APPLICANT_EMAIL);
    });

    it("the payer of an other payment is proved by that payment's email, like an applicant", async () => {
      const typeId = await activePaymentTypeId(t);
      const started = await post('/api/payments/initialize', {
        kind: 'standalone',
        payment_type_id: typeId,
        payer_name: 'Ngozi Eze',
        payer_email: 'ngozi.eze@example.org',
      });
      expect(started.statusCode).toBe(200);
      const { reference } = started.json().data as { reference: string };

      const alone = await get(`/api/payments/reference/${reference}`);
      expect(alone.json().data).toMatchObject({ redacted: true, payer_name: 'N. E.' });
      expectNothingPersonal('other payment', alone.body, ['Ngozi', 'Eze', 'ngozi.eze']);

      const proved = await get(
        `/api/payments/reference/${reference}${emailQuery('Ngozi.Eze@example.org')}`,
      );
      expect(proved.json().data).toMatchObject({ redacted: false, payer_name: 'Ngozi Eze' });
    });
  },
);
